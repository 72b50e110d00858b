/**
 * Time travel through every flow, in Chromium on the sandbox. A Redux host page records a whole
 * session with the Redux DevTools' own enhancer (@redux-devtools/instrument): the injected Sandbox Wallet connected,
 * the account area and each tab, a token sent, the network switched, a disconnect, an email sign-in on the embedded
 * wallet, a disconnect. Then every recorded state is shown in turn, as the DevTools' slider does, and for each:
 * (a) the modal shows that state's view and data, and (b) nothing leaves the page and no wallet is asked anything.
 * Back in the present, the session still works.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { evmAccount } from '../../sandbox/chains/keys';
import type { RecordedState, TimeTravel } from '../../sandbox/demo/pages/timetravel';
import { useStackAndBrowser } from './browser';
import { mailsTo, nextCode } from './mailbox';

const ctx = useStackAndBrowser();
const urls = () => ctx.stack.description.urls;

/** The dialog's title per router view (src/ui/i18n/en.ts `title.<View>`), for the views this session visits. */
const TITLES: Record<string, string> = {
  Connect: 'Connect Wallet',
  ConnectingExternal: 'Connecting',
  Account: 'Account',
  Networks: 'Choose network',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select token',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  ApproveTransaction: 'Approve Transaction',
};
/** Account tabs by the account slice's currentTab (Activity is on: the demo enables history). */
const TABS = ['Tokens', 'NFTs', 'Activity'];
const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;
const RECEIVER = evmAccount(4).address;
/** How long a jumped-to state may take to show; rendering a recorded state needs no network, so this is generous. */
const SHOWN_WITHIN_MS = 2000;
/**
 * Once its title shows, a view's content is committed with it (one render), so the content is waited on, not timed:
 * the bound only ends the look at a state that lacks it (a busy machine takes a while to answer each query).
 */
const CONTENT_WITHIN_MS = 2000;
/** A hang guard for the replay of every recorded state (it checks each one, however long the machine takes). */
const REPLAY_TIMEOUT_MS = 300_000;

/**
 * In every frame (the page and the secure frame): a record of what the frame sends out — fetch, XHR, beacons,
 * WebSockets — and, in a child frame, of the messages its parent posts to it (what the app asks the embedded wallet).
 * Observation only: each call goes on unchanged.
 */
const RECORDER = `(() => {
  const log = [];
  Object.defineProperty(window, '__timeTravelLog', { value: log });
  const note = (kind, detail) => log.push(kind + ' ' + detail);
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    note('fetch', ((init && init.method) || (input instanceof Request ? input.method : 'GET')) + ' ' + url);
    return fetch.apply(this, arguments);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    note('xhr', method + ' ' + url);
    return open.apply(this, arguments);
  };
  const beacon = navigator.sendBeacon && navigator.sendBeacon.bind(navigator);
  if (beacon) navigator.sendBeacon = (url, data) => (note('beacon', String(url)), beacon(url, data));
  window.WebSocket = new Proxy(window.WebSocket, { construct: (target, args) => (note('websocket', String(args[0])), Reflect.construct(target, args)) });
  if (window.parent !== window) {
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent) return;
      const type = event.data && typeof event.data === 'object' && typeof event.data.type === 'string' ? event.data.type : typeof event.data;
      note('asked', type);
    }, true);
  }
})();`;

const travel = <T>(page: Page, fn: (t: TimeTravel, arg: number) => T, arg = 0) =>
  page.evaluate(`(${fn.toString()})(window.walletGateTimeTravel, ${arg})`) as Promise<T>;

const modal = (page: Page) => page.locator('walletgate-modal').getByRole('dialog');
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });

/** The page has rendered and run its effects: two animation frames, then a task. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));

/** Everything the page's frames and wallets have done so far, to diff before and after each state. */
interface Traffic {
  frames: Record<string, string[]>;
  wallets: Record<string, string[]>;
}

async function traffic(page: Page): Promise<Traffic> {
  const frames: Record<string, string[]> = {};
  for (const frame of page.frames()) {
    const origin = new URL(frame.url()).origin;
    const label = frame === page.mainFrame() ? 'page' : `frame ${origin}`;
    const log = await frame.evaluate(() => [...((window as unknown as { __timeTravelLog?: string[] }).__timeTravelLog ?? [])]).catch(() => []);
    frames[label] = [...(frames[label] ?? []), ...log];
  }
  const wallets = await page.evaluate(() =>
    Object.fromEntries(Object.values(window.sandboxWallets ?? {}).map((w) => [w.name, w.requests()])),
  );
  return { frames, wallets };
}

