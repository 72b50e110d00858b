/**
 * A Redux host with no UI of WalletGate's (headless) drives every flow through walletgate/redux's public request
 * actions and reads it through its public selectors, importing nothing else of WalletGate's: what the entry
 * exports is enough to open, connect, switch network, change the theme, disconnect and close.
 */
import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import createSagaMiddleware from 'redux-saga';
import {
  WALLETGATE_KEY,
  attachWalletGate,
  closeRequested,
  connectRequested,
  disconnectRequested,
  openRequested,
  selectAccountInfo,
  selectActiveCaipNetworkId,
  selectAllConnectors,
  selectConnectedNamespaces,
  selectConnectionStatus,
  selectIsOpen,
  selectResolvedThemeMode,
  selectView,
  switchNetworkRequested,
  themeModeChanged,
  walletGateReducer,
} from '../../src/redux';
import { FakeWallet } from '../helpers/fakeWallet';
import { TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B, testOptions } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';

const server = useMswServer();
let wallet: FakeWallet;
beforeEach(() => {
  rpcNode(server);
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  wallet = new FakeWallet().install();
});
afterEach(() => wallet.uninstall());

it('a headless host opens, connects, switches network, themes, disconnects and closes with the public actions alone', async () => {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { [WALLETGATE_KEY]: walletGateReducer }, middleware: (getDefault) => getDefault().concat(saga) });
  const options = testOptions({ networks: [TEST_NETWORK, TEST_NETWORK_B], features: { analytics: false }, headless: true });
  const gate = attachWalletGate(store, options, { runSaga: saga.run, deps: { logger: { warn: jest.fn(), error: jest.fn() } } });
  const state = () => store.getState();

  store.dispatch(openRequested());
  expect([selectIsOpen(state()), selectView(state())]).toEqual([true, 'Connect']);

  const fake = selectAllConnectors(state()).find((connector) => connector.name === 'Fake Wallet');
  expect(fake).toMatchObject({ id: 'test.fake.wallet', chain: 'eip155' });
  store.dispatch(connectRequested({ connectorId: fake!.id, namespace: fake!.chain }));
  await waitUntil(() => selectConnectionStatus(state(), 'eip155') === 'connected', 'connected');
  expect(selectAccountInfo(state())).toMatchObject({ isConnected: true, address: wallet.accounts[0], namespace: 'eip155' });
  expect(selectConnectedNamespaces(state())).toEqual(['eip155']);
  expect(selectActiveCaipNetworkId(state())).toBe('eip155:31337');

  store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31338' }));
  await waitUntil(() => selectActiveCaipNetworkId(state()) === 'eip155:31338', 'switched');
  expect(wallet.chainId).toBe(31338);

  store.dispatch(themeModeChanged('dark'));
  expect(selectResolvedThemeMode(state())).toBe('dark');

  store.dispatch(disconnectRequested());
  await waitUntil(() => selectConnectionStatus(state(), 'eip155') === 'disconnected', 'disconnected');
  expect(selectAccountInfo(state())).toMatchObject({ isConnected: false, address: null });

  store.dispatch(closeRequested());
  await waitUntil(() => !selectIsOpen(state()), 'closed');
  gate.destroy();
});
