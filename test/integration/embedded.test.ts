/**
 * The embedded wallet against a fake secure frame that answers with real MessageEvents (origin and source set):
 * the frame protocol (READY gating, ids, errors, timeouts, foreign and malformed messages, reject-all), the
 * login state and its storage (SPEC §3, §4, §5), and RPC through the provider with approvals (SPEC §6).
 */
import {
  notifyRequested,
  closeRequested,
  disconnectRequested,
  openRequested,
  selectAccount,
  selectConnection,
  selectIsOpen,
  selectNetworkState,
  selectNotification,
  selectOptionsState,
  selectRouter,
  pushed,
  selectWalletGate,
  switchNetworkRequested,
} from '../../slices';
import { emailFieldFocused, emailSubmitted, farcasterRequested, socialSelected } from '../../slices/embeddedWalletRequests';
import {
  accountTypeRequested,
  approvalAreaChanged,
  otpResendRequested,
  otpSubmitted,
  selectEmbeddedWallet,
  selectOpenFrameRequests,
  updateEmailOtpSubmitted,
  updateEmailSubmitted,
} from '../../slices/embeddedWallet';
import { themeModeChanged } from '../../slices/theme';
import { createWalletGate } from '../../src/index';
import { createInstance } from '../../src/instance';
import { createStorage, memoryBackend, STORAGE_PREFIX, type KeyValueBackend } from '../../src/services/storage';
import type { Eip1193Provider } from '../../src/services/providers';
import { EOA, FakeFrame, FRAME_ORIGIN, SMART } from '../helpers/fakeFrame';
import { makeTestStore, TEST_NETWORK_B, testOptions, useSagaTimers } from '../helpers/makeTestStore';
import { words } from '../helpers/words';

const options = testOptions({ features: { analytics: false } });
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const TX_HASH = `0x${'cd'.repeat(32)}`;
const TOKEN = 'secret-session-token-4f1c';

/** Lets the lazy flows load and every message and saga step run, without moving the clock. */
async function settle(rounds = 8) {
  for (let i = 0; i < rounds; i += 1) await jest.advanceTimersByTimeAsync(0);
}

function memory() {
  const backend = memoryBackend();
  return { backend, storage: createStorage(backend) };
}

const raw = (backend: KeyValueBackend, key: string) => backend.getItem(`${STORAGE_PREFIX}${key}`);

type Test = ReturnType<typeof makeTestStore>;

/** A store whose embedded flows are loaded, with the fake frame attached (not READY yet). */
async function withFrame(
  extra: { session?: ReturnType<typeof memory>; local?: ReturnType<typeof memory>; closed?: boolean; options?: typeof options; script?: (frame: FakeFrame) => void } = {},
) {
  const session = extra.session ?? memory();
  const local = extra.local ?? memory();
  const t = makeTestStore(extra.options ?? options, { session: session.storage, storage: local.storage });
  if (!extra.closed) t.store.dispatch(openRequested());
  t.store.dispatch(emailFieldFocused());
  await settle();
  const frame = new FakeFrame().attach();
  extra.script?.(frame);
  return { t, frame, session, local };
}

/**
 * Signed in by email and code, the modal on Account; or, `closed`, with the modal never opened, so nothing is in
 * view and the account flows fetch nothing of their own (sagas/account/view.ts).
 */
async function signedIn(extra: Parameters<typeof withFrame>[0] = {}) {
  const setup = await withFrame(extra);
  const { t, frame } = setup;
  frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', (_payload, event) => {
    queueMicrotask(() => frame.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: TOKEN } }));
    void event;
    return {};
  });
  frame.ready();
  t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
  await settle();
  t.store.dispatch(otpSubmitted({ otp: '123456' }));
  await settle(12);
  expect(selectConnection(t.state()).status.eip155).toBe('connected');
  return setup;
}

/** What the ApproveTransaction view does once on screen: says where the frame goes. */
async function showApproval(t: Test) {
  t.store.dispatch(approvalAreaChanged({ top: 60, left: 20, width: 320, height: 420 }));
  await settle();
}

function provider(t: Test): Eip1193Provider {
  return t.deps.providers.get('ID_AUTH')!;
}

/** Starts a request and records how it ends. */
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

