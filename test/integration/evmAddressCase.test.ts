/**
 * EVM addresses are shown and handed out EIP-55 checksummed, whatever case the wallet answers in: in the account
 * state (Account, getAccount()), the button, and on every way an address comes in — connect, accountsChanged,
 * restore, a WalletConnect session. Other namespaces keep their own form. Real store and sagas, fake wallets.
 */
import { getAddress } from 'viem';
import { http, HttpResponse } from 'msw';
import { openRequested, selectAccount, selectAccountInfo, selectConnection, selectRouter, walletSelected } from '../../slices';
import { selectWalletConnect } from '../../slices/walletConnect';
import { selectButtonModel } from '../../src/button/model';
import { createStorage, memoryBackend, STORAGE_PREFIX } from '../../src/services/storage';
import { FakeWallet } from '../helpers/fakeWallet';
import { SOL_ADDRESS, SOL_CHAIN, SOLANA_NETWORK } from '../helpers/fakeSolanaWallet';
import { FakeUniversalProvider, walletConnectStore } from '../helpers/fakeUniversalProvider';
import { makeTestStore, testOptions, TEST_ENDPOINTS, TEST_NETWORK } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { untilTurns, waitUntil } from '../helpers/wait';

const server = useMswServer();
const options = testOptions({ networks: [TEST_NETWORK], features: { analytics: false } });

// sandbox accounts 1 and 2, as a wallet that answers in lowercase sends them
const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER_CHECKSUMMED = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const LOWER = CHECKSUMMED.toLowerCase();
const OTHER_LOWER = OTHER_CHECKSUMMED.toLowerCase();

let wallet: FakeWallet;
beforeEach(() => {
  rpcNode(server, { eth_getBalance: () => '0x0' });
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  wallet = new FakeWallet();
  wallet.accounts = [LOWER, OTHER_LOWER];
  wallet.install();
});
afterEach(() => wallet.uninstall());

/** The checksums the test expects are viem's: a sanity check that the fixtures are the case under test. */
it('the fixtures: the lowercase answers differ from their EIP-55 form', () => {
  expect(getAddress(LOWER)).toBe(CHECKSUMMED);
  expect(LOWER).not.toBe(CHECKSUMMED);
});

function expectChecksummed(t: ReturnType<typeof makeTestStore>, address: string) {
  const account = selectAccount(t.state(), 'eip155');
  expect(account).toMatchObject({ address, caipAddress: `eip155:31337:${address}` });
  // getAccount() is this selector
  expect(selectAccountInfo(t.state(), 'eip155')).toMatchObject({ address, caipAddress: `eip155:31337:${address}` });
  // the button (React's and the plain DOM one) renders this model: 4 + 6 characters of the address
  expect(selectButtonModel(t.state(), 'eip155')).toMatchObject({ address, label: `${address.slice(0, 4)}…${address.slice(-6)}` });
}

describe('an injected wallet answering lowercase', () => {
  it('connect: the account, its other accounts, getAccount() and the button are checksummed', async () => {
    const t = makeTestStore(options);
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expectChecksummed(t, CHECKSUMMED);
    expect(selectAccount(t.state(), 'eip155')?.allAccounts.map((a) => a.address)).toEqual([CHECKSUMMED, OTHER_CHECKSUMMED]);
    t.task.cancel();
  });

  it('accountsChanged: the new account is checksummed', async () => {
    const t = makeTestStore(options);
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    wallet.emit('accountsChanged', [OTHER_LOWER]);
    expectChecksummed(t, OTHER_CHECKSUMMED);
    t.task.cancel();
  });

  it('restore: the account read back after a reload is checksummed', async () => {
    const backend = memoryBackend();
    const stored = { connectionStatus: 'connected', connectedConnectorIds: { eip155: 'test.fake.wallet' }, connectedNamespaces: ['eip155'], activeNamespace: 'eip155' };
    for (const [key, value] of Object.entries(stored)) backend.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    const t = makeTestStore(options, { storage: createStorage(backend) });
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'restored');
    expect(wallet.methods()).toContain('eth_accounts');
    expectChecksummed(t, CHECKSUMMED);
    t.task.cancel();
  });
});

describe('a WalletConnect session with lowercase accounts', () => {
  const wcOptions = testOptions({ networks: [TEST_NETWORK, SOLANA_NETWORK], features: { analytics: false } });
  beforeEach(() => {
    server.use(http.post(SOLANA_NETWORK.rpcUrls.default.http[0]!, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 0 } })));
  });

  it('the session account and a later accountsChanged are checksummed; the Solana account keeps its own form', async () => {
    const t = walletConnectStore(wcOptions, new FakeUniversalProvider());
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await untilTurns(() => t.provider.waiting && selectWalletConnect(t.state()).uri !== null, 'pairing');
    t.provider.approve({ topic: 'session-topic-1', accounts: [LOWER], chains: [31337], solana: { chain: SOL_CHAIN, accounts: [SOL_ADDRESS] } });
    await untilTurns(() => selectRouter(t.state()).view === 'Account' && selectConnection(t.state()).status.solana === 'connected', 'connected');
    expectChecksummed(t, CHECKSUMMED);
    expect(selectAccount(t.state(), 'solana')?.address).toBe(SOL_ADDRESS);

    t.provider.emit('session_event', { topic: 'session-topic-1', params: { event: { name: 'accountsChanged', data: [`eip155:31337:${OTHER_LOWER}`] }, chainId: 'eip155:31337' } });
    await untilTurns(() => selectAccount(t.state(), 'eip155')?.address !== CHECKSUMMED, 'account changed');
    expectChecksummed(t, OTHER_CHECKSUMMED);
    t.task.cancel();
  });
});
