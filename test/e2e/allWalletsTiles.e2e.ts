/**
 * All Wallets tiles in Chromium on the sandbox catalogue. A name is never cut by its box
 * (up to three lines), "Installed" costs the name nothing, and an installed wallet shows the icon it
 * announced (EIP-6963), not initials.
 */
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

it('gives every name of the first rows its full height, and installed wallets their announced icons', async () => {
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'All wallets' }).click();
  const grid = page.getByRole('list', { name: 'Wallets' });
  const installed = grid.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true });
  await installed.waitFor();

  const names = await grid.evaluate((list) =>
    [...list.querySelectorAll('li button > .wg-aw-name')].slice(0, 16).map((el) => ({
      text: el.textContent,
      scroll: el.scrollHeight,
      client: el.clientHeight,
      lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
    })),
  );
  expect(names.length).toBeGreaterThan(8);
  for (const name of names) {
    // every name box holds its whole text (no tile's name box is shorter than its text)
    expect({ text: name.text, cut: name.scroll > name.client }).toEqual({ text: name.text, cut: false });
    expect(name.lines).toBeGreaterThanOrEqual(1);
  }

  // the installed wallet's icon is the one the extension announced (a data: URI), not initials
  const src = await installed.locator('img').getAttribute('src');
  expect(src).toMatch(/^data:image\//);
  expect(problems).toEqual([]);
});
