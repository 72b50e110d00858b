/**
 * SPEC §8 "WebSocket close code 3000 raises an abnormal-close error", end to end: the real UniversalProvider talks to
 * the sandbox relay through a WebSocket the browser routes (playwright's routeWebSocket forwards every frame to the
 * real relay); once the QR code is on screen the socket is closed on the page's side with code 3000, as a relay
 * closing it would. The pairing view then says so instead of keeping a QR code no wallet can answer any more, and
 * Try again connects afresh.
 */
import type { WebSocketRoute } from 'playwright-core';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

describe('SPEC §8 WebSocket close code 3000', () => {
  it('§8 the relay socket closed with 3000 while the QR code is shown: the modal shows the abnormal-close error', async () => {
    const relayPort = new URL(ctx.stack.description.endpoints.relay).port;
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(
      (url) => url.port === relayPort,
      (ws) => {
        ws.connectToServer();
        sockets.push(ws);
      },
    );
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    const qr = page.getByRole('img', { name: 'QR code for WalletConnect' });
    await qr.waitFor();
    expect(await qr.getAttribute('data-value')).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(sockets.length).toBeGreaterThan(0);

    for (const ws of sockets) await ws.close({ code: 3000, reason: 'relay going away' });
    await page.getByText('WebSocket connection closed abnormally with code: 3000 (relay going away)').waitFor();
    await qr.waitFor({ state: 'detached' });
    // Try again pairs afresh: a new socket to the relay, a new QR code
    const before = sockets.length;
    await page.getByRole('button', { name: 'Try again' }).click();
    await qr.waitFor();
    expect(await qr.getAttribute('data-value')).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(sockets.length).toBeGreaterThan(before);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await page.context().close();
  });
});
