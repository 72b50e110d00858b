/**
 * One source of truth, proven (issue 22 item 6): fast-check drives a real wagmi config and a real WalletGate
 * store (with the wagmi and ethers adapters attached) through random sequences — connect through the modal or
 * from wagmi, cancel a connect, switch from wagmi or from the modal, accountsChanged / chainChanged from the
 * wallet, disconnect from either side, reload (a new instance and config over the same storage), corrupted
 * storage — and after every step checks that wagmi's getAccount() and the ethers adapter agree with WalletGate.
 */
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setImmediate as realSetImmediate } from 'node:timers';
import { connect, createStorage as createWagmiStorage, disconnect, getAccount, reconnect, switchChain } from '@wagmi/core';
import { createWalletGate } from '../../src/index';
import { WagmiAdapter } from '../../src/adapters/wagmi';
import { EthersAdapter } from '../../src/adapters/ethers';
import { createStorage, memoryBackend, type KeyValueBackend } from '../../src/services/storage';
import { selectConnection, selectNetworkState, walletSelected } from '../../slices';
import { TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B, testOptions } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { FakeWallet } from '../helpers/fakeWallet';

const server = useMswServer();
const networks = [TEST_NETWORK, TEST_NETWORK_B];
const ACCOUNTS = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906'];
/** the two chains the site asked for, and one it did not (the wallet may sit on any) */
const CHAINS = [31337, 31338, 1];
const SEQUENCES = 200;
const STEPS = 20;

/** Real macrotask turns until `predicate` holds (no fixed sleeps); fails loudly if it never does. */
async function until(predicate: () => boolean, what: string, turns = 5000) {
  for (let i = 0; i < turns; i += 1) {
    if (predicate()) return;
    await new Promise((resolve) => realSetImmediate(resolve));
  }
  throw new Error(`never: ${what}`);
}

interface World {
  wallet: FakeWallet;
  gateBackend: KeyValueBackend;
  wagmiBackend: Map<string, string>;
  page: ReturnType<typeof load>;
  /** steps run so far */
  steps: number;
}

const quiet = { warn: () => {}, error: () => {} };

/** One page load: WalletGate with both adapters, over the world's storage. */
function load(world: Pick<World, 'gateBackend' | 'wagmiBackend'>) {
  const wagmiStorage = createWagmiStorage({
    storage: {
      getItem: (k) => world.wagmiBackend.get(k) ?? null,
      setItem: (k, v) => void world.wagmiBackend.set(k, v),
      removeItem: (k) => void world.wagmiBackend.delete(k),
    },
  });
  const wagmi = new WagmiAdapter({ networks, storage: wagmiStorage });
  const ethers = new EthersAdapter();
  // no project id: one RPC URL per network (no ranking loop left behind by each of the many page loads)
  const gate = createWalletGate(
    { ...testOptions({ networks, projectId: '' }), headless: true, adapters: [wagmi, ethers] },
    { storage: createStorage(world.gateBackend), afterPaint: () => Promise.resolve(), logger: quiet },
  );
  return { gate, wagmi, ethers, config: wagmi.wagmiConfig, connector: wagmi.wagmiConfig.connectors[0]! };
}

const gateStatus = (w: World) => selectConnection(w.page.gate.store.getState()).status.eip155 ?? 'disconnected';
const settled = (w: World) => {
  const wagmi = getAccount(w.page.config).status;
  return gateStatus(w) !== 'connecting' && wagmi !== 'connecting' && wagmi !== 'reconnecting' && !w.page.gate.isOpen();
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
  expect(wagmi.status).toBe(status);
  if (status === 'connected') {
    const chainId = Number(active!.split(':')[1]);
    expect({ address: wagmi.address, chainId: wagmi.chainId, connector: wagmi.connector?.id }).toEqual({ address: account.address, chainId, connector: 'walletGate' });
    const ethers = w.page.ethers.getConnection();
    expect([ethers.accounts[0], ethers.chainId]).toEqual([account.address, chainId]);
    const provider = w.page.ethers.getProvider()!;
    expect(Number((await provider.getNetwork()).chainId)).toBe(chainId);
    expect(await (await w.page.ethers.getSigner()).getAddress()).toBe(account.address);
  } else {
    expect([wagmi.address, w.page.ethers.getProvider()]).toEqual([undefined, undefined]);
  }
}

/** What the visitor has done so far says whether an EVM wallet is connected; the real world must agree. */
type Model = { connected: boolean };
type Cmd = fc.AsyncCommand<Model, World>;

const isConnected = (w: World) => gateStatus(w) === 'connected';

async function pickWallet(w: World) {
  await until(() => w.page.gate.isOpen(), 'modal open');
  w.page.gate.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
}

/**
 * A step that applies in every state (so each sequence runs all of its steps): `act` does it and returns whether
 * an EVM wallet should be connected afterwards (undefined: unchanged).
 */
