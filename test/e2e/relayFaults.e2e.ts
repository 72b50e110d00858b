/**
 * The relay row of the fault matrix (test/integration/faultMatrix.test.ts): the real WalletConnect client in
 * Chromium, the real sandbox relay, and a fault put in front of the relay for the next N connections (the upgrade
 * answered 500 / 429 with Retry-After, a malformed JSON frame, a frame of the wrong shape, a 5 MB frame, a socket
 * that answers nothing, a socket dropped without a close code). For each, the visitor opens the modal and picks
 * WalletConnect: what they see is the QR code once the fault clears (the client's own reconnects) or SPEC §8's relay
 * text with Try again — never a spinner forever — the page logs no uncaught error, and the sandbox WalletConnect
 * wallet then pairs and connects. One more fault drops the socket with a session open: the next personal_sign still
 * goes through. afterAll prints the row.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, WebSocketRoute } from 'playwright-core';
import { stringToHex, verifyMessage, type Hex } from 'viem';
import { evmAccount } from '../../sandbox/chains/keys';
import { openPage, useStackAndBrowser } from './browser';
import { requestsInFlight, runClockUntil } from './clock';

const ctx = useStackAndBrowser();
const DAPP = 'WalletGate Demo';
const WC_ACCOUNT = evmAccount(5).address;
/** The faulted connections of each fault (at most): enough to outlast a single reconnect of the client. */
const N = 2;

type Gate = {
  getAccount(): { isConnected: boolean; address: string | null };
  getWalletProvider(): { request(args: { method: string; params?: unknown[] }): Promise<unknown> } | undefined;
};
declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
    /** the test's init script: how many of the next relay connections go to the refusing server instead */
    __relayRefusals?: number;
  }
}

type Outcome = { fault: string; faulted: number; outcome: string };
const results: Outcome[] = [];

const qrCode = (page: Page) => page.getByRole('img', { name: 'QR code for WalletConnect' });
const isUri = (value: string | null) => /^wc:[0-9a-f]{64}@2\?/.test(value ?? '');

