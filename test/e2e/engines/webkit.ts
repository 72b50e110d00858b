/**
 * WebKitGTK (Safari's engine): its MiniBrowser on a virtual display (Xvfb), driven over classic WebDriver by
 * WebKitWebDriver and selenium-webdriver. WebKitWebDriver refuses WebDriver BiDi and the page console cannot be read
 * through it, so each loaded page gets hooks on `console.error`, `error` and `unhandledrejection`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import { claimPortBlock } from '../../helpers/ports';
import type { EngineBrowser, EnginePage, Key, Query } from './driver';
import { waitUntil } from './driver';
import { describeQuery, locateSource } from './locate';

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  Tab: Keys.TAB,
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
};

/** Collects the page's own errors into `window.__engineProblems` (installed once per document). */
const HOOK = `(() => {
  if (window.__engineProblems) return;
  const seen = (window.__engineProblems = []);
  const error = console.error;
  console.error = function (...args) { seen.push('console: ' + args.map(String).join(' ')); return error.apply(this, args); };
  addEventListener('error', (e) => seen.push('pageerror: ' + e.message));
  addEventListener('unhandledrejection', (e) => seen.push('unhandledrejection: ' + String(e.reason && e.reason.message || e.reason)));
})()`;

/** Starts Xvfb on a display it picks itself (no clash with another run's), and returns that display. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (chunk: Buffer) => resolve(`:${String(chunk).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it chose a display`)));
  });
  return { display, process: xvfb };
}

async function startDriver(display: string): Promise<{ url: string; process: ChildProcess }> {
  const port = claimPortBlock();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  driver.once('exit', () => (exited = true));
  await waitUntil(async () => {
    if (exited) throw new Error('WebKitWebDriver exited before it listened');
    return fetch(`${url}/status`).then((r) => r.ok, () => false);
  }, 'WebKitWebDriver to listen');
  return { url, process: driver };
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const xvfb = await startXvfb();
  const server = await startDriver(xvfb.display);
  const driver: WebDriver = await new Builder()
    .usingServer(server.url)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
    .build();
  // WebDriver drives one window at a time: a page switches to its own before each command
  let current = await driver.getWindowHandle();
  let firstTaken = false;

  const page = (handle: string): EnginePage => {
    const earlier: string[] = [];
    const use = async () => {
      if (current === handle) return;
      await driver.switchTo().window(handle);
      current = handle;
    };
    const run = async <T>(script: string): Promise<T> => {
      await use();
      return (await driver.executeScript(script)) as T;
    };
    const element = async (query: Query, intoView = false): Promise<WebElement> => {
      const found = locateSource(query);
      const el = await run<WebElement | null>(intoView ? `const el = ${found}; el?.scrollIntoView({ block: 'nearest', inline: 'nearest' }); return el;` : `return ${found};`);
      if (!el) throw new Error(`nothing found for ${describeQuery(query)}`);
      return el;
    };
    /** Keeps what the page it leaves had, and hooks the next one. */
    const navigate = async (go: () => Promise<void>) => {
      await use();
      earlier.push(...((await driver.executeScript('return window.__engineProblems || [];').catch(() => [])) as string[]));
      await go();
      await driver.executeScript(HOOK);
    };
    return {
      goto: (url) => navigate(() => driver.get(url)),
      reload: () => navigate(() => driver.navigate().refresh()),
      evaluate: (expression) => run(`return (${expression});`),
      // The pointer at the element's centre, as the visitor's. Not WebDriver's element click: WebKitWebDriver takes
      // a text field inside a shadow root for covered (its hit test meets the shadow host), though nothing covers it.
      clickNow: async (query) => {
        const el = await element(query, true);
        await driver.actions().move({ origin: el }).press().release().perform();
      },
      typeInto: async (query, text) => (await element(query)).sendKeys(text),
      press: async (key) => {
        await use();
        await driver.actions().sendKeys(KEYS[key]).perform();
      },
      type: async (text) => {
        await use();
        await driver.actions().sendKeys(text).perform();
      },
      problems: async () => [...earlier, ...(await run<string[]>('return window.__engineProblems || [];'))],
      close: async () => {
        await use();
        await driver.close();
        const [other] = await driver.getAllWindowHandles();
        if (other) {
          await driver.switchTo().window(other);
          current = other;
        }
      },
    };
  };

  return {
    name: 'webkit',
    newPage: async () => {
      if (!firstTaken) {
        firstTaken = true;
        return page(current);
      }
      // a window of its own, as in Firefox (engines/firefox.ts); WebKit delivers no pointer input to a tab behind another
      await driver.switchTo().newWindow('window');
      current = await driver.getWindowHandle();
      return page(current);
    },
    close: async () => {
      await driver.quit().catch(() => {});
      server.process.kill();
      xvfb.process.kill();
    },
  };
}