describe('the secure frame', () => {
  it('is created lazily as SPEC §2 describes: hidden, fixed, on top, with the query', async () => {
    const t = makeTestStore(options);
    await settle();
    expect(document.getElementById('w3m-iframe')).toBeNull();
    t.store.dispatch(emailFieldFocused());
    await settle();
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement;
    expect(iframe.name).toBe('w3m-secure-iframe');
    expect(iframe.style.position).toBe('fixed');
    expect(iframe.style.zIndex).toBe('999999');
    expect(iframe.style.display).toBe('none');
    const src = new URL(iframe.src);
    expect(src.origin).toBe(FRAME_ORIGIN);
    expect(Object.fromEntries(src.searchParams)).toEqual({ projectId: 'test-project', chainId: 'eip155:31337', version: expect.any(String), enableLogger: 'true' });
    expect(selectEmbeddedWallet(t.state()).frame).toBe('loading');
  });

  it('sends no app event before READY, then posts to the secure-site origin only', async () => {
    const { t, frame } = await withFrame();
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(frame.posted).toEqual([]);
    expect(selectOpenFrameRequests(t.state()).map((r) => r.event)).toEqual(['CONNECT_EMAIL']);
    frame.ready();
    await settle();
    expect(frame.names()).toContain('CONNECT_EMAIL');
    expect(new Set(frame.targets)).toEqual(new Set([FRAME_ORIGIN]));
    expect(selectRouter(t.state()).view).toBe('EmailVerifyOtp');
    expect(selectOpenFrameRequests(t.state()).filter((r) => r.event === 'CONNECT_EMAIL')).toEqual([]);
  });

  it('settles a request only on the reply with its id and its event', async () => {
    const { t, frame } = await withFrame();
    frame.on('CONNECT_EMAIL', () => 'silent');
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    const { id } = frame.last('CONNECT_EMAIL')!;
    frame.reply('CONNECT_EMAIL', 'some-other-id', { action: 'VERIFY_OTP' });
    frame.reply('CONNECT_OTP', id);
    await settle();
    expect(selectEmbeddedWallet(t.state()).login.busy).toBe(true);
    expect(selectRouter(t.state()).view).toBe('Connect');
    frame.reply('CONNECT_EMAIL', id, { action: 'VERIFY_OTP' });
    await settle();
    expect(selectRouter(t.state()).view).toBe('EmailVerifyOtp');
  });

  it("rejects with the frame's ERROR message, or 'An error occurred' without one", async () => {
    const { t, frame } = await withFrame();
    frame.on('CONNECT_EMAIL', () => ({ error: 'This email is blocked' }));
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(selectEmbeddedWallet(t.state()).login).toEqual({ busy: false, notice: null, error: { code: 'providerText', params: { text: 'This email is blocked' } } });
    frame.on('CONNECT_EMAIL', () => ({ error: '' }));
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(words(selectEmbeddedWallet(t.state()).login.error)).toBe('An error occurred');
  });

  it("times email, device, OTP and social requests out after 30 s with 'Something went wrong'", async () => {
    const { t, frame } = await withFrame();
    frame.on('CONNECT_EMAIL', () => 'silent');
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    await jest.advanceTimersByTimeAsync(29_999);
    expect(selectEmbeddedWallet(t.state()).login.busy).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectEmbeddedWallet(t.state()).login.error).toEqual({ code: 'somethingWentWrong' });
    expect(selectOpenFrameRequests(t.state())).toEqual([]);

    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_DEVICE' } }));
    frame.on('CONNECT_DEVICE', () => 'silent');
    await jest.advanceTimersByTimeAsync(30_000); // the email cooldown
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(selectRouter(t.state()).view).toBe('EmailVerifyDevice');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(selectEmbeddedWallet(t.state()).device).toEqual({ status: 'failed', error: { code: 'somethingWentWrong' } });
  });

  it('SPEC §7 APP_RELOAD: a frame silent for 15 s is reloaded and asked again, before the visitor is told anything', async () => {
    const { t, frame } = await withFrame();
    let asked = 0;
    frame.on('CONNECT_EMAIL', () => (++asked === 1 ? 'silent' : { payload: { action: 'VERIFY_OTP' } }));
    frame.on('RELOAD', () => {
      // the reloaded frame announces itself again
      setTimeout(() => frame.ready(), 500);
      return {};
    });
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    await jest.advanceTimersByTimeAsync(14_999);
    expect(frame.names().filter((n) => n === 'RELOAD')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(frame.names().filter((n) => n === 'RELOAD')).toHaveLength(1);
    // nothing is asked again before the frame is READY
    expect(asked).toBe(1);
    await jest.advanceTimersByTimeAsync(500);
    await settle();
    expect(asked).toBe(2);
    expect(selectEmbeddedWallet(t.state()).login.error).toBeNull();
    expect(selectRouter(t.state()).view).toBe('EmailVerifyOtp');
    expect(selectOpenFrameRequests(t.state())).toEqual([]);
    // the RELOAD reply answered an open request: no warning about an unknown reply
    expect(JSON.stringify(t.logger.warn.mock.calls)).not.toContain('answers no open request');
  });

  it('ignores messages from another origin or window, and malformed ones, without logging their contents', async () => {
    const { t, frame } = await withFrame();
    const before = selectWalletGate(t.state());
    frame.send({ type: '@w3m-frame/READY' }, { origin: 'http://evil.test' });
    frame.send({ type: '@w3m-frame/READY' }, { source: window });
    frame.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: TOKEN } }, { origin: 'http://evil.test' });
    frame.send({ type: '@w3m-frame/NOT_A_THING', payload: { email: 'ada@example.com' } });
    frame.send({ type: '@w3m-frame/READY', payload: { version: 1, email: 'ada@example.com' } });
    frame.send('@w3m-frame/READY');
    await settle();
    expect(selectWalletGate(t.state())).toBe(before);
    expect(selectEmbeddedWallet(t.state()).frame).toBe('loading');
    expect(t.logger.warn).toHaveBeenCalled();
    const logged = JSON.stringify(t.logger.warn.mock.calls);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('ada@example.com');
    expect(t.deps.session.get('embeddedSessionToken', { safeParse: (v: unknown) => ({ success: true as const, data: v }) })).toBeUndefined();
  });

  it("ignores another instance's frame silently (same origin, another window), and warns once at most for a flood of forged ones", async () => {
    const { t, frame } = await withFrame();
    const before = selectWalletGate(t.state());
    // another WalletGate on the page: the same secure site, its own iframe window
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    for (let i = 0; i < 20; i += 1) frame.send({ type: '@w3m-frame/READY', payload: { version: '1.0.0' } }, { source: other.contentWindow });
    await settle();
    expect(t.logger.warn).not.toHaveBeenCalled();
    expect(selectWalletGate(t.state())).toBe(before);
    // a page forging frame-looking messages from elsewhere: one warning for the instance, not one per message
    for (let i = 0; i < 50; i += 1) frame.send({ type: '@w3m-frame/READY' }, { origin: 'http://evil.test' });
    await settle();
    expect(t.logger.warn).toHaveBeenCalledTimes(1);
    // its own frame is still heard
    frame.ready();
    await settle();
    expect(selectEmbeddedWallet(t.state()).frame).toBe('ready');
    other.remove();
  });

  it('keeps the SESSION_UPDATE token out of state, actions and logs', async () => {
    const { t, session } = await signedIn();
    expect(raw(session.backend, 'embeddedSessionToken')).toBe(JSON.stringify(TOKEN));
    expect(JSON.stringify(t.state())).not.toContain(TOKEN);
    expect(JSON.stringify(t.actions)).not.toContain(TOKEN);
    expect(JSON.stringify([t.logger.warn.mock.calls, t.logger.error.mock.calls])).not.toContain(TOKEN);
    expect(JSON.stringify(t.events)).not.toContain(TOKEN);
  });
});

