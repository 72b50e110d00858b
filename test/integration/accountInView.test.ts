/**
 * What is in view decides what the account area fetches: the sagas, not the views, ask for
 * data when Tokens, NFTs, Activity or Send come into view, keep the 30 s portfolio cache (SPEC §9) and the
 * SPEC §3 lastNetworkInView rule, and navigate (Send's token picker going back). No UI is mounted here: what a
 * view would show is only state, as under Redux DevTools.
 */
import { http, HttpResponse } from 'msw';
import { closeRequested, openRequested, pushed, selectRouter, tabChanged } from '../../slices';
import { selectSend, sendTokenSelected } from '../../slices/send';
import { selectActivityOutdated, selectTransactionsState } from '../../slices/transactions';
import { ADDRESS, API, CHAIN, ETH_BALANCE, accountStore, apiLog, connect, installWallet, settle, transaction } from '../helpers/accountWorld';
import { rpcNode } from '../helpers/rpcNode';
import type { FakeWallet } from '../helpers/fakeWallet';
import { useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { flushAsync, waitUntil } from '../helpers/wait';

const server = useMswServer();
let wallet: FakeWallet;
let log: ReturnType<typeof apiLog>;
const CHAIN_B = 'eip155:31338';

beforeEach(() => {
  log = apiLog();
  rpcNode(server);
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
  server.use(
    http.get(`${API}/v1/account/:address/balance`, ({ request }) => {
      log.record(request);
      return HttpResponse.json({ balances: [ETH_BALANCE] });
    }),
    http.get(`${API}/v1/account/:address/history`, ({ request }) => {
      log.record(request);
      const chain = new URL(request.url).searchParams.get('chainId') ?? CHAIN;
      return HttpResponse.json({ data: [transaction({ minedAt: '2026-05-20T10:00:00.000Z', chain })], next: null });
    }),
  );
});
afterEach(() => {
  jest.useRealTimers();
  wallet.uninstall();
});

const balanceRequests = () => log.requests.filter((u) => u.pathname.endsWith('/balance'));
const historyRequests = () => log.requests.filter((u) => u.pathname.endsWith('/history'));

describe('Tokens', () => {
  it('fetches when Tokens comes into view, once within the 30 s cache, and again after it (SPEC §9)', async () => {
    const t = accountStore();
    await connect(t); // lands on Account, Tokens
    await waitUntil(() => selectSend(t.state()).balancesStatus === 'ready');
    expect(balanceRequests()).toHaveLength(1);

    useSagaTimers();
    t.store.dispatch(closeRequested());
    await settle(() => !t.state().walletGate.modal.open);
    await jest.advanceTimersByTimeAsync(20_000);
    t.store.dispatch(openRequested()); // Tokens in view again
    await settle(() => t.types().filter((x) => x === 'walletGate/send/tokenBalancesLoaded').length === 2);
    expect(balanceRequests()).toHaveLength(1); // from the cache

    t.store.dispatch(closeRequested());
    await jest.advanceTimersByTimeAsync(10_000);
    t.store.dispatch(openRequested());
    await settle(() => balanceRequests().length === 2, 'asked again after 30 s');
    t.task.cancel();
  });

  it('asks for nothing while nothing of the account area is in view', async () => {
    const t = accountStore();
    await connect(t, { inView: false });
    t.store.dispatch(openRequested({ view: 'Networks' }));
    await waitUntil(() => selectRouter(t.state()).view === 'Networks');
    await flushAsync();
    expect(log.requests).toEqual([]);
    expect(t.types()).not.toContain('walletGate/send/tokenBalancesRequested');
    t.task.cancel();
  });
});

describe('Activity (SPEC §3 lastNetworkInView)', () => {
  it('loads when the tab comes into view, not again when it comes back, and again when the network in view changes', async () => {
    const t = accountStore();
    await connect(t);
    t.store.dispatch(tabChanged({ namespace: 'eip155', tab: 2 }));
    await waitUntil(() => selectTransactionsState(t.state()).lastNetworkInView === CHAIN && !selectTransactionsState(t.state()).loading);
    expect(historyRequests()).toHaveLength(1);

    t.store.dispatch(tabChanged({ namespace: 'eip155', tab: 0 }));
    t.store.dispatch(tabChanged({ namespace: 'eip155', tab: 2 }));
    await waitUntil(() => selectSend(t.state()).balancesStatus === 'ready');
    expect(historyRequests()).toHaveLength(1); // still the list in view

    wallet.emit('chainChanged', '0x7a6a');
    await waitUntil(() => selectTransactionsState(t.state()).lastNetworkInView === CHAIN_B && !selectTransactionsState(t.state()).loading);
    expect(historyRequests().map((u) => u.searchParams.get('chainId'))).toEqual([CHAIN, CHAIN_B]);
    expect(selectActivityOutdated(t.state())).toBe(false);
    expect(historyRequests()[1]?.pathname).toBe(`/v1/account/${ADDRESS}/history`);
    t.task.cancel();
  });
});

describe('Send', () => {
  it('reads balances and the gas price when the form comes into view, and goes back to it when a token is picked', async () => {
    const t = accountStore();
    await connect(t);
    await waitUntil(() => selectSend(t.state()).balancesStatus === 'ready');
    t.store.dispatch(pushed({ view: 'WalletSend' }));
    await waitUntil(() => selectSend(t.state()).gasPrice !== null);
    expect(t.types()).toContain('walletGate/send/opened');

    t.store.dispatch(pushed({ view: 'WalletSendSelectToken' }));
    t.store.dispatch(sendTokenSelected(ETH_BALANCE));
    await waitUntil(() => selectRouter(t.state()).view === 'WalletSend');
    expect(selectRouter(t.state()).history).toEqual(['Account', 'WalletSend']);
    expect(selectSend(t.state()).token).toEqual(ETH_BALANCE);
    t.task.cancel();
  });
});
