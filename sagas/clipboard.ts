import { call, put, takeEvery } from 'redux-saga/effects';
import { copyRequested, notifyRequested } from '../slices';
import { msg } from '../src/core/errors/catalogue';
import type { WalletGateDeps } from './deps';

function* copy(deps: WalletGateDeps, { payload }: ReturnType<typeof copyRequested>) {
  try {
    yield call(deps.copyText, payload.text);
    yield put(notifyRequested({ message: payload.success, variant: 'success' }));
  } catch {
    yield put(notifyRequested({ message: msg('somethingWentWrong'), variant: 'error' }));
  }
}

export function* watchClipboard(deps: WalletGateDeps) {
  yield takeEvery(copyRequested.type, copy, deps);
}
