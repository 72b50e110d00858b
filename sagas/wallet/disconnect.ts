import { call, put, select, takeLeading } from 'redux-saga/effects';
import {
  closeRequested,
  disconnectFailed,
  disconnectRequested,
  disconnectSucceeded,
  notifyRequested,
  selectActiveConnectorIds,
  selectAllConnectors,
  selectConnection,
} from '../../slices';
import type { ChainNamespace } from '../../src/core/caip';
import type { Connector } from '../../src/core/connectors';
import { msg } from '../../src/core/errors/catalogue';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { tearDownConnection } from './provider';
import { flowsOf } from '../chains/flowsOf';
import type { ChainFlows } from '../chains/driver';

/** SPEC §4: disconnecting one chain also disconnects the others that use the same WalletConnect or auth connector. */
function withSharedConnectors(namespaces: ChainNamespace[], ids: Partial<Record<ChainNamespace, string>>, connectors: Connector[], connectedNs: ChainNamespace[]) {
  const shared = new Set(
    namespaces.map((ns) => ids[ns]).filter((id): id is string => !!id && connectors.some((c) => c.id === id && (c.type === 'WALLET_CONNECT' || c.type === 'AUTH'))),
  );
  return [...new Set([...namespaces, ...connectedNs.filter((ns) => shared.has(ids[ns] ?? ''))])];
}

function* disconnectWallets(deps: WalletGateDeps, { payload }: ReturnType<typeof disconnectRequested>) {
  const connection: ReturnType<typeof selectConnection> = yield select(selectConnection);
  const connectedNs = (Object.keys(connection.status) as ChainNamespace[]).filter((ns) => connection.status[ns] !== 'disconnected');
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const connectors: Connector[] = yield select(selectAllConnectors);
  const namespaces = withSharedConnectors(payload?.namespace ? [payload.namespace] : connectedNs, ids, connectors, connectedNs);
  try {
    for (const namespace of namespaces) {
      const connectorId = ids[namespace];
      const flows: ChainFlows | null = connectorId ? yield call(flowsOf, deps, namespace) : null;
      if (flows && connectorId) yield call(flows.forget, deps, connectorId);
      yield call(tearDownConnection, namespace);
    }
    yield put(disconnectSucceeded({ namespaces }));
    yield put(closeRequested());
  } catch (error) {
    deps.logger.error('[WalletGate] disconnect failed', error);
    yield put(disconnectFailed({ error: msg('failedToDisconnect') }));
    yield put(notifyRequested({ message: msg('failedToDisconnect'), variant: 'error' }));
  }
}

export function* watchDisconnect(deps: WalletGateDeps, intake: Intake) {
  yield takeLeading(intake.from(disconnectRequested), disconnectWallets, deps);
}
