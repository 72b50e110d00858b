/**
 * One source of truth, proven: fast-check drives a real wagmi config and a real WalletGate
 * store (with the wagmi and ethers adapters attached) through random sequences — connect through the modal or
 * from wagmi, through the injected wallet, WalletConnect (a scripted UniversalProvider) and the embedded wallet (a
 * fake secure frame), cancel a connect (a WalletConnect QR closed unscanned among them), switch from wagmi or from the
 * modal, accountsChanged / chainChanged from each wallet, disconnect from either side (the wallet's side for each),
 * reload (a new instance and config over the same storage), corrupted storage — and after every step checks that
 * wagmi's getAccount() and the ethers adapter agree with WalletGate.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setImmediate as realSetImmediate } from 'node:timers';
import { connect, createStorage as createWagmiStorage, disconnect, getAccount, reconnect, switchChain } from '@wagmi/core';
import { createWalletGate } from '../../src/index';
import { WagmiAdapter } from '../../src/adapters/wagmi';
import { EthersAdapter } from '../../src/adapters/ethers';
import { createStorage, memoryBackend, type KeyValueBackend } from '../../src/services/storage';
import { selectActiveConnectorIds, selectConnection, selectNetworkState, walletSelected } from '../../slices';
import { emailFieldFocused, emailSubmitted } from '../../slices/embeddedWalletRequests';
import { otpSubmitted, selectEmbeddedWallet } from '../../slices/embeddedWallet';
import { selectWalletConnect } from '../../slices/walletConnect';
import { TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B, testOptions } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { FakeWallet } from '../helpers/fakeWallet';
import { FakeUniversalProvider, fakeWalletConnect, WC_ADDRESS, WC_OTHER } from '../helpers/fakeUniversalProvider';
import { FakeFrame } from '../helpers/fakeFrame';
import { FUZZ_RUNS } from '../helpers/fuzz';

const server = useMswServer();
const networks = [TEST_NETWORK, TEST_NETWORK_B];
const ACCOUNTS = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906'];
/** the two chains the site asked for, and one it did not (the wallet may sit on any) */
const CHAINS = [31337, 31338, 1];
/**
 * Sized by case count with the fuzzers (test/helpers/fuzz.ts): one sequence of STEPS steps per 50 fuzz cases, so 200
 * sequences (4,000 steps) in `npm test` and 1,000 in `npm run fuzz`. fast-check's seed varies per run, so each run
 * walks other sequences; at 100 sequences the rarest way out was still met 6 to 9 times a run, so the coverage check
 * below does not depend on luck.
 */
const SEQUENCES = Math.ceil(FUZZ_RUNS / 50);
const STEPS = 20;

/** Real macrotask turns until `predicate` holds (no fixed sleeps); fails loudly if it never does. */
async function until(predicate: () => boolean, what: string, turns = 5000) {
  for (let i = 0; i < turns; i += 1) {
    if (predicate()) return;
    await new Promise((resolve) => realSetImmediate(resolve));
  }
  throw new Error(`never: ${what}`);
}

type Via = 'injected' | 'walletConnect' | 'embedded';

interface World {
  wallet: FakeWallet;
  /** the WalletConnect side: its session outlives a reload, as the real client's own storage does */
  wc: FakeUniversalProvider;
  /** the secure site of the current page load (a new one on each load) */
  frame: FakeFrame;
  /** what the secure site remembers across loads: a live login, and the chain it is on */
  frameSession: { alive: boolean; chainId: number };
  gateBackend: KeyValueBackend;
  sessionBackend: KeyValueBackend;
  wagmiBackend: Map<string, string>;
  /** how far the visitor's clock has moved past the real one (an email code may be asked for once per 30 s) */
  clock: number;
  page: ReturnType<typeof load>;
  /** steps run so far */
  steps: number;
}

const quiet = { warn: () => {}, error: () => {} };

/** The secure site: a login stays alive until it signs out (or the test ends it), switching moves its chain. */
function secureSite(w: Pick<World, 'frameSession'>) {
  const frame = new FakeFrame();
  const session = w.frameSession;
  frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', () => {
    session.alive = true;
    queueMicrotask(() => frame.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-token' } }));
    return {};
  });
  frame.on('IS_CONNECTED', () => ({ payload: { isConnected: session.alive } }));
  frame.on('SIGN_OUT', () => {
    session.alive = false;
    return {};
  });
  frame.on('GET_CHAIN_ID', () => ({ payload: { chainId: session.chainId } }));
  frame.on('SWITCH_NETWORK', (payload) => {
    session.chainId = Number((payload as { chainId: number | string }).chainId);
    return { payload: { chainId: session.chainId } };
  });
  return frame;
}

