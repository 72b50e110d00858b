/**
 * Names (SPEC §3, §4, §5, §6, §7, §8, §9): the account's own name and avatar after
 * connect (reverse lookup and identity, cached 5 minutes per address), RegisterAccountName's rule, suggestions
 * and availability with the 300 ms wait, and registration — signed in the wallet, stored, shown — with every
 * names error of SPEC §8.
 */
import { http, HttpResponse } from 'msw';
import { hexToString } from 'viem';
import { backRequested, openRequested, selectAccount, selectAccountInfo, selectRouter } from '../../slices';
import {
  nameTyped,
  registerNameCancelled,
  registerNameRequested,
  selectNameIssue,
  selectNames,
  selectNameSuggestions,
  selectNameToRegister,
} from '../../slices/names';
import { selectButtonModel } from '../../src/button/model';
import type { ProfileName } from '../../src/core/api/profile';
import { ADDRESS, API, RECEIVER, accountStore, apiLog, connect, installWallet, options } from '../helpers/accountWorld';
import { userRejected, type FakeWallet } from '../helpers/fakeWallet';
import { TEST_NETWORK, useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushTurns, untilTurns, waitUntil } from '../helpers/wait';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { makeTestStore } from '../helpers/makeTestStore';
import { words } from '../helpers/words';

const server = useMswServer();
let wallet: FakeWallet;
let log: ReturnType<typeof apiLog>;
const SIGNATURE = `0x${'ab'.repeat(65)}`;
/** ENSIP-11 coin type of Sandbox A (31337): 0x80000000 | chainId */
const COIN_TYPE = (0x80000000 | 31337) >>> 0;

const profile = (name: string, registered = 1_700_000_000): ProfileName => ({
  name,
  registered,
  updated: registered,
  addresses: { [String(COIN_TYPE)]: { address: ADDRESS, created: String(registered) } },
  attributes: [],
});

/** The profile API as the sandbox answers it, recording every request: suggestions list the name asked for first, marked when `taken`. */
function profileApi({ names = [] as ProfileName[], avatar = null as string | null, taken = [] as string[] } = {}) {
  server.use(
    http.get(`${API}/v1/profile/reverse/:address`, ({ request }) => {
      log.record(request);
      return HttpResponse.json(names);
    }),
    http.get(`${API}/v1/identity/:address`, ({ request }) => {
      log.record(request);
      return HttpResponse.json({ name: names[0]?.name ?? null, avatar });
    }),
    http.get(`${API}/v1/profile/suggestions/:name`, ({ request, params }) => {
      log.record(request);
      const base = String(params.name);
      return HttpResponse.json({
        suggestions: [base, `${base}-web3`, `${base}1`].map((label) => ({ name: `${label}.reown.id`, registered: taken.includes(`${label}.reown.id`) })),
      });
    }),
  );
}

