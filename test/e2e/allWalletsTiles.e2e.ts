/**
 * Issue 11 item 7: All Wallets tiles in Chromium on the sandbox catalogue. A name is never cut by its box
 * (two lines, then an ellipsis), "Installed" costs the name nothing, and an installed wallet shows the icon it
 * announced (EIP-6963), not initials.
 */
import { e2ePort, openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser(e2ePort(8));

it('gives every name of the first rows its full height, and installed wallets their announced icons', async () => {
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'All wallets' }).click();
  const grid = page.getByRole('list', { name: 'Wallets' });
  const installed = grid.getByRole('button', { name: 'Sandbox Wallet', exact: true });
  await installed.waitFor();

  const names = await grid.evaluate((list) =>
    [...list.querySelectorAll('li button > span:last-child')].slice(0, 16).map((el) => ({
      text: el.textContent,
      scroll: el.scrollHeight,
      client: el.clientHeight,
      lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
    })),
  );
  expect(names.length).toBeGreaterThan(8);
  for (const name of names) {
    // the box holds the whole text, or two full lines of it (then the clamp's ellipsis): never a sliver
    const lineHeight = name.client / Math.max(1, name.lines);
    const shown = Math.min(name.scroll, 2 * lineHeight);
    expect({ text: name.text, cut: name.client + 1 < shown }).toEqual({ text: name.text, cut: false });
    expect(name.lines).toBeGreaterThanOrEqual(1);
  }
  // most names fit whole in two lines
  expect(names.filter((n) => n.scroll <= n.client).length).toBeGreaterThan(names.length / 2);

  // the installed wallet's icon is the one the extension announced (a data: URI), not initials
  const src = await installed.locator('img').getAttribute('src');
  expect(src).toMatch(/^data:image\//);
  expect(problems).toEqual([]);
});
