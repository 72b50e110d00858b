/** SPEC §4 "push the account view" after a send starts (each chain's Send calls it). */
import { put, select } from 'redux-saga/effects';
import { pushed, selectRouter, wentBackToIndex } from '../../slices';

/** Back to the Account view when it is in the history already, so Back does not return to a spent form. */
export function* showAccount() {
  const { history }: ReturnType<typeof selectRouter> = yield select(selectRouter);
  const index = history.indexOf('Account');
  if (index >= 0 && index < history.length - 1) yield put(wentBackToIndex(index));
  else if (index < 0) yield put(pushed({ view: 'Account' }));
}
