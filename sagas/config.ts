import { put, select } from 'redux-saga/effects';
import { notifyRequested, selectOptionsState } from '../slices';
import type { WalletGateDeps } from './deps';
import { englishOf } from '../src/core/errors/catalogue';

/** Surfaces configuration problems once at start: logged always, shown as alerts when debug is on (SPEC §4, §8). */
export function* reportConfiguration(deps: WalletGateDeps) {
  const { error, alerts }: ReturnType<typeof selectOptionsState> = yield select(selectOptionsState);
  if (error) deps.logger.error(`[WalletGate] ${englishOf(error)}`);
  for (const alert of alerts) {
    deps.logger.warn(`[WalletGate] ${englishOf(alert)}`);
    yield put(notifyRequested({ message: alert, variant: 'warning', alert: true }));
  }
}
