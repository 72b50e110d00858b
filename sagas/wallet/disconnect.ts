import { call, delay, put, race, select, takeLeading } from 'redux-saga/effects';
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
import { TIMING } from '../../src/core/constants';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { request, tearDownConnection } from './provider';
import { forgetSolana } from './solana';
import { forgetPolkadot } from './polkadot';
import { forgetBitcoin } from './bitcoin';

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
      const provider = ids[namespace] ? deps.providers.get(ids[namespace]!) : undefined;
      if (namespace === 'solana' && ids.solana) yield call(forgetSolana, deps, ids.solana);
      else if (namespace === 'polkadot' && ids.polkadot) yield call(forgetPolkadot, deps, ids.polkadot);
      else if (namespace === 'bip122' && ids.bip122) yield call(forgetBitcoin, deps, ids.bip122);
      else if (provider) {
        // Not every wallet can revoke, or answers at all (SPEC §9 RPC timeout); the site forgets the connection either way.
        yield race({
          revoked: call(() => request(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined)),
          timeout: delay(TIMING.rpcTimeoutMs),
        });
      }
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
