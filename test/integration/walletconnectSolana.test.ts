/**
 * WalletConnect on Solana: with Solana networks configured the proposal asks for the solana namespace
 * (the four Solana sign methods, the configured chains and their RPC), a session's solana accounts connect the
 * solana namespace, and getWalletProvider('solana') signs over the session's WalletConnect Solana JSON-RPC.
 */
import { http, HttpResponse } from 'msw';
import { openRequested, selectAccount, selectConnection, walletSelected } from '../../slices';
import { selectWalletConnect } from '../../slices/walletConnect';
import { toBase58 } from '../../src/core/solana';
import { FakeUniversalProvider, walletConnectStore } from '../helpers/fakeUniversalProvider';
import { SOL_ADDRESS, SOL_CHAIN, SOLANA_NETWORK } from '../helpers/fakeSolanaWallet';
import { testOptions, TEST_ENDPOINTS, TEST_NETWORK } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { untilTurns } from '../helpers/wait';

const server = useMswServer();

beforeEach(() => {
  rpcNode(server, { eth_getBalance: () => '0x0' });
  server.use(
    http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
    http.post(SOLANA_NETWORK.rpcUrls.default.http[0]!, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 0 } })),
  );
});

async function paired(networks: NonNullable<Parameters<typeof testOptions>[0]>['networks']) {
  const t = walletConnectStore(testOptions({ networks, features: { analytics: false } }), new FakeUniversalProvider());
  t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
  await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'a URI on screen');
  return t;
}

describe('the proposal', () => {
  it('asks for the solana namespace with the configured Solana networks and their RPC', async () => {
    const t = await paired([TEST_NETWORK, SOLANA_NETWORK]);
    expect(t.provider.proposals[0]?.solana).toEqual({
      chains: [SOL_CHAIN],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
      events: ['accountsChanged'],
      rpcMap: { [SOLANA_NETWORK.id]: SOLANA_NETWORK.rpcUrls.default.http[0] },
    });
    expect(t.provider.proposals[0]?.eip155?.chains).toEqual(['eip155:31337']);
    t.task.cancel();
  });

  it('asks for no solana namespace when the site configured none', async () => {
    const t = await paired([TEST_NETWORK]);
    expect(Object.keys(t.provider.proposals[0] ?? {})).toEqual(['eip155']);
    t.task.cancel();
  });
});

describe('a session with Solana accounts', () => {
  it('connects the solana namespace (a Solana-only session too) and signs through getWalletProvider', async () => {
    const t = await paired([TEST_NETWORK, SOLANA_NETWORK]);
    t.provider.approve({ chains: [], solana: { chain: SOL_CHAIN, accounts: [SOL_ADDRESS] } });
    await untilTurns(() => selectConnection(t.state()).status.solana === 'connected', 'connected on solana');
    expect(selectAccount(t.state(), 'solana')).toMatchObject({
      address: SOL_ADDRESS,
      caipAddress: `${SOL_CHAIN}:${SOL_ADDRESS}`,
      connectedWalletInfo: { name: 'Sandbox WC Wallet', type: 'WALLET_CONNECT' },
    });
    expect(selectConnection(t.state()).status.eip155).toBeUndefined();

    const signature = new Uint8Array(64).map((_, i) => i + 1);
    t.provider.handle('solana_signMessage', () => ({ signature: toBase58(signature) }));
    const provider = t.deps.solana.get('walletConnect')?.provider;
    if (!provider) throw new Error('no Solana provider for the WalletConnect connection');
    await expect(provider.signMessage({ message: 'hello', pubkey: SOL_ADDRESS })).resolves.toEqual(signature);
    expect(t.provider.requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      params: { message: toBase58(new TextEncoder().encode('hello')), pubkey: SOL_ADDRESS },
      chain: SOL_CHAIN,
    });

    // a malformed answer is refused, not handed on
    t.provider.handle('solana_signMessage', () => ({ signature: 'not base58!' }));
    await expect(provider.signMessage({ message: 'hello', pubkey: SOL_ADDRESS })).rejects.toThrow();
    t.task.cancel();
  });

  it('restores the Solana connection on reload from the kept session', async () => {
    const first = await paired([TEST_NETWORK, SOLANA_NETWORK]);
    first.provider.approve({ chains: [], solana: { chain: SOL_CHAIN, accounts: [SOL_ADDRESS] } });
    await untilTurns(() => selectConnection(first.state()).status.solana === 'connected', 'connected on solana');
    first.task.cancel();
    // the page reloads: a new store over the same localStorage, UniversalProvider restoring its session
    const t = walletConnectStore(testOptions({ networks: [TEST_NETWORK, SOLANA_NETWORK], features: { analytics: false } }), new FakeUniversalProvider(first.provider.session), first.storage);
    await untilTurns(() => selectConnection(t.state()).status.solana === 'connected', 'restored on solana', 2000);
    expect(selectAccount(t.state(), 'solana')?.address).toBe(SOL_ADDRESS);
    expect(t.deps.solana.get('walletConnect')?.provider?.publicKey).toBe(SOL_ADDRESS);
    t.task.cancel();
  });

  it('connects both namespaces from one session', async () => {
    const t = await paired([TEST_NETWORK, SOLANA_NETWORK]);
    t.provider.approve({ solana: { chain: SOL_CHAIN, accounts: [SOL_ADDRESS] } });
    await untilTurns(() => selectConnection(t.state()).status.solana === 'connected' && selectConnection(t.state()).status.eip155 === 'connected', 'both');
    expect(selectAccount(t.state(), 'solana')?.address).toBe(SOL_ADDRESS);
    t.task.cancel();
  });
});
