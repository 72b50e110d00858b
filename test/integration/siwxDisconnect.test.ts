/**
 * Disconnecting signs the visitor out (SPEC §4 sign-in flow): Disconnect revokes the sign-in sessions of the
 * accounts it disconnects through the configured backend (the default server's /sessions/revoke, the site's
 * revokeSession, siweConfig's signOut), so connecting the same wallet again asks to sign in again — unless the site
 * keeps them (`siwx.keepSessionsOnDisconnect`). Real store and sagas, a fake EVM wallet, msw as the sign-in server.
 */
import { http, HttpResponse } from 'msw';
import { parseSiweMessage } from 'viem/siwe';
import { disconnectRequested, selectConnection, selectIsOpen, selectView } from '../../slices';
import { selectSiwx } from '../../slices/siwx';
import { signInRequested } from '../../slices/siwxRequests';
import type { SiwxSession } from '../../src/core/siwxTypes';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { ADDRESS, connect, installWallet, options } from '../helpers/accountWorld';
import type { FakeWallet } from '../helpers/fakeWallet';
import { makeTestStore } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';

const server = useMswServer();
const SIWX = 'http://siwx.test/v1/siwx';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const ACCOUNT = { address: ADDRESS, chainId: 'eip155:31337' };
let wallet: FakeWallet;

/** The sign-in server: nonces, verify (parses the EIP-4361 text back), sessions per auth token, and revoke. */
function siwxServer() {
  const sessions = new Map<string, SiwxSession[]>();
  const revoked: { authToken: string; address: string; chainId: string }[] = [];
  let nonces = 0;
  const same = (s: SiwxSession, body: { address: string; chainId: string }) => s.chainId === body.chainId && s.address.toLowerCase() === body.address.toLowerCase();
  server.use(
    http.get(`${SIWX}/nonce`, () => {
      nonces += 1;
      return HttpResponse.json({ nonce: `nonce${nonces}abcdefgh`, token: `nonce-token-${nonces}` });
    }),
    http.post(`${SIWX}/verify`, async ({ request }) => {
      const body = (await request.json()) as { message: string; authToken?: string };
      const parsed = parseSiweMessage(body.message);
      const token = body.authToken ?? 'auth-token-1';
      const session: SiwxSession = { chainId: `eip155:${parsed.chainId}`, address: parsed.address!, message: body.message, issuedAt: parsed.issuedAt!.toISOString(), expirationTime: null };
      sessions.set(token, [...(sessions.get(token) ?? []), session]);
      return HttpResponse.json({ token, session });
    }),
    http.post(`${SIWX}/sessions`, async ({ request }) => {
      const body = (await request.json()) as { authToken: string; address: string; chainId: string };
      return HttpResponse.json({ sessions: (sessions.get(body.authToken) ?? []).filter((s) => same(s, body)) });
    }),
    http.post(`${SIWX}/sessions/revoke`, async ({ request }) => {
      const body = (await request.json()) as { authToken: string; address: string; chainId: string };
      revoked.push(body);
      sessions.set(body.authToken, (sessions.get(body.authToken) ?? []).filter((s) => !same(s, body)));
      return HttpResponse.json({ revoked: 1 });
    }),
  );
  return { sessions, revoked };
}

function siwxStore(option: Record<string, unknown>, legacy = false) {
  const storage = createStorage(memoryBackend());
  return { ...makeTestStore(options(legacy ? { siweConfig: option } : { siwx: option }), { storage, siwxHost: option }), storage };
}
type T = ReturnType<typeof siwxStore>;
const onSignIn = (t: T) => selectIsOpen(t.state()) && selectView(t.state()) === 'SIWXSignMessage';

/** Connect, be asked, sign: signed in. */
async function signedIn(t: T) {
  await connect(t, { inView: false });
  await waitUntil(() => onSignIn(t), 'asked to sign in');
  t.store.dispatch(signInRequested());
  await waitUntil(() => selectSiwx(t.state()).status === 'signedIn', 'signed in');
}

/** The visitor's Disconnect, finished. */
async function disconnect(t: T) {
  t.store.dispatch(disconnectRequested());
  await waitUntil(() => selectConnection(t.state()).status.eip155 === 'disconnected' && t.types().includes('walletGate/connection/disconnectSucceeded'), 'disconnected');
}

