/**
 * SPEC §5: one sign-in code per 30 s. While the cooldown runs, the seconds left go to the store once a second, so
 * "Resend code" shows its countdown from state alone (no timer in the view; time travel shows it as recorded).
 */
import { delay, put } from 'redux-saga/effects';
import { codeCooldownTicked } from '../../slices/embeddedWallet';
import { TIMING } from '../../src/core/constants';
import { emailCooldownLeft } from '../../src/core/embedded';
import { readLastEmailLogin } from './lastEmailLogin';
import type { EmbeddedContext } from './context';

/** Started (takeLatest) each time a code goes out; counts down from the stored last-send time to 0. */
export function* countDownResend({ deps }: EmbeddedContext) {
  for (;;) {
    const last = readLastEmailLogin(deps);
    const left = emailCooldownLeft(last, deps.now(), TIMING.emailLoginCooldownMs);
    yield put(codeCooldownTicked({ seconds: Math.ceil(left / 1000) }));
    if (left <= 0) return;
    // wake when the shown whole second changes
    yield delay(left % 1000 || 1000);
  }
}
