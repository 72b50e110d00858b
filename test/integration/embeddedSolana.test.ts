/**
 * The embedded wallet on Solana against the fake secure frame: a login on a site with Solana networks
 * also connects the solana namespace with the frame's Solana account, `getWalletProvider('solana')` is
 * registered, and its requests are unsafe methods (SPEC §6) that open ApproveTransaction and go to the frame
 * on the Solana network only once the frame is on screen.
 */
import { closeRequested, disconnectRequested, openRequested, selectAccount, selectConnection, selectIsOpen, selectRouter } from '../../slices';
import { emailFieldFocused, emailSubmitted } from '../../slices/embeddedWalletRequests';
import { approvalAreaChanged, otpSubmitted, selectEmbeddedSession } from '../../slices/embeddedWallet';
import { toBase58 } from '../../src/core/solana';
import type { SolanaWalletProvider } from '../../src/services/chains/solana';
import { FakeFrame, SOLANA_ACCOUNT } from '../helpers/fakeFrame';
import { makeTestStore, TEST_NETWORK, testOptions, useSagaTimers } from '../helpers/makeTestStore';

const SOLANA_NETWORK = {
  id: 'Sandbox1111111111111111111111111',
  caipNetworkId: 'solana:Sandbox1111111111111111111111111',
  name: 'Solana Sandbox',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
};
const SIGNATURE = new Uint8Array(64).map((_, i) => i + 1);

async function settle(rounds = 8) {
  for (let i = 0; i < rounds; i += 1) await jest.advanceTimersByTimeAsync(0);
}

type Test = ReturnType<typeof makeTestStore>;

async function signedIn(networks: unknown[] = [TEST_NETWORK, SOLANA_NETWORK]) {
  const t = makeTestStore(testOptions({ features: { analytics: false }, networks: networks as never }));
  t.store.dispatch(openRequested());
  t.store.dispatch(emailFieldFocused());
  await settle();
  const frame = new FakeFrame().attach();
  frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', () => ({}));
  frame.ready();
  t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
  await settle();
  t.store.dispatch(otpSubmitted({ otp: '123456' }));
  await settle(16);
  expect(selectConnection(t.state()).status.eip155).toBe('connected');
  return { t, frame };
}

const solanaProvider = (t: Test) => t.deps.solana.get('ID_AUTH')?.provider as SolanaWalletProvider;

function track(promise: Promise<unknown>) {
  const outcome: { result?: unknown; error?: { message: string; code?: number }; done: boolean } = { done: false };
  promise.then(
    (result) => Object.assign(outcome, { result, done: true }),
    (error: { message: string; code?: number }) => Object.assign(outcome, { error: { message: error.message, code: error.code }, done: true }),
  );
  return outcome;
}

beforeEach(useSagaTimers);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The last Solana request the widget sent to the frame (the EVM account area may ask its own, e.g. capabilities). */
const lastSolanaRequest = (frame: { posted: { type: string; id?: string; payload?: unknown }[] }) =>
  [...frame.posted].reverse().find((e) => e.type === '@w3m-app/RPC_REQUEST' && /^solana_/.test(String((e.payload as { method?: unknown } | undefined)?.method)));

/**
 * A page reloaded after an email login that had eip155 and solana connected: the session and local storage as the
 * login left them, the store started on them (the frame not attached yet).
 */
async function withRememberedLogin() {
  const session = new Map<string, unknown>();
  const local = new Map<string, unknown>();
  const store = (map: Map<string, unknown>) => ({ get: (key: string) => map.get(key) ?? null, set: (key: string, value: unknown) => void map.set(key, value), remove: (key: string) => void map.delete(key) });
  for (const [key, value] of Object.entries({ emailLoginUsed: true, email: 'ada@example.com', lastUsedChainId: 31337 })) session.set(key, value);
  local.set('connectionStatus', 'connected');
  local.set('connectedNamespaces', ['eip155', 'solana']);
  local.set('connectedConnectorIds', { eip155: 'ID_AUTH', solana: 'ID_AUTH' });
  const t = makeTestStore(testOptions({ features: { analytics: false }, networks: [TEST_NETWORK, SOLANA_NETWORK] as never }), {
    session: store(session) as never,
    storage: store(local) as never,
  });
  await settle();
  return { t, session };
}