describe('login state and storage (SPEC §3, §4, §5)', () => {
  it('refuses a second code within 30 s: "Please try again after {n} seconds", n rounded up', async () => {
    const { t, frame } = await withFrame();
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(frame.names().filter((n) => n === 'CONNECT_EMAIL')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10_000);
    t.store.dispatch(otpResendRequested());
    await settle();
    expect(words(selectEmbeddedWallet(t.state()).otp.error)).toBe('Please try again after 20 seconds');
    await jest.advanceTimersByTimeAsync(19_500);
    t.store.dispatch(otpResendRequested());
    await settle();
    expect(words(selectEmbeddedWallet(t.state()).otp.error)).toBe('Please try again after 1 seconds');
    expect(frame.names().filter((n) => n === 'CONNECT_EMAIL')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(500);
    t.store.dispatch(otpResendRequested());
    await settle();
    expect(selectEmbeddedWallet(t.state()).otp).toEqual({ busy: false, error: null, notice: 'codeSent' });
    expect(frame.names().filter((n) => n === 'CONNECT_EMAIL')).toHaveLength(2);
  });

  it("counts Resend's cooldown down each second in state (the view shows it, runs no timer), from 30 to 0", async () => {
    const { t, frame } = await withFrame();
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    frame.ready();
    const cooldown = () => selectEmbeddedWallet(t.state()).resendCooldown;
    expect(cooldown()).toBe(0);
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(cooldown()).toBe(30);
    await jest.advanceTimersByTimeAsync(999);
    expect(cooldown()).toBe(30);
    await jest.advanceTimersByTimeAsync(1);
    expect(cooldown()).toBe(29);
    await jest.advanceTimersByTimeAsync(28_000);
    expect(cooldown()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(cooldown()).toBe(0);
    // a resend starts it again
    t.store.dispatch(otpResendRequested());
    await settle();
    expect(cooldown()).toBe(30);
    await jest.advanceTimersByTimeAsync(5000);
    expect(cooldown()).toBe(25);
  });

  it('after the user fetch: flag set, email stored, last-email-login time cleared, chain and smart-account networks kept', async () => {
    const { t, session, frame } = await signedIn();
    expect(raw(session.backend, 'emailLoginUsed')).toBe('true');
    expect(raw(session.backend, 'email')).toBe('"ada@example.com"');
    expect(raw(session.backend, 'lastEmailLoginTime')).toBeNull();
    expect(raw(session.backend, 'lastUsedChainId')).toBe('31337');
    expect(raw(session.backend, 'smartAccountEnabledNetworks')).toBe('"31337"');
    expect(selectNetworkState(t.state()).smartAccountEnabledNetworks).toEqual([31337]);
    // SPEC §4: switched once on connect to the eip155 default, the smart account
    expect(frame.last('GET_USER')?.payload).toEqual({ chainId: 31337, preferredAccountType: 'smartAccount' });
    const account = selectAccount(t.state(), 'eip155')!;
    expect(account.address).toBe(SMART);
    expect(account.preferredAccountType).toBe('smartAccount');
    expect(account.user).toEqual({ email: 'ada@example.com' });
    expect(account.connectedWalletInfo?.type).toBe('AUTH');
    expect(account.allAccounts).toEqual([
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ]);
    expect(selectRouter(t.state()).view).toBe('Account');
  });

  it('a frame answering lowercase EVM addresses: the account, its list and the site provider carry them EIP-55 checksummed', async () => {
    const eoa = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const lowercase = (frame: FakeFrame) =>
      frame.on('GET_USER', (payload) => {
        const { chainId, preferredAccountType } = payload as { chainId: number; preferredAccountType?: 'eoa' | 'smartAccount' };
        const type = preferredAccountType ?? 'eoa';
        return {
          payload: {
            ...frame.user(chainId),
            address: (type === 'smartAccount' ? smart : eoa).toLowerCase(),
            accounts: [
              { address: eoa.toLowerCase(), type: 'eoa' },
              { address: smart.toLowerCase(), type: 'smartAccount' },
            ],
            preferredAccountType: type,
          },
        };
      });
    const { t } = await signedIn({ script: lowercase });
    const account = selectAccount(t.state(), 'eip155')!;
    expect(account).toMatchObject({ address: smart, caipAddress: `eip155:31337:${smart}` });
    expect(account.allAccounts).toEqual([
      { address: eoa, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ]);
    expect(selectEmbeddedWallet(t.state()).user?.address).toBe(smart);
    expect(await provider(t).request({ method: 'eth_accounts' })).toEqual([smart]);
  });

  it('SPEC §6 auth chains: a login lands on a configured network, never on eip155:1 the site did not ask for', async () => {
    const session = memory();
    session.storage.set('lastUsedChainId', 1); // a stale chain from another site's visit
    const solana = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    };
    const siteOptions = testOptions({ features: { analytics: false }, networks: [solana, TEST_NETWORK_B], defaultNetwork: solana.caipNetworkId });
    const { frame } = await signedIn({ session, options: siteOptions });
    // the login's GET_USER (a later one reads the Solana account: sagas/embedded/solana.ts)
    expect(frame.posted.find((e) => e.type === '@w3m-app/GET_USER')?.payload).toMatchObject({ chainId: 31338 });
  });

  it('SPEC §4 the configured default account type: a site choosing eoa for eip155 stays on the EOA', async () => {
    const siteOptions = testOptions({ features: { analytics: false }, defaultAccountTypes: { eip155: 'eoa' } });
    const { t, frame } = await signedIn({ options: siteOptions });
    expect(frame.last('GET_USER')?.payload).toEqual({ chainId: 31337, preferredAccountType: 'eoa' });
    expect(frame.names()).not.toContain('SET_PREFERRED_ACCOUNT');
    expect(selectAccount(t.state(), 'eip155')!.preferredAccountType).toBe('eoa');
    expect(selectAccount(t.state(), 'eip155')!.address).toBe(EOA);
  });

  it('records the last-email-login time when the code is sent', async () => {
    const { t, frame, session } = await withFrame();
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    frame.ready();
    const sentAt = Date.now();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(Number(raw(session.backend, 'lastEmailLoginTime'))).toBe(sentAt);
  });

  it('SPEC §3: the last email-login time is also stored locally, so another tab of the site keeps the 30 s cooldown (SPEC §5)', async () => {
    const first = await withFrame();
    first.frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    first.frame.ready();
    const sentAt = Date.now();
    first.t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(Number(raw(first.local.backend, 'lastEmailLoginTime'))).toBe(sentAt);
  });

  it('SPEC §5: a code sent 12 s ago from another tab (localStorage only) refuses this tab\'s code for 18 s more', async () => {
    const local = memory();
    local.storage.set('lastEmailLoginTime', Date.now() - 12_000);
    const { t, frame } = await withFrame({ local });
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    expect(frame.names().filter((n) => n === 'CONNECT_EMAIL')).toHaveLength(0);
    expect(selectEmbeddedWallet(t.state()).login.error).toEqual({ code: 'email.cooldown', params: { seconds: 18 } });
  });

  it('a failed smart-account network fetch leaves the stored list empty', async () => {
    const { t, frame, session } = await withFrame();
    frame.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ error: 'down' }));
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'CONNECT' } }));
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle(12);
    expect(raw(session.backend, 'smartAccountEnabledNetworks')).toBe('""');
    expect(selectNetworkState(t.state()).smartAccountEnabledNetworks).toEqual([]);
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
  });

  it('setting the preferred account type fails back to the EOA', async () => {
    const { t, frame } = await signedIn();
    const seen: unknown[] = [];
    provider(t).on!('accountsChanged', (accounts) => seen.push(accounts));
    frame.on('SET_PREFERRED_ACCOUNT', () => ({ error: 'Smart accounts are not enabled on chain 31337' }));
    t.store.dispatch(accountTypeRequested({ type: 'smartAccount' }));
    await settle();
    expect(selectEmbeddedWallet(t.state()).user?.preferredAccountType).toBe('eoa');
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(EOA);
    expect(seen).toEqual([[EOA]]);
    // SPEC §8: the visitor reads why, not the frame's own text
    expect(words(selectNotification(t.state()).message)).toBe('This application might not support Smart Accounts');
  });

  it('SPEC §6 setPreferredAccountType (instance API) switches the embedded wallet to its smart account', async () => {
    const { t } = await signedIn();
    await t.store.dispatch(accountTypeRequested({ type: 'eoa' }));
    await settle();
    const gate = createInstance({ store: t.store, deps: t.deps, task: t.task, ui: Promise.resolve(null), ownsStore: false });
    const done = track(gate.setPreferredAccountType('smartAccount'));
    await settle();
    expect(done).toMatchObject({ done: true, result: undefined });
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(SMART);
  });

  it("restores a remembered login at start; a negative check deletes the cached login data and alerts SPEC §8 'Session Expired'", async () => {
    const session = memory();
    const local = memory();
    for (const [key, value] of Object.entries({ emailLoginUsed: true, email: 'ada@example.com', lastUsedChainId: 31337, socialUsername: 'ada', embeddedSessionToken: TOKEN })) {
      session.storage.set(key, value);
    }
    // the wallet restore (sagas/wallet/persistence) connects through the AUTH provider
    local.storage.set('connectionStatus', 'connected');
    local.storage.set('connectedNamespaces', ['eip155']);
    local.storage.set('connectedConnectorIds', { eip155: 'ID_AUTH' });
    const frame = new FakeFrame();
    frame.accountType = 'smartAccount';
    const t = makeTestStore(options, { session: session.storage, storage: local.storage });
    await settle();
    frame.attach().ready();
    await settle(12);
    expect(frame.last('IS_CONNECTED')?.payload).toEqual({ token: TOKEN });
    expect(frame.last('GET_USER')?.payload).toEqual({ chainId: 31337 });
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(SMART);

    // a second page load, now the frame says the session is gone
    document.body.innerHTML = '';
    const again = new FakeFrame().on('IS_CONNECTED', () => ({ payload: { isConnected: false } }));
    const t2 = makeTestStore(options, { session: session.storage, storage: local.storage });
    await settle();
    again.attach().ready();
    await settle(12);
    expect(selectConnection(t2.state()).status.eip155).toBe('disconnected');
    for (const key of ['emailLoginUsed', 'email', 'lastUsedChainId', 'socialUsername', 'embeddedSessionToken']) expect(raw(session.backend, key)).toBeNull();
    // SPEC §8 'Session Expired' alert
    expect(t2.actions).toContainEqual(expect.objectContaining({ type: notifyRequested.type, payload: expect.objectContaining({ message: { code: 'APKT003' }, alert: true }) }));
  });

  it('a failed connection check deletes the cached login data too', async () => {
    const session = memory();
    session.storage.set('emailLoginUsed', true);
    session.storage.set('email', 'ada@example.com');
    const frame = new FakeFrame().on('IS_CONNECTED', () => ({ error: 'Frame unavailable' }));
    const t = makeTestStore(options, { session: session.storage });
    await settle();
    frame.attach().ready();
    await settle();
    expect(selectEmbeddedWallet(t.state()).session).toBe('signedOut');
    expect(raw(session.backend, 'emailLoginUsed')).toBeNull();
    expect(raw(session.backend, 'email')).toBeNull();
  });

  it('sign-out (disconnect) signs the frame out and deletes the cached login data', async () => {
    const { t, frame, session, local } = await signedIn();
    t.store.dispatch(disconnectRequested());
    await settle(12);
    expect(frame.names()).toContain('SIGN_OUT');
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
    expect(selectEmbeddedWallet(t.state()).session).toBe('signedOut');
    for (const key of ['emailLoginUsed', 'email', 'lastUsedChainId', 'socialUsername', 'embeddedSessionToken']) expect(raw(session.backend, key)).toBeNull();
    expect(raw(local.backend, 'connectedConnectorIds')).toBeNull();
  });

  it('updates the email in two steps and records the time as a code is sent', async () => {
    const { t, frame, session } = await signedIn();
    frame.on('UPDATE_EMAIL', () => ({ payload: { action: 'VERIFY_PRIMARY_OTP' } }));
    frame.on('UPDATE_EMAIL_PRIMARY_OTP', () => ({ payload: { action: 'VERIFY_SECONDARY_OTP' } }));
    frame.on('UPDATE_EMAIL_SECONDARY_OTP', () => ({ payload: { newEmail: 'grace@example.com' } }));
    t.store.dispatch(pushed({ view: 'UpdateEmailWallet' }));
    t.store.dispatch(updateEmailSubmitted({ email: 'grace@example.com' }));
    await settle();
    expect(selectRouter(t.state()).view).toBe('UpdateEmailPrimaryOtp');
    expect(raw(session.backend, 'lastEmailLoginTime')).not.toBeNull();
    t.store.dispatch(updateEmailOtpSubmitted({ otp: '111111' }));
    await settle();
    expect(selectRouter(t.state()).view).toBe('UpdateEmailSecondaryOtp');
    t.store.dispatch(updateEmailOtpSubmitted({ otp: '222222' }));
    await settle();
    expect(selectRouter(t.state()).view).toBe('Account');
    expect(raw(session.backend, 'email')).toBe('"grace@example.com"');
    expect(raw(session.backend, 'lastEmailLoginTime')).toBeNull();
    expect(selectAccount(t.state(), 'eip155')?.user).toEqual({ email: 'grace@example.com' });
  });
});

