/**
 * Every view of SPEC §2 (src/core/views.ts) and every feature view, with how to reach it on a demo page: the table the
 * accessibility audit (a11yAudit.ts) walks in each locale and theme. Views are grouped in journeys; a journey is one page
 * load, its views reached in order, each from where the one before left the modal. Adding a view is one entry.
 *
 * Controls are found by role and by the string of the locale on screen (`s(...)`), so the same table walks `ar` and the
 * pseudo-locale once their tables exist; wallet names, the demo's own buttons and the sandbox wallet's prompt are not
 * translated.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { SharedStack } from './browser';
import type { LocaleTables } from '../../src/ui/i18n/tables';
import { isRtl } from '../../src/core/localeMatch';
import { ENGLISH_TABLES } from '../../src/ui/i18n/english';
import { pseudoTables } from '../../src/ui/i18n/pseudo';
import { mailsTo, nextMail } from './mailbox';

/** The locales every view is audited in (`?locale=` on the page or `setLocale`; English until a locale's table exists). */
export const LOCALES_TO_AUDIT = ['en', 'ar', 'en-XA'] as const;
export const THEMES_TO_AUDIT = ['light', 'dark'] as const;
export type AuditLocale = (typeof LOCALES_TO_AUDIT)[number];

const ENGLISH: Required<LocaleTables> = ENGLISH_TABLES;

/** A locale's tables (src/ui/i18n/locales/<code>.ts once written), English where there is none yet. */
function tablesOf(locale: AuditLocale): LocaleTables {
  if (locale === 'en') return ENGLISH;
  if (locale === 'en-XA') return pseudoTables();
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a locale file may not exist yet on this branch
    const loaded = require(`../../src/ui/i18n/locales/${locale}`) as { default?: LocaleTables };
    return loaded.default ?? ENGLISH;
  } catch {
    return ENGLISH;
  }
}

export type Strings = <M extends keyof LocaleTables>(module: M, key: keyof LocaleTables[M], params?: Record<string, string>) => string;

export function stringsOf(locale: AuditLocale): Strings {
  const tables = tablesOf(locale);
  return (module, key, params = {}) => {
    const template = String((tables[module] as Record<PropertyKey, string> | undefined)?.[key] ?? (ENGLISH[module] as Record<PropertyKey, string>)[key]);
    // right-to-left locales isolate each value (U+2068 … U+2069) so an address or amount keeps its order
    const isolate = (value: string) => (isRtl(locale) ? `\u2068${value}\u2069` : value);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : isolate(params[name])));
  };
}

/** What a step gets: the page, the locale's strings, the stack, and a scratch pad the journey's steps share. */
export interface StepContext {
  /** the page the journey is on (a step may move it to a fresh browser profile) */
  page: Page;
  /** the journey's page address, locale and theme included */
  url: string;
  s: Strings;
  stack: SharedStack;
  locale: AuditLocale;
  notes: Record<string, string>;
}

interface AuditedView {
  /** the router view (src/core/views.ts) shown once `reach` is done; the audit waits for it */
  view: string;
  /** a name for the report when one view is audited in several states (Account's tabs) */
  label?: string;
  /** from where the previous entry left the modal, get here (and wait for what must be on screen) */
  reach(ctx: StepContext): Promise<void>;
}

export interface Journey {
  name: string;
  /** the demo page and extra query (locale and theme are added) */
  path: string;
  query?: Record<string, string>;
  views: AuditedView[];
}

type Gate = { getState(): { router: { view: string } }; getAccount(): { isConnected: boolean } };

export async function waitForView(page: Page, view: string): Promise<void> {
  await page.waitForFunction((v) => (window.walletGates as { plain?: Gate } | undefined)?.plain?.getState().router.view === v, view);
  // the view's chunk has rendered (no placeholder) and its entry transition is done
  await page.waitForFunction(() => {
    const root = document.querySelector('walletgate-modal')?.shadowRoot;
    return !!root?.querySelector('[role="dialog"] .wg-view') && !root.querySelector('.wg-placeholder');
  });
}

const dialog = (page: Page) => page.getByRole('dialog').filter({ hasNot: page.getByText('Sandbox Wallet request') }).first();
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const back = ({ page, s }: StepContext) => dialog(page).getByRole('button', { name: s('core', 'modal.back') }).click();
const openPlain = async ({ page }: StepContext) => {
  await page.locator('#plain-connect').getByRole('button').click();
  await page.getByRole('dialog').waitFor();
};
const actions = ({ page, s }: StepContext) => dialog(page).getByRole('group', { name: s('account', 'actions.label') });

