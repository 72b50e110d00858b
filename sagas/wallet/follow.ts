/** Every connection is followed by its namespace's driver (accounts, chain, the wallet letting go), until it ends. */
import { call, takeEvery, takeLatest } from 'redux-saga/effects';
import { connected } from '../../slices';
import { accountSelected } from '../../slices/walletRequests';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { flowsOf } from '../chains/flowsOf';
import type { ChainFlows } from '../chains/driver';

function* followConnection(deps: WalletGateDeps, { payload }: ReturnType<typeof connected>) {
  const flows: ChainFlows | null = yield call(flowsOf, deps, payload.namespace);
  if (flows) yield call(flows.follow, deps, payload);
}

/** The visitor picked another of the accounts the wallet shared: the driver points its provider at it. */
function* pickAccount(deps: WalletGateDeps, { payload }: ReturnType<typeof accountSelected>) {
  const flows: ChainFlows | null = yield call(flowsOf, deps, payload.namespace);
  if (flows?.selectAccount) yield call(flows.selectAccount, deps, payload.address);
}

export function* watchConnections(deps: WalletGateDeps, intake: Intake) {
  yield takeEvery(connected.type, followConnection, deps);
  yield takeLatest(intake.from(accountSelected), pickAccount, deps);
}