describe('the embedded wallet on Solana', () => {
  it('connects the solana namespace with the frame’s Solana account when the site configured Solana', async () => {
    const { t, frame } = await signedIn();
    expect(frame.last('GET_USER')?.payload).toEqual({ chainId: SOLANA_NETWORK.caipNetworkId });
    expect(selectConnection(t.state()).status.solana).toBe('connected');
    // one login, two namespaces: the visitor acts first in the site's active (EVM) namespace
    expect(selectConnection(t.state()).activeNamespace).toBe('eip155');
    expect(selectAccount(t.state(), 'solana')).toMatchObject({
      address: SOLANA_ACCOUNT,
      caipAddress: `${SOLANA_NETWORK.caipNetworkId}:${SOLANA_ACCOUNT}`,
    });
    expect(solanaProvider(t)).toMatchObject({ namespace: 'solana', publicKey: SOLANA_ACCOUNT, chainId: SOLANA_NETWORK.caipNetworkId });
  });

  it('leaves Solana alone on a site without Solana networks', async () => {
    const { t, frame } = await signedIn([TEST_NETWORK]);
    expect(frame.posted.filter((e) => e.type === '@w3m-app/GET_USER')).toHaveLength(1);
    expect(selectConnection(t.state()).status.solana ?? 'disconnected').toBe('disconnected');
    expect(t.deps.solana.has('ID_AUTH')).toBe(false);
  });

  it('SPEC §6: signMessage opens ApproveTransaction and goes to the frame on the Solana network, then resolves with the signature', async () => {
    const { t, frame } = await signedIn();
    t.store.dispatch(closeRequested());
    await settle();
    frame.on('RPC_REQUEST', () => 'silent');
    const signed = track(solanaProvider(t).signMessage({ message: 'Hello from the demo', pubkey: SOLANA_ACCOUNT }));
    await settle();
    expect(selectIsOpen(t.state())).toBe(true);
    expect(selectRouter(t.state()).view).toBe('ApproveTransaction');
    expect(lastSolanaRequest(frame)).toBeUndefined();
    t.store.dispatch(approvalAreaChanged({ top: 60, left: 20, width: 320, height: 420 }));
    await settle();
    expect(lastSolanaRequest(frame)?.payload).toEqual({
      method: 'solana_signMessage',
      params: [{ message: toBase58(new TextEncoder().encode('Hello from the demo')), pubkey: SOLANA_ACCOUNT }],
      chainId: SOLANA_NETWORK.caipNetworkId,
    });
    frame.reply('RPC_REQUEST', lastSolanaRequest(frame)!.id, { signature: toBase58(SIGNATURE) });
    await settle();
    expect(signed.done).toBe(true);
    expect(signed.result).toEqual(SIGNATURE);
    expect(selectIsOpen(t.state())).toBe(false);
  });

  it('rejects a declined Solana request with 4001 and a malformed answer with -32603', async () => {
    const { t, frame } = await signedIn();
    frame.on('RPC_REQUEST', () => ({ error: 'User rejected the request' }));
    const declined = track(solanaProvider(t).signMessage({ message: 'no', pubkey: SOLANA_ACCOUNT }));
    await settle();
    t.store.dispatch(approvalAreaChanged({ top: 60, left: 20, width: 320, height: 420 }));
    await settle();
    expect(declined).toMatchObject({ done: true, error: { message: 'User rejected the request', code: 4001 } });

    frame.on('RPC_REQUEST', () => ({ payload: { signature: 'not base58!' } }));
    const malformed = track(solanaProvider(t).signAndSendTransaction({ transaction: new Uint8Array([1, 2, 3]) }));
    await settle();
    t.store.dispatch(approvalAreaChanged({ top: 60, left: 20, width: 320, height: 420 }));
    await settle();
    expect(lastSolanaRequest(frame)?.payload).toMatchObject({ method: 'solana_signAndSendTransaction', params: [{ transaction: 'AQID', sendOptions: {} }] });
    expect(malformed.done).toBe(true);
    expect(malformed.error?.code).toBe(-32603);
  });

  it('SPEC §4: disconnecting eip155 also disconnects solana (the same AUTH connector)', async () => {
    const { t } = await signedIn();
    t.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await settle(16);
    expect(selectConnection(t.state()).status.solana).toBe('disconnected');
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
  });

  it('a disconnect while a remembered login brings Solana back stays a disconnect: the late answer connects nothing', async () => {
    const { t } = await withRememberedLogin();
    const frame = new FakeFrame();
    // the frame answers the Solana account only when told to
    let solanaAsk: { id?: string; chainId: string } | null = null;
    frame.on('GET_USER', (payload, message) => {
      const { chainId } = payload as { chainId: number | string };
      if (typeof chainId === 'string' && chainId.startsWith('solana:')) {
        solanaAsk = { id: (message as { id?: string }).id, chainId };
        return 'silent';
      }
      return { payload: frame.user(Number(chainId)) };
    });
    frame.attach().ready();
    await settle(16);
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
    expect(solanaAsk).not.toBeNull();

    t.store.dispatch(disconnectRequested());
    await settle(16);
    frame.reply('GET_USER', solanaAsk!.id, frame.solanaUser(solanaAsk!.chainId));
    await settle(16);
    expect(selectConnection(t.state()).status).toMatchObject({ eip155: 'disconnected', solana: 'disconnected' });
    expect(frame.names()).toContain('SIGN_OUT');
  });

  it('a disconnect while the remembered login is still being checked signs the visitor out of the secure site too', async () => {
    const { t, session } = await withRememberedLogin();
    const frame = new FakeFrame();
    // the frame has not yet said whether the login still holds when the visitor presses Disconnect, and it may not
    // answer the sign-out either: the page forgets the login without waiting on it
    frame.on('IS_CONNECTED', () => 'silent');
    frame.on('SIGN_OUT', () => 'silent');
    frame.attach().ready();
    await settle(16);
    expect(frame.names()).toContain('IS_CONNECTED');
    expect(frame.names()).not.toContain('SIGN_OUT');

    t.store.dispatch(disconnectRequested());
    await settle(16);
    expect(frame.names()).toContain('SIGN_OUT');
    expect(selectEmbeddedSession(t.state())).toBe('signedOut');
    expect(selectConnection(t.state()).status.eip155 ?? 'disconnected').toBe('disconnected');
    expect(selectConnection(t.state()).status.solana ?? 'disconnected').toBe('disconnected');
    expect(session.get('emailLoginUsed') ?? null).toBeNull();
  });
});
