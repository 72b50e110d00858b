import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import {
  activeNamespaceChanged,
  closeRequested,
  closed,
  networkChanged,
  selectActiveConnectorIds,
  selectConnection,
  selectIsOpen,
  selectRequestedNetworks,
  selectView,
  switchNetworkCancelled,
  switchNetworkFailed,
  switchNetworkRequested,
  wentBack,
  notifyRequested,
} from '../../slices';
import { MessageError, msg } from '../../src/core/errors/catalogue';
import type { Network } from '../../src/core/options';
import { toWalletError } from '../../src/core/errors/wallet';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { flowsOf } from '../chains/flowsOf';
import type { ChainFlows } from '../chains/driver';

function* switchNetwork(deps: WalletGateDeps, { payload: { caipNetworkId } }: ReturnType<typeof switchNetworkRequested>) {
  const requested: Network[] = yield select(selectRequestedNetworks);
  const network = requested.find((n) => n.caipNetworkId === caipNetworkId);
  const askedNamespace = caipNetworkId.split(':')[0] ?? '';
  if (!network && !requested.some((n) => n.chainNamespace === askedNamespace)) {
    // SPEC §5: selecting a chain in a namespace the site did not configure
    yield put(switchNetworkFailed(msg('namespaceNotConfigured', { namespace: askedNamespace })));
    return;
  }
  if (!network) {
    yield put(switchNetworkFailed(msg('networkNotFound')));
    // SPEC §8 'Network Not Found' alert: a developer asked for a network the site did not configure
    yield put(notifyRequested({ message: msg('APKT004'), variant: 'error', alert: true }));
    return;
  }
  const namespace = network.chainNamespace;
  const connection: ReturnType<typeof selectConnection> = yield select(selectConnection);
  // a driver without network switching (Solana, Polkadot wallets) has no wallet to ask: the site's choice is the network
  const flows: ChainFlows | null = yield call(flowsOf, deps, namespace);
  if (connection.status[namespace] === 'connected' && flows?.switchNetwork) {
    const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
    const connectorId = ids[namespace];
    try {
      if (!connectorId) throw new MessageError(msg('chainAdapterNotFound'));
      // A wallet may never answer (its prompt dismissed without a reply): the visitor can stop waiting, and closing
      // the modal stops it too, so the network is not left busy until a reload. A later chainChanged still counts.
      const waited: { cancelled?: unknown; ended?: unknown } = yield race({
        switched: call(flows.switchNetwork, deps, connectorId, network),
        cancelled: take(switchNetworkCancelled),
        ended: take(closed),
      });
      if (waited.ended) yield put(switchNetworkCancelled());
      if (waited.cancelled || waited.ended) return;
    } catch (error) {
      const info = toWalletError(error);
      yield put(switchNetworkFailed(info));
      yield put(notifyRequested({ message: info, variant: 'error' }));
      return;
    }
  }
  // The wallet's chainChanged follows, but the modal need not wait for it.
  yield put(networkChanged({ namespace, caipNetworkId }));
  // a network of the other connected chain makes that chain the one the visitor acts in (Networks view)
  if (connection.status[namespace] === 'connected' && connection.activeNamespace !== namespace) yield put(activeNamespaceChanged(namespace));
  const open: boolean = yield select(selectIsOpen);
  const view: string = yield select(selectView);
  if (open && view === 'Networks') yield put(wentBack());
  else if (open && view === 'UnsupportedChain') yield put(closeRequested());
}

export function* watchNetwork(deps: WalletGateDeps, intake: Intake) {
  yield takeLatest(intake.from(switchNetworkRequested), switchNetwork, deps);
}
