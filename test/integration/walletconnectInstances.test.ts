/**
 * Two WalletGate instances on one page each keep their WalletConnect pairings and sessions under a
 * storage prefix of their own — stable per project and `instanceId`, so after a reload each restores its own
 * session and never the other's. The page's WalletConnect storage (IndexedDB in a browser) is a map by prefix here;
 * localStorage is one shared in-memory backend, as on a real page.
 */
import { openRequested, selectAccount, selectConnection, walletSelected } from '../../slices';
import { selectWalletConnect } from '../../slices/walletConnect';
import { parseOptions, type WalletGateOptions } from '../../src/core/options';
import { createStorage, memoryBackend, type Storage } from '../../src/services/storage';
import type { UniversalProviderLike, WalletConnectModule, WalletConnectSetup, WcSession } from '../../src/services/walletconnect/types';
import { FakeUniversalProvider, WC_ADDRESS, WC_OTHER } from '../helpers/fakeUniversalProvider';
import { makeTestStore, testOptions } from '../helpers/makeTestStore';
import { http, HttpResponse } from 'msw';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { untilTurns } from '../helpers/wait';

const server = useMswServer();
beforeEach(() => {
  server.use(http.get('*/v1/account/:address/balance', () => HttpResponse.json({ balances: [] })));
  rpcNode(server, { eth_getBalance: () => '0x0' });
});

/** One page's WalletConnect storage: what each prefix holds, and the providers started on it. */
class PageWalletConnect {
  readonly sessions = new Map<string, WcSession>();
  readonly started: { setup: WalletConnectSetup; provider: FakeUniversalProvider }[] = [];
  /** the providers closed because their instance was destroyed */
  readonly closed: UniversalProviderLike[] = [];

  /** deps.loadWalletConnect: a provider that finds the session stored under its prefix, as UniversalProvider does */
  loader(): () => Promise<WalletConnectModule> {
    const module: WalletConnectModule = {
      initProvider: async (setup) => {
        const provider = new FakeUniversalProvider(this.sessions.get(setup.storagePrefix));
        this.started.push({ setup, provider });
        return provider;
      },
      closeProvider: async (provider) => {
        this.closed.push(provider);
      },
    };
    return async () => module;
  }

  providerOf(prefix: string): FakeUniversalProvider {
    const found = [...this.started].reverse().find((s) => s.setup.storagePrefix === prefix);
    if (!found) throw new Error(`no provider started under ${prefix}`);
    return found.provider;
  }

  /** the wallet approves the pending proposal of the provider under `prefix`; its session is stored there */
  approve(prefix: string, opts: Parameters<FakeUniversalProvider['approve']>[0]) {
    this.sessions.set(prefix, this.providerOf(prefix).approve(opts));
  }
}

const opts = (instanceId?: string) => testOptions({ features: { analytics: false }, ...(instanceId ? { instanceId } : {}) });
const SHOP = 'walletgate:test-project:shop';
const ADMIN = 'walletgate:test-project:admin';

function instance(page: PageWalletConnect, storage: Storage, options: WalletGateOptions) {
  const t = makeTestStore(options, { storage, loadWalletConnect: page.loader() });
  return { ...t, state: () => t.store.getState() };
}

async function pair(t: ReturnType<typeof instance>) {
  t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
  await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'pairing URI');
}

const address = (t: ReturnType<typeof instance>) => selectAccount(t.state(), 'eip155')?.address ?? null;

describe('a WalletConnect storage prefix per instance', () => {
  it("two instances on one page pair under their own prefixes, and after a reload each restores its own session only", async () => {
    const page = new PageWalletConnect();
    const storage = createStorage(memoryBackend());
    const shop = instance(page, storage, opts('shop'));
    const admin = instance(page, storage, opts('admin'));
    await pair(shop);
    await pair(admin);
    expect(page.started.map((s) => s.setup.storagePrefix)).toEqual([SHOP, ADMIN]);
    expect(page.providerOf(SHOP)).not.toBe(page.providerOf(ADMIN));

    // two wallets answer: each instance gets its own account, and neither sees the other's session
    page.approve(SHOP, { topic: 'shop-topic', accounts: [WC_ADDRESS] });
    page.approve(ADMIN, { topic: 'admin-topic', accounts: [WC_OTHER] });
    await untilTurns(() => address(shop) === WC_ADDRESS && address(admin) === WC_OTHER, 'both connected');
    expect(page.closed).toEqual([]);
    // destroying an instance ends its WalletConnect client (its socket, and its claim on the prefix)
    shop.task.cancel();
    admin.task.cancel();
    await untilTurns(() => page.closed.length === 2, 'both clients closed');
    expect(new Set(page.closed)).toEqual(new Set([page.providerOf(SHOP), page.providerOf(ADMIN)]));

    // the page reloads; this time the other instance starts first: the prefixes do not follow the order
    const admin2 = instance(page, storage, opts('admin'));
    const shop2 = instance(page, storage, opts('shop'));
    await untilTurns(() => address(shop2) === WC_ADDRESS && address(admin2) === WC_OTHER, 'both restored');
    expect(page.providerOf(SHOP).session?.topic).toBe('shop-topic');
    expect(page.providerOf(ADMIN).session?.topic).toBe('admin-topic');
    shop2.task.cancel();
    admin2.task.cancel();
  });

  it("an instance whose prefix holds no session does not take another instance's after a reload", async () => {
    const page = new PageWalletConnect();
    const storage = createStorage(memoryBackend());
    const shop = instance(page, storage, opts('shop'));
    await pair(shop);
    page.approve(SHOP, { topic: 'shop-topic', accounts: [WC_ADDRESS] });
    await untilTurns(() => address(shop) === WC_ADDRESS, 'connected');
    shop.task.cancel();

    const shop2 = instance(page, storage, opts('shop'));
    const admin = instance(page, storage, opts('admin'));
    await untilTurns(() => address(shop2) === WC_ADDRESS, 'restored');
    // the admin instance started its provider under its own prefix (the page remembers a WalletConnect
    // connection), found nothing there and stays disconnected
    await untilTurns(() => page.started.some((s) => s.setup.storagePrefix === ADMIN), 'admin provider started');
    await untilTurns(() => selectConnection(admin.state()).status.eip155 !== 'connecting', 'admin settled');
    expect(address(admin)).toBeNull();
    expect(page.providerOf(ADMIN).session).toBeUndefined();
    shop2.task.cancel();
    admin.task.cancel();
  });

  it('without an instance id the prefix is the project\'s; an id must be a plain name', async () => {
    const page = new PageWalletConnect();
    const t = instance(page, createStorage(memoryBackend()), opts());
    await pair(t);
    expect(page.started.map((s) => s.setup.storagePrefix)).toEqual(['walletgate:test-project']);
    t.task.cancel();
    expect(parseOptions(testOptions({ instanceId: 'shop-2_b' })).ok).toBe(true);
    expect(parseOptions(testOptions({ instanceId: 'a b' })).ok).toBe(false);
    expect(parseOptions(testOptions({ instanceId: '' })).ok).toBe(false);
  });
});
