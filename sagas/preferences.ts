import { put, select, takeEvery } from 'redux-saga/effects';
import { legalConsentChanged, networkChanged, recentWalletsRestored, selectRequestedNetworks } from '../slices';
import type { Network } from '../src/core/options';
import { STORED } from '../src/core/storageKeys';
import type { WalletGateDeps } from './deps';

/** At start, before the modal can open: the recent wallets and the last chosen network, so the first render has them. */
export function* restorePreferences(deps: WalletGateDeps) {
  const recent = deps.storage.get(STORED.recentWallets.key, STORED.recentWallets.schema);
  if (recent?.length) yield put(recentWalletsRestored(recent));
  const requested: Network[] = yield select(selectRequestedNetworks);
  const last = deps.storage.get(STORED.activeCaipNetworkId.key, STORED.activeCaipNetworkId.schema);
  const known = requested.find((n) => n.caipNetworkId === last);
  if (known) yield put(networkChanged({ namespace: known.chainNamespace, caipNetworkId: known.caipNetworkId }));
  // SPEC §1 legal checkbox: accepted once, remembered; unticked, forgotten
  if (deps.storage.get(STORED.legalAccepted.key, STORED.legalAccepted.schema)) yield put(legalConsentChanged(true));
  yield takeEvery(legalConsentChanged, ({ payload }: ReturnType<typeof legalConsentChanged>) => {
    if (payload) deps.storage.set(STORED.legalAccepted.key, true);
    else deps.storage.remove(STORED.legalAccepted.key);
  });
}
