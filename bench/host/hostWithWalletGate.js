/**
 * The same host app with `walletgate/redux`, attached as the README's "Inside your own Redux store" shows.
 * Plain JavaScript: `walletgate/redux` resolves to the packed package only inside the host build.
 */
import { WALLETGATE_KEY, attachWalletGate, walletGateReducer } from 'walletgate/redux';
import { sagaMiddleware, startHost } from './app.tsx';

startHost({ [WALLETGATE_KEY]: walletGateReducer }, (store) => {
  const gate = attachWalletGate(
    store,
    {
      projectId: 'host-app',
      networks: [
        {
          id: 1,
          caipNetworkId: 'eip155:1',
          chainNamespace: 'eip155',
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['https://rpc.example'] } },
        },
      ],
      metadata: { name: 'Host', description: 'A host app', url: 'https://host.example', icons: [] },
    },
    { runSaga: sagaMiddleware.run },
  );
  return () => void gate.open();
});