function command(name: string, act: (w: World, m: Model) => Promise<boolean | undefined>): Cmd {
  return {
    check: () => true,
    async run(m, w) {
      const expected = await act(w, m);
      if (expected !== undefined) m.connected = expected;
      await agree(w);
      expect(isConnected(w)).toBe(m.connected);
      w.steps += 1;
    },
    toString: () => name,
  };
}

/** wagmi refuses a second connect while its connector is connected (ConnectorAlreadyConnectedError). */
async function alreadyConnected(w: World) {
  await expect(connect(w.page.config, { connector: w.page.connector })).rejects.toMatchObject({ name: 'ConnectorAlreadyConnectedError' });
  return true;
}

const commands = [
  fc.constant(command('connect through the modal', async (w, m) => {
    if (m.connected) return true;
    void w.page.gate.open();
    await pickWallet(w);
    await until(() => isConnected(w), 'connected');
    await w.page.gate.close();
    return true;
  })),
  fc.constant(command('connect from wagmi', async (w, m) => {
    if (m.connected) return alreadyConnected(w);
    const done = connect(w.page.config, { connector: w.page.connector });
    await pickWallet(w);
    await done;
    await w.page.gate.close();
    return true;
  })),
  fc.constant(command('cancel a connect from wagmi', async (w, m) => {
    if (m.connected) return alreadyConnected(w);
    const done = connect(w.page.config, { connector: w.page.connector }).then(() => 'connected', (e: Error) => e.name);
    await until(() => w.page.gate.isOpen(), 'modal open');
    await w.page.gate.close();
    expect(await done).toBe('UserRejectedRequestError');
    expect(getAccount(w.page.config).status).toBe('disconnected');
    return false;
  })),
  fc.integer({ min: 0, max: 1 }).map((i) => command(`switch to ${CHAINS[i]} from wagmi`, async (w) => {
    await switchChain(w.page.config, { chainId: CHAINS[i]! as 31337 });
    return undefined;
  })),
  fc.integer({ min: 0, max: 1 }).map((i) => command(`switch to ${CHAINS[i]} from the modal`, async (w) => {
    await w.page.gate.switchNetwork(`eip155:${CHAINS[i]}`);
    return undefined;
  })),
  fc.integer({ min: 0, max: ACCOUNTS.length - 1 }).map((i) => command(`accountsChanged ${i} in the wallet`, async (w, m) => {
    w.wallet.accounts = [ACCOUNTS[i]!];
    w.wallet.emit('accountsChanged', [ACCOUNTS[i]]);
    if (m.connected) await until(() => w.page.gate.getAccount('eip155').address === ACCOUNTS[i], 'account followed');
    return undefined;
  })),
  fc.integer({ min: 0, max: CHAINS.length - 1 }).map((i) => command(`chainChanged ${CHAINS[i]} in the wallet`, async (w, m) => {
    w.wallet.chainId = CHAINS[i]!;
    w.wallet.emit('chainChanged', `0x${CHAINS[i]!.toString(16)}`);
    if (m.connected) await until(() => selectNetworkState(w.page.gate.store.getState()).active.eip155 === `eip155:${CHAINS[i]}`, 'chain followed');
    // an unsupported chain opens UnsupportedChain (SPEC §2); the visitor closes it
    if (w.page.gate.isOpen()) await w.page.gate.close();
    return undefined;
  })),
  fc.constant(command('disconnect from wagmi', async (w) => {
    await disconnect(w.page.config);
    return false;
  })),
  fc.constant(command('disconnect from WalletGate', async (w) => {
    await w.page.gate.disconnect('eip155');
    return false;
  })),
  fc.constant(command('reload', async (w) => {
    w.page.gate.destroy();
    w.page = load(w);
    await reconnect(w.page.config);
    return undefined; // WalletGate restores what it stored: connected stays connected
  })),
  fc.constantFrom('gate', 'wagmi', 'both').map((which) => command(`corrupt ${which} storage, reload`, async (w) => {
    if (which !== 'wagmi') for (const key of ['connectionStatus', 'connectedConnectorIds', 'connectedNamespaces']) w.gateBackend.setItem(`@walletgate/${key}`, '{not json');
    if (which !== 'gate') for (const key of ['wagmi.store', 'wagmi.recentConnectorId']) w.wagmiBackend.set(key, '{not json');
    w.page.gate.destroy();
    w.page = load(w);
    await reconnect(w.page.config);
    // WalletGate's storage is the only truth: unreadable, nothing is restored; wagmi's own storage does not matter
    return which === 'wagmi' ? undefined : false;
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
        const world = { wallet, gateBackend: memoryBackend(), wagmiBackend: new Map<string, string>(), steps: 0 } as World;
        world.page = load(world);
        try {
          await fc.asyncModelRun(() => ({ model: { connected: false }, real: world }), cmds);
          expect(world.steps).toBe(STEPS);
          steps += world.steps;
          sequences += 1;
        } finally {
          world.page.gate.destroy();
          wallet.uninstall();
        }
      }),
      { numRuns: SEQUENCES },
    );
    expect([sequences, steps]).toEqual([SEQUENCES, SEQUENCES * STEPS]);
  }, 240_000);
});