describe('SPEC §8 while the embedded wallet authenticates', () => {
  it("shows 'Authenticating...' while the sign-in finishes, and closes it once signed in", async () => {
    const { t } = await signedIn();
    const shown = t.actions.filter((a) => a.type === 'walletGate/notification/shown').map((a) => (a.payload as { message: string; variant: string }));
    expect(shown).toContainEqual({ message: { code: 'authenticating' }, variant: 'loading' });
    await jest.advanceTimersByTimeAsync(200); // nothing still on its way puts it back
    expect(selectNotification(t.state()).open).toBe(false);
  });

  it("a disconnect during the sign-in stops it with 'A problem occurred while trying initialize authentication'", async () => {
    const { t, frame } = await withFrame();
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    frame.on('CONNECT_OTP', () => ({}));
    frame.on('GET_USER', () => 'silent'); // the sign-in is still being finished …
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    t.store.dispatch(otpSubmitted({ otp: '123456' }));
    await settle(12);
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'authenticating' }, open: true });
    t.store.dispatch(disconnectRequested()); // … when the wallet disconnects
    await settle(12);
    await jest.advanceTimersByTimeAsync(200); // SPEC §4: a new message replaces an open one after 150 ms
    expect(words(selectEmbeddedWallet(t.state()).otp.error)).toBe('A problem occurred while trying initialize authentication');
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'authInitFailed' }, variant: 'error', open: true });
    expect(selectConnection(t.state()).status.eip155).not.toBe('connected');
  });
});

