import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  connectFailed,
  connectRequested,
  pushed,
  reset,
  selectIsOpen,
  selectLegalBlocked,
  selectShouldShowUnsupported,
  selectView,
  walletSelected,
} from '../../slices';
import { toWalletError } from '../../src/core/walletErrors';
import type { View } from '../../src/core/views';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { establishConnection, readAccounts, readChainId } from './provider';

/** SPEC §2: a wallet with a matching connector opens ConnectingExternal, otherwise ConnectingWalletConnect. */
function* selectWallet(deps: WalletGateDeps, { payload }: ReturnType<typeof walletSelected>) {
  // SPEC §1 legal checkbox: no wallet can be chosen before the visitor accepts the terms
  const blocked: boolean = yield select(selectLegalBlocked);
  if (blocked) return;
  const connectorId = payload.connectorId && deps.providers.has(payload.connectorId) ? payload.connectorId : undefined;
  if (connectorId) {
    yield put(pushed({ view: 'ConnectingExternal', data: { connectorId } }));
    yield put(connectRequested({ connectorId, namespace: 'eip155' }));
    return;
  }
  yield put(pushed({ view: 'ConnectingWalletConnect', data: { walletId: payload.walletId, name: payload.name } }));
}

/** Asks the wallet for accounts, then lands on Account (or UnsupportedChain when the wallet sits on a chain the site did not ask for). */
function* connectWallet(deps: WalletGateDeps, { payload }: ReturnType<typeof connectRequested>) {
  const { connectorId, namespace } = payload;
  const provider = deps.providers.get(connectorId);
  if (!provider) {
    yield put(connectFailed({ namespace, error: { code: 'CONNECTOR_NOT_FOUND', message: 'This wallet is no longer available in the browser.' } }));
    return;
  }
  try {
    const accounts: string[] = yield call(readAccounts, provider, 'eth_requestAccounts');
    if (accounts.length === 0) throw Object.assign(new Error('The wallet returned no account.'), { code: 4100 });
    const chainId: number = yield call(readChainId, provider);
    yield call(establishConnection, { namespace, connectorId, accounts, chainId, restored: false });
  } catch (error) {
    yield put(connectFailed({ namespace, error: toWalletError(error) }));
    return;
  }
  const open: boolean = yield select(selectIsOpen);
  const view: View = yield select(selectView);
  if (!open || view !== 'ConnectingExternal') return;
  const unsupported: boolean = yield select(selectShouldShowUnsupported);
  yield put(reset({ view: unsupported ? 'UnsupportedChain' : 'Account' }));
}

export function* watchWalletSelected(deps: WalletGateDeps, intake: Intake) {
  yield takeEvery(intake.from(walletSelected), selectWallet, deps);
}

export function* watchConnect(deps: WalletGateDeps, intake: Intake) {
  yield takeLatest(intake.from(connectRequested), connectWallet, deps);
}
