import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { selectTheme, systemThemeModeChanged, type ResolvedThemeMode } from '../slices';
import type { WalletGateDeps } from './deps';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const modeOf = (dark: boolean): ResolvedThemeMode => (dark ? 'dark' : 'light');

/** The OS colour-scheme preference as a channel; only the latest change matters. */
function createColorSchemeChannel(query: MediaQueryList): EventChannel<ResolvedThemeMode> {
  return eventChannel<ResolvedThemeMode>((emit) => {
    const onChange = (event: MediaQueryListEvent) => emit(modeOf(event.matches));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, buffers.sliding(1));
}

/**
 * Records the OS preference in state (themeMode 'system' renders it): once at start, before the UI's first frame,
 * then on every change. Recorded as an event so Redux DevTools replays the theme a state was shown in, and a
 * replay dispatches nothing (only the OS itself produces these).
 */
export function* watchSystemTheme(deps: WalletGateDeps) {
  const query = deps.window?.matchMedia?.(DARK_QUERY);
  if (!query) return;
  const current: ReturnType<typeof selectTheme> = yield select(selectTheme);
  if (current.systemThemeMode !== modeOf(query.matches)) yield put(systemThemeModeChanged(modeOf(query.matches)));
  const channel: EventChannel<ResolvedThemeMode> = yield call(createColorSchemeChannel, query);
  try {
    while (true) {
      const mode: ResolvedThemeMode = yield take(channel);
      yield put(systemThemeModeChanged(mode));
    }
  } finally {
    channel.close();
  }
}