describe('social and Farcaster login', () => {
  it('navigates the popup the view opened, reads the redirect back, and connects with CONNECT_SOCIAL', async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn(() => void (popup.closed = true)) };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { t, frame, local } = await withFrame();
    frame.on('GET_SOCIAL_REDIRECT_URI', () => ({ payload: { uri: `${FRAME_ORIGIN}/social/google?state=s1` } }));
    frame.on('CONNECT_SOCIAL', () => ({ payload: { ...frame.user(31337), email: null, userName: 'ada' } }));
    frame.ready();
    t.store.dispatch(socialSelected({ provider: 'google', popup: 'wg-social-1' }));
    await settle();
    expect(open).toHaveBeenCalledWith(`${FRAME_ORIGIN}/social/google?state=s1`, 'wg-social-1');
    expect(selectRouter(t.state()).view).toBe('ConnectingSocial');
    expect(selectEmbeddedWallet(t.state()).social.status).toBe('waiting');
    const back = `${window.location.origin}/?state=s1&code=c1`;
    popup.location.href = back;
    await jest.advanceTimersByTimeAsync(500);
    await settle(12);
    expect(frame.last('CONNECT_SOCIAL')?.payload).toEqual({ uri: back });
    expect(popup.close).toHaveBeenCalled();
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
    expect(raw(local.backend, 'connectedSocialProvider')).toBe('"google"');
    open.mockRestore();
  });

  it("SPEC §3: the account's socialProvider, and the social username kept in sessionStorage", async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn(() => void (popup.closed = true)) };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { t, frame, session } = await withFrame();
    frame.on('GET_SOCIAL_REDIRECT_URI', () => ({ payload: { uri: `${FRAME_ORIGIN}/social/github?state=s2` } }));
    frame.on('CONNECT_SOCIAL', () => ({ payload: { ...frame.user(31337), email: null, userName: 'ada-gh' } }));
    frame.on('GET_USER', () => ({ payload: { ...frame.user(31337), email: null, userName: 'ada-gh' } }));
    frame.ready();
    t.store.dispatch(socialSelected({ provider: 'github', popup: 'wg-social-2' }));
    await settle();
    popup.location.href = `${window.location.origin}/?state=s2&code=c2`;
    await jest.advanceTimersByTimeAsync(500);
    await settle(12);
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
    expect(selectAccount(t.state(), 'eip155')?.socialProvider).toBe('github');
    expect(raw(session.backend, 'socialUsername')).toBe('"ada-gh"');
    open.mockRestore();
  });

  it('opens the socials-timeout alert when the frame does not answer in 30 s', async () => {
    const { t, frame } = await withFrame();
    frame.on('GET_SOCIAL_REDIRECT_URI', () => 'silent');
    frame.ready();
    t.store.dispatch(socialSelected({ provider: 'github', popup: null }));
    await settle();
    await jest.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(selectEmbeddedWallet(t.state()).social.status).toBe('failed');
    expect(selectNotification(t.state())).toMatchObject({ open: true, variant: 'error', message: { code: 'APKT005' } });
    expect(selectOptionsState(t.state()).error).toBeNull();
  });

  it('shows the Farcaster URI, then connects once the frame reports the approval', async () => {
    const { t, frame } = await withFrame();
    frame.on('GET_FARCASTER_URI', () => ({ payload: { uri: `${FRAME_ORIGIN}/farcaster?channel=c1` } }));
    frame.on('CONNECT_FARCASTER', () => 'silent');
    frame.ready();
    t.store.dispatch(farcasterRequested());
    await settle();
    expect(selectRouter(t.state()).view).toBe('ConnectingFarcaster');
    expect(selectEmbeddedWallet(t.state()).farcaster).toEqual({ uri: `${FRAME_ORIGIN}/farcaster?channel=c1`, status: 'waiting', error: null });
    frame.reply('CONNECT_FARCASTER', frame.last('CONNECT_FARCASTER')!.id, { userName: 'ada' });
    await settle(12);
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
  });
});

