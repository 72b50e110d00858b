import { call, cancel, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { localeFailed, localeRequested, localeShown, selectConfig } from '../slices';
import { isEnglishTag, type LocaleCode } from '../src/core/locale';
import type { WalletGateDeps } from './deps';

/**
 * Shows the locale a request asks for (a tag; null: the browser's languages). English needs nothing loaded, unless
 * the site overrides texts (`overridden`: its §8 overrides need the loader's lookup); any other language loads the
 * locale loader, which picks the best shipped match (pt-PT → pt-BR) and loads its strings (their own chunk). The state records only the code: the tables stay out of the store, and replaying `localeShown`
 * in Redux DevTools loads nothing. A language WalletGate does not speak, or a chunk that fails, leaves the
 * current locale on screen.
 */
function* showLocale(deps: WalletGateDeps, requested: string | null, overridden: boolean) {
  const preferences = requested === null ? (deps.languages?.() ?? []) : [requested];
  try {
    const locale: LocaleCode = overridden || !isEnglishTag(preferences[0]) ? yield call(deps.loadLocale, preferences, requested !== null) : 'en';
    yield put(localeShown({ locale, requested }));
  } catch (error) {
    deps.logger.warn(`[WalletGate] no strings for the language ${preferences.join(', ')}`, error);
    yield put(localeFailed(requested));
  }
}

/**
 * At start, the site's (the `locale` option) or the browser's locale; then each setLocale(), the latest winning. A
 * setLocale() while the first locale still loads is heard, and wins over it.
 */
export function* watchLocale(deps: WalletGateDeps) {
  const config: ReturnType<typeof selectConfig> = yield select(selectConfig);
  const overridden = config?.strings !== undefined;
  const first: Task = yield fork(showLocale, deps, config?.locale ?? null, overridden);
  yield takeLatest(localeRequested, function* switchLocale(action: ReturnType<typeof localeRequested>) {
    yield cancel(first);
    yield call(showLocale, deps, action.payload, overridden);
  });
}
