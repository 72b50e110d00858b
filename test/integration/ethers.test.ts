/**
 * walletgate/ethers and walletgate/ethers5: a BrowserProvider / Web3Provider and a signer for
 * WalletGate's active EVM wallet, following its account and chain; one obtained before a chain switch refuses.
 */
import { http, HttpResponse } from 'msw';
import { act, renderHook } from '@testing-library/react';
import { useEthersConnection, useEthersProvider, type EthersAdapterLike } from '../../src/react/hooks';
import type { EvmConnection } from '../../src/adapters/projection';
import { createWalletGate } from '../../src/index';
import { EthersAdapter } from '../../src/adapters/ethers';
import { Ethers5Adapter } from '../../src/adapters/ethers5';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { walletSelected } from '../../slices';
import { TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B, testOptions } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';
import { FakeWallet } from '../helpers/fakeWallet';

const server = useMswServer();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SIGNATURE = `0x${'11'.repeat(65)}`;
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
  wallet.on('personal_sign', () => SIGNATURE);
});
afterEach(() => {
  for (const g of gates.splice(0)) g.destroy();
  wallet.uninstall();
});

function start<A extends EthersAdapter | Ethers5Adapter>(adapter: A, storage = createStorage(memoryBackend())) {
  const quiet = { warn: () => {}, error: () => {} };
  const gate = createWalletGate({ ...testOptions({ networks }), headless: true, adapters: [adapter] }, { storage, afterPaint: () => Promise.resolve(), logger: quiet });
  gates.push(gate);
  return { gate, adapter, storage };
}

async function connectThroughModal(gate: ReturnType<typeof start>['gate']) {
  void gate.open();
  await waitUntil(() => gate.isOpen(), 'open');
  gate.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
  await waitUntil(() => gate.getAccount('eip155').isConnected, 'connected');
}

describe.each([
  ['ethers v6', () => new EthersAdapter()],
  ['ethers v5', () => new Ethers5Adapter()],
])('%s adapter', (_name, makeAdapter) => {
  it('has no provider while disconnected, then a provider and signer for the connected account and chain', async () => {
    const { gate, adapter } = start(makeAdapter());
    expect(adapter.getProvider()).toBeUndefined();
    await expect(adapter.getSigner()).rejects.toMatchObject({ code: 4900 });
    await connectThroughModal(gate);
    const provider = adapter.getProvider()!;
    expect(Number((await provider.getNetwork()).chainId)).toBe(31337);
    const signer = await adapter.getSigner();
    expect(await signer.getAddress()).toBe(ADDRESS);
    expect(await signer.signMessage('hello')).toBe(SIGNATURE);
    expect(wallet.calls.find((c) => c.method === 'personal_sign')?.params).toEqual(['0x68656c6c6f', ADDRESS.toLowerCase()]);
  });

  it('React: useEthersProvider and useEthersConnection re-render with the connection', async () => {
    const { gate, adapter } = start(makeAdapter());
    const like: EthersAdapterLike<unknown, EvmConnection> = adapter;
    const { result } = renderHook(() => ({ provider: useEthersProvider(like), connection: useEthersConnection(like) }));
    expect([result.current.provider, result.current.connection.status]).toEqual([undefined, 'disconnected']);
    await act(() => connectThroughModal(gate));
    expect(result.current.provider).toBe(adapter.getProvider());
    expect(result.current.connection).toMatchObject({ status: 'connected', accounts: [ADDRESS], chainId: 31337 });
  });

  it('follows account and chain changes; a signer from before a chain switch refuses with a clear error', async () => {
    const { gate, adapter } = start(makeAdapter());
    let changes = 0;
    adapter.subscribe(() => (changes += 1));
    await connectThroughModal(gate);
    const before = await adapter.getSigner();

    await gate.switchNetwork('eip155:31338');
    await expect(before.signMessage('wrong chain?')).rejects.toThrow(/made for chain 31337, but the wallet is now on chain 31338/);
    expect(wallet.methods().filter((m) => m === 'personal_sign')).toHaveLength(0);
    const after = await adapter.getSigner();
    expect(Number((await adapter.getProvider()!.getNetwork()).chainId)).toBe(31338);
    expect(await after.signMessage('right chain')).toBe(SIGNATURE);

    wallet.accounts = [OTHER];
    wallet.emit('accountsChanged', [OTHER]);
    await waitUntil(() => adapter.getConnection().accounts[0] === OTHER, 'account followed');
    expect(await (await adapter.getSigner()).getAddress()).toBe(OTHER);
    expect(changes).toBeGreaterThanOrEqual(3);

    await gate.disconnect('eip155');
    expect(adapter.getProvider()).toBeUndefined();
    await expect(after.signMessage('gone')).rejects.toThrow(/No wallet is connected through WalletGate/);
  });
});