describe('RPC through the embedded wallet (SPEC §4, §5, §6)', () => {
  it('answers eth_accounts and eth_chainId from state, and stores the chain a switch returns', async () => {
    const { t, frame } = await signedIn();
    const before = frame.posted.length;
    await expect(provider(t).request({ method: 'eth_accounts' })).resolves.toEqual([SMART]);
    await expect(provider(t).request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(frame.posted.length).toBe(before);
    const chains: unknown[] = [];
    provider(t).on!('chainChanged', (id) => chains.push(id));
    frame.on('SWITCH_NETWORK', (payload) => ({ payload: { chainId: (payload as { chainId: number }).chainId } }));
    const switched = track(provider(t).request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }));
    await settle();
    expect(switched).toMatchObject({ done: true, result: null });
    expect(frame.last('SWITCH_NETWORK')?.payload).toEqual({ chainId: 31338 });
    expect(chains).toEqual(['0x7a6a']);
    await expect(provider(t).request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
    // no smart account on 31338: the EOA is the account there
    await expect(provider(t).request({ method: 'eth_accounts' })).resolves.toEqual([EOA]);
  });

  it("SPEC §9 frame chains / §8: a configured network the frame refuses to switch to tells the visitor 'Chain is not supported', and the account stays where it was", async () => {
    const FANTOM = { ...TEST_NETWORK_B, id: 250, caipNetworkId: 'eip155:250', name: 'Fantom', rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } } };
    const { t, frame } = await signedIn({ options: testOptions({ networks: [TEST_NETWORK_B, FANTOM], features: { analytics: false } }) });
    // the secure frame (sandbox/secureSite) serves SPEC §9's frame chains and the sandbox's own: not Fantom
    frame.on('SWITCH_NETWORK', (payload) =>
      (payload as { chainId: number }).chainId === 250 ? { error: 'Chain is not supported' } : { payload: { chainId: (payload as { chainId: number }).chainId } },
    );
    const before = selectNetworkState(t.state()).active.eip155;
    t.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:250' }));
    await settle(12);
    expect(frame.last('SWITCH_NETWORK')?.payload).toEqual({ chainId: 250 });
    expect(words(selectNetworkState(t.state()).switchError)).toBe('Chain is not supported');
    expect(words(selectNotification(t.state()).message)).toBe('Chain is not supported');
    expect(selectNetworkState(t.state()).active.eip155).toBe(before);
  });

  it('opens ApproveTransaction for an unsafe request, resolves on approval and closes the modal it opened', async () => {
    const { t, frame } = await signedIn({ closed: true });
    t.store.dispatch(closeRequested());
    await settle();
    frame.on('RPC_REQUEST', () => 'silent');
    const signed = track(provider(t).request({ method: 'personal_sign', params: ['0x68690a', SMART] }));
    await settle();
    expect(selectIsOpen(t.state())).toBe(true);
    expect(selectRouter(t.state()).view).toBe('ApproveTransaction');
    // the request goes to the frame once the frame is on screen (and focused) over the view
    expect(frame.last('RPC_REQUEST')).toBeUndefined();
    await showApproval(t);
    expect(frame.iframe!.style.display).toBe('block');
    expect(frame.last('RPC_REQUEST')?.payload).toEqual({ method: 'personal_sign', params: ['0x68690a', SMART], chainId: 31337 });
    expect(selectOpenFrameRequests(t.state())).toEqual([expect.objectContaining({ event: 'RPC_REQUEST', method: 'personal_sign' })]);
    frame.reply('RPC_REQUEST', frame.last('RPC_REQUEST')!.id, SIGNATURE);
    await settle();
    expect(signed).toMatchObject({ done: true, result: SIGNATURE });
    expect(selectIsOpen(t.state())).toBe(false);
  });

  it('SPEC §6 wallet_revokePermissions: only a revoke of eth_accounts signs out; another permission goes through approval', async () => {
    const { t, frame } = await signedIn({ closed: true });
    frame.on('RPC_REQUEST', () => 'silent');
    const other = track(provider(t).request({ method: 'wallet_revokePermissions', params: [{ wallet_sendCalls: {} }] }));
    await settle();
    expect(selectRouter(t.state()).view).toBe('ApproveTransaction');
    expect(frame.names()).not.toContain('SIGN_OUT');
    await showApproval(t);
    expect(frame.last('RPC_REQUEST')?.payload).toMatchObject({ method: 'wallet_revokePermissions', params: [{ wallet_sendCalls: {} }] });
    frame.reply('RPC_REQUEST', frame.last('RPC_REQUEST')!.id, null);
    await settle();
    expect(other).toMatchObject({ done: true, result: null });
    expect(selectConnection(t.state()).status.eip155).toBe('connected');

    const revoked = track(provider(t).request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }));
    await settle(12);
    expect(revoked).toMatchObject({ done: true, result: null });
    expect(frame.names()).toContain('SIGN_OUT');
    expect(selectEmbeddedWallet(t.state()).session).toBe('signedOut');
  });

  it('rejects a declined request (4001) and goes back to the view the visitor was on', async () => {
    const { t, frame } = await signedIn();
    frame.on('RPC_REQUEST', () => ({ error: 'User rejected the request' }));
    const declined = track(provider(t).request({ method: 'eth_sendTransaction', params: [{ to: EOA, value: '0x1' }] }));
    await settle();
    await showApproval(t);
    expect(declined).toMatchObject({ done: true, error: { message: 'User rejected the request', code: 4001 } });
    expect(selectIsOpen(t.state())).toBe(true);
    expect(selectRouter(t.state()).view).toBe('Account');
  });

  it('shows the frame over the modal body while ApproveTransaction is on screen', async () => {
    const { t, frame } = await signedIn();
    frame.on('RPC_REQUEST', () => 'silent');
    track(provider(t).request({ method: 'personal_sign', params: ['0x00', SMART] }));
    await settle();
    await showApproval(t);
    const style = frame.iframe!.style;
    expect([style.display, style.top, style.left, style.width, style.height]).toEqual(['block', '60px', '20px', '320px', '420px']);
    t.store.dispatch(closeRequested());
    await settle();
    expect(style.display).toBe('none');
  });

  it('SPEC §4: the provider emits connect on sign-in, error when the frame fails a request, none for a refused method', async () => {
    const { t, frame } = await withFrame({ closed: true });
    const heard: [string, unknown][] = [];
    for (const name of ['connect', 'disconnect', 'error']) provider(t).on!(name, (value: unknown) => heard.push([name, value]));
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    frame.on('CONNECT_OTP', () => ({}));
    frame.ready();
    t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    t.store.dispatch(otpSubmitted({ otp: '123456' }));
    await settle(12);
    expect(selectConnection(t.state()).status.eip155).toBe('connected');
    expect(heard).toEqual([['connect', { chainId: '0x7a69' }]]);

    const refused = track(provider(t).request({ method: 'eth_sign', params: [SMART, '0x00'] }));
    await settle();
    expect(refused.error?.code).toBe(4200);
    expect(heard).toHaveLength(1);

    frame.on('RPC_REQUEST', () => ({ error: 'node unreachable' }));
    const failed = track(provider(t).request({ method: 'eth_blockNumber' }));
    await settle();
    expect(failed.error?.message).toBe('node unreachable');
    expect(heard.map(([name]) => name)).toEqual(['connect', 'error']);
    expect(heard[1]![1]).toMatchObject({ message: 'node unreachable' });
  });

  it("refuses a method outside the allowed list, opens the modal, shows 'Action not allowed' after 300 ms, and aborts pending unsafe requests", async () => {
    const { t, frame } = await signedIn({ closed: true });
    t.store.dispatch(closeRequested());
    await settle();
    frame.on('RPC_REQUEST', () => 'silent');
    const unsafe = track(provider(t).request({ method: 'eth_signTypedData_v4', params: [SMART, '{}'] }));
    const safe = track(provider(t).request({ method: 'eth_blockNumber' }));
    await settle();
    await showApproval(t);
    expect(selectOpenFrameRequests(t.state()).map((r) => r.method)).toEqual(['eth_signTypedData_v4', 'eth_blockNumber']);
    const refused = track(provider(t).request({ method: 'eth_sign', params: [SMART, '0x00'] }));
    await settle();
    expect(refused).toMatchObject({ done: true, error: { message: 'Requested RPC call is not allowed', code: 4200 } });
    expect(unsafe).toMatchObject({ done: true, error: { message: 'Request was aborted' } });
    expect(safe.done).toBe(false);
    expect(words(selectNotification(t.state()).message)).not.toBe('Action not allowed');
    await jest.advanceTimersByTimeAsync(300);
    expect(selectIsOpen(t.state())).toBe(true);
    expect(selectNotification(t.state())).toMatchObject({ open: true, message: { code: 'actionNotAllowed' }, variant: 'error' });
    expect(frame.posted.some((e) => e.type === '@w3m-app/RPC_REQUEST' && (e.payload as { method: string }).method === 'eth_sign')).toBe(false);
    const blockNumber = frame.posted.find((e) => e.type === '@w3m-app/RPC_REQUEST' && (e.payload as { method: string }).method === 'eth_blockNumber')!;
    frame.reply('RPC_REQUEST', blockNumber.id, '0x10');
    await settle();
    expect(safe).toMatchObject({ done: true, result: '0x10' });
  });

  it('checks results (hash 0x+64 hex, signature 0x+62 hex) and wallet_sendCalls entries', async () => {
    const { t, frame } = await signedIn();
    frame.on('RPC_REQUEST', (payload) => ({ payload: (payload as { method: string }).method === 'personal_sign' ? '0x1234' : TX_HASH.slice(0, 20) }));
    const sign = track(provider(t).request({ method: 'personal_sign', params: ['0x00', SMART] }));
    const send = track(provider(t).request({ method: 'eth_sendTransaction', params: [{ to: EOA }] }));
    await settle();
    await showApproval(t);
    expect(sign.error?.message).toMatch(/signature/);
    expect(send.error?.message).toMatch(/transaction hash/);
    const posted = frame.posted.length;
    const calls = track(provider(t).request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nope' }] }] }));
    await settle();
    expect(calls).toMatchObject({ done: true, error: { code: -32602 } });
    expect(frame.posted.length).toBe(posted);
  });

  it('answers an empty object when wallet_getCapabilities fails', async () => {
    const { t, frame } = await signedIn();
    frame.on('RPC_REQUEST', () => ({ error: 'Not signed in' }));
    await expect(provider(t).request({ method: 'wallet_getCapabilities', params: [SMART] })).resolves.toEqual({});
  });

  it("shows 'This application might not support Smart Accounts' when a smart account's signature fails", async () => {
    const { t, frame } = await signedIn({ closed: true });
    frame.on('RPC_REQUEST', () => ({ error: 'Signing failed' }));
    const signed = track(provider(t).request({ method: 'personal_sign', params: ['0x00', SMART] }));
    await settle();
    // no view reported the frame's place (no UI mounted): the request goes after a short wait all the same
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(signed.error?.message).toBe('Signing failed');
    expect(words(selectNotification(t.state()).message)).toBe('This application might not support Smart Accounts');
  });

  it("says 'Signature declined' calmly (not as an error) when the visitor declines a signature in the frame", async () => {
    const { t, frame } = await signedIn({ closed: true });
    frame.on('RPC_REQUEST', () => ({ error: 'User rejected the request' }));
    const signed = track(provider(t).request({ method: 'personal_sign', params: ['0x00', SMART] }));
    await settle();
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(signed.error).toMatchObject({ code: 4001 });
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'signatureDeclined' }, variant: 'info' });
  });
});

