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
import { ACCOUNT_VIEWS, SIGN_IN_VIEWS, type View } from '../src/core/views';
import { selectSignInBlocksClose } from '../slices/siwxRequests';
import { selectView } from '../slices/router';

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
  if (!isOpen) return;
  // SPEC §2: the sign-in views cannot be closed (button, Escape, backdrop) while sign-in is required and no session exists
  const view: View = yield select(selectView);
  const blocked: boolean = yield select(selectSignInBlocksClose);
  if (blocked && SIGN_IN_VIEWS.has(view)) {
    yield put(shakeRequested());
    return;
  }
  yield put(closed());
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
