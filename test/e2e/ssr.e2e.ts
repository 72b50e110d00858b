/**
 * Server-side rendering in Chromium: /ssr.html is a React host with WalletGateProvider and the connect
 * button rendered by the demo server through react-dom/server's renderToString (in Node, no window), then hydrated
 * with hydrateRoot. No hydration mismatch is reported — in light or dark, where the visitor's theme is known only
 * in the browser — and the button works once hydrated.
 */
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

declare global {
  interface Window {
    hydrationErrors?: string[];
    walletGates?: Record<string, unknown>;
  }
}

/** Everything the page reports: console messages of every kind, and uncaught errors. */
async function openSsr(colorScheme: 'light' | 'dark') {
  const context = await ctx.browser.newContext({ colorScheme });
  const page = await context.newPage();
  const messages: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    messages.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const response = await page.goto(`${ctx.stack.description.urls.demo}/ssr.html`);
  return { page, messages, errors, html: (await response!.text()) };
}

const hydrated = (page: Page) => page.waitForFunction(() => Array.isArray(window.hydrationErrors) && !!window.walletGates?.ssr);

describe('a server-rendered React host, hydrated in Chromium', () => {
  it.each(['light', 'dark'] as const)('hydrates without a mismatch (%s) and the button opens the modal', async (colorScheme) => {
    const { page, messages, errors, html } = await openSsr(colorScheme);
    // the server sent the button's markup: it is there before any script runs
    expect(html).toMatch(/<button[^>]*>Connect \(server-rendered\)<\/button>/);
    expect(html).toContain('Modal closed');

    await hydrated(page);
    const button = page.getByRole('button', { name: 'Connect (server-rendered)' });
    await button.click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await page.getByText('Modal open').waitFor();
    // after hydration the page follows the visitor's theme
    expect(await button.getAttribute('data-theme')).toBe(colorScheme);
    expect(await page.evaluate(() => window.hydrationErrors)).toEqual([]);
    const reported = [...messages, ...errors];
    expect(reported.filter((m) => /hydrat|did not match|didn't match|#418|#423|#425/i.test(m))).toEqual([]);
    expect(reported.filter((m) => /window is not defined|document is not defined/.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders two concurrent requests alike, each with an instance of its own', async () => {
    const url = `${ctx.stack.description.urls.demo}/ssr.html`;
    const [a, b] = await Promise.all([fetch(url).then((r) => r.text()), fetch(url).then((r) => r.text())]);
    expect(a).toBe(b);
    expect(a).toContain('Connect (server-rendered)');
    expect(a).not.toMatch(/window is not defined/);
  });
});
