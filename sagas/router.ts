import { put, select, takeEvery } from 'redux-saga/effects';
import { backRequested, closeRequested, selectBackCloses, wentBack } from '../slices';

/** SPEC §2: back with one view in history, or from UnsupportedChain, closes; otherwise it pops. */
function* goBack() {
  const closes: boolean = yield select(selectBackCloses);
  yield put(closes ? closeRequested() : wentBack());
}

export function* watchRouter() {
  yield takeEvery(backRequested.type, goBack);
}