/** Waits for a button to be enabled (a quote or a balance arriving). */
async function clickWhenEnabled(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.waitFor();
  await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await locator.elementHandle());
  await locator.click();
}

/** The injected-wallet journey: Connect and its side views, then everything of the account area. */
const WALLET: Journey = {
  name: 'injected wallet',
  path: '/plain.html',
  views: [
    {
      view: 'Connect',
      async reach(ctx) {
        await openPlain(ctx);
        await dialog(ctx.page).getByRole('textbox', { name: ctx.s('embedded', 'email.label') }).waitFor();
      },
    },
    {
      view: 'WhatIsAWallet',
      reach: (ctx) => dialog(ctx.page).getByRole('button', { name: ctx.s('core', 'connect.whatIsAWallet') }).click(),
    },
    {
      view: 'AllWallets',
      async reach(ctx) {
        await back(ctx);
        await dialog(ctx.page).getByRole('button', { name: ctx.s('core', 'connect.allWallets') }).click();
        await dialog(ctx.page).getByRole('list', { name: ctx.s('allWallets', 'allWallets.list') }).getByRole('button').nth(4).waitFor();
      },
    },
    {
      view: 'ConnectingWalletConnect',
      async reach(ctx) {
        const grid = dialog(ctx.page).getByRole('list', { name: ctx.s('allWallets', 'allWallets.list') });
        await grid.getByRole('button').filter({ hasNotText: 'Sandbox' }).first().click();
        await dialog(ctx.page).getByRole('img', { name: /QR/ }).or(dialog(ctx.page).locator('svg[role="img"]')).first().waitFor();
      },
    },
    {
      view: 'ConnectingExternal',
      async reach(ctx) {
        await back(ctx);
        await waitForView(ctx.page, 'AllWallets');
        await back(ctx);
        await waitForView(ctx.page, 'Connect');
        await dialog(ctx.page).getByRole('button', { name: `Sandbox Wallet ${ctx.s('core', 'connect.tagInstalled')}`, exact: true }).click();
        await promptOf(ctx.page).waitFor();
      },
    },
    {
      view: 'ConnectingExternal',
      label: 'ConnectingExternal (declined)',
      async reach(ctx) {
        await promptOf(ctx.page).getByRole('button', { name: 'Reject' }).click();
        await dialog(ctx.page).getByRole('button', { name: ctx.s('connecting', 'connecting.tryAgain') }).waitFor();
      },
    },
    {
      view: 'Account',
      label: 'Account (Tokens)',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('button', { name: ctx.s('connecting', 'connecting.tryAgain') }).click();
        await promptOf(ctx.page).getByRole('button', { name: 'Approve' }).click();
        await ctx.page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      },
    },
    {
      view: 'Account',
      label: 'Account (NFTs)',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('tab', { name: ctx.s('account', 'tabs.nfts') }).click();
        await ctx.page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      },
    },
    {
      view: 'Account',
      label: 'Account (Activity)',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('tab', { name: ctx.s('account', 'tabs.activity') }).click();
        await ctx.page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      },
    },
    {
      view: 'Networks',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('tab', { name: ctx.s('account', 'tabs.tokens') }).click();
        await dialog(ctx.page).getByRole('button', { name: ctx.s('account', 'account.network', { name: 'Sandbox A' }) }).click();
      },
    },
    {
      view: 'WalletSend',
      async reach(ctx) {
        await back(ctx);
        await actions(ctx).getByRole('button', { name: ctx.s('account', 'actions.send') }).click();
      },
    },
    {
      view: 'WalletSendSelectToken',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('button', { name: ctx.s('account', 'send.selectToken'), exact: true }).click();
        await dialog(ctx.page).getByRole('listitem').first().waitFor();
      },
    },
    {
      view: 'WalletReceive',
      async reach(ctx) {
        await back(ctx);
        await waitForView(ctx.page, 'WalletSend');
        await back(ctx);
        await waitForView(ctx.page, 'Account');
        await actions(ctx).getByRole('button', { name: ctx.s('account', 'actions.receive') }).click();
      },
    },
    {
      view: 'OnRamp',
      async reach(ctx) {
        await back(ctx);
        await waitForView(ctx.page, 'Account');
        await actions(ctx).getByRole('button', { name: ctx.s('account', 'actions.buy') }).click();
        await dialog(ctx.page).getByRole('radio').first().waitFor();
      },
    },
    {
      view: 'Swap',
      async reach(ctx) {
        await back(ctx);
        await waitForView(ctx.page, 'Account');
        await actions(ctx).getByRole('button', { name: ctx.s('account', 'actions.swap') }).click();
      },
    },
    {
      view: 'SwapSelectToken',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('button', { name: ctx.s('swap', 'swap.chooseToken') }).click();
        await dialog(ctx.page).getByRole('list', { name: ctx.s('swap', 'swapPicker.list') }).getByRole('button').first().waitFor();
      },
    },
    {
      view: 'SwapPreview',
      async reach(ctx) {
        const list = dialog(ctx.page).getByRole('list', { name: ctx.s('swap', 'swapPicker.list') });
        await list.getByRole('button', { name: /\bsUSD\b/ }).click();
        await waitForView(ctx.page, 'Swap');
        await dialog(ctx.page).getByRole('textbox').first().fill('0.01');
        await clickWhenEnabled(ctx.page, dialog(ctx.page).getByRole('button', { name: ctx.s('swap', 'swap.review') }));
      },
    },
    {
      view: 'RegisterAccountName',
      async reach(ctx) {
        await back(ctx);
        await waitForView(ctx.page, 'Swap');
        await back(ctx);
        await waitForView(ctx.page, 'Account');
        await dialog(ctx.page).getByRole('button', { name: ctx.s('names', 'names.entry') }).click();
      },
    },
    {
      view: 'UnsupportedChain',
      async reach({ page }) {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.evaluate(() => window.sandboxWallets!.sandbox.switchChain(1));
      },
    },
  ],
};

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Types a one-time code into the six slots (focus moves on by itself). */
async function enterCode(ctx: StepContext, code: string) {
  const first = dialog(ctx.page).getByRole('group', { name: ctx.s('embedded', 'otp.label') }).getByRole('textbox').first();
  await first.click();
  await ctx.page.keyboard.type(code);
}

