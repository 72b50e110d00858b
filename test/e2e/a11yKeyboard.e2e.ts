/**
 * Accessibility beyond axe: the keyboard alone (connect → account → send → disconnect), the first focus on
 * open, arrow keys in tabs and lists, status changes in live regions, reduced motion, forced colours, reflow at
 * 320 CSS px and at 200 % zoom, and the demo's theme switch (`?theme=`).
 */
import type { Locator, Page } from 'playwright-core';
import { evmAccount } from '../../sandbox/chains/keys';
import { useStackAndBrowser } from './browser';
import { waitForView } from './a11yViews';

// with motion, as most visitors see it
const ctx = useStackAndBrowser({}, 'as-visitors');
const demo = (path: string) => `${ctx.stack.description.urls.demo}${path}`;
const RECEIVER = evmAccount(4).address;

const dialog = (page: Page) => page.getByRole('dialog').filter({ hasNot: page.getByText('Sandbox Wallet request') }).first();
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const opener = (page: Page) => page.locator('#plain-connect').getByRole('button');

async function newPage(options: Parameters<typeof ctx.browser.newContext>[0] = {}): Promise<Page> {
  const context = await ctx.browser.newContext(options);
  return context.newPage();
}

/** Whether `locator` holds focus, looking through shadow roots. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/** Presses `key` until `target` holds focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await isFocused(target))) throw new Error(`${key} ×${max} never reached ${target}`);
}

async function openWithKeyboard(page: Page) {
  await opener(page).waitFor();
  await opener(page).focus();
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
}

describe('keyboard only', () => {
  it('puts the first focus on the email field, the first field, once it has loaded', async () => {
    const page = await newPage();
    await page.goto(demo('/plain.html'));
    await openWithKeyboard(page);
    const email = dialog(page).getByRole('textbox', { name: 'Email address' });
    await email.waitFor();
    await page.waitForFunction(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active instanceof HTMLInputElement && active.type === 'email';
    });
    expect(await isFocused(email)).toBe(true);
    // Escape closes and gives focus back to the opener
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await isFocused(opener(page))).toBe(true);
    await page.context().close();
  });

  it('connects, opens Account, sends ETH and disconnects with the keyboard alone, hearing each status', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await page.goto(demo('/plain.html'));
    await openWithKeyboard(page);
    await dialog(page).getByRole('textbox', { name: 'Email address' }).waitFor();

    // Arrow keys walk the wallet list; Enter picks the Sandbox Wallet
    const wallet = dialog(page).getByRole('button', { name: 'Sandbox Wallet Installed', exact: true });
    await pressUntilFocused(page, 'Tab', dialog(page).getByRole('region', { name: 'Wallets' }).getByRole('button').first());
    await pressUntilFocused(page, 'ArrowDown', wallet, 10);
    await page.keyboard.press('Enter');
    // connecting is announced in the dialog's live region
    await dialog(page).locator('[aria-live="polite"]').filter({ hasText: 'Continue in Sandbox Wallet' }).waitFor();
    // the wallet's own prompt (an extension's window, outside the page's modal) approves
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await waitForView(page, 'Account');

    // Account's tabs: arrow keys move the selection, and focus with it
    const tokens = dialog(page).getByRole('tab', { name: 'Tokens' });
    await pressUntilFocused(page, 'Tab', tokens);
    await page.keyboard.press('ArrowRight');
    await dialog(page).getByRole('tab', { name: 'NFTs', selected: true }).waitFor();
    expect(await isFocused(dialog(page).getByRole('tab', { name: 'NFTs' }))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await dialog(page).getByRole('tab', { name: 'Tokens', selected: true }).waitFor();

    // Send: pick ETH from the token list, amount, receiver, Send
    await pressUntilFocused(page, 'Tab', dialog(page).getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await waitForView(page, 'WalletSend');
    await pressUntilFocused(page, 'Tab', dialog(page).getByRole('button', { name: 'Select token', exact: true }));
    await page.keyboard.press('Enter');
    await waitForView(page, 'WalletSendSelectToken');
    const list = dialog(page).getByRole('list', { name: 'Your tokens' });
    await pressUntilFocused(page, 'Tab', list.getByRole('button').first());
    await pressUntilFocused(page, 'ArrowDown', list.getByRole('button', { name: /\bETH\b/ }), 10);
    await page.keyboard.press('Enter');
    await waitForView(page, 'WalletSend');
    await pressUntilFocused(page, 'Tab', dialog(page).getByLabel('Amount'));
    await page.keyboard.type('0.01');
    await pressUntilFocused(page, 'Tab', dialog(page).getByLabel('To', { exact: true }));
    await page.keyboard.type(RECEIVER);
    const submit = dialog(page).locator('form').getByRole('button', { name: 'Send', exact: true });
    await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await submit.elementHandle());
    await pressUntilFocused(page, 'Tab', submit);
    await page.keyboard.press('Enter');
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    // the success notification is spoken by the polite live region
    await page.getByRole('status').filter({ hasText: 'Transaction started' }).waitFor();
    await waitForView(page, 'Account');

    // Disconnect closes the modal and focus goes back to the button that opened it
    await pressUntilFocused(page, 'Tab', dialog(page).getByRole('button', { name: 'Disconnect' }));
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => !(window.walletGates as { plain: { getAccount(): { isConnected: boolean } } }).plain.getAccount().isConnected);
    expect(await isFocused(opener(page))).toBe(true);
    await page.context().close();
  });

  it('goes back with the keyboard and keeps focus inside the dialog', async () => {
    const page = await newPage();
    await page.goto(demo('/plain.html'));
    await openWithKeyboard(page);
    await pressUntilFocused(page, 'Tab', dialog(page).getByRole('button', { name: 'What is a wallet?' }));
    await page.keyboard.press('Enter');
    await waitForView(page, 'WhatIsAWallet');
    await pressUntilFocused(page, 'Shift+Tab', dialog(page).getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await waitForView(page, 'Connect');
    // focus never reaches the page behind the modal
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await isFocused(opener(page))).toBe(false);
    }
    await page.context().close();
  });
});

describe('motion, colours and reflow', () => {
  /** The longest animation or transition on the dialog's card and view, in ms. */
  const longestMotion = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('walletgate-modal')!.shadowRoot!;
      const ms = (v: string) => Math.max(...v.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)));
      return Math.max(
        ...['.wg-card', '.wg-view', '.wg-body', '.wg-title-text']
          .map((selector) => root.querySelector(selector))
          .filter((el): el is Element => !!el)
          .flatMap((el) => [ms(getComputedStyle(el).animationDuration), ms(getComputedStyle(el).transitionDuration)]),
      );
    });

  it('shortens the SPEC §2 animations to nothing when the visitor prefers reduced motion', async () => {
    for (const [reducedMotion, expectAtLeast, expectAtMost] of [
      ['no-preference', 150, 1000],
      ['reduce', 0, 0.01],
    ] as const) {
      const page = await newPage({ reducedMotion });
      await page.goto(demo('/plain.html'));
      await openWithKeyboard(page);
      await waitForView(page, 'Connect');
      const longest = await longestMotion(page);
      expect({ reducedMotion, ok: longest >= expectAtLeast && longest <= expectAtMost, longest }).toEqual({ reducedMotion, ok: true, longest });
      await page.context().close();
    }
  });

  it('keeps every control visible with forced colours (a border or an outline of its own)', async () => {
    const page = await newPage({ forcedColors: 'active' });
    await page.goto(demo('/plain.html'));
    await openWithKeyboard(page);
    await dialog(page).getByRole('textbox', { name: 'Email address' }).waitFor();
    const invisible = await page.evaluate(() => {
      const root = document.querySelector('walletgate-modal')!.shadowRoot!;
      return Array.from(root.querySelectorAll<HTMLElement>('[role="dialog"] button, [role="dialog"] input, [role="dialog"] a[href]'))
        .filter((el) => {
          const style = getComputedStyle(el);
          const hasText = (el.textContent ?? '').trim() !== '' || el.querySelector('svg, img') !== null;
          const bordered = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none';
          // its glyph or text still shows, but not where the control begins and ends: that takes a border
          return !bordered && hasText;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
    });
    expect(invisible).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['320 CSS px wide', { width: 320, height: 640 }],
    ['200 % zoom of a 1280 × 800 window', { width: 640, height: 400 }],
  ])('reflows at %s without horizontal scrolling', async (_name, viewport) => {
    const page = await newPage({ viewport, reducedMotion: 'reduce' });
    await page.goto(demo('/plain.html'));
    await openWithKeyboard(page);
    await dialog(page).getByRole('textbox', { name: 'Email address' }).waitFor();
    const overflow = () =>
      page.evaluate(() => {
        const root = document.querySelector('walletgate-modal')!.shadowRoot!;
        const card = root.querySelector('[role="dialog"]')!;
        const box = card.getBoundingClientRect();
        const out = Array.from(card.querySelectorAll<HTMLElement>('*'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1) && !el.closest('.wg-visually-hidden');
          })
          .map((el) => el.className || el.tagName);
        // a box that scrolls sideways (its content wider than it), or the page itself
        const scrollers = Array.from(card.querySelectorAll<HTMLElement>('*')).filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX));
        if (document.documentElement.scrollWidth > innerWidth) scrollers.push(document.documentElement);
        return { cardFits: box.left >= 0 && box.right <= innerWidth, out, scrollers: scrollers.map((el) => el.className || el.tagName) };
      });
    expect(await overflow()).toEqual({ cardFits: true, out: [], scrollers: [] });
    await dialog(page).getByRole('button', { name: 'All wallets' }).click();
    await waitForView(page, 'AllWallets');
    await dialog(page).getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor();
    expect(await overflow()).toEqual({ cardFits: true, out: [], scrollers: [] });
    await page.context().close();
  });
});

describe("the demo's theme", () => {
  it('follows ?theme=dark, and the switch changes every instance and the URL', async () => {
    const page = await newPage({ colorScheme: 'light' });
    await page.goto(demo('/?theme=dark'));
    const themes = () => page.evaluate(() => Array.from(document.querySelectorAll('walletgate-modal')).map((el) => el.getAttribute('data-theme')));
    await page.waitForFunction(() => document.querySelectorAll('walletgate-modal').length === 3);
    expect(await themes()).toEqual(['dark', 'dark', 'dark']);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('walletgate-modal')).every((el) => el.getAttribute('data-theme') === 'light'));
    expect(new URL(page.url()).searchParams.get('theme')).toBe('light');
    await page.context().close();
  });
});