describe('headless use through the instance', () => {
  it('signs in and signs a message through instance.getWalletProvider()', async () => {
    const session = memory();
    const local = memory();
    const gate = createWalletGate(
      { ...options, headless: true },
      { session: session.storage, storage: local.storage, afterPaint: () => Promise.resolve(), logger: { warn: jest.fn(), error: jest.fn() } },
    );
    gate.store.dispatch(emailFieldFocused());
    await settle();
    const frame = new FakeFrame().attach();
    frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
    frame.on('CONNECT_OTP', () => ({}));
    frame.on('RPC_REQUEST', () => ({ payload: SIGNATURE }));
    frame.ready();
    gate.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await settle();
    gate.store.dispatch(otpSubmitted({ otp: '123456' }));
    await settle(12);
    expect(gate.getAccount()).toMatchObject({ isConnected: true, address: SMART, walletInfo: { type: 'AUTH', name: 'Email wallet' } });
    const wallet = gate.getWalletProvider()!;
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toEqual([SMART]);
    const signed = track(wallet.request({ method: 'personal_sign', params: ['0x68690a', SMART] }));
    await settle();
    expect(signed.result).toBe(SIGNATURE);
    gate.destroy();
  });
});

describe('frame events asserted by no test before', () => {
  it('SPEC §7 APP_SYNC_DAPP_DATA and APP_SYNC_THEME go on READY, and APP_SYNC_THEME again when the theme changes', async () => {
    const { t, frame } = await withFrame();
    frame.ready();
    await settle();
    expect(frame.last('SYNC_DAPP_DATA')?.payload).toMatchObject({ projectId: 'test-project', sdkType: expect.any(String), sdkVersion: expect.any(String) });
    expect(frame.names().filter((n) => n === 'SYNC_THEME')).toHaveLength(1);
    t.store.dispatch(themeModeChanged('dark'));
    await settle();
    expect(frame.names().filter((n) => n === 'SYNC_THEME')).toHaveLength(2);
    expect(frame.last('SYNC_THEME')?.payload).toMatchObject({ themeMode: 'dark' });
  });

  it('SPEC §4 §7 APP_GET_CHAIN_ID: with no chain stored, eth_chainId asks the frame once and stores its answer', async () => {
    const { t, frame, session } = await withFrame();
    frame.on('GET_CHAIN_ID', () => ({ payload: { chainId: 'eip155:31338' } }));
    frame.ready();
    await settle();
    const first = track(provider(t).request({ method: 'eth_chainId' }));
    await settle();
    expect(first).toMatchObject({ done: true, result: '0x7a6a' });
    expect(raw(session.backend, 'lastUsedChainId')).toBe('31338');
    const second = track(provider(t).request({ method: 'eth_chainId' }));
    await settle();
    expect(second).toMatchObject({ done: true, result: '0x7a6a' });
    expect(frame.names().filter((n) => n === 'GET_CHAIN_ID')).toHaveLength(1);
  });
});
