/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no extra binary). puppeteer's profile turns
 * Firefox's cookie protection off; it is put back (Total Cookie Protection, cookieBehavior 5), so the secure frame
 * on its own site meets the partitioned storage Firefox's visitors have.
 */
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import type { EngineBrowser, EnginePage, Key, Query } from './driver';
import { describeQuery, locateSource } from './locate';

const firefoxPath = () => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

async function element(page: Page, query: Query): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(locateSource(query));
  const el = handle.asElement() as ElementHandle<Element> | null;
  if (!el) {
    await handle.dispose();
    throw new Error(`nothing found for ${describeQuery(query)}`);
  }
  return el;
}

function wrap(page: Page): EnginePage {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    clickNow: async (query) => {
      const el = await element(page, query);
      await el.click();
      await el.dispose();
    },
    typeInto: async (query, text) => {
      const el = await element(page, query);
      await el.type(text);
      await el.dispose();
    },
    press: (key: Key) => page.keyboard.press(key as KeyInput),
    type: (text) => page.keyboard.type(text),
    problems: async () => [...problems],
    close: () => page.close(),
  };
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: { 'network.cookie.cookieBehavior': 5 },
  });
  let pages = 0;
  return {
    name: 'firefox',
    // each page after the first in a window of its own: a tab behind another has its animations held
    newPage: async () => wrap(await browser.newPage((pages += 1) > 1 ? { type: 'window' } : {})),
    close: () => browser.close(),
  };
}
