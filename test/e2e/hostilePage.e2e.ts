/**
 * Pages it does not own: catalogue entries whose names, links and images carry script-like payloads
 * render inert and never navigate to `javascript:`; a host page that freezes `window.ethereum` and pollutes the
 * built-in prototypes (enumerable additions, as old libraries made) does not break connecting.
 */
import type { Page, Route } from 'playwright-core';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

declare global {
  interface Window {
    xss?: string[];
  }
}

const PAYLOAD_NAME = '<img src=x onerror="(window.xss=window.xss||[]).push(\'name\')">';
const js = (where: string) => `javascript:(window.xss=window.xss||[]).push('${where}')`;

/** A /getWallets answer whose first entry is hostile in every field a visitor can see or follow. */
async function hostileCatalogue(route: Route) {
  const upstream = await route.fetch();
  const body = (await upstream.json()) as { data: Record<string, unknown>[]; count: number };
  const hostile = {
    ...body.data[0],
    id: 'f'.repeat(64),
    name: PAYLOAD_NAME,
    homepage: js('homepage'),
    image_id: '"><svg onload=alert(1)>',
    mobile_link: js('mobile'),
    desktop_link: js('desktop'),
    webapp_link: js('webapp'),
    app_store: js('appStore'),
    play_store: js('playStore'),
    chrome_store: js('chromeStore'),
    rdns: 'com.hostile',
    injected: null,
  };
  await route.fulfill({ response: upstream, json: { ...body, data: [hostile, ...body.data.slice(1)] } });
}

const linksIn = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('walletgate-modal')!.shadowRoot!;
    return [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
  });

describe('hostile catalogue entries', () => {
  it('shows a script-like name as text, runs nothing, and offers no javascript: link', async () => {
    const { page, problems } = await openPage(ctx.browser, 'about:blank');
    await page.route('**/getWallets?**', hostileCatalogue);
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'All wallets' }).click();
    const tile = page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: PAYLOAD_NAME });
    await tile.waitFor();
    expect(await tile.evaluate((el) => el.querySelectorAll('img[src="x"], svg[onload]').length)).toBe(0);
    const before = page.url();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(before).origin });
    await tile.click();
    // whatever view the entry opens (the tile is gone once it shows), its name is text and none of its links is javascript:
    await tile.waitFor({ state: 'detached' });
    await page.getByRole('dialog').getByText(PAYLOAD_NAME).first().waitFor();
    // its own controls drawn (a button other than the header's Back and Close)
    await page.getByRole('dialog').getByRole('button', { name: /^(?!(Back|Close)$)./ }).first().waitFor();
    const hrefs = await linksIn(page);
    expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
    // press every button the view offers but those that leave it (Back, Close): each press must land, so a button
    // still disabled (the view not ready) fails here instead of being skipped
    const names = await page
      .getByRole('dialog')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
    const pressable = names.filter((name) => name.trim() && !/^(Back|Close)$/.test(name.trim()));
    expect(pressable.length).toBeGreaterThan(0);
    for (const name of pressable) await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => window.xss)).toBeUndefined();
    expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });
});

describe('a host page with hostile globals', () => {
  it('connects the injected wallet when window.ethereum is frozen and the built-in prototypes carry enumerable additions', async () => {
    const context = await ctx.browser.newContext();
    await context.addInitScript(() => {
      // old libraries' prototype additions: enumerable, so every for…in over an array or object meets them
      (Array.prototype as unknown as Record<string, unknown>).hostileEach = function hostileEach() {};
      (Array.prototype as unknown as Record<string, unknown>).hostileFlag = true;
      // the page freezes whatever provider is put on window.ethereum
      let held: unknown;
      Object.defineProperty(window, 'ethereum', {
        configurable: true,
        get: () => held,
        set: (value: unknown) => {
          held = value && typeof value === 'object' ? Object.freeze(value) : value;
        },
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
    expect(await page.evaluate(() => Object.isFrozen((window as unknown as { ethereum?: object }).ethereum ?? {}))).toBe(true);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByText(/^[\d,]+\.\d{2} ETH$/).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('connects when the page replaced Array.prototype.find/map/filter with sloppy polyfills', async () => {
    const context = await ctx.browser.newContext();
    await context.addInitScript(() => {
      const proto = Array.prototype as unknown as Record<string, unknown>;
      // an old polyfill: null, not undefined, when nothing matches; the callback gets the item and index only
      proto.find = function find(this: unknown[], fn: (v: unknown, i: number) => unknown) {
        for (let i = 0; i < this.length; i += 1) if (fn(this[i], i)) return this[i];
        return null;
      };
      proto.map = function map(this: unknown[], fn: (v: unknown, i: number) => unknown) {
        const out: unknown[] = [];
        for (let i = 0; i < this.length; i += 1) out.push(fn(this[i], i));
        return out;
      };
      proto.filter = function filter(this: unknown[], fn: (v: unknown, i: number) => unknown) {
        const out: unknown[] = [];
        for (let i = 0; i < this.length; i += 1) if (fn(this[i], i)) out.push(this[i]);
        return out;
      };
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByText(/^[\d,]+\.\d{2} ETH$/).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