/** The embedded wallet's journey: socials, email and its code, then the signed-in wallet's own views. */
const EMBEDDED: Journey = {
  name: 'embedded wallet',
  path: '/plain.html',
  views: [
    {
      view: 'ConnectSocials',
      async reach(ctx) {
        await openPlain(ctx);
        await dialog(ctx.page).getByRole('button', { name: ctx.s('embedded', 'social.other') }).click();
      },
    },
    {
      view: 'ConnectingFarcaster',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('button', { name: ctx.s('embedded', 'social.continueWith', { provider: 'Farcaster' }) }).click();
        await dialog(ctx.page).getByRole('img', { name: ctx.s('embedded', 'farcaster.qr') }).waitFor();
      },
    },
    {
      view: 'ConnectingSocial',
      async reach(ctx) {
        await back(ctx);
        await waitForView(ctx.page, 'ConnectSocials');
        await back(ctx);
        await waitForView(ctx.page, 'Connect');
        const popup = ctx.page.waitForEvent('popup');
        await dialog(ctx.page).getByRole('button', { name: ctx.s('embedded', 'social.continueWith', { provider: 'Google' }) }).click();
        await (await popup).close();
      },
    },
    {
      view: 'EmailVerifyOtp',
      async reach(ctx) {
        await back(ctx);
        await waitForView(ctx.page, 'Connect');
        const email = uniqueEmail(`a11y-${ctx.locale}`);
        ctx.notes.email = email;
        ctx.notes.seen = String((await mailsTo(ctx.stack.description.urls.secureSite, email)).length);
        await dialog(ctx.page).getByRole('textbox', { name: ctx.s('embedded', 'email.label') }).fill(email);
        await dialog(ctx.page).getByRole('button', { name: ctx.s('embedded', 'email.continue'), exact: true }).click();
        await dialog(ctx.page).getByRole('group', { name: ctx.s('embedded', 'otp.label') }).waitFor();
      },
    },
    {
      view: 'UpdateEmailWallet',
      async reach(ctx) {
        const email = ctx.notes.email!;
        const code = (await nextMail(ctx.stack.description.urls.secureSite, email, { seen: Number(ctx.notes.seen), pick: (m) => !!m.code })).code!;
        await enterCode(ctx, code);
        await waitForView(ctx.page, 'Account');
        await dialog(ctx.page).getByRole('button', { name: ctx.s('embedded', 'update.button') }).click();
      },
    },
    {
      view: 'UpdateEmailPrimaryOtp',
      async reach(ctx) {
        const site = ctx.stack.description.urls.secureSite;
        const next = uniqueEmail(`a11y-new-${ctx.locale}`);
        ctx.notes.newEmail = next;
        ctx.notes.seenOld = String((await mailsTo(site, ctx.notes.email!)).length);
        ctx.notes.seenNew = String((await mailsTo(site, next)).length);
        await dialog(ctx.page).getByRole('textbox', { name: ctx.s('embedded', 'update.label') }).fill(next);
        await dialog(ctx.page).getByRole('button', { name: ctx.s('embedded', 'update.save'), exact: true }).click();
        await dialog(ctx.page).getByRole('group', { name: ctx.s('embedded', 'otp.label') }).waitFor();
      },
    },
    {
      view: 'UpdateEmailSecondaryOtp',
      async reach(ctx) {
        const site = ctx.stack.description.urls.secureSite;
        const code = (await nextMail(site, ctx.notes.email!, { seen: Number(ctx.notes.seenOld), pick: (m) => !!m.code })).code!;
        await enterCode(ctx, code);
        await waitForView(ctx.page, 'UpdateEmailSecondaryOtp');
        await dialog(ctx.page).getByRole('group', { name: ctx.s('embedded', 'otp.label') }).waitFor();
      },
    },
    {
      view: 'ApproveTransaction',
      async reach(ctx) {
        const site = ctx.stack.description.urls.secureSite;
        const code = (await nextMail(site, ctx.notes.newEmail!, { seen: Number(ctx.notes.seenNew), pick: (m) => !!m.code })).code!;
        await enterCode(ctx, code);
        await waitForView(ctx.page, 'Account');
        await ctx.page.evaluate(() => {
          const gate = (window.walletGates as { plain: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }).plain;
          const account = (gate as unknown as { getAccount(): { address: string } }).getAccount().address;
          gate.getWalletProvider().request({ method: 'personal_sign', params: ['0x68656c6c6f', account] }).catch(() => undefined);
        });
      },
    },
    {
      view: 'EmailVerifyDevice',
      async reach(ctx) {
        // a fresh browser profile is a device the secure frame has never seen
        await ctx.page.context().close();
        const context = await ctx.page.context().browser()!.newContext({ reducedMotion: 'reduce' });
        ctx.page = await context.newPage();
        await ctx.page.goto(ctx.url);
        await openPlain(ctx);
        await dialog(ctx.page).getByRole('textbox', { name: ctx.s('embedded', 'email.label') }).fill(ctx.notes.newEmail!);
        await dialog(ctx.page).getByRole('button', { name: ctx.s('embedded', 'email.continue'), exact: true }).click();
      },
    },
  ],
};