beforeEach(() => {
  rpcNode(server);
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
  wallet.on('personal_sign', () => SIGNATURE);
  server.use(http.get('*/v1/account/:address/balance', () => HttpResponse.json({ balances: [] })));
});
afterEach(() => wallet.uninstall());

describe('Disconnect signs out', () => {
  it('the default server: the session is revoked, and connecting the same wallet again asks to sign in again', async () => {
    const api = siwxServer();
    const t = siwxStore({ server: SIWX });
    await signedIn(t);
    await disconnect(t);
    await waitUntil(() => api.revoked.length > 0, 'revoked on the server');
    expect(api.revoked).toEqual([{ authToken: 'auth-token-1', ...ACCOUNT }]);
    expect(api.sessions.get('auth-token-1')).toEqual([]);

    await connect(t, { inView: false });
    await waitUntil(() => onSignIn(t), 'asked to sign in again');
    expect(selectSiwx(t.state())).toMatchObject({ status: 'needed', session: null, account: ACCOUNT });
    t.task.cancel();
  });

  it("a site's own backend: its revokeSession is called for the account disconnected", async () => {
    const stored: SiwxSession[] = [];
    const host = {
      getNonce: jest.fn(async () => 'sitenonce12345'),
      verify: jest.fn(async ({ message, fields }: { message: string; fields: { chainId: string; issuedAt: string } }) => {
        stored.push({ chainId: fields.chainId, address: ADDRESS, message, issuedAt: fields.issuedAt, expirationTime: null });
        return true;
      }),
      getSessions: jest.fn(async () => [...stored]),
      revokeSession: jest.fn(async () => void stored.splice(0)),
    };
    const t = siwxStore(host);
    await signedIn(t);
    expect(host.revokeSession).not.toHaveBeenCalled();
    await disconnect(t);
    await waitUntil(() => host.revokeSession.mock.calls.length > 0, 'revoked');
    expect(host.revokeSession).toHaveBeenCalledWith(ACCOUNT);
    expect(host.revokeSession).toHaveBeenCalledTimes(1);
    t.task.cancel();
  });

  it("siweConfig (the older form): its signOut is called", async () => {
    let session: { address: string; chainId: number } | null = null;
    const config = {
      getNonce: jest.fn(async () => 'legacynonce123'),
      verifyMessage: jest.fn(async ({ message }: { message: string }) => {
        const parsed = parseSiweMessage(message);
        session = { address: parsed.address!, chainId: parsed.chainId! };
        return true;
      }),
      getSession: jest.fn(async () => session),
      signOut: jest.fn(async () => {
        session = null;
        return true;
      }),
    };
    const t = siwxStore(config, true);
    await signedIn(t);
    await disconnect(t);
    await waitUntil(() => config.signOut.mock.calls.length > 0, 'signed out');
    expect(session).toBeNull();
    t.task.cancel();
  });

  it('connecting again while the sign-out is still on its way waits for it, and then asks', async () => {
    const api = siwxServer();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${SIWX}/sessions/revoke`, async ({ request }) => {
        const body = (await request.json()) as { authToken: string; address: string; chainId: string };
        await held;
        api.revoked.push(body);
        api.sessions.set(body.authToken, []);
        return HttpResponse.json({ revoked: 1 });
      }),
    );
    const t = siwxStore({ server: SIWX });
    await signedIn(t);
    await disconnect(t);
    await connect(t, { inView: false });
    expect(selectSiwx(t.state()).status).toBe('checking');
    release();
    await waitUntil(() => onSignIn(t), 'asked to sign in again');
    expect(api.revoked).toHaveLength(1);
    t.task.cancel();
  });
});

describe('siwx.keepSessionsOnDisconnect', () => {
  it('keeps the session: nothing is revoked, and the same wallet connecting again is signed in without asking', async () => {
    const api = siwxServer();
    const t = siwxStore({ server: SIWX, keepSessionsOnDisconnect: true });
    await signedIn(t);
    await disconnect(t);
    await connect(t, { inView: false });
    await waitUntil(() => selectSiwx(t.state()).status === 'signedIn', 'the kept session found');
    expect(onSignIn(t)).toBe(false);
    expect(api.revoked).toEqual([]);
    t.task.cancel();
  });
});
