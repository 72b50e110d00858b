/**
 * walletgate/wagmi: a real wagmi Config over a real WalletGate store. WalletGate's state is the
 * one truth; the connector projects it into wagmi, and wagmi's own calls come back as WalletGate calls.
 */
import { connect, disconnect, getAccount, getBalance, reconnect, switchChain } from '@wagmi/core';
import { UserRejectedRequestError } from 'viem';
import { http, HttpResponse } from 'msw';
import { createWalletGate } from '../../src/index';
import { WagmiAdapter } from '../../src/adapters/wagmi';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { selectConnection, selectNetworkState, walletSelected } from '../../slices';
import { TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B, testOptions } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';
import { FakeWallet } from '../helpers/fakeWallet';

const server = useMswServer();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const networks = [TEST_NETWORK, TEST_NETWORK_B];

let wallet: FakeWallet;
const gates: { destroy(): void }[] = [];
beforeEach(() => {
  rpcNode(server);
  server.use(
    http.get(`${TEST_ENDPOINTS.blockchainApi}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: false })),
    http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  );
  wallet = new FakeWallet().install();
});
afterEach(() => {
  for (const g of gates.splice(0)) g.destroy();
  wallet.uninstall();
  localStorage.clear();
});

/** A page load: a WalletGate instance and a wagmi config over the same (in-memory) storage. */
function page(storage = createStorage(memoryBackend())) {
  const adapter = new WagmiAdapter({ networks, projectId: 'test-project', endpoints: { blockchainApi: TEST_ENDPOINTS.blockchainApi } });
  const quiet = { warn: () => {}, error: () => {} };
  const gate = createWalletGate({ ...testOptions({ networks }), headless: true, adapters: [adapter] }, { storage, afterPaint: () => Promise.resolve(), logger: quiet });
  gates.push(gate);
  const config = adapter.wagmiConfig;
  const connector = config.connectors[0]!;
  return { adapter, gate, config, connector, storage };
}

/** The visitor picks the fake wallet in the open modal. */
async function pickWallet(gate: ReturnType<typeof page>['gate']) {
  await waitUntil(() => gate.isOpen(), 'the modal opened');
  gate.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
}

describe('WagmiAdapter', () => {
  it('builds a wagmi config with one WalletGate connector and the sites networks', () => {
    const { config, connector } = page();
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338]);
    expect(config.connectors).toHaveLength(1);
    expect([connector.id, connector.name]).toEqual(['walletGate', 'WalletGate']);
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('connect from wagmi opens the modal and settles when the visitor connects; wagmi shows the same address and chain', async () => {
    const { gate, config, connector } = page();
    const connecting = connect(config, { connector });
    expect(getAccount(config).status).toBe('connecting');
    await pickWallet(gate);
    const result = await connecting;
    expect(result).toEqual({ accounts: [ADDRESS], chainId: 31337 });
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31337 });
    expect(gate.getAccount('eip155').address).toBe(ADDRESS);
    // a read through the §9 fallback transport
    expect((await getBalance(config, { address: ADDRESS })).value).toBe(1_500_000_000_000_000_000n);
  });

  it('closing the modal without connecting rejects with wagmi’s user-rejected error and leaves wagmi disconnected at once', async () => {
    const { gate, config, connector } = page();
    const connecting = connect(config, { connector });
    await waitUntil(() => gate.isOpen(), 'the modal opened');
    await gate.close();
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('shows what WalletGate does: a connection through the modal, the wallet changing account and chain, a disconnect', async () => {
    const { gate, config } = page();
    void gate.open();
    await pickWallet(gate);
    await waitUntil(() => getAccount(config).status === 'connected', 'wagmi connected');
    expect(getAccount(config)).toMatchObject({ address: ADDRESS, chainId: 31337, connector: { id: 'walletGate' } });

    wallet.accounts = [OTHER];
    wallet.emit('accountsChanged', [OTHER]);
    await waitUntil(() => getAccount(config).address === OTHER, 'wagmi followed the account');

    wallet.chainId = 31338;
    wallet.emit('chainChanged', '0x7a6a');
    await waitUntil(() => getAccount(config).chainId === 31338, 'wagmi followed the chain');

    await gate.disconnect('eip155');
    await waitUntil(() => getAccount(config).status === 'disconnected', 'wagmi disconnected');
  });

  it('switchChain and disconnect from wagmi go through WalletGate', async () => {
    const { gate, config, connector } = page();
    const connecting = connect(config, { connector });
    await pickWallet(gate);
    await connecting;
    await switchChain(config, { chainId: 31338 });
    expect(selectNetworkState(gate.store.getState()).active.eip155).toBe('eip155:31338');
    expect(getAccount(config).chainId).toBe(31338);
    expect(wallet.chainId).toBe(31338);

    await disconnect(config);
    expect(selectConnection(gate.store.getState()).status.eip155).toBe('disconnected');
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('on reload, wagmi’s reconnect follows WalletGate’s restore (one stored truth)', async () => {
    const first = page();
    const connecting = connect(first.config, { connector: first.connector });
    await pickWallet(first.gate);
    await connecting;
    first.gate.destroy();

    const second = page(first.storage);
    await reconnect(second.config);
    expect(getAccount(second.config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31337 });
    expect(second.gate.getAccount('eip155').isConnected).toBe(true);

    // WalletGate disconnected while away: wagmi's reconnect does not bring back a stale "connected"
    await second.gate.disconnect('eip155');
    const third = page(first.storage);
    await reconnect(third.config);
    expect(getAccount(third.config).status).toBe('disconnected');
  });
});
