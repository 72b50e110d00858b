/**
 * Languages in Chromium on the sandbox: the demo's language menu switches the open modal's strings and
 * number formats at runtime without closing it, loading the locale's chunk only then; Arabic lays the dialog out
 * right to left with the back arrow and chevrons mirrored; `?locale=` opens a page in a language; the
 * pseudo-locale shows every string accented and longer.
 */
import type { Locator, Page } from 'playwright-core';
import { formatBalance } from '../../src/core/format';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const demo = () => ctx.stack.description.urls.demo;

const modal = (page: Page) => page.locator('walletgate-modal').getByRole('dialog');
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
/** What the transform of the icon inside a button is, as computed (a mirrored arrow reads `matrix(-1, 0, 0, 1, 0, 0)`). */
const iconTransform = (button: Locator) => button.locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
/** The locale chunks the page fetched so far. */
const localeChunks = (requests: string[]) =>
  requests.map((url) => /\/locale-([\w-]+?)\.js/.exec(url)?.[1]).filter((code): code is string => code !== undefined && code !== 'load');
/** The English balance text → the number it shows. */
const numberOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('switching the language at runtime', () => {
  it('changes every string and number format of the open modal without closing it, loading only that locale', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html`);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    const account = page.locator('walletgate-modal').getByRole('dialog', { name: 'Account' });
    await account.getByRole('tab', { name: 'Tokens' }).waitFor();
    const balance = modal(page).locator('.wg-balance bdi');
    await balance.filter({ hasText: /\d\.\d\d ETH$/ }).waitFor();
    const english = (await balance.textContent())!;
    const dialog = await modal(page).elementHandle();
    expect(await modal(page).getAttribute('dir')).toBe('ltr');
    expect(localeChunks(requests)).toEqual([]); // English is in the first bundle: nothing loaded for it
    expect(requests.filter((url) => url.includes('/locale-load'))).toEqual([]); // not even the loader

    await page.selectOption('#demo-locale', 'ar');
    const arabic = page.locator('walletgate-modal').getByRole('dialog', { name: 'الحساب' });
    await arabic.getByRole('tab', { name: 'الرموز' }).waitFor();
    // the same dialog element, still open: switched in place
    expect(await arabic.evaluate((el, before) => el === before, dialog)).toBe(true);
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect(await arabic.getAttribute('lang')).toBe('ar');
    await arabic.getByRole('button', { name: 'قطع الاتصال' }).waitFor();
    await arabic.getByRole('tab', { name: 'النشاط' }).waitFor();
    // the balance as Intl writes it in Arabic, the same 2 decimals (SPEC §9)
    expect(await balance.textContent()).toBe(`${formatBalance(numberOf(english), 'ar')} ETH`);
    for (const text of ['Tokens', 'Activity', 'Disconnect', 'Account']) expect(await arabic.getByText(text, { exact: true }).count()).toBe(0);
    expect(localeChunks(requests)).toEqual(['ar']);
    // the page's account button (plain DOM, outside the dialog) follows too: Arabic digits, right to left
    const pageButton = page.locator('#plain-connect').getByRole('button');
    await pageButton.locator('.wg-btn-balance', { hasText: `${formatBalance(numberOf(english), 'ar')} ETH` }).waitFor();
    expect([await pageButton.getAttribute('dir'), await pageButton.getAttribute('lang')]).toEqual(['rtl', 'ar']);

    // Persian: its own digits and separators (۱۰٬۰۰۰٫۰۰), still right to left
    await page.selectOption('#demo-locale', 'fa');
    const persian = page.locator('walletgate-modal').getByRole('dialog', { name: 'حساب' });
    await persian.getByRole('tab', { name: 'توکن‌ها' }).waitFor();
    expect(await persian.getAttribute('dir')).toBe('rtl');
    expect(await balance.textContent()).toBe(`${formatBalance(numberOf(english), 'fa')} ETH`);
    expect(await balance.textContent()).toMatch(/^[۰-۹٬٫]+ ETH$/);
    await pageButton.locator('.wg-btn-balance', { hasText: `${formatBalance(numberOf(english), 'fa')} ETH` }).waitFor();
    await page.selectOption('#demo-locale', 'ar');
    await arabic.getByRole('tab', { name: 'الرموز' }).waitFor();

    // Send: the back arrow points the other way in Arabic, and again the usual way in English
    await arabic.getByRole('button', { name: 'إرسال' }).click();
    const back = page.locator('walletgate-modal').getByRole('button', { name: 'رجوع' });
    await back.waitFor();
    expect(await iconTransform(back)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await page.selectOption('#demo-locale', 'en');
    const backEnglish = page.locator('walletgate-modal').getByRole('button', { name: 'Back' });
    await backEnglish.waitFor();
    // the arrow turns back with the direction (the same render on a quiet machine; a frame later on a loaded one)
    await backEnglish.locator('svg').evaluate((svg) => new Promise<void>((resolve) => {
      const check = () => (getComputedStyle(svg).transform === 'none' ? resolve() : requestAnimationFrame(check));
      check();
    }));
    expect(await iconTransform(backEnglish)).toBe('none');
    expect(await modal(page).getAttribute('dir')).toBe('ltr');
    await backEnglish.click();
    await account.getByRole('tab', { name: 'Tokens' }).waitFor();
    expect(await balance.textContent()).toBe(english);
    await pageButton.locator('.wg-btn-balance', { hasText: english }).waitFor();
    expect(await pageButton.getAttribute('dir')).toBe('ltr');
    // back to English (and again to Arabic) loaded nothing more: each locale was fetched once
    expect(localeChunks(requests)).toEqual(['ar', 'fa']);
    expect(page.url()).toContain('locale=en');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a page opened in a language', () => {
  it('?locale=ar opens the dialog right to left in Arabic, with the back arrow mirrored', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html?locale=ar`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const connect = page.locator('walletgate-modal').getByRole('dialog', { name: 'ربط المحفظة' });
    await connect.waitFor();
    expect(await connect.getAttribute('dir')).toBe('rtl');
    // a Latin wallet name keeps its own direction (cut at its own end) and sits beside its icon, on the right
    const name = connect.getByText('Legacy Sandbox Wallet', { exact: true });
    expect(await name.evaluate((el) => [el.getAttribute('dir'), getComputedStyle(el).direction, getComputedStyle(el).textAlign])).toEqual(['auto', 'ltr', 'right']);
    await connect.getByRole('button', { name: 'ما هي المحفظة؟' }).click();
    const explainer = page.locator('walletgate-modal').getByRole('dialog', { name: 'ما هي المحفظة؟' });
    await explainer.getByText('طريقة جديدة لتسجيل الدخول').waitFor();
    expect(await iconTransform(explainer.getByRole('button', { name: 'رجوع' }))).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // the close button sits at the inline end: on the left in right-to-left
    const [closeBox, titleBox] = await Promise.all([explainer.getByRole('button', { name: 'إغلاق' }).boundingBox(), explainer.getByRole('heading', { level: 2 }).boundingBox()]);
    expect(closeBox!.x).toBeLessThan(titleBox!.x);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('?locale=en-XA shows the pseudo-locale: accented, longer, placeholders filled', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html?locale=en-XA`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const connect = page.locator('walletgate-modal').getByRole('dialog', { name: /^⟦Çöññéçţ Ŵåļļéţ ·+⟧$/ });
    await connect.waitFor();
    expect(await connect.getAttribute('dir')).toBe('ltr');
    // 'Continue to {appName}': the app's name filled in, the rest accented
    await connect.getByText(/^⟦Çöñţîñûé ţö WalletGate Demo ·+⟧$/).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
