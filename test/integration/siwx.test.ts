/**
 * Sign in with a wallet (SPEC §1 siwx / siweConfig, §2 close disabled, §3 stored tokens, §4 sign-in flow,
 * §8 SIWX texts and events): the real store and sagas, a fake EVM wallet, the default implementation against an
 * msw stand-in of the sign-in server (it parses the message back with viem, as a server would).
 */
import { http, HttpResponse } from 'msw';
import { hexToString } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { closeRequested, disconnected, disconnectRequested, walletSelected, selectConnection, selectIsOpen, selectModal, selectView } from '../../slices';
import { selectSiwx } from '../../slices/siwx';
import { signInCancelled, signInRequested, selectSignInBlocksClose } from '../../slices/siwxRequests';
import { createWalletGate } from '../../src/index';
import type { SiwxSession } from '../../src/core/siwxTypes';
import { SIWX_STORED } from '../../src/services/siwx';
import { createStorage, memoryBackend, type Storage } from '../../src/services/storage';
import { ADDRESS, connect, installWallet, options } from '../helpers/accountWorld';
import { userRejected, type FakeWallet } from '../helpers/fakeWallet';
import { makeTestStore, useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { untilTurns, waitUntil } from '../helpers/wait';
import { words } from '../helpers/words';

const server = useMswServer();
const SIWX = 'http://siwx.test/v1/siwx';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
let wallet: FakeWallet;

/** The sign-in server: nonces with tokens, verify (parses the EIP-4361 text back), sessions per auth token. */
function siwxServer() {
  const sessions = new Map<string, SiwxSession[]>();
  const verified: { message: string; signature: string; nonceToken: string; authToken?: string }[] = [];
  let nonces = 0;
  server.use(
    http.get(`${SIWX}/nonce`, () => {
      nonces += 1;
      return HttpResponse.json({ nonce: `nonce${nonces}abcdefgh`, token: `nonce-token-${nonces}` });
    }),
    http.post(`${SIWX}/verify`, async ({ request }) => {
      const body = (await request.json()) as (typeof verified)[number];
      verified.push(body);
      const parsed = parseSiweMessage(body.message);
      const token = body.authToken ?? `auth-token-${verified.length}`;
      const session: SiwxSession = {
        chainId: `eip155:${parsed.chainId}`,
        address: parsed.address!,
        message: body.message,
        issuedAt: parsed.issuedAt!.toISOString(),
        expirationTime: parsed.expirationTime?.toISOString() ?? null,
      };
      sessions.set(token, [...(sessions.get(token) ?? []), session]);
      return HttpResponse.json({ token, session });
    }),
    http.post(`${SIWX}/sessions`, async ({ request }) => {
      const body = (await request.json()) as { authToken: string; address: string; chainId: string };
      const live = (sessions.get(body.authToken) ?? []).filter((s) => s.chainId === body.chainId && s.address.toLowerCase() === body.address.toLowerCase());
      return HttpResponse.json({ sessions: live });
    }),
  );
  return { sessions, verified };
}

function siwxStore(siwx: Record<string, unknown> = {}, storage: Storage = createStorage(memoryBackend()), legacy = false) {
  const option = { server: SIWX, ...siwx };
  const t = makeTestStore(options(legacy ? { siweConfig: option } : { siwx: option }), { storage, siwxHost: option });
  return { ...t, storage };
}
type T = ReturnType<typeof siwxStore>;
const siwx = (t: T) => selectSiwx(t.state());
const onSignIn = (t: T) => selectIsOpen(t.state()) && selectView(t.state()) === 'SIWXSignMessage';

beforeEach(() => {
  rpcNode(server);
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
  wallet.on('personal_sign', () => SIGNATURE);
  server.use(http.get('*/v1/account/:address/balance', () => HttpResponse.json({ balances: [] })));
});
afterEach(() => {
  wallet.uninstall();
  jest.useRealTimers();
});

describe('SPEC §4 sign-in flow', () => {
  it('on connect with no session opens SIWXSignMessage; sign stores the session (tokens in storage, not in state) and closes', async () => {
    const api = siwxServer();
    const t = siwxStore({ statement: 'Welcome to the test dapp' });
    await connect(t);
    await waitUntil(() => onSignIn(t), 'SIWXSignMessage shown');
    expect(siwx(t).status).toBe('needed');

    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t).status === 'signedIn', 'signed in');
    expect(selectIsOpen(t.state())).toBe(false);

    // the wallet signed EIP-4361 text for this account, page and network, and the server got that exact signature
    const signCall = wallet.calls.find((c) => c.method === 'personal_sign')!;
    const [hexMessage, signer] = signCall.params as [`0x${string}`, string];
    const message = hexToString(hexMessage);
    expect(signer).toBe(ADDRESS);
    expect(parseSiweMessage(message)).toMatchObject({ address: ADDRESS, chainId: 31337, domain: 'host.test', uri: 'http://host.test', nonce: 'nonce1abcdefgh', statement: 'Welcome to the test dapp', version: '1' });
    expect(api.verified).toEqual([{ message, signature: SIGNATURE, nonceToken: 'nonce-token-1' }]);
    expect(siwx(t).session).toMatchObject({ chainId: 'eip155:31337', address: ADDRESS, message });

    // SPEC §3: the auth token is stored locally, the nonce token spent; neither is in the store
    expect(t.storage.get(SIWX_STORED.authToken.key, SIWX_STORED.authToken.schema)).toBe('auth-token-1');
    expect(t.storage.get(SIWX_STORED.nonceToken.key, SIWX_STORED.nonceToken.schema)).toBeUndefined();
    expect(JSON.stringify(t.state())).not.toMatch(/auth-token|nonce-token/);
    // SPEC §8 SIWX_AUTH_SUCCESS on the bus, with the network only
    expect(t.events.filter((e) => e.event === 'SIWX_AUTH_SUCCESS')).toEqual([expect.objectContaining({ properties: { network: 'eip155:31337' } })]);
    t.task.cancel();
  });

  it("on failure reopens and shows the error: 'Signature declined' on the wallet's 4001, with SIWX_AUTH_ERROR", async () => {
    siwxServer();
    // the wallet keeps the request until the test answers it, as a wallet waits on its user
    let decline: () => void = () => undefined;
    wallet.on('personal_sign', () => new Promise((_resolve, reject) => (decline = () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })))));
    const t = siwxStore();
    await connect(t, { inView: false });
    await waitUntil(() => onSignIn(t), 'SIWXSignMessage shown');
    t.store.dispatch(signInRequested());
    await waitUntil(() => wallet.methods().includes('personal_sign'), 'the wallet asked to sign');
    // the visitor closes the modal while the wallet asks (sign-in is not required, so it closes)
    t.store.dispatch(closeRequested());
    await waitUntil(() => !selectIsOpen(t.state()), 'closed while the wallet asks');
    decline();
    await waitUntil(() => siwx(t).error !== null, 'failed');
    expect(siwx(t).error).toEqual({ code: 'signatureDeclined' });
    // SPEC §4: reopened on the sign-in view, with the error
    expect(onSignIn(t)).toBe(true);
    expect(siwx(t).session).toBeNull();
    expect(t.events.filter((e) => e.event === 'SIWX_AUTH_ERROR')).toEqual([expect.objectContaining({ properties: { message: 'Signature declined' } })]);

    // a second try that goes through
    wallet.on('personal_sign', () => SIGNATURE);
    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t).status === 'signedIn', 'signed in on the second try');
    expect(siwx(t).error).toBeNull();
    t.task.cancel();
  });

  it('a server that refuses the signature is a failure, not a session', async () => {
    siwxServer();
    server.use(http.post(`${SIWX}/verify`, () => HttpResponse.json({ error: 'Invalid signature' }, { status: 401 })));
    const t = siwxStore();
    await connect(t, { inView: false });
    await waitUntil(() => onSignIn(t), 'SIWXSignMessage shown');
    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t).error !== null, 'failed');
    expect(words(siwx(t).error)).toBe('Something went wrong');
    expect(siwx(t).session).toBeNull();
    expect(t.storage.get(SIWX_STORED.authToken.key, SIWX_STORED.authToken.schema)).toBeUndefined();
    t.task.cancel();
  });

  it('cancel closes when sign-in is not required (the account stays connected)', async () => {
    siwxServer();
    const t = siwxStore();
    await connect(t);
    await waitUntil(() => onSignIn(t), 'SIWXSignMessage shown');
    t.store.dispatch(signInCancelled());
    await waitUntil(() => !selectIsOpen(t.state()), 'closed by the cancel');
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
    expect(t.types()).not.toContain(disconnectRequested.type);
    expect(siwx(t).session).toBeNull();
    t.task.cancel();
  });

  it('cancel disconnects when sign-in is required; until signed in, close (button, Escape, backdrop) is refused with a shake (SPEC §2)', async () => {
    siwxServer();
    const t = siwxStore({ required: true });
    await connect(t);
    await waitUntil(() => onSignIn(t), 'SIWXSignMessage shown');
    expect(selectSignInBlocksClose(t.state())).toBe(true);
    t.store.dispatch(closeRequested());
    await waitUntil(() => t.types().includes('walletGate/modal/shakeStarted'), 'shaken');
    expect(selectIsOpen(t.state())).toBe(true);
    expect(selectModal(t.state()).open).toBe(true);

    t.store.dispatch(signInCancelled());
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'disconnected', 'disconnected');
    await waitUntil(() => !selectIsOpen(t.state()), 'closed after the disconnect');
    expect(siwx(t).status).toBe('idle');
    t.task.cancel();
  });

  it('required sign-in: once signed in, the modal closes and may be opened and closed again', async () => {
    siwxServer();
    const t = siwxStore({ required: true });
    await connect(t);
    await waitUntil(() => onSignIn(t), 'SIWXSignMessage shown');
    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t).status === 'signedIn' && !selectIsOpen(t.state()), 'signed in and closed');
    expect(selectSignInBlocksClose(t.state())).toBe(false);
    t.task.cancel();
  });

  it('sessions survive a reload: the stored auth token finds the session, and nothing is asked', async () => {
    const api = siwxServer();
    const storage = createStorage(memoryBackend());
    const first = siwxStore({}, storage);
    await connect(first, { inView: false });
    await waitUntil(() => onSignIn(first), 'asked');
    first.store.dispatch(signInRequested());
    await waitUntil(() => siwx(first).status === 'signedIn', 'signed in');
    first.task.cancel();

    // a new page on the same storage restores the connection (SPEC §4), then the session
    const second = siwxStore({}, storage);
    await waitUntil(() => selectConnection(second.state()).status.eip155 === 'connected', 'restored');
    await waitUntil(() => siwx(second).status === 'signedIn', 'session found');
    expect(siwx(second).session?.message).toBe(api.verified[0]!.message);
    expect(selectIsOpen(second.state())).toBe(false);
    expect(wallet.methods().filter((m) => m === 'personal_sign')).toHaveLength(1);
    second.task.cancel();
  });

  it('switching to an account with no session asks again; back to the signed-in one does not', async () => {
    siwxServer();
    const t = siwxStore();
    await connect(t, { inView: false });
    await waitUntil(() => onSignIn(t), 'asked');
    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t).status === 'signedIn' && !selectIsOpen(t.state()), 'signed in');

    wallet.accounts = [OTHER];
    wallet.emit('accountsChanged', [OTHER]);
    await waitUntil(() => siwx(t).account?.address === OTHER && onSignIn(t), 'asked for the other account');
    expect(siwx(t).status).toBe('needed');
    expect(siwx(t).session).toBeNull();

    t.store.dispatch(closeRequested());
    await waitUntil(() => !selectIsOpen(t.state()), 'closed');
    wallet.accounts = [ADDRESS];
    wallet.emit('accountsChanged', [ADDRESS]);
    await waitUntil(() => siwx(t).status === 'signedIn' && siwx(t).account?.address === ADDRESS, 'the first account is still signed in');
    expect(selectIsOpen(t.state())).toBe(false);
    t.task.cancel();
  });

  it('switching to a network with no session asks again', async () => {
    siwxServer();
    const t = siwxStore();
    await connect(t, { inView: false });
    await waitUntil(() => onSignIn(t), 'asked');
    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t).status === 'signedIn' && !selectIsOpen(t.state()), 'signed in');
    wallet.emit('chainChanged', '0x7a6a');
    await waitUntil(() => siwx(t).account?.chainId === 'eip155:31338' && onSignIn(t), 'asked on Sandbox B');
    t.task.cancel();
  });

  it('a session ends at its expirationTime, and the visitor is asked again', async () => {
    siwxServer();
    const t = siwxStore({ expiresInSeconds: 60 });
    await connect(t, { inView: false });
    await waitUntil(() => onSignIn(t), 'asked');
    useSagaTimers();
    t.store.dispatch(signInRequested());
    await untilTurns(() => siwx(t).status === 'signedIn' && !selectIsOpen(t.state()), 'signed in');
    const expiry = Date.parse(siwx(t).session!.expirationTime!);
    expect(expiry - Date.now()).toBeGreaterThan(59_000);
    await jest.advanceTimersByTimeAsync(expiry - Date.now() - 1_000);
    expect(siwx(t).status).toBe('signedIn');
    await jest.advanceTimersByTimeAsync(1_500);
    await untilTurns(() => onSignIn(t), 'asked again after expiry');
    expect(siwx(t).session).toBeNull();
    t.task.cancel();
  });

  it('disconnecting forgets the sign-in state', async () => {
    siwxServer();
    const t = siwxStore();
    await connect(t, { inView: false });
    await waitUntil(() => onSignIn(t), 'asked');
    t.store.dispatch(disconnected({ namespace: 'eip155' }));
    await waitUntil(() => siwx(t).status === 'idle', 'cleared');
    t.task.cancel();
  });
});

