import { call, put, select, takeLatest } from 'redux-saga/effects';
import { localeFailed, localeRequested, localeShown, selectLocale, selectLocaleState, type LocaleState } from '../slices';
import { matchLocale, type LocaleCode } from '../src/core/locale';
import type { WalletGateDeps } from './deps';

/** The locale to show: the site's choice, else the best match for the visitor's languages (English at worst). */
function chosenLocale(deps: WalletGateDeps, requested: LocaleCode | null): LocaleCode {
  return requested ?? matchLocale(deps.languages?.() ?? []);
}

/**
 * Loads a locale's strings (its own chunk), then shows it. The state records only the code: the loaded tables
 * stay out of the store, and replaying `localeShown` in Redux DevTools loads nothing. A chunk that fails to
 * load leaves the current locale on screen.
 */
export function* showLocale(deps: WalletGateDeps, requested: LocaleCode | null) {
  const code = chosenLocale(deps, requested);
  const current: LocaleCode = yield select(selectLocale);
  if (code === current) return;
  if (code !== 'en') {
    try {
      yield call(deps.loadLocale, code);
    } catch (error) {
      deps.logger.warn(`[WalletGate] the strings of locale ${code} did not load`, error);
      yield put(localeFailed(code));
      return;
    }
  }
  yield put(localeShown(code));
}

/** At start, the site's or the browser's locale; then each setLocale(), the latest winning. */
export function* watchLocale(deps: WalletGateDeps) {
  const { requested }: LocaleState = yield select(selectLocaleState);
  yield call(showLocale, deps, requested);
  yield takeLatest(localeRequested, function* switchLocale(action: ReturnType<typeof localeRequested>) {
    yield call(showLocale, deps, action.payload);
  });
}