/** A site whose options are invalid (a default network it does not list): the configuration error instead of any flow. */
const CONFIG_ERROR: Journey = {
  name: 'configuration error',
  path: '/plain.html',
  query: { defaultNetwork: 'eip155:1' },
  views: [{ view: 'ConfigError', reach: openPlain }],
};

/** A site with the legal checkbox and the wallets folded behind one entry (SPEC §1 features). */
const LEGAL_AND_COLLAPSED: Journey = {
  name: 'legal checkbox and collapsed wallets',
  path: '/plain.html',
  query: { legal: '1', collapseWallets: '1' },
  views: [
    {
      view: 'Connect',
      label: 'Connect (legal checkbox, wallets collapsed)',
      async reach(ctx) {
        await openPlain(ctx);
        await dialog(ctx.page).getByRole('checkbox').waitFor();
      },
    },
    {
      view: 'ConnectWallets',
      async reach(ctx) {
        await dialog(ctx.page).getByRole('checkbox').check();
        await dialog(ctx.page).getByRole('button', { name: ctx.s('core', 'connect.continueWithWallet') }).click();
      },
    },
  ],
};

/** Views a site opens itself (`open({ view })`). */
const OPENED_BY_SITE: Journey = {
  name: 'opened by the site',
  path: '/plain.html',
  views: [
    {
      view: 'ConnectingWalletConnectBasic',
      async reach({ page }) {
        await page.evaluate(() => (window.walletGates as { plain: { open(r: unknown): Promise<void> } }).plain.open({ view: 'ConnectingWalletConnectBasic' }));
        await dialog(page).locator('svg[role="img"], img').first().waitFor();
      },
    },
  ],
};

export const JOURNEYS: readonly Journey[] = [WALLET, EMBEDDED, CONFIG_ERROR, LEGAL_AND_COLLAPSED, OPENED_BY_SITE];

/** The audit's files (a11y.<part>.e2e.ts) and the journeys each walks: about the same work in each. */
export const AUDIT_PARTS = {
  wallet: [WALLET.name],
  embedded: [EMBEDDED.name, CONFIG_ERROR.name, LEGAL_AND_COLLAPSED.name, OPENED_BY_SITE.name],
} as const satisfies Record<string, readonly string[]>;
export type AuditPart = keyof typeof AUDIT_PARTS;
