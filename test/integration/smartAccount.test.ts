/**
 * The widget side of smart accounts against the fake secure frame: the default account type switched once
 * on connect with its fallback to the EOA (SPEC §4, §8), the switch on Account and what follows it
 * (smartAccountDeployed from the frame, both addresses in allAccounts), the smart-account networks stored
 * comma-joined in session storage (SPEC §3), wallet_getCapabilities failing into `{}` (SPEC §4), and
 * wallet_sendCalls checked per SPEC §5 before anything reaches the frame.
 */
import { TIMING } from '../../src/core/constants';
import { openRequested, selectAccount, selectConnection, selectNetworkState, selectNotification } from '../../slices';
import { emailFieldFocused, emailSubmitted } from '../../slices/embeddedWalletRequests';
import { accountTypeRequested, approvalAreaChanged, otpSubmitted, selectEmbeddedWallet } from '../../slices/embeddedWallet';
import { createStorage, memoryBackend, STORAGE_PREFIX } from '../../src/services/storage';
import type { Eip1193Provider } from '../../src/services/providers';
import { EOA, FakeFrame, SMART } from '../helpers/fakeFrame';
import { makeTestStore, testOptions, useSagaTimers } from '../helpers/makeTestStore';

const options = testOptions({ features: { analytics: false } });

async function settle(rounds = 8) {
  for (let i = 0; i < rounds; i += 1) await jest.advanceTimersByTimeAsync(0);
}

/** Signs in by email and code against `frame` (scripted before READY by `script`). */
async function signIn(script: (frame: FakeFrame) => void = () => {}) {
  const backend = memoryBackend();
  const t = makeTestStore(options, { session: createStorage(backend), storage: createStorage(memoryBackend()) });
  t.store.dispatch(openRequested());
  t.store.dispatch(emailFieldFocused());
  await settle();
  const frame = new FakeFrame().attach();
  frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', () => ({}));
  script(frame);
  frame.ready();
  t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
  await settle();
  t.store.dispatch(otpSubmitted({ otp: '123456' }));
  await settle(14);
  expect(selectConnection(t.state()).status.eip155).toBe('connected');
  const provider = t.deps.providers.get('ID_AUTH') as Eip1193Provider;
  return { t, frame, provider, stored: (key: string) => backend.getItem(`${STORAGE_PREFIX}${key}`) };
}

beforeEach(useSagaTimers);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the account type on connect (SPEC §4)', () => {
  it('switches once to the configured default, the smart account, with both addresses in allAccounts', async () => {
    const { t, frame } = await signIn();
    expect(frame.last('GET_USER')?.payload).toEqual({ chainId: 31337, preferredAccountType: 'smartAccount' });
    expect(frame.names().filter((n) => n === 'SET_PREFERRED_ACCOUNT')).toEqual([]);
    const account = selectAccount(t.state(), 'eip155');
    expect(account).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    expect(account?.allAccounts).toEqual([
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ]);
    expect(selectNotification(t.state()).message?.code).not.toBe('smartAccountsUnsupported');
  });

  it("fails back to the EOA with SPEC §8's 'This application might not support Smart Accounts'", async () => {
    const { t, frame } = await signIn((f) => {
      // a frame that keeps the EOA on GET_USER and refuses the switch
      f.on('GET_USER', () => ({ payload: f.user(31337) }));
      f.on('SET_PREFERRED_ACCOUNT', () => ({ error: 'Smart accounts are not enabled on chain 31337' }));
    });
    expect(frame.names()).toContain('SET_PREFERRED_ACCOUNT');
    expect(selectEmbeddedWallet(t.state()).user).toMatchObject({ address: EOA, preferredAccountType: 'eoa' });
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({ address: EOA, preferredAccountType: 'eoa' });
    // it replaces the 'Authenticating...' toast after SPEC §4's gap
    await jest.advanceTimersByTimeAsync(TIMING.notificationGapMs);
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'smartAccountsUnsupported' }, variant: 'error' });
  });
});

