/**
 * `npm run pictures`: pictures of the modal's main views, made from the demo so they never go stale. Starts the
 * sandbox as `npm start -- --production` does (the production bundles, on a port block of its own, so a running
 * `npm start` or e2e run is left alone), opens the demo's plug-and-play page in Chromium and walks it as a visitor
 * does — Connect, All wallets, the Sandbox Wallet approved, Account, Networks, a filled Send form — saving each view,
 * cropped to the dialog, as docs/pictures/<view>-<variant>.png (the list: scripts/pictureList.ts). Variants: light,
 * dark, a phone, and right to left (`?locale=ar`). docs/ARCHITECTURE.md says when to run it.
 *
 * `npm run pictures -- --no-build` serves the pages built last instead of building them first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { startStack } from '../sandbox/stack';
import { evmAccount } from '../sandbox/chains/keys';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium';
import { claimPortBlock } from '../test/helpers/ports';
import { ENGLISH_TABLES } from '../src/ui/i18n/english';
import arabic from '../src/ui/i18n/locales/ar';
import type { LocaleTables } from '../src/ui/i18n/tables';
import { PICTURES_DIR, PICTURE_VARIANTS, pictureName, type PictureVariant, type PictureView } from './pictureList';

const ROOT = path.join(import.meta.dirname, '..');
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** Room around the dialog in a desktop picture, so its shadow and rounded corners show. */
const MARGIN = 24;

interface Variant {
  locale: 'en' | 'ar';
  theme: 'light' | 'dark';
  context: BrowserContextOptions;
  /** a phone picture is the whole screen: the dialog is a sheet, and where it sits is the point */
  wholeScreen: boolean;
}

const DESKTOP: BrowserContextOptions = { viewport: { width: 1000, height: 900 }, deviceScaleFactor: 1 };
const VARIANTS: Record<PictureVariant, Variant> = {
  light: { locale: 'en', theme: 'light', context: DESKTOP, wholeScreen: false },
  dark: { locale: 'en', theme: 'dark', context: { ...DESKTOP, colorScheme: 'dark' }, wholeScreen: false },
  phone: {
    locale: 'en',
    theme: 'light',
    context: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    wholeScreen: true,
  },
  rtl: { locale: 'ar', theme: 'light', context: DESKTOP, wholeScreen: false },
};

type Strings = <M extends keyof LocaleTables>(module: M, key: keyof LocaleTables[M], params?: Record<string, string>) => string;

/** A string as the modal shows it in `locale` (English where the table has none); RTL isolates each value. */
function stringsOf(locale: Variant['locale']): Strings {
  const tables: Partial<LocaleTables> = locale === 'ar' ? arabic : ENGLISH_TABLES;
  return (module, key, params = {}) => {
    const own = (tables[module] as Record<PropertyKey, string> | undefined)?.[key];
    const template = own ?? (ENGLISH_TABLES[module] as Record<PropertyKey, string>)[key]!;
    const isolate = (value: string) => (locale === 'ar' ? `\u2068${value}\u2069` : value);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : isolate(params[name])));
  };
}

/** The dialog, not the sandbox wallet's prompt (also a dialog, in the page). */
const dialogOf = (page: Page) => page.getByRole('dialog').filter({ hasNot: page.getByText('Sandbox Wallet request') }).first();

/** Until the router shows `view`, its chunk has rendered, and nothing in the modal moves or still loads. */
async function settle(page: Page, view: string) {
  await page.waitForFunction((v) => {
    const gates = (window as unknown as { walletGates?: { plain?: { getState(): { router: { view: string } } } } }).walletGates;
    const root = document.querySelector('walletgate-modal')?.shadowRoot;
    if (gates?.plain?.getState().router.view !== v || !root) return false;
    if (!root.querySelector('[role="dialog"] .wg-view') || root.querySelector('.wg-placeholder')) return false;
    if (root.getAnimations().some((a) => a.playState === 'running')) return false;
    return [...root.querySelectorAll('img')].every((img) => img.complete);
  }, view);
  await page.evaluate(() => document.fonts.ready);
  // the pointer left where the last click was would paint a hover on whatever row is under it now
  await page.mouse.move(0, 0);
}

