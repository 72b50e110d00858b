import { delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  closeRequested,
  closed,
  openRequested,
  opened,
  selectConfigError,
  selectIsOpen,
  shakeEnded,
  shakeRequested,
  shakeStarted,
} from '../slices';
import { TIMING } from '../src/core/constants';
import type { View } from '../src/core/views';

function* openModal({ payload }: ReturnType<typeof openRequested>) {
  const configError: ReturnType<typeof selectConfigError> = yield select(selectConfigError);
  const view: View = configError ? 'ConfigError' : (payload?.view ?? 'Connect');
  yield put(opened({ view }));
}

function* closeModal() {
  const isOpen: boolean = yield select(selectIsOpen);
  if (isOpen) yield put(closed());
}

function* shakeModal() {
  yield put(shakeStarted());
  yield delay(TIMING.modalShakeMs);
  yield put(shakeEnded());
}

export function* watchModal() {
  yield takeEvery(openRequested.type, openModal);
  yield takeEvery(closeRequested.type, closeModal);
  yield takeLatest(shakeRequested.type, shakeModal);
}
