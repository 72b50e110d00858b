import { chromium, type Browser, type Page } from 'playwright-core';
// types only: the stack's code (chains, relay, API, the wallets' key libraries) loads in the one file that starts a stack
// of its own (usePrivateStackAndBrowser), not in every e2e file's module registry (measured: about 1.3 CPU-s a file)
import type { ServiceOptions, Stack, StackOptions } from '../../sandbox/stack';
import type { SandboxDescription } from '../../sandbox/description';
import type { SandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';
import { CHROMIUM_ARGS, chromiumPath, type ChromiumBuild } from './chromium';

export function launchBrowser(build?: ChromiumBuild): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(build), args: CHROMIUM_ARGS });
}

/** What an e2e file gets of the shared stack: its description, and the relay restart some files need. */
export interface SharedStack {
  ports: SandboxPorts;
  description: SandboxDescription;
  /** Drops every relay connection and listens again on the same port, messages kept (a relay redeploy). */
  restartRelay(): Promise<void>;
}

/** The stack host this run started (test/e2e/globalSetup.ts), or one a developer keeps running between runs. */
function stackHost(): string {
  const url = process.env.WALLETGATE_STACK_HOST;
  if (!url) throw new Error('no WALLETGATE_STACK_HOST: run e2e files through jest (its globalSetup starts the stack host)');
  return url;
}

async function hostCall<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stackHost()}${route}`, {
    method,
    // a connection of its own each call: a kept-alive one can be closed by the host just as the next call goes out
    // (seen as "other side closed" when a file starts a few seconds after the last)
    headers: { connection: 'close', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`stack host ${method} ${route}: ${answer.error ?? res.status}`);
  return answer;
}

async function sharedStack(options: ServiceOptions): Promise<SharedStack> {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  const stack = await hostCall<Omit<SharedStack, 'restartRelay'>>('POST', `/stacks/${worker}`, options);
  return { ...stack, restartRelay: () => hostCall<void>('POST', `/stacks/${worker}/restart-relay`) };
}

/** The run's shared stack alone, for the files that drive another browser engine than Chromium. */
export function useSharedStack(options: ServiceOptions = {}) {
  const ctx = {} as { stack: SharedStack };
  beforeAll(async () => {
    ctx.stack = await sharedStack(options);
  });
  return ctx;
}

/**
 * How a file's pages move. `'reduce'` (the default): every context it opens prefers reduced motion unless it asks
 * otherwise, so the dialog's 150 ms fades and slides, which no assertion of most files looks at, cost no frames
 * (measured: about a sixth of Chromium's CPU on a connect journey). `'as-visitors'`: the browser's own default, for
 * the files that prove the motion itself and the journeys most visitors take with it (connect, console, viewMotion).
 */
export type Motion = 'reduce' | 'as-visitors';

function withMotion(browser: Browser, motion: Motion): Browser {
  if (motion === 'as-visitors') return browser;
  // newPage opens its context through newContext, so this covers both
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (contextOptions = {}) => newContext({ reducedMotion: 'reduce', ...contextOptions });
  return browser;
}

/**
 * The run's shared stack and browser for one test file. The stack is this jest worker's, reset to its seeded
 * state (chains reverted, every service started afresh with `options`) before the file's first test; the browser
 * is one Chromium for the whole run, reached through its own connection, which the file closes at its end (and
 * with it every context the file opened). Its contexts prefer reduced motion unless `motion` says otherwise.
 */
export function useStackAndBrowser(options: ServiceOptions = {}, motion: Motion = 'reduce') {
  const ctx = {} as { stack: SharedStack; browser: Browser };
  beforeAll(async () => {
    const [stack, { wsEndpoint }] = await Promise.all([sharedStack(options), hostCall<{ wsEndpoint: string }>('GET', '/browser')]);
    ctx.stack = stack;
    ctx.browser = withMotion(await chromium.connect(wsEndpoint), motion);
  });
  afterAll(async () => {
    await ctx.browser?.close();
  });
  return ctx;
}

/**
 * A stack and a browser of the file's own, for the files that stop and restart services (a shared stack must
 * stay up for the files after it).
 */
export function usePrivateStackAndBrowser(options: Omit<StackOptions, 'basePort' | 'build'> = {}, motion: Motion = 'reduce') {
  const ctx = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    const { startStack } = await import('../../sandbox/stack');
    const [stack, browser] = await Promise.all([startStack({ ...options, basePort: claimPortBlock(), build: false }), launchBrowser()]);
    ctx.stack = stack;
    ctx.browser = withMotion(browser, motion);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.stack?.stop();
  });
  return ctx;
}

/** A fresh page that fails the test on any page error or console error (a 404, an uncaught exception). */
export async function openPage(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  return { page, problems };
}

/** The id of the focused element, looking through shadow roots. */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.id || el?.getAttribute('aria-label') || el?.textContent?.trim() || '';
  });
}
