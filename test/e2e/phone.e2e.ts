/**
 * On a phone, the wallet opens (SPEC §2 mobile connect label, §3 deep-link choice, §4 WalletConnect
 * pairing): an iPhone viewport and user agent on the demo page, the real UniversalProvider, relay and sandbox
 * WalletConnect wallet page. Picking the catalogue wallet opens its link with the URI in a new tab (its mobile
 * link is an http one); the wallet pairs from it and approves; back on the site, the visitor is connected.
 */
import type { Browser, Page } from 'playwright-core';
import { evmAccount } from '../../sandbox/chains/keys';
import { useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const ACCOUNT_5 = evmAccount(5).address;
const DAPP = 'WalletGate Demo';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Gate = { getAccount(): { isConnected: boolean; address: string | null } };
declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
  }
}

async function openPhone(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  return { page, problems };
}

describe('on a phone (SPEC §2 §3 §4)', () => {
  it('SPEC §4: picking the WalletConnect wallet opens it with the URI; it approves; back on the site the visitor is connected, and no URL ever changed (SPEC §2)', async () => {
    const { page, problems } = await openPhone(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    const walletOrigin = new URL(ctx.stack.description.urls.wcWallet!).origin;
    const siteUrl = page.url();
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();

    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: /Sandbox WalletConnect/ }).tap();
    const wallet = await popup;
    // the deep link: the wallet's link with the pairing URI, opened at once (no tap on the QR code's view)
    const linked = new URL(wallet.url());
    expect(`${linked.origin}${linked.pathname}`).toBe(`${walletOrigin}/wc`);
    expect(linked.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    // the site says where to continue; the QR code is folded away for a second device
    const view = page.getByRole('dialog', { name: 'Sandbox WalletConnect' });
    await view.getByRole('heading', { name: 'Continue in Sandbox WalletConnect' }).waitFor();
    expect(await view.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(wallet.url());
    expect(await view.getByRole('img', { name: 'QR code for Sandbox WalletConnect' }).isVisible()).toBe(false);
    expect(await view.getByRole('link', { name: 'Open', exact: true }).count()).toBe(0);

    // in the wallet: the proposal from the URI, approved
    await wallet.locator('body[data-ready="true"]').waitFor();
    await wallet.getByRole('article', { name: `Session proposal from ${DAPP}` }).getByRole('button', { name: 'Approve' }).tap();
    await wallet.getByText(`Connected to ${DAPP}.`).waitFor();

    // back on the site: connected, on Account, and the deep-link choice stored (SPEC §3)
    await page.bringToFront();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.waitForFunction(() => (window.walletGates!.plain as Gate).getAccount().isConnected === true);
    expect(await page.evaluate(() => (window.walletGates!.plain as Gate).getAccount().address)).toBe(ACCOUNT_5);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('@walletgate/wcDeepLink'))) ?? 'null') as { name: string; href: string } | null;
    expect(stored).toEqual({ name: 'Sandbox WalletConnect', href: wallet.url() });
    // SPEC §2: there are no URL routes — the site's URL and history never changed, the wallet opened beside it
    expect(page.url()).toBe(siteUrl);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