/** The widget creates the secure frame lazily (on an email intent, or at once to restore a login): attach as it does. */
function attachWhenCreated(w: World) {
  const frame = w.frame;
  const observer = new MutationObserver(() => {
    if (!frame.iframe?.contentWindow) return;
    observer.disconnect();
    frame.attach().ready();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** One page load: WalletGate with both adapters, over the world's storage. */
function load(world: Omit<World, 'page' | 'steps'>) {
  const wagmiStorage = createWagmiStorage({
    storage: {
      getItem: (k) => world.wagmiBackend.get(k) ?? null,
      setItem: (k, v) => void world.wagmiBackend.set(k, v),
      removeItem: (k) => void world.wagmiBackend.delete(k),
    },
  });
  const wagmi = new WagmiAdapter({ networks, storage: wagmiStorage });
  const ethers = new EthersAdapter();
  const gate = createWalletGate(
    { ...testOptions({ networks, features: { analytics: false } }), headless: true, adapters: [wagmi, ethers] },
    {
      storage: createStorage(world.gateBackend),
      session: createStorage(world.sessionBackend),
      loadWalletConnect: fakeWalletConnect(world.wc).loadWalletConnect,
      now: () => Date.now() + world.clock,
      afterPaint: () => Promise.resolve(),
      logger: quiet,
    },
  );
  return { gate, wagmi, ethers, config: wagmi.wagmiConfig, connector: wagmi.wagmiConfig.connectors[0]!, detach: () => {} };
}

/** A new page over the same storage: the old one, its secure frame and its WalletConnect client go; the stores stay. */
function newPage(w: World) {
  w.page.gate.destroy();
  w.page.detach();
  document.getElementById('w3m-iframe')?.remove();
  w.wc = new FakeUniversalProvider(w.wc.session);
  w.wc.handle('wallet_switchEthereumChain', () => null);
  w.frame = secureSite(w);
  w.page = load(w);
  w.page.detach = attachWhenCreated(w);
}

const gateStatus = (w: World) => selectConnection(w.page.gate.store.getState()).status.eip155 ?? 'disconnected';
const settled = (w: World) => {
  const wagmi = getAccount(w.page.config).status;
  // a remembered embedded login is being checked with the secure site
  const checking = selectEmbeddedWallet(w.page.gate.store.getState())?.session === 'checking';
  return gateStatus(w) !== 'connecting' && wagmi !== 'connecting' && wagmi !== 'reconnecting' && !w.page.gate.isOpen() && !checking;
};

/** The invariant: wagmi and the ethers adapter show exactly WalletGate's EVM connection. */
async function agree(w: World) {
  await until(() => settled(w), 'settled');
  // projections run on the store's notifications; let the last ones land
  await until(() => {
    const a = getAccount(w.page.config);
    const s = gateStatus(w);
    return (s === 'connected') === (a.status === 'connected');
  }, 'wagmi status follows', 200).catch(() => undefined);
  const state = w.page.gate.store.getState();
  const status = gateStatus(w);
  const account = w.page.gate.getAccount('eip155');
  const active = selectNetworkState(state).active.eip155;
  const wagmi = getAccount(w.page.config);
  assert.equal(wagmi.status, status);
  if (status === 'connected') {
    const chainId = Number(active!.split(':')[1]);
    assert.deepEqual({ address: wagmi.address, chainId: wagmi.chainId, connector: wagmi.connector?.id }, { address: account.address, chainId, connector: 'walletGate' });
    const ethers = w.page.ethers.getConnection();
    assert.deepEqual([ethers.accounts[0], ethers.chainId], [account.address, chainId]);
    const provider = w.page.ethers.getProvider()!;
    assert.equal(Number((await provider.getNetwork()).chainId), chainId);
    assert.equal(await (await w.page.ethers.getSigner()).getAddress(), account.address);
  } else {
    assert.deepEqual([wagmi.address, w.page.ethers.getProvider()], [undefined, undefined]);
  }
}

/** What the visitor has done so far says whether an EVM wallet is connected, and through which; the real world must agree. */
type Model = { via: Via | null };
type Cmd = fc.AsyncCommand<Model, World>;

const isConnected = (w: World) => gateStatus(w) === 'connected';
const connectorOf = (w: World) => selectActiveConnectorIds(w.page.gate.store.getState()).eip155;
/** the connector WalletGate uses for each way in */
const CONNECTOR: Record<Via, (id: string) => boolean> = {
  injected: (id) => id === 'test.fake.wallet',
  walletConnect: (id) => id === 'walletConnect',
  embedded: (id) => id === 'ID_AUTH',
};

/** Picks a way in on the open modal and does what its wallet asks until WalletGate is connected. */
async function pick(w: World, via: Via) {
  await until(() => w.page.gate.isOpen(), 'modal open');
  const { store } = w.page.gate;
  if (via === 'injected') {
    store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
  } else if (via === 'walletConnect') {
    store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await until(() => w.wc.waiting && selectWalletConnect(store.getState())?.uri != null, 'a QR on screen');
    w.wc.approve({ accounts: [WC_ADDRESS], chains: [31337, 31338] });
  } else {
    // the visitor comes back more than 30 s after any earlier code (SPEC §5 cooldown)
    w.clock += 31_000;
    store.dispatch(emailFieldFocused());
    await until(() => selectEmbeddedWallet(store.getState())?.frame === 'ready', 'the secure frame ready');
    const asked = w.frame.names().filter((n) => n === 'CONNECT_EMAIL').length;
    store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
    await until(() => w.frame.names().filter((n) => n === 'CONNECT_EMAIL').length > asked && !selectEmbeddedWallet(store.getState()).login.busy, 'a code sent');
    store.dispatch(otpSubmitted({ otp: '123456' }));
  }
  await until(() => isConnected(w), `connected through ${via}`);
}

/**
 * A step that applies in every state (so each sequence runs all of its steps): `act` does it and returns how an
 * EVM wallet should be connected afterwards (null: none; undefined: unchanged).
 */
function command(name: string, act: (w: World, m: Model) => Promise<Via | null | undefined>): Cmd {
  return {
    check: () => true,
    async run(m, w) {
      const before = m.via;
      const expected = await act(w, m);
      if (expected !== undefined) m.via = expected;
      // what the sequences actually went through, so the test can say it covered each way in and out
      if (m.via !== before) tally(m.via ? `connected ${m.via}` : `${before} disconnected: ${name}`);
      await agree(w);
      assert.equal(isConnected(w), m.via !== null);
      if (m.via) assert.equal(CONNECTOR[m.via](connectorOf(w) ?? ''), true);
      w.steps += 1;
    },
    toString: () => name,
  };
}

/** wagmi refuses a second connect while its connector is connected (ConnectorAlreadyConnectedError). */
async function alreadyConnected(w: World, m: Model) {
  await expect(connect(w.page.config, { connector: w.page.connector })).rejects.toMatchObject({ name: 'ConnectorAlreadyConnectedError' });
  return m.via;
}

/** Opens the modal on a way in and closes it before connecting (a WalletConnect QR closed unscanned). */
async function abandon(w: World, via: 'injected' | 'walletConnect') {
  await until(() => w.page.gate.isOpen(), 'modal open');
  if (via === 'walletConnect') {
    w.page.gate.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await until(() => w.wc.waiting && selectWalletConnect(w.page.gate.store.getState())?.uri != null, 'a QR on screen');
  }
  await w.page.gate.close();
}

/** how often each change of connection happened, over all sequences */
const seen = new Map<string, number>();
const tally = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

const VIAS: Via[] = ['injected', 'walletConnect', 'embedded'];
const WC_TOPIC = 'session-topic-1';
const wcEvent = (name: string, data: unknown, chainId: number) => ({ topic: WC_TOPIC, params: { event: { name, data }, chainId: `eip155:${chainId}` } });
const activeChain = (w: World) => selectNetworkState(w.page.gate.store.getState()).active.eip155;

const commands = [
  fc.constantFrom(...VIAS).map((via) => command(`connect ${via} through the modal`, async (w, m) => {
    if (m.via) return m.via;
    void w.page.gate.open();
    await pick(w, via);
    await w.page.gate.close();
    return via;
  })),
  fc.constantFrom(...VIAS).map((via) => command(`connect ${via} from wagmi`, async (w, m) => {
    if (m.via) return alreadyConnected(w, m);
    const done = connect(w.page.config, { connector: w.page.connector });
    await pick(w, via);
    await done;
    await w.page.gate.close();
    return via;
  })),
  fc.constantFrom('injected' as const, 'walletConnect' as const).map((via) => command(`cancel a connect from wagmi (${via})`, async (w, m) => {
    if (m.via) return alreadyConnected(w, m);
    let outcome: string | undefined;
    void connect(w.page.config, { connector: w.page.connector }).then(() => (outcome = 'connected'), (e: Error) => (outcome = e.name));
    await abandon(w, via);
    // wagmi's connect settles once the modal closes (never left pending)
    await until(() => outcome !== undefined, "wagmi's connect settled");
    assert.equal(outcome, 'UserRejectedRequestError');
    // at once: not stuck at connecting (reown-com/appkit #4305)
    assert.equal(getAccount(w.page.config).status, 'disconnected');
    tally(`cancelled ${via} from wagmi`);
    return null;
  })),
  fc.constant(command('close a WalletConnect QR unscanned (opened from the modal)', async (w, m) => {
    if (m.via) return m.via;
    void w.page.gate.open();
    await abandon(w, 'walletConnect');
    assert.equal(getAccount(w.page.config).status, 'disconnected');
    tally('closed a WalletConnect QR');
    return null;
  })),
  fc.integer({ min: 0, max: 1 }).map((i) => command(`switch to ${CHAINS[i]} from wagmi`, async (w) => {
    await switchChain(w.page.config, { chainId: CHAINS[i]! as 31337 });
    return undefined;
  })),
  fc.integer({ min: 0, max: 1 }).map((i) => command(`switch to ${CHAINS[i]} from the modal`, async (w) => {
    await w.page.gate.switchNetwork(`eip155:${CHAINS[i]}`);
    return undefined;
  })),
  fc.integer({ min: 0, max: ACCOUNTS.length - 1 }).map((i) => command(`accountsChanged ${i} in the injected wallet`, async (w, m) => {
    w.wallet.accounts = [ACCOUNTS[i]!];
    w.wallet.emit('accountsChanged', [ACCOUNTS[i]]);
    if (m.via === 'injected') await until(() => w.page.gate.getAccount('eip155').address === ACCOUNTS[i], 'account followed');
    return undefined;
  })),
  fc.integer({ min: 0, max: CHAINS.length - 1 }).map((i) => command(`chainChanged ${CHAINS[i]} in the injected wallet`, async (w, m) => {
    w.wallet.chainId = CHAINS[i]!;
    w.wallet.emit('chainChanged', `0x${CHAINS[i]!.toString(16)}`);
    if (m.via === 'injected') await until(() => activeChain(w) === `eip155:${CHAINS[i]}`, 'chain followed');
    // an unsupported chain opens UnsupportedChain (SPEC §2); the visitor closes it
    if (w.page.gate.isOpen()) await w.page.gate.close();
    return undefined;
  })),
  fc.constantFrom(WC_ADDRESS, WC_OTHER).map((address) => command(`accountsChanged ${address.slice(0, 6)} in the WalletConnect wallet`, async (w, m) => {
    const chain = Number((activeChain(w) ?? 'eip155:31337').split(':')[1]);
    w.wc.emit('session_event', wcEvent('accountsChanged', [`eip155:${chain}:${address}`], chain));
    if (m.via === 'walletConnect') await until(() => w.page.gate.getAccount('eip155').address === address, 'account followed');
    return undefined;
  })),
  fc.integer({ min: 0, max: 1 }).map((i) => command(`chainChanged ${CHAINS[i]} in the WalletConnect wallet`, async (w, m) => {
    w.wc.emit('session_event', wcEvent('chainChanged', CHAINS[i], CHAINS[i]!));
    if (m.via === 'walletConnect') await until(() => activeChain(w) === `eip155:${CHAINS[i]}`, 'chain followed');
    return undefined;
  })),
  fc.constant(command('disconnect from wagmi', async (w) => {
    await disconnect(w.page.config);
    return null;
  })),
  fc.constant(command('disconnect from WalletGate', async (w) => {
    await w.page.gate.disconnect('eip155');
    return null;
  })),
  fc.constant(command('the injected wallet disconnects', async (w, m) => {
    w.wallet.emit('disconnect', { code: 4900, message: 'Disconnected' });
    return m.via === 'injected' ? null : m.via;
  })),
  fc.constant(command('the WalletConnect wallet ends the session', async (w, m) => {
    if (w.wc.session) await w.wc.emit('session_delete', { topic: w.wc.session.topic });
    return m.via === 'walletConnect' ? null : m.via;
  })),
  fc.constant(command('the embedded login expires at the secure site, reload', async (w, m) => {
    w.frameSession.alive = false;
    newPage(w);
    await reconnect(w.page.config);
    if (w.page.gate.isOpen()) await w.page.gate.close(); // SPEC §8 'Session Expired'
    return m.via === 'embedded' ? null : m.via;
  })),
  fc.constant(command('reload', async (w) => {
    newPage(w);
    await reconnect(w.page.config);
    return undefined; // WalletGate restores what it stored: connected stays connected
  })),
  fc.constantFrom('gate', 'wagmi', 'both').map((which) => command(`corrupt ${which} storage, reload`, async (w) => {
    if (which !== 'wagmi') for (const key of ['connectionStatus', 'connectedConnectorIds', 'connectedNamespaces']) w.gateBackend.setItem(`@walletgate/${key}`, '{not json');
    if (which !== 'gate') for (const key of ['wagmi.store', 'wagmi.recentConnectorId']) w.wagmiBackend.set(key, '{not json');
    newPage(w);
    await reconnect(w.page.config);
    // WalletGate's storage is the only truth: unreadable, nothing is restored; wagmi's own storage does not matter
    return which === 'wagmi' ? undefined : null;
  })),
];

// RTK's development checks say when they run slow (thousands of page loads on a loaded machine); only that is muted
const warn = console.warn;
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && /^(Serializable|Immutable)StateInvariantMiddleware took/.test(args[0])) return;
    warn(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  rpcNode(server);
  server.use(
    http.get(`${TEST_ENDPOINTS.blockchainApi}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: false })),
    http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  );
});

describe('wagmi, ethers and WalletGate never disagree', () => {
  it(`holds over ${SEQUENCES} random sequences of ${STEPS} steps`, async () => {
    let steps = 0;
    let sequences = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...commands), { minLength: STEPS, maxLength: STEPS }), async (cmds) => {
        const wallet = new FakeWallet().install();
        const world = {
          wallet,
          wc: new FakeUniversalProvider(),
          frameSession: { alive: false, chainId: 31337 },
          gateBackend: memoryBackend(),
          sessionBackend: memoryBackend(),
          wagmiBackend: new Map<string, string>(),
          clock: 0,
          steps: 0,
        } as World;
        world.wc.handle('wallet_switchEthereumChain', () => null);
        world.frame = secureSite(world);
        world.page = load(world);
        world.page.detach = attachWhenCreated(world);
        try {
          await fc.asyncModelRun(() => ({ model: { via: null }, real: world }), cmds);
          assert.equal(world.steps, STEPS);
          steps += world.steps;
          sequences += 1;
        } finally {
          world.page.gate.destroy();
          world.page.detach();
          document.getElementById('w3m-iframe')?.remove();
          wallet.uninstall();
        }
      }),
      { numRuns: SEQUENCES },
    );
    expect([sequences, steps]).toEqual([SEQUENCES, SEQUENCES * STEPS]);
    // every way in, every cancel and every wallet-side disconnect was among them
    const covered = [
      ...VIAS.map((via) => `connected ${via}`),
      'cancelled injected from wagmi',
      'cancelled walletConnect from wagmi',
      'closed a WalletConnect QR',
      'injected disconnected: the injected wallet disconnects',
      'walletConnect disconnected: the WalletConnect wallet ends the session',
      'embedded disconnected: the embedded login expires at the secure site, reload',
      ...VIAS.map((via) => `${via} disconnected: disconnect from wagmi`),
      ...VIAS.map((via) => `${via} disconnected: disconnect from WalletGate`),
    ];
    expect(covered.filter((what) => !seen.has(what))).toEqual([]);
  }, 240_000);
});
