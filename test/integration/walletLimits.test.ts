/**
 * A wallet's account list is bounded: one answering 200,000 accounts is refused with a clear
 * error instead of growing the store by megabytes; an accountsChanged event that long is ignored. Real store and
 * sagas, a fake EIP-1193 wallet.
 */
import { http, HttpResponse } from 'msw';
import { selectAccount, selectConnection, walletSelected } from '../../slices';
import { LIMITS } from '../../src/core/constants';
import { accountStore, connect, installWallet, ADDRESS, API } from '../helpers/accountWorld';
import type { FakeWallet } from '../helpers/fakeWallet';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushAsync, waitUntil } from '../helpers/wait';
import { words } from '../helpers/words';

const server = useMswServer();
let wallet: FakeWallet;
const many = (n: number) => Array.from({ length: n }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);

beforeEach(() => {
  rpcNode(server);
  server.use(http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  wallet = installWallet();
});
afterEach(() => wallet.uninstall());

describe('how many accounts a wallet may give', () => {
  it('refuses a connection answering 200,000 accounts, with a clear error, and keeps the state small', async () => {
    wallet.accounts = many(200_000);
    const t = accountStore();
    const before = JSON.stringify(t.state()).length;
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => Boolean(selectConnection(t.state()).attempt?.error), 'the attempt failed');
    expect(words(selectConnection(t.state()).attempt?.error)).toBe(
      `The wallet answered eth_requestAccounts with 200000 accounts; at most ${LIMITS.walletAccounts} are accepted`,
    );
    expect(selectConnection(t.state()).status.eip155).not.toBe('connected');
    expect(JSON.stringify(t.state()).length - before).toBeLessThan(10_000);
    t.task.cancel();
  });

  it(`takes ${LIMITS.walletAccounts} accounts`, async () => {
    wallet.accounts = [ADDRESS, ...many(LIMITS.walletAccounts - 1)];
    const t = accountStore();
    await connect(t, { inView: false });
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(ADDRESS);
    t.task.cancel();
  });

  it('ignores an accountsChanged event past the limit', async () => {
    const t = accountStore();
    await connect(t, { inView: false });
    wallet.emit('accountsChanged', many(LIMITS.walletAccounts + 1));
    await flushAsync();
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(ADDRESS);
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] ignored a malformed accountsChanged event from the wallet');
    t.task.cancel();
  });
});
