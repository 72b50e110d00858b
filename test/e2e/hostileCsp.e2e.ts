/**
 * Pages it does not own: the plug-and-play demo served with a strict Content-Security-Policy (no inline
 * script or style, no eval, connect-src / frame-src limited to the configured hosts; sandbox/demo/csp.ts). The
 * modal still connects, shows Account styled, and shows the WalletConnect QR code, and the browser reports no
 * violation: its styles are adopted sheets, not inline <style>.
 */
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Like openPage, with every violation the browser reports recorded from the first script on. */
async function openCspPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await ctx.browser.newContext();
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations!.push(`${e.effectiveDirective} ${e.blockedURI}`), true);
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${ctx.stack.description.urls.demo}/csp.html`);
  return { page, problems };
}

/** What styles the shadow root: inline <style> elements, and adopted sheets. */
const shadowStyles = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('walletgate-modal')!.shadowRoot!;
    return { inline: root.querySelectorAll('style').length, adopted: root.adoptedStyleSheets.length };
  });

describe('a page with a strict Content-Security-Policy', () => {
  it('serves the page with the policy (connect-src names only the configured hosts)', async () => {
    const response = await fetch(`${ctx.stack.description.urls.demo}/csp.html`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(`frame-src ${ctx.stack.description.endpoints.secureSite}`);
  });

  it('connects the injected wallet and shows Account styled, with no violation reported', async () => {
    const { page, problems } = await openCspPage();
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await connect.waitFor();
    // styled: the dialog has the modal's rounded surface, from an adopted sheet
    expect(await connect.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByText(/^[\d,]+\.\d{2} ETH$/).first().waitFor();
    const styles = await shadowStyles(page);
    expect(styles.inline).toBe(0);
    expect(styles.adopted).toBeGreaterThan(1);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the WalletConnect QR code over the configured relay, with no violation reported', async () => {
    const { page, problems } = await openCspPage();
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await page.getByRole('img', { name: 'QR code for WalletConnect' }).waitFor();
    expect((await shadowStyles(page)).inline).toBe(0);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
