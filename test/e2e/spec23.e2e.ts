/**
 * The image registry in Chromium on the sandbox (SPEC §3, §7 getAssetImage): every network shows its image
 * instead of initials.
 */
import type { Page } from 'playwright-core';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

const demo = () => ctx.stack.description.urls.demo;
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const SHOTS = process.env.WALLETGATE_SHOTS;

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('tab', { name: 'Tokens' }).waitFor();
}

describe('SPEC §3 image registry', () => {
  it('§3/§7 networks show their getAssetImage images (blobs), not initials, in Account and Networks', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html`);
    const imageRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/public/getAssetImage/')) imageRequests.push(new URL(r.url()).pathname);
    });
    await connect(page);
    const dialog = page.getByRole('dialog');
    const networkButton = dialog.getByRole('button', { name: /Sandbox A/ });
    await page.waitForFunction((el) => el?.querySelector('img')?.getAttribute('src')?.startsWith('blob:') === true, await networkButton.elementHandle());
    await networkButton.click();
    const rows = dialog.getByRole('list').getByRole('button');
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i += 1) {
      const row = await rows.nth(i).elementHandle();
      await page.waitForFunction((el) => el?.querySelector('img')?.getAttribute('src')?.startsWith('blob:') === true, row);
      // the image loaded (a broken one would have fallen back to the initials)
      expect(await rows.nth(i).evaluate((el) => (el.querySelector('img') as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    // one fetch per id
    expect(new Set(imageRequests).size).toBe(imageRequests.length);
    if (SHOTS) {
      for (const [w, h] of [[1280, 800], [390, 844]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: `${SHOTS}/networks-${w}.png` });
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
