/**
 * What the host page shows in Chromium with the injected Sandbox Wallet: the connect
 * button becomes the account button (React and plug-and-play columns), the system theme follows the OS live,
 * and a toast never covers the modal's title or close button, on desktop and phone, light and dark.
 * Screenshots go to WALLETGATE_SHOTS (default: none) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const SHOTS = process.env.WALLETGATE_SHOTS;

const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openDemo(path = '/', options: Parameters<typeof ctx.browser.newContext>[0] = {}) {
  const context = await ctx.browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${ctx.stack.description.urls.demo}${path}`);
  return { page, problems };
}

/** Connects the column's instance to the Sandbox Wallet (auto-approving) and closes its modal on Account. */
async function connectColumn(page: Page, button: Locator) {
  await button.click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await account.waitFor();
  await account.getByRole('button', { name: 'Close' }).click();
  await account.waitFor({ state: 'detached' });
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the host page shows the connection', () => {
  it('turns the plug-and-play and React connect buttons into account buttons that open Account; each instance is its own', async () => {
    const { page, problems } = await openDemo('/?wallet.autoApprove=1');
    const address = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!);
    const accountName = new RegExp(`^${escape(truncate(address))} [\\d,]+\\.\\d{2} ETH Sandbox A$`);
    const plain = page.locator('#plain-connect');
    const react = page.locator('#react-root');

    await connectColumn(page, plain.getByRole('button', { name: 'Connect (plug-and-play)' }));
    const plainAccount = plain.getByRole('button', { name: accountName });
    await plainAccount.waitFor();
    expect(await plainAccount.getAttribute('title')).toBe(address);
    // the React column is another instance with its own store: still disconnected until it connects itself
    await react.getByRole('button', { name: 'Connect (React)' }).waitFor();

    await connectColumn(page, react.getByRole('button', { name: 'Connect (React)' }));
    const reactAccount = react.getByRole('button', { name: accountName });
    await reactAccount.waitFor();
    await page.locator('#redux-connect').getByRole('button', { name: 'Connect (Redux host)' }).waitFor();

    await plainAccount.click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).waitFor();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SHOTS}/host-buttons-1280.png` });
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("themeMode 'system'", () => {
  const themes = (page: Page) =>
    page.evaluate(() => [
      ...[...document.querySelectorAll('walletgate-modal')].map((host) => host.getAttribute('data-theme')),
      document.querySelector('#plain-connect')!.shadowRoot!.querySelector('button')!.dataset.theme,
    ]);

  it('follows prefers-color-scheme live, in the modal and in the host-page button', async () => {
    const { page, problems } = await openDemo('/', { colorScheme: 'dark' });
    await page.waitForFunction(() => document.querySelectorAll('walletgate-modal[data-theme]').length === 3);
    expect(await themes(page)).toEqual(['dark', 'dark', 'dark', 'dark']);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.querySelectorAll('walletgate-modal[data-theme="light"]').length === 3);
    expect(await themes(page)).toEqual(['light', 'light', 'light', 'light']);
    // an explicit choice is kept whatever the OS says
    await page.evaluate(() => (window.walletGates!.plain as { setThemeMode(m: string): void }).setThemeMode('light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.querySelectorAll('walletgate-modal[data-theme="dark"]').length === 2);
    expect((await themes(page))[0]).toBe('light');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('toasts', () => {
  const sizes = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ];
  for (const viewport of sizes) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`never cover the title or the close button at ${viewport.width}×${viewport.height}, ${colorScheme}`, async () => {
        const { page, problems } = await openDemo('/plain.html?wallet.autoApprove=1', { viewport, colorScheme });
        const check = async (view: string) => {
          const dialog = page.getByRole('dialog', { name: view });
          await page.evaluate(() =>
            (window.walletGates!.plain as { store: { dispatch(a: unknown): void } }).store.dispatch({
              type: 'walletGate/notification/notifyRequested',
              // a loading toast stays until replaced: nothing here races its timer (the state keeps a catalogue code)
              payload: { message: { code: 'requestTooLong' }, variant: 'loading' },
            }),
          );
          const toast = page.getByRole('status').filter({ hasText: 'The request took too long to respond.' });
          await toast.waitFor();
          const toastBox = await box(toast);
          expect(overlaps(toastBox, await box(dialog.getByRole('heading', { name: view })))).toBe(false);
          expect(overlaps(toastBox, await box(dialog.getByRole('button', { name: 'Close' })))).toBe(false);
          // where there is room beside the card, the toast keeps off the card altogether
          if (viewport.width >= 960) expect(overlaps(toastBox, await box(dialog))).toBe(false);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast-${view}-${viewport.width}-${colorScheme}.png` });
          await page.evaluate(() =>
            (window.walletGates!.plain as { store: { dispatch(a: unknown): void } }).store.dispatch({ type: 'walletGate/notification/closed' }),
          );
          await toast.waitFor({ state: 'detached' });
        };
        if (SHOTS) mkdirSync(SHOTS, { recursive: true });
        await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
        await check('Connect Wallet');
        await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
        await page.getByRole('dialog', { name: 'Account' }).getByRole('tab', { name: 'Tokens' }).waitFor();
        await check('Account');
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  }
});
