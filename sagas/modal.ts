import { delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  closeRequested,
  closed,
  openRequested,
  opened,
  selectConfigError,
  selectIsOpen,
  selectConnection,
  shakeEnded,
  shakeRequested,
  shakeStarted,
} from '../slices';
import { TIMING } from '../src/core/constants';
import { ACCOUNT_VIEWS, type View } from '../src/core/views';

/**
 * The view a plain open() shows: the account when a wallet is connected, else the ways to connect. A view of the
 * account area asked for while nothing is connected leads to connecting instead.
 */
function* openModal({ payload }: ReturnType<typeof openRequested>) {
  const configError: ReturnType<typeof selectConfigError> = yield select(selectConfigError);
  const connection: ReturnType<typeof selectConnection> = yield select(selectConnection);
  const connected = Object.values(connection.status).includes('connected');
  const asked = payload?.view && !connected && ACCOUNT_VIEWS.has(payload.view) ? 'Connect' : payload?.view;
  const view: View = configError ? 'ConfigError' : (asked ?? (connected ? 'Account' : 'Connect'));
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