function trafficSince(before: Traffic, after: Traffic): string[] {
  const out: string[] = [];
  for (const [label, log] of Object.entries(after.frames)) {
    for (const entry of log.slice(before.frames[label]?.length ?? 0)) {
      out.push(entry.startsWith('asked ') ? `embedded wallet (${label}) asked ${entry.slice(6)}` : `${label}: ${entry}`);
    }
  }
  for (const [wallet, asked] of Object.entries(after.wallets)) {
    for (const method of asked.slice(before.wallets[wallet]?.length ?? 0)) out.push(`wallet "${wallet}" asked ${method}`);
  }
  return out;
}

/** Checks that the modal shows `state`; returns what differs (nothing when it matches). */
async function viewMismatches(page: Page, state: RecordedState): Promise<string[]> {
  const dialog = modal(page);
  const shown = async () => {
    if (!(await dialog.isVisible())) return 'no dialog';
    const title = await dialog.evaluate((el) => (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
    return `dialog "${title}"`;
  };
  if (!state.open) {
    try {
      await dialog.waitFor({ state: 'hidden', timeout: SHOWN_WITHIN_MS });
      return [];
    } catch {
      return [`expected the modal closed, saw ${await shown()}`];
    }
  }
  const title = TITLES[state.view];
  if (!title) return [`no title known for view ${state.view} (add it to TITLES)`];
  const titled = page.locator('walletgate-modal').getByRole('dialog', { name: title, exact: true });
  try {
    await titled.waitFor({ timeout: SHOWN_WITHIN_MS });
  } catch {
    return [`expected dialog "${title}", saw ${await shown()}`];
  }
  const problems: string[] = [];
  if (state.view === 'Account' && state.address) {
    const checks: [string, ReturnType<Page['locator']>][] = [[`address ${truncate(state.address)}`, titled.getByText(truncate(state.address), { exact: true })]];
    if (state.currentTab !== null) checks.push([`tab ${TABS[state.currentTab]} selected`, titled.getByRole('tab', { name: TABS[state.currentTab], selected: true })]);
    if (state.network) checks.push([`network ${state.network}`, titled.getByRole('button', { name: `Network: ${state.network}` })]);
    for (const [what, locator] of checks) {
      try {
        await locator.waitFor({ timeout: CONTENT_WITHIN_MS });
      } catch {
        problems.push(`Account does not show ${what}`);
      }
    }
  }
  return problems;
}

let context: BrowserContext;
let page: Page;
const errors: string[] = [];
/** Every request any frame of the page made, in order; `at` is the replayed state then shown (null: not replaying). */
const requests: { at: number | null; request: Request }[] = [];
let replaying: number | null = null;
let recorded = 0;

beforeAll(async () => {
  context = await ctx.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript({ content: RECORDER });
  context.on('request', (request) => requests.push({ at: replaying, request }));
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(`${urls().demo}/timetravel.html`);
});
afterAll(async () => {
  await context?.close();
});

describe('time travel through a whole session (Redux DevTools instrument on a host store)', () => {
  it('records a session: injected wallet, account tabs, send, network switch, disconnect, email sign-in, disconnect', async () => {
    const dialog = modal(page);
    const panel = page.getByRole('tabpanel');
    // connect the injected Sandbox Wallet
    await page.getByRole('button', { name: 'Connect (time travel)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    // the account area and each tab, each with its data shown
    await panel.getByText(/\bsUSD\b/).first().waitFor();
    await page.getByRole('tab', { name: 'NFTs' }).click();
    await panel.getByText('Sandbox Critters #3').waitFor();
    await page.getByRole('tab', { name: 'Activity' }).click();
    await panel.getByRole('listitem').first().waitFor();
    await page.getByRole('tab', { name: 'Tokens' }).click();
    await panel.getByText(/\bsUSD\b/).first().waitFor();
    // send a token, approved in the wallet
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: /Select token|Token:/ }).click();
    await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: /\bsUSD\b/ }).click();
    await page.getByLabel('Amount').fill('0.25');
    await page.getByLabel('To', { exact: true }).fill(RECEIVER);
    const submit = page.locator('form').getByRole('button', { name: 'Send', exact: true });
    await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await submit.elementHandle());
    await submit.click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Transaction started').waitFor();
    await page.getByRole('tab', { name: 'Tokens' }).waitFor();
    // switch network
    await page.getByRole('button', { name: 'Network: Sandbox A' }).click();
    await page.getByRole('button', { name: /Sandbox B/ }).click();
    await page.getByRole('button', { name: 'Network: Sandbox B' }).waitFor();
    // disconnect
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'detached' });
    // sign in with email on the embedded wallet, the code read from the sandbox mailbox
    const email = `timetravel-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByRole('button', { name: 'Connect (time travel)' }).click();
    const before = (await mailsTo(urls().secureSite, email)).length;
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await nextCode(urls().secureSite, email, before);
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await dialog.getByRole('heading', { name: 'Account' }).waitFor();
    await dialog.getByText(`Signed in as ${email}`).waitFor();
    // and disconnect
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'detached' });
    // the session is quiet before the replay: its last toast's timer (a saga's) has run out, so every action
    // that reaches the store from here on was set off by the replay
    await page.locator('walletgate-modal').getByRole('button', { name: 'Dismiss' }).waitFor({ state: 'detached' });

    recorded = await travel(page, (t) => t.count());
    const views = new Set<string>();
    for (let i = 0; i < recorded; i += 1) views.add((await travel(page, (t, n) => t.describe(n), i)).view);
    // the session went through every flow it claims to
    expect([...views]).toEqual(expect.arrayContaining(['Connect', 'ConnectingExternal', 'Account', 'WalletSend', 'WalletSendSelectToken', 'Networks', 'EmailVerifyOtp']));
    expect(errors).toEqual([]);
  });

  it('shows every recorded state’s view and data, and nothing leaves the page and no wallet is asked anything meanwhile', async () => {
    expect(recorded).toBeGreaterThan(0);
    // Whoever time-travels works in the DevTools, not over the page: the pointer leaves the page's controls first
    // (else a control re-rendered under it gets pointerenter, a hint to fetch its view's chunk).
    await page.mouse.move(0, 0);
    await settle(page);
    const offenders: string[] = [];
    const requestsBefore = requests.length;
    for (let i = 0; i < recorded; i += 1) {
      const errorsBefore = errors.length;
      const countBefore = await travel(page, (t) => t.count());
      const before = await traffic(page);
      replaying = i;
      await travel(page, (t, n) => t.jumpTo(n), i);
      const state = await travel(page, (t, n) => t.describe(n), i);
      const problems = await viewMismatches(page, state);
      await settle(page);
      problems.push(...trafficSince(before, await traffic(page)));
      // an action reaching the store while the past is shown means a view or a saga acted on a replayed state
      const countAfter = await travel(page, (t) => t.count());
      for (let j = countBefore; j < countAfter; j += 1) problems.push(`dispatched ${(await travel(page, (t, n) => t.describe(n), j)).actionType}`);
      problems.push(...errors.slice(errorsBefore));
      if (problems.length) offenders.push(`#${i} ${state.actionType} → ${state.open ? `view ${state.view}` : 'closed'}: ${problems.join('; ')}`);
    }
    replaying = null;
    // requests the browser saw (images, frames, chunks too), by the state shown when they were sent
    // Two kinds carry nothing out of the page: a blob:/data: URL never leaves it, and an image the page already
    // asked for before the replay (a view shown again re-draws its <img>; under load its first load may not have
    // finished, so the browser asks again) tells the server nothing new. Everything else is an offence.
    const seenImages = new Set(requests.slice(0, requestsBefore).filter(({ request }) => request.resourceType() === 'image').map(({ request }) => request.url()));
    for (const { at, request } of requests.slice(requestsBefore)) {
      if (at === null) continue;
      if (/^(blob|data):/.test(request.url())) continue;
      if (request.resourceType() === 'image' && request.method() === 'GET' && seenImages.has(request.url())) continue;
      offenders.push(`#${at} (browser) ${request.method()} ${request.url()} from ${request.frame() === page.mainFrame() ? 'the page' : `frame ${request.frame().url()}`}`);
    }
    expect(offenders).toEqual([]);
  }, REPLAY_TIMEOUT_MS);

  it('returns to the present, and the session still works', async () => {
    await travel(page, (t) => t.present());
    expect(await travel(page, (t) => t.current())).toBe(await travel(page, (t) => t.count()) - 1);
    await modal(page).waitFor({ state: 'hidden' });
    // connect again: the wallet asks, the account shows
    await page.getByRole('button', { name: 'Connect (time travel)' }).click();
    // it was used in this session, so it is listed as recent now
    await page.getByRole('button', { name: 'Sandbox Wallet Recent', exact: true }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    const address = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address);
    await page.locator('walletgate-modal').getByRole('dialog', { name: 'Account' }).getByText(truncate(address), { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