describe('switching on Account', () => {
  it('moves to the regular account and back; smartAccountDeployed follows what the frame reads from the chain', async () => {
    const { t, frame, provider } = await signIn();
    const seen: unknown[] = [];
    provider.on!('accountsChanged', (accounts) => seen.push(accounts));
    t.store.dispatch(accountTypeRequested({ type: 'eoa' }));
    await settle();
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({ address: EOA, preferredAccountType: 'eoa' });

    // meanwhile the account was deployed on chain: the frame's user record says so
    const onChain = frame.user.bind(frame);
    frame.user = (chainId: number) => ({ ...onChain(chainId), smartAccountDeployed: true });
    t.store.dispatch(accountTypeRequested({ type: 'smartAccount' }));
    await settle(12);
    expect(frame.last('SET_PREFERRED_ACCOUNT')?.payload).toEqual({ type: 'smartAccount' });
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: true });
    expect(seen).toEqual([[EOA], [SMART]]);
    expect(selectEmbeddedWallet(t.state()).accountTypeBusy).toBe(false);
  });

  it("a refused switch falls back to the EOA with SPEC §8's message", async () => {
    const { t, frame } = await signIn();
    frame.on('SET_PREFERRED_ACCOUNT', () => ({ error: 'down' }));
    t.store.dispatch(accountTypeRequested({ type: 'smartAccount' }));
    await settle();
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({ address: EOA, preferredAccountType: 'eoa' });
    expect(selectNotification(t.state()).message).toEqual({ code: 'smartAccountsUnsupported' });
  });

  it('re-reads smartAccountDeployed after the smart account’s first transaction (wallet_sendCalls)', async () => {
    const { t, frame, provider } = await signIn();
    expect(selectAccount(t.state(), 'eip155')?.smartAccountDeployed).toBe(false);
    const getUsers = () => frame.names().filter((n) => n === 'GET_USER').length;
    const before = getUsers();
    frame.on('RPC_REQUEST', () => {
      const onChain = frame.user.bind(frame);
      frame.user = (chainId: number) => ({ ...onChain(chainId), smartAccountDeployed: true });
      return { payload: { id: '0xbatch' } };
    });
    const sent = provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: SMART, calls: [{ to: EOA, value: '0x1' }, { to: EOA, data: '0x' }] }] });
    await settle();
    t.store.dispatch(approvalAreaChanged({ top: 60, left: 20, width: 320, height: 420 }));
    await settle(12);
    await expect(sent).resolves.toEqual({ id: '0xbatch' });
    expect(getUsers()).toBe(before + 1);
    expect(selectAccount(t.state(), 'eip155')?.smartAccountDeployed).toBe(true);
  });
});

describe('the smart-account networks (SPEC §3 session storage)', () => {
  it('stores the enabled networks comma-joined and in the network state', async () => {
    const { t, stored } = await signIn((f) => f.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ payload: { smartAccountEnabledNetworks: [31337, 31338] } })));
    expect(stored('smartAccountEnabledNetworks')).toBe(JSON.stringify('31337,31338'));
    expect(selectNetworkState(t.state()).smartAccountEnabledNetworks).toEqual([31337, 31338]);
  });

  it('a failed fetch stores the empty list', async () => {
    const { t, stored } = await signIn((f) => f.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ error: 'down' })));
    expect(stored('smartAccountEnabledNetworks')).toBe(JSON.stringify(''));
    expect(selectNetworkState(t.state()).smartAccountEnabledNetworks).toEqual([]);
  });
});

describe('EIP-5792 through the embedded provider', () => {
  it('answers wallet_getCapabilities from the frame, and `{}` when it fails (SPEC §4)', async () => {
    const { frame, provider } = await signIn();
    const capabilities = { '0x7a69': { atomic: { status: 'supported' } } };
    frame.on('RPC_REQUEST', () => ({ payload: capabilities }));
    const answered = provider.request({ method: 'wallet_getCapabilities', params: [SMART, ['0x7a69']] });
    await settle();
    await expect(answered).resolves.toEqual(capabilities);
    expect(frame.last('RPC_REQUEST')?.payload).toEqual({ method: 'wallet_getCapabilities', params: [SMART, ['0x7a69']], chainId: 31337 });

    frame.on('RPC_REQUEST', () => ({ error: 'capabilities are down' }));
    const failed = provider.request({ method: 'wallet_getCapabilities', params: [SMART] });
    await settle();
    await expect(failed).resolves.toEqual({});
  });

  it('refuses wallet_sendCalls entries whose `to` or `data` do not start with 0x (SPEC §5), before the frame sees them', async () => {
    const { frame, provider } = await signIn();
    const posted = frame.posted.length;
    for (const calls of [[{ to: 'dead' }], [{ to: EOA, data: 'a9059cbb' }], []]) {
      const refused = expect(provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: SMART, calls }] })).rejects.toMatchObject({
        code: -32602,
        message: 'wallet_sendCalls entries need `to` starting with 0x and optional `data` starting with 0x',
      });
      await settle();
      await refused;
    }
    expect(frame.posted.slice(posted).filter((e) => e.type === '@w3m-app/RPC_REQUEST')).toEqual([]);
  });
});
