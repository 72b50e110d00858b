import { delay, put, select, takeLatest } from 'redux-saga/effects';
import { notificationClosed, notificationDismissRequested, notifyRequested, selectDebug, selectNotification, shown } from '../slices';
import { TIMING } from '../src/core/constants';

/**
 * SPEC §4: alerts open only when debug is on; a new message replaces an open one after a 150 ms gap.
 * takeLatest means a newer message cancels the older one's timers.
 */
function* showNotification(action: ReturnType<typeof notifyRequested> | ReturnType<typeof notificationDismissRequested>) {
  if (notificationDismissRequested.match(action)) {
    // takeLatest: a message still waiting for its gap is cancelled too
    const open: ReturnType<typeof selectNotification> = yield select(selectNotification);
    if (open.open) yield put(notificationClosed());
    return;
  }
  const { payload } = action;
  const debug: boolean = yield select(selectDebug);
  if (payload.alert && !debug) return;
  const current: ReturnType<typeof selectNotification> = yield select(selectNotification);
  if (current.open) {
    yield put(notificationClosed());
    yield delay(TIMING.notificationGapMs);
  }
  yield put(shown({ message: payload.message, variant: payload.variant }));
  if (payload.variant === 'loading' || payload.alert) return;
  yield delay(TIMING.toastVisibleMs);
  yield put(notificationClosed());
}

export function* watchNotifications() {
  yield takeLatest([notifyRequested.type, notificationDismissRequested.type], showNotification);
}
