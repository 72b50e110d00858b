import { call, put, select, takeLatest } from 'redux-saga/effects';
import { localeFailed, localeRequested, localeShown, selectLocaleState, type LocaleState } from '../slices';
import { isEnglishTag, type LocaleCode } from '../src/core/locale';
import type { WalletGateDeps } from './deps';

/**
 * Shows the locale a request asks for (a tag; null: the browser's languages). English needs nothing loaded; any
 * other language loads the locale loader, which picks the best shipped match (pt-PT → pt-BR) and loads its strings
 * (their own chunk). The state records only the code: the tables stay out of the store, and replaying `localeShown`
 * in Redux DevTools loads nothing. A language WalletGate does not speak, or a chunk that fails, leaves the
 * current locale on screen.
 */
export function* showLocale(deps: WalletGateDeps, requested: string | null) {
  const preferences = requested === null ? (deps.languages?.() ?? []) : [requested];
  let locale: LocaleCode = 'en';
  if (!isEnglishTag(preferences[0])) {
    try {
      locale = yield call(deps.loadLocale, preferences, requested !== null);
    } catch (error) {
      deps.logger.warn(`[WalletGate] no strings for the language ${preferences.join(', ')}`, error);
      yield put(localeFailed(requested));
      return;
    }
  }
  yield put(localeShown({ locale, requested }));
}

/** At start, the site's or the browser's locale; then each setLocale(), the latest winning. */
export function* watchLocale(deps: WalletGateDeps) {
  const { requested }: LocaleState = yield select(selectLocaleState);
  yield call(showLocale, deps, requested);
  yield takeLatest(localeRequested, function* switchLocale(action: ReturnType<typeof localeRequested>) {
    yield call(showLocale, deps, action.payload);
  });
}