async function whenEnabled(page: Page, button: Locator) {
  await button.waitFor();
  await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await button.elementHandle());
}

async function save(page: Page, variant: Variant, file: string) {
  const target = path.join(ROOT, PICTURES_DIR, file);
  if (variant.wholeScreen) {
    await page.screenshot({ path: target });
  } else {
    const box = (await dialogOf(page).boundingBox())!;
    const { width, height } = page.viewportSize()!;
    const x = Math.max(0, Math.floor(box.x - MARGIN));
    const y = Math.max(0, Math.floor(box.y - MARGIN));
    const clip = { x, y, width: Math.min(width, Math.ceil(box.x + box.width + MARGIN)) - x, height: Math.min(height, Math.ceil(box.y + box.height + MARGIN)) - y };
    await page.screenshot({ path: target, clip });
  }
  console.log(`  ${PICTURES_DIR}/${file}`);
}

/** One variant's walk through the demo, a picture at each view of scripts/pictureList.ts. */
async function walk(browser: Browser, demo: string, name: PictureVariant) {
  const variant = VARIANTS[name];
  const s = stringsOf(variant.locale);
  const context = await browser.newContext({ ...variant.context, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const shot = async (view: PictureView, routerView: string) => {
    await settle(page, routerView);
    await save(page, variant, pictureName(view, name));
  };
  const dialog = dialogOf(page);
  const back = async (to: string) => {
    await dialog.getByRole('button', { name: s('core', 'modal.back') }).click();
    await settle(page, to);
  };
  try {
    await page.goto(`${demo}/plain.html?${new URLSearchParams({ locale: variant.locale, theme: variant.theme })}`);
    await page.locator('#plain-connect').getByRole('button').click();
    await dialog.getByRole('textbox', { name: s('embedded', 'email.label') }).waitFor();
    await shot('connect', 'Connect');

    await dialog.getByRole('button', { name: s('core', 'connect.allWallets') }).click();
    await dialog.getByRole('list', { name: s('allWallets', 'allWallets.list') }).getByRole('button').nth(11).waitFor();
    await shot('all-wallets', 'AllWallets');

    await back('Connect');
    await dialog.getByRole('button', { name: `Sandbox Wallet ${s('core', 'connect.tagInstalled')}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    await shot('account', 'Account');

    await dialog.getByRole('button', { name: s('account', 'account.network', { name: 'Sandbox A' }) }).click();
    await shot('networks', 'Networks');

    await back('Account');
    await dialog.getByRole('group', { name: s('account', 'actions.label') }).getByRole('button', { name: s('account', 'actions.send') }).click();
    await dialog.getByRole('button', { name: s('account', 'send.selectToken'), exact: true }).click();
    await dialog.getByRole('list').getByRole('button', { name: /\bsUSD\b/ }).click();
    await dialog.getByLabel(s('account', 'send.amount'), { exact: true }).fill('25');
    const receiver = dialog.getByLabel(s('account', 'send.receiver'), { exact: true });
    await receiver.fill(evmAccount(2).address);
    // as after a paste and a click elsewhere: the address from its start, not the caret's end of it
    await receiver.evaluate((el: HTMLInputElement) => {
      el.setSelectionRange(0, 0);
      el.blur();
    });
    await whenEnabled(page, dialog.locator('form').getByRole('button', { name: s('account', 'send.submit'), exact: true }));
    await shot('send', 'WalletSend');
  } finally {
    await context.close();
  }
  if (problems.length) throw new Error(`the demo failed while pictured (${name}):\n${problems.join('\n')}`);
}

async function main() {
  const build = !process.argv.includes('--no-build');
  mkdirSync(path.join(ROOT, PICTURES_DIR), { recursive: true });
  const log = (line: string) => console.log(`  ${line}`);
  const [stack, browser] = await Promise.all([
    startStack({ basePort: claimPortBlock(), build, log }),
    chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }),
  ]);
  try {
    for (const variant of PICTURE_VARIANTS) await walk(browser, stack.description.urls.demo, variant);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