describe('SPEC §8 tracking events', () => {
  it('SIWX_AUTH_ERROR and SIWX_AUTH_SUCCESS reach /e when analytics is on', async () => {
    siwxServer();
    const posted: { event: string; properties?: unknown }[] = [];
    server.use(
      http.get('http://api.test/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: true })),
      http.get('http://api.test/getWallets', () => HttpResponse.json({ data: [], count: 0 })),
      http.post('http://pulse.test/e', async ({ request }) => {
        posted.push(((await request.json()) as { props: { event: string; properties?: unknown } }).props);
        return HttpResponse.json({});
      }),
    );
    wallet.on('personal_sign', userRejected);
    const option = { server: SIWX };
    const t = makeTestStore(options({ siwx: option, features: { analytics: true } }), { siwxHost: option });
    await connect(t as T, { inView: false });
    await waitUntil(() => onSignIn(t as T), 'asked');
    t.store.dispatch(signInRequested());
    await waitUntil(() => posted.some((p) => p.event === 'SIWX_AUTH_ERROR'), 'SIWX_AUTH_ERROR posted');
    wallet.on('personal_sign', () => SIGNATURE);
    t.store.dispatch(signInRequested());
    await waitUntil(() => posted.some((p) => p.event === 'SIWX_AUTH_SUCCESS'), 'SIWX_AUTH_SUCCESS posted');
    expect(posted.filter((p) => p.event.startsWith('SIWX_'))).toEqual([
      { type: 'track', event: 'SIWX_AUTH_ERROR', properties: { message: 'Signature declined' } },
      { type: 'track', event: 'SIWX_AUTH_SUCCESS', properties: { network: 'eip155:31337' } },
    ]);
    t.task.cancel();
  });
});

describe('SPEC §1 siwx and siweConfig options', () => {
  it("a site's own functions replace the default server (nonce, message, verify, sessions)", async () => {
    const stored: SiwxSession[] = [];
    const host = {
      getNonce: jest.fn(async () => 'sitenonce12345'),
      createMessage: jest.fn((fields: { accountAddress: string; nonce: string }) => `Sign in ${fields.accountAddress} ${fields.nonce}`),
      verify: jest.fn(async ({ message, signature, fields }: { message: string; signature: string; fields: { chainId: string; issuedAt: string; expirationTime?: string } }) => {
        if (signature !== SIGNATURE) return false;
        stored.push({ chainId: fields.chainId, address: ADDRESS, message, issuedAt: fields.issuedAt, expirationTime: fields.expirationTime ?? null });
        return true;
      }),
      getSessions: jest.fn(async () => stored),
    };
    const t = makeTestStore(options({ siwx: host }), { siwxHost: host });
    await connect(t as T, { inView: false });
    await waitUntil(() => onSignIn(t as T), 'asked');
    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t as T).status === 'signedIn', 'signed in');
    expect(host.getNonce).toHaveBeenCalledWith({ address: ADDRESS, chainId: 'eip155:31337' });
    expect(hexToString((wallet.calls.find((c) => c.method === 'personal_sign')!.params as [`0x${string}`])[0])).toBe(`Sign in ${ADDRESS} sitenonce12345`);
    expect(host.verify).toHaveBeenCalledTimes(1);
    t.task.cancel();
  });

  it('siweConfig (the older form) is mapped onto the same flow', async () => {
    let session: { address: string; chainId: number } | null = null;
    const config = {
      getNonce: jest.fn(async () => 'legacynonce123'),
      verifyMessage: jest.fn(async ({ message, signature }: { message: string; signature: string }) => {
        const parsed = parseSiweMessage(message);
        if (signature !== SIGNATURE || parsed.nonce !== 'legacynonce123') return false;
        session = { address: parsed.address!, chainId: parsed.chainId! };
        return true;
      }),
      getSession: jest.fn(async () => session),
      signOut: jest.fn(async () => true),
    };
    const t = makeTestStore(options({ siweConfig: config }), { siwxHost: config });
    await connect(t as T, { inView: false });
    await waitUntil(() => onSignIn(t as T), 'asked');
    t.store.dispatch(signInRequested());
    await waitUntil(() => siwx(t as T).status === 'signedIn', 'signed in');
    expect(config.getNonce).toHaveBeenCalledWith(ADDRESS);
    expect(session).toEqual({ address: ADDRESS, chainId: 31337 });
    t.task.cancel();
  });

  it("siwx without a server or the site's own functions is refused", () => {
    const t = makeTestStore(options({ siwx: { required: true } }));
    expect(words(t.state().walletGate.options.error)).toBe('Invalid option `siwx.server`: needed unless getNonce, verify, getSessions are given');
    t.task.cancel();
  });

  it("SPEC §8: asking to sign in without the option is 'SIWX is not enabled' (instance.signIn / useSignIn)", async () => {
    const gate = createWalletGate({ ...options(), headless: true }, { storage: createStorage(memoryBackend()), session: createStorage(memoryBackend()) });
    await expect(gate.signIn()).rejects.toThrow('SIWX is not enabled');
    await expect(gate.signOut()).rejects.toThrow('SIWX is not enabled');
    expect(gate.getSignIn()).toMatchObject({ status: 'idle', session: null, error: null });
    gate.destroy();
  });

  it('instance.signIn() resolves with the session, or rejects with why (Signature declined)', async () => {
    siwxServer();
    const storage = createStorage(memoryBackend());
    const option = { server: SIWX };
    const gate = createWalletGate({ ...options({ siwx: option }), headless: true }, { storage, session: createStorage(memoryBackend()), afterPaint: () => Promise.resolve() });
    await waitUntil(() => gate.getState().connectors.list.ids.length > 0, 'the wallet announced');
    wallet.on('personal_sign', userRejected);
    gate.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => gate.getSignIn().status === 'needed', 'asked');
    await expect(gate.signIn()).rejects.toThrow('Signature declined');
    wallet.on('personal_sign', () => SIGNATURE);
    const session = await gate.signIn();
    expect(session).toMatchObject({ chainId: 'eip155:31337', address: ADDRESS });
    expect(gate.getSignIn().session).toEqual(session);
    gate.destroy();
  });
});