/** Registration: records the body and answers as the sandbox does (or with `status`). */
function registrationApi(status = 200) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/v1/profile/account`, async ({ request }) => {
      log.record(request);
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (status !== 200) return HttpResponse.json({ error: 'down' }, { status });
      const { name } = JSON.parse(body.message as string) as { name: string };
      return HttpResponse.json(profile(name, Math.floor(Date.now() / 1000)));
    }),
  );
  return bodies;
}

beforeEach(() => {
  log = apiLog();
  rpcNode(server);
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
  wallet.on('personal_sign', () => SIGNATURE);
  server.use(http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
});
afterEach(() => {
  wallet.uninstall();
  jest.useRealTimers();
});

type T = ReturnType<typeof accountStore>;
const account = (t: T) => selectAccount(t.state(), 'eip155');
const names = (t: T) => selectNames(t.state());
const profilePaths = () => log.paths().filter((p) => p.startsWith('/v1/profile') || p.startsWith('/v1/identity'));

/** Connected with the modal closed (nothing else in view), then on fake timers for the 300 ms wait. */
async function connectedOnFakeTimers(extra: Parameters<typeof accountStore>[0] = {}) {
  const t = accountStore(extra);
  await connect(t, { inView: false });
  await waitUntil(() => names(t).lookupError !== null || profilePaths().length >= 2, 'the account lookup');
  useSagaTimers();
  return t;
}

function type(t: T, text: string) {
  t.store.dispatch(nameTyped({ text }));
}

describe("the account's own name (reverse lookup and identity)", () => {
  it('fills the profile name and avatar after connect, for the Account view and the account button', async () => {
    profileApi({ names: [profile('alice-1234.reown.id')], avatar: `${API}/avatar/alice.svg` });
    const t = accountStore();
    await connect(t, { inView: false });
    await waitUntil(() => account(t)?.profileName === 'alice-1234.reown.id', 'profile name');
    expect(account(t)?.profileImage).toBe(`${API}/avatar/alice.svg`);
    expect(selectButtonModel(t.state())).toMatchObject({ kind: 'account', label: 'alice-1234.reown.id', image: `${API}/avatar/alice.svg` });
    // getAccount() / useAccount(): what a site's own header shows
    expect(selectAccountInfo(t.state())).toMatchObject({ profileName: 'alice-1234.reown.id', profileImage: `${API}/avatar/alice.svg` });
    const reverse = log.requests.find((u) => u.pathname.startsWith('/v1/profile/reverse/'))!;
    expect(reverse.pathname).toBe(`/v1/profile/reverse/${ADDRESS}`);
    expect(Object.fromEntries(reverse.searchParams)).toMatchObject({ sender: ADDRESS, apiVersion: '2', projectId: 'test-project' });
    const identity = log.requests.find((u) => u.pathname.startsWith('/v1/identity/'))!;
    expect(identity.searchParams.get('sender')).toBe(ADDRESS);
    t.task.cancel();
  });

  it('recognises the legacy .wcn.id suffix and prefers its own names to others', async () => {
    profileApi({ names: [profile('someone.eth', 1_800_000_000), profile('bob-legacy.wcn.id')] });
    const t = accountStore();
    await connect(t, { inView: false });
    await waitUntil(() => account(t)?.profileName === 'bob-legacy.wcn.id', 'the legacy name');
    t.task.cancel();
  });

  it('is cached 5 minutes per address: a reload within them asks nothing, after them it asks again', async () => {
    profileApi({ names: [profile('alice-1234.reown.id')] });
    const storage = createStorage(memoryBackend());
    const first = accountStore({}, storage);
    await connect(first, { inView: false });
    await waitUntil(() => account(first)?.profileName === 'alice-1234.reown.id');
    expect(profilePaths()).toHaveLength(2);
    first.task.cancel();

    // the page reloads: the name shows from the cache, without a request
    const second = accountStore({}, storage);
    await connect(second, { inView: false });
    await waitUntil(() => account(second)?.profileName === 'alice-1234.reown.id', 'the name from the cache');
    expect(profilePaths()).toHaveLength(2);
    second.task.cancel();

    // five minutes later the cache has expired
    const later = Date.now() + 5 * 60_000;
    const third = makeTestStore(options(), { storage, now: () => later });
    await connect(third as T, { inView: false });
    await waitUntil(() => profilePaths().length === 4, 'asked again after 5 minutes');
    await waitUntil(() => account(third as T)?.profileName === 'alice-1234.reown.id');
    third.task.cancel();
  });

  it("says 'Error fetching names for address' when the reverse lookup fails, and keeps the identity's name", async () => {
    profileApi({ names: [profile('carol-id.reown.id')] });
    server.use(http.get(`${API}/v1/profile/reverse/:address`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const t = accountStore();
    await connect(t, { inView: false });
    await waitUntil(() => names(t).lookupError !== null, 'the lookup error');
    expect(names(t).lookupError).toEqual({ code: 'names.namesForAddress' });
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] Error fetching names for address', 'HTTP status code: 500');
    await waitUntil(() => account(t)?.profileName === 'carol-id.reown.id', "the identity's name");
    t.task.cancel();
  });

  it("keeps the reverse lookup's name when the identity fails ('Error resolving name' logged)", async () => {
    profileApi({ names: [profile('dave-name.reown.id')] });
    server.use(http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ unexpected: true })));
    const t = accountStore();
    await connect(t, { inView: false });
    await waitUntil(() => account(t)?.profileName === 'dave-name.reown.id', 'the name');
    expect(account(t)?.profileImage).toBeNull();
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] Error resolving name', expect.stringContaining('Unexpected response'));
    t.task.cancel();
  });

  it('looks up the next account when the wallet switches, dropping the old name first', async () => {
    profileApi({ names: [profile('alice-1234.reown.id')] });
    const t = accountStore();
    await connect(t, { inView: false });
    await waitUntil(() => account(t)?.profileName === 'alice-1234.reown.id');
    // the other account has no name
    server.use(
      http.get(`${API}/v1/profile/reverse/:address`, ({ request }) => {
        log.record(request);
        return HttpResponse.json([]);
      }),
      http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
    );
    wallet.emit('accountsChanged', [RECEIVER]);
    await waitUntil(() => log.paths().includes(`/v1/profile/reverse/${RECEIVER}`), 'the new account looked up');
    await waitUntil(() => account(t)?.address === RECEIVER);
    expect(account(t)?.profileName).toBeNull();
    t.task.cancel();
  });

  it('shows the truncated address when the account has no name', async () => {
    profileApi();
    const t = accountStore();
    await connect(t, { inView: false });
    await waitUntil(() => profilePaths().length === 2);
    expect(account(t)?.profileName).toBeNull();
    expect(selectButtonModel(t.state())).toMatchObject({ label: '0x70…dc79C8' });
    t.task.cancel();
  });
});

describe('RegisterAccountName: the SPEC §5 rule, suggestions and availability (fake timers)', () => {
  it("refuses 'abc' and 'al ice' before any call", async () => {
    profileApi();
    const t = await connectedOnFakeTimers();
    const before = log.requests.length;
    type(t, 'abc');
    expect(selectNameIssue(t.state())).toBe('tooShort');
    expect(selectNameToRegister(t.state())).toBeNull();
    await jest.advanceTimersByTimeAsync(1_000);
    type(t, 'al ice');
    expect(selectNameIssue(t.state())).toBe('invalidCharacters');
    await jest.advanceTimersByTimeAsync(1_000);
    t.store.dispatch(registerNameRequested());
    await jest.advanceTimersByTimeAsync(1_000);
    await flushTurns();
    expect(log.requests.length).toBe(before);
    expect(wallet.methods()).not.toContain('personal_sign');
    expect(names(t).registering).toBe(false);
    expect(selectRouter(t.state()).view).not.toBe('RegisterAccountNameSuccess');
    t.task.cancel();
  });

  it('waits 300 ms after the last keystroke, then shows suggestions and whether the name is free (suffix applied)', async () => {
    profileApi({ taken: ['alice-1234-web3.reown.id'] });
    const t = await connectedOnFakeTimers();
    const before = log.requests.length;
    type(t, 'Alice');
    await jest.advanceTimersByTimeAsync(200);
    type(t, 'alice-1234');
    expect(names(t).loading).toBe(true);
    expect(names(t).availability).toBe('checking');
    await jest.advanceTimersByTimeAsync(299);
    await flushTurns();
    expect(log.requests.length).toBe(before);
    await jest.advanceTimersByTimeAsync(1);
    await untilTurns(() => names(t).availability === 'available' && !names(t).loading, 'the lookup');
    const asked = log.requests.slice(before);
    expect(asked.map((u) => u.pathname)).toEqual(['/v1/profile/suggestions/alice-1234']);
    expect(asked[0]!.searchParams.get('zone')).toBe('reown.id');
    expect(selectNameToRegister(t.state())).toBe('alice-1234.reown.id');
    expect(selectNameSuggestions(t.state())).toEqual([
      { name: 'alice-1234.reown.id', registered: false },
      { name: 'alice-1234-web3.reown.id', registered: true },
      { name: 'alice-12341.reown.id', registered: false },
    ]);

    // a taken name says so, and is not registered
    type(t, 'alice-1234-web3');
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => names(t).availability === 'taken', 'taken');
    t.store.dispatch(registerNameRequested());
    await flushTurns();
    expect(wallet.methods()).not.toContain('personal_sign');
    t.task.cancel();
  });

  it("says 'Error fetching name suggestions' when the call fails, and availability stays unknown", async () => {
    profileApi();
    server.use(http.get(`${API}/v1/profile/suggestions/:name`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const t = await connectedOnFakeTimers();
    type(t, 'erin-name');
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => !names(t).loading, 'failed');
    expect(names(t).suggestionsError).toEqual({ code: 'names.suggestions' });
    expect(names(t).availability).toBe('unknown');
    expect(selectNameSuggestions(t.state())).toEqual([]);
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] Error fetching name suggestions', 'HTTP status code: 500');
    t.task.cancel();
  });

  it("says 'Error fetching name suggestions' for a malformed answer and for one that never comes (the request timeout)", async () => {
    profileApi();
    let answer: 'malformed' | 'never' = 'malformed';
    server.use(
      http.get(`${API}/v1/profile/suggestions/:name`, () =>
        answer === 'malformed' ? HttpResponse.json({ suggestions: 'nope' }) : new Promise<Response>(() => undefined),
      ),
    );
    const t = await connectedOnFakeTimers();
    type(t, 'frank-name');
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => !names(t).loading, 'malformed');
    expect(words(names(t).suggestionsError)).toBe('Error fetching name suggestions');
    expect(t.logger.warn).toHaveBeenLastCalledWith('[WalletGate] Error fetching name suggestions', 'Unexpected response from /v1/profile/suggestions/frank-name');

    answer = 'never';
    type(t, 'frank-name2');
    await jest.advanceTimersByTimeAsync(300);
    await flushTurns();
    expect(names(t).loading).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    await untilTurns(() => !names(t).loading, 'timed out');
    expect(words(names(t).suggestionsError)).toBe('Error fetching name suggestions');
    expect(t.logger.warn).toHaveBeenLastCalledWith('[WalletGate] Error fetching name suggestions', 'The request took too long to respond.');
    t.task.cancel();
  });
});

describe('registering (SPEC §4)', () => {
  async function readyToRegister(extra: Parameters<typeof accountStore>[0] = {}) {
    profileApi();
    const t = await connectedOnFakeTimers(extra);
    type(t, 'alice-1234');
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => names(t).availability === 'available', 'available');
    return t;
  }

  it('signs the JSON message in the wallet, registers, stores the profile name and shows the success view', async () => {
    const bodies = registrationApi();
    let signing: (() => void) | null = null;
    wallet.on('personal_sign', () => new Promise((resolve) => (signing = () => resolve(SIGNATURE))));
    const t = await readyToRegister();
    t.store.dispatch(registerNameRequested());
    await untilTurns(() => signing !== null, 'asked to sign');
    // SPEC §4: loading, the success view pushed, then the wallet signs
    expect(names(t).registering).toBe(true);
    expect(selectRouter(t.state()).view).toBe('RegisterAccountNameSuccess');
    const [hex, from] = wallet.calls.find((c) => c.method === 'personal_sign')!.params as [`0x${string}`, string];
    expect(from).toBe(ADDRESS);
    const message = hexToString(hex);
    expect(JSON.parse(message)).toEqual({ name: 'alice-1234.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    signing!();
    await untilTurns(() => names(t).registered, 'registered');
    expect(bodies).toEqual([{ coin_type: COIN_TYPE, address: ADDRESS, message, signature: SIGNATURE }]);
    expect(account(t)?.profileName).toBe('alice-1234.reown.id');
    expect(names(t)).toMatchObject({ registering: false, registeringName: 'alice-1234.reown.id', registerError: null });
    expect(selectRouter(t.state()).view).toBe('RegisterAccountNameSuccess');
    expect(selectButtonModel(t.state())).toMatchObject({ label: 'alice-1234.reown.id' });
    t.task.cancel();
  });

  it("on a failed registration goes back to RegisterAccountName with 'Error registering name {name}'", async () => {
    registrationApi(500);
    const t = await readyToRegister();
    t.store.dispatch(registerNameRequested());
    await untilTurns(() => names(t).registerError !== null, 'the error');
    expect(names(t).registerError).toEqual({ code: 'names.registering', params: { name: 'alice-1234.reown.id' }, reason: null });
    expect(names(t).registering).toBe(false);
    expect(selectRouter(t.state()).view).toBe('RegisterAccountName');
    expect(account(t)?.profileName).toBeNull();
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] Error registering name alice-1234.reown.id', 'HTTP status code: 500');
    t.task.cancel();
  });

  it('says the signature was declined when the visitor refuses in the wallet, and nothing is posted', async () => {
    const bodies = registrationApi();
    wallet.on('personal_sign', userRejected);
    const t = await readyToRegister();
    t.store.dispatch(registerNameRequested());
    await untilTurns(() => names(t).registerError !== null, 'the error');
    expect(names(t).registerError).toMatchObject({ code: 'names.registering', params: { name: 'alice-1234.reown.id' }, reason: 'declined' });
    expect(bodies).toEqual([]);
    t.task.cancel();
  });

  it('says the name is taken when the API refuses it as already registered (409)', async () => {
    registrationApi(409);
    const t = await readyToRegister();
    t.store.dispatch(registerNameRequested());
    await untilTurns(() => names(t).registerError !== null, 'the error');
    expect(names(t).registerError).toMatchObject({ code: 'names.registering', params: { name: 'alice-1234.reown.id' }, reason: 'taken' });
    t.task.cancel();
  });

  it('Back while the wallet is asked stops the registration too (loading reset, nothing posted)', async () => {
    const bodies = registrationApi();
    wallet.on('personal_sign', () => new Promise(() => undefined));
    const t = await readyToRegister();
    t.store.dispatch(openRequested({ view: 'RegisterAccountName' }));
    t.store.dispatch(registerNameRequested());
    await untilTurns(() => wallet.methods().includes('personal_sign'), 'asked to sign');
    t.store.dispatch(backRequested());
    await untilTurns(() => !names(t).registering, 'loading reset');
    expect(selectRouter(t.state()).view).toBe('RegisterAccountName');
    expect(bodies).toEqual([]);
    t.task.cancel();
  });

  it('cancel resets loading, goes back to the form and posts nothing', async () => {
    const bodies = registrationApi();
    wallet.on('personal_sign', () => new Promise(() => undefined));
    const t = await readyToRegister();
    t.store.dispatch(registerNameRequested());
    await untilTurns(() => wallet.methods().includes('personal_sign'), 'asked to sign');
    expect(names(t).registering).toBe(true);
    t.store.dispatch(registerNameCancelled());
    await untilTurns(() => selectRouter(t.state()).view === 'RegisterAccountName', 'back to the form');
    expect(names(t).registering).toBe(false);
    expect(names(t).registerError).toBeNull();
    expect(bodies).toEqual([]);
    t.task.cancel();
  });

  it("refuses a chain id at or above 2^31 ('Invalid chainId') before the wallet is asked", async () => {
    const bodies = registrationApi();
    const big = 2 ** 31;
    wallet.chainId = big;
    const t = await readyToRegister({ networks: [{ ...TEST_NETWORK, id: big, name: 'Big Chain' }] });
    t.store.dispatch(registerNameRequested());
    await untilTurns(() => names(t).registerError !== null, 'the error');
    expect(names(t).registerError).toMatchObject({ code: 'names.registering', params: { name: 'alice-1234.reown.id' }, reason: 'invalidChainId' });
    expect(wallet.methods()).not.toContain('personal_sign');
    expect(bodies).toEqual([]);
    t.task.cancel();
  });
});
