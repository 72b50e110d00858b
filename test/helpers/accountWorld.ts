/** The account-area integration tests' world: a connected fake wallet and the API request log (the JSON-RPC node: ./rpcNode). */
import { openRequested, selectConnection, walletSelected } from '../../slices';
import type { Transaction } from '../../src/core/api/history';
import type { TokenBalance } from '../../src/core/api/account';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { FakeWallet } from './fakeWallet';
import { makeTestStore, testOptions, TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B } from './makeTestStore';
import { waitUntil } from './wait';

export const API = TEST_ENDPOINTS.blockchainApi;
export const CHAIN = 'eip155:31337';
/** FakeWallet's account (sandbox account 1) */
export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const SUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const NETWORK_B = TEST_NETWORK_B;

export const options = (extra: Parameters<typeof testOptions>[0] = {}) =>
  testOptions({ networks: [TEST_NETWORK, NETWORK_B], features: { analytics: false }, ...extra });

/** Records every blockchain-API request the test's handlers answered. */
export function apiLog() {
  const requests: URL[] = [];
  return {
    requests,
    record: (request: Request) => requests.push(new URL(request.url)),
    paths: () => requests.map((u) => u.pathname),
  };
}

export function tokenBalance(extra: Partial<TokenBalance> & Pick<TokenBalance, 'symbol'>): TokenBalance {
  return {
    name: extra.symbol,
    chainId: CHAIN,
    value: 0,
    price: 0,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: `${API}/public/getTokenImage/${extra.symbol.toLowerCase()}`,
    ...extra,
  };
}

export const ETH_BALANCE = tokenBalance({ name: 'Ether', symbol: 'ETH', price: 3000, value: 4500, quantity: { decimals: '18', numeric: '1.5' } });
export const SUSD_BALANCE = tokenBalance({
  name: 'Sandbox USD',
  symbol: 'sUSD',
  address: `${CHAIN}:${SUSD}`,
  price: 1,
  value: 9975,
  quantity: { decimals: '6', numeric: '9975' },
});

let txCounter = 0;
/** A history entry (SPEC §3 Transaction) with sensible defaults. */
export function transaction(extra: { minedAt: string; chain?: string; direction?: 'in' | 'out' | 'self'; symbol?: string; numeric?: string; spam?: boolean; nft?: string; operationType?: Transaction['metadata']['operationType'] }): Transaction {
  txCounter += 1;
  const direction = extra.direction ?? 'in';
  const transfer = extra.nft
    ? {
        nft_info: { name: extra.nft, flags: { is_spam: extra.spam ?? false }, content: { preview: { url: `${API}/nft/${txCounter}.svg` } } },
        direction,
        quantity: { numeric: '1', decimals: '0' },
        value: 0,
        price: 0,
      }
    : {
        fungible_info: { name: extra.symbol ?? 'sUSD', symbol: extra.symbol ?? 'sUSD', icon: { url: `${API}/icon.svg` }, flags: { is_spam: extra.spam ?? false } },
        direction,
        quantity: { numeric: extra.numeric ?? '1', decimals: '6' },
        value: 1,
        price: 1,
      };
  return {
    id: `0x${txCounter.toString(16).padStart(64, '0')}`,
    metadata: {
      operationType: extra.operationType ?? (direction === 'in' ? 'receive' : 'send'),
      hash: `0x${txCounter.toString(16).padStart(64, '0')}`,
      minedAt: extra.minedAt,
      chain: extra.chain ?? CHAIN,
      status: 'confirmed',
      sentFrom: direction === 'in' ? RECEIVER : ADDRESS,
      sentTo: direction === 'in' ? ADDRESS : RECEIVER,
      nonce: 0,
    },
    transfers: [transfer],
  };
}

/** A store with the real sagas and a FakeWallet (installed by the caller), plus a way to connect it. */
export function accountStore(extra: Parameters<typeof testOptions>[0] = {}, storage = createStorage(memoryBackend())) {
  const t = makeTestStore(options(extra), { storage });
  return { ...t, storage };
}

/**
 * Connects the fake wallet through the modal, as a visitor would (real timers): the modal then shows Account,
 * whose Tokens tab the account sagas fill at once. `{ inView: false }` connects with the modal closed, so
 * nothing is in view and the flows fetch only what a test asks for.
 */
export async function connect(t: ReturnType<typeof accountStore>, { inView = true }: { inView?: boolean } = {}) {
  if (inView) t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
  await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
}

/** The same under fake timers: lets promises, fetches and zero-delay timers run until `predicate` holds. */
export async function settle(predicate: () => boolean, message = 'condition never held') {
  for (let i = 0; i < 500; i += 1) {
    if (predicate()) return;
    await jest.advanceTimersByTimeAsync(1);
  }
  throw new Error(`settle: ${message}`);
}

export function installWallet() {
  return new FakeWallet().install();
}