/** An HTTP server that answers every WebSocket upgrade with a status (429 with Retry-After: 1), as a failing relay. */
let refusing: Server;
let refusingStatus = 500;
let refusedUpgrades = 0;
beforeAll(async () => {
  refusing = createServer((_req, res) => res.writeHead(404).end());
  refusing.on('upgrade', (_req, socket) => {
    refusedUpgrades++;
    const status = refusingStatus === 429 ? '429 Too Many Requests\r\nRetry-After: 1' : '500 Internal Server Error';
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: 5\r\nConnection: close\r\n\r\nfault`);
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => refusing?.close(resolve));
  printRow();
});

let walletPage: Page | undefined;
async function wallet(): Promise<Page> {
  if (!walletPage) {
    walletPage = (await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!)).page;
    await walletPage.locator('body[data-ready="true"]').waitFor();
  }
  return walletPage;
}

/** The sandbox wallet pairs with the URI the QR code shows and approves: the visitor lands on Account. */
async function pairAndConnect(page: Page) {
  const uri = await qrCode(page).getAttribute('data-value');
  expect(isUri(uri)).toBe(true);
  const w = await wallet();
  await w.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri!);
  await w.getByRole('button', { name: 'Pair' }).click();
  await w.getByRole('article', { name: `Session proposal from ${DAPP}` }).last().getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Account' }).waitFor();
  expect(await page.evaluate(() => (window.walletGates!.plain as Gate).getAccount().address)).toBe(WC_ACCOUNT);
}

/** What the browser itself logs for a refused upgrade; anything else in the console is a problem. */
const expectedNoise = (problem: string) => /WebSocket connection to .* failed/.test(problem);
/** The page's problems besides that noise, cut short (a problem may quote a 5 MB frame). */
const unexpected = (problems: string[]) => problems.filter((p) => !expectedNoise(p)).map((p) => p.slice(0, 300));

/** When the visitor picked WalletConnect on the current cell's page. */
let shownAt = 0;

/**
 * A fresh page whose relay sockets go through `route` (connections counted from 1); `refusals` of the next relay
 * connections are sent to the refusing server instead (an init script rewrites the URL before the real WebSocket).
 * With `paused` the page's clock is the test's: it stands still from before WalletConnect is picked until the test
 * runs it.
 */
async function faultedPage(route: (ws: WebSocketRoute, n: number) => void, { refusals = 0, paused = false } = {}) {
  const relay = new URL(ctx.stack.description.endpoints.relay);
  const refusingUrl = `ws://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
  const context = await ctx.browser.newContext();
  await context.addInitScript(
    ([relayPort, target, count]) => {
      window.__relayRefusals = count;
      const Real = window.WebSocket;
      window.WebSocket = class extends Real {
        constructor(url: string | URL, protocols?: string | string[]) {
          const parsed = new URL(String(url));
          if (parsed.port === relayPort && (window.__relayRefusals ?? 0) > 0) {
            window.__relayRefusals!--;
            super(`${target}${parsed.pathname}${parsed.search}`, protocols);
          } else super(url, protocols);
        }
      };
    },
    [relay.port, refusingUrl, refusals] as const,
  );
  if (paused) await context.clock.install();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  const idle = requestsInFlight(page);
  let connections = 0;
  await page.routeWebSocket(
    (url) => url.port === relay.port,
    (ws) => route(ws, ++connections),
  );
  await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  if (paused) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
  shownAt = Date.now();
  return { page, problems, connections: () => connections, idle };
}

/**
 * The visitor's end of a fault: the QR code (the client got through once the fault cleared), or SPEC §8's relay
 * text with Try again, which then shows a QR code. Either way no spinner stays: one of the two comes.
 */
async function qrOrRetry(page: Page): Promise<string> {
  const failed = page.getByRole('button', { name: 'Try again' });
  await qrCode(page).or(failed).first().waitFor({ timeout: 60_000 });
  const after = `${((Date.now() - shownAt) / 1000).toFixed(1)} s`;
  if (await qrCode(page).isVisible()) return `QR code after ${after}`;
  const text = (await page.getByRole('alert').first().textContent()) ?? '';
  await failed.click();
  await qrCode(page).waitFor({ timeout: 60_000 });
  return `§8 "${text.trim()}" after ${after} + Try again → QR code`;
}

async function finishCell(fault: string, faulted: number, outcome: string, page: Page, problems: string[]) {
  await pairAndConnect(page);
  expect(unexpected(problems)).toEqual([]);
  results.push({ fault, faulted, outcome: `${outcome} → paired, connected` });
  await page.context().close();
}

/** Forwards both ways, after `before` has had the page-side route (a frame the "relay" sends first). */
function forward(ws: WebSocketRoute, before?: (ws: WebSocketRoute) => void) {
  ws.connectToServer();
  before?.(ws);
}

describe('relay faults (the relay row of the fault matrix)', () => {
  it.each([500, 429])('the upgrade answered %s for the next connections: the client reconnects, the visitor pairs', async (status) => {
    refusingStatus = status;
    const before = refusedUpgrades;
    const { page, problems } = await faultedPage((ws) => forward(ws), { refusals: N });
    const outcome = await qrOrRetry(page);
    expect(refusedUpgrades - before).toBe(N);
    await finishCell(status === 429 ? '429 (Retry-After: 1)' : '500', N, outcome, page, problems);
  });

  it('malformed JSON frames from the relay: ignored, the visitor pairs', async () => {
    let sent = 0;
    const { page, problems } = await faultedPage((ws, n) => forward(ws, (route) => n <= N && (sent++, route.send('{"jsonrpc":"2.0","id":'))));
    const outcome = await qrOrRetry(page);
    expect(sent).toBeGreaterThanOrEqual(1);
    await finishCell('malformed JSON frame', sent, outcome, page, problems);
  });

  it('frames of the wrong shape (valid JSON-RPC, wrong params): ignored, the visitor pairs', async () => {
    const wrong = (id: number) =>
      JSON.stringify({ jsonrpc: '2.0', id, method: 'irn_subscription', params: { id: 42, data: { topic: 7, message: null } } });
    let sent = 0;
    const { page, problems } = await faultedPage((ws, n) => forward(ws, (route) => n <= N && (sent++, route.send(wrong(1_700_000_000_000 + n)))));
    const outcome = await qrOrRetry(page);
    expect(sent).toBeGreaterThanOrEqual(1);
    await finishCell('wrong shape (irn_subscription, bad params)', sent, outcome, page, problems);
  });

  it('a 5 MB frame from the relay: the visitor still pairs', async () => {
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'irn_subscription', params: { id: 'x', data: { topic: 'a'.repeat(5 * 1024 * 1024) } } });
    let sent = 0;
    const { page, problems } = await faultedPage((ws, n) => forward(ws, (route) => n <= N && (sent++, route.send(huge))));
    const outcome = await qrOrRetry(page);
    expect(sent).toBeGreaterThanOrEqual(1);
    await finishCell('5 MB frame', sent, outcome, page, problems);
  });

  // the client alone would re-send its proposal on the silent socket forever, behind the spinner: the pairing gives up
  // after SPEC §9's RPC timeout (10 s) with §8's timeout text and a fresh socket, on which Try again pairs
  it('a relay that accepts and answers nothing: §8 timeout text after 10 s, Try again pairs on a fresh socket', async () => {
    const hung: WebSocketRoute[] = [];
    let proposed = false;
    const { page, problems, connections, idle } = await faultedPage(
      (ws, n) => {
        if (n <= 1) {
          hung.push(ws); // mocked: open, and silent
          ws.onMessage(() => (proposed = true)); // the pairing's proposal: its timeout is counting
        } else ws.connectToServer();
      },
      { paused: true },
    );
    // the pick's own short timers run until the proposal goes out (the timeout starts before it, within `ran`)
    const ran = await runClockUntil(page, async () => proposed, { idle, stepMs: 10 });
    expect(ran).toBeLessThan(1_000);
    const timedOut = page.getByRole('alert').filter({ hasText: 'The request took too long to respond.' });
    await page.clock.runFor(9_900 - ran);
    expect(await timedOut.count()).toBe(0);
    expect(await qrCode(page).count()).toBe(0);
    await page.clock.runFor(100 + ran);
    await timedOut.waitFor();
    await page.clock.resume();
    await page.getByRole('button', { name: 'Try again' }).click();
    await qrCode(page).waitFor();
    expect(hung).toHaveLength(1);
    expect(connections()).toBeGreaterThan(1);
    await finishCell('hang (accepted, no answer)', 1, `§8 "The request took too long to respond." at 10 s + Try again → QR code`, page, problems);
  });

  it('the socket dropped while the QR code is shown (no close code): the visitor pairs', async () => {
    const sockets: WebSocketRoute[] = [];
    const { page, problems, connections } = await faultedPage((ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await qrCode(page).waitFor();
    const dropped = sockets.length;
    for (const ws of sockets.splice(0)) await ws.close();
    const outcome = await qrOrRetry(page);
    await finishCell('drop during pairing', dropped, outcome, page, problems);
    // the wallet's approval reached the page on a socket the client opened again
    expect(connections()).toBeGreaterThan(dropped);
  });

  it('the socket dropped with a session open: the next personal_sign goes through', async () => {
    const sockets: WebSocketRoute[] = [];
    const { page, problems, connections } = await faultedPage((ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await qrCode(page).waitFor();
    await pairAndConnect(page);
    const before = connections();
    for (const ws of sockets.splice(0)) await ws.close();
    const message = 'after the relay socket dropped';
    const signature = page.evaluate(
      ([hex, address]) =>
        (window.walletGates!.plain as Gate).getWalletProvider()!.request({ method: 'personal_sign', params: [hex, address] }) as Promise<Hex>,
      [stringToHex(message), WC_ACCOUNT] as const,
    );
    const w = await wallet();
    await w.getByRole('article', { name: `personal_sign request from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
    expect(await verifyMessage({ address: WC_ACCOUNT, message, signature: await signature })).toBe(true);
    expect(connections()).toBeGreaterThan(before);
    expect(unexpected(problems)).toEqual([]);
    results.push({ fault: 'drop with a session open', faulted: 1, outcome: 'reconnected → personal_sign signed' });
    await page.context().close();
  });
});

function printRow() {
  const header = ['relay fault', 'faulted', 'what the visitor sees'];
  const table = results.map((r) => [r.fault, `${r.faulted}×`, `✓ ${r.outcome}`]);
  const widths = header.map((_, i) => Math.max(...[header, ...table].map((r) => r[i]!.length)));
  const format = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const lines = [
    '',
    'Fault matrix, the relay row: the WalletConnect relay socket in Chromium (real client, real sandbox relay)',
    'Each cell: the fault on the next N connections, what the visitor sees, and that the sandbox wallet then paired and',
    'connected with no uncaught error in the page.',
    '',
    format(header),
    `|${widths.map((n) => '-'.repeat(n + 2)).join('|')}|`,
    ...table.map(format),
    '',
    `${results.length} of 8 relay faults passed`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
