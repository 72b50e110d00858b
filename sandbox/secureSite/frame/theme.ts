/** SYNC_THEME: the frame follows the widget's light/dark mode and accent colour. */
import type { AppEventPayload } from '../../../src/core/frame';

export function applyTheme(theme: AppEventPayload<'SYNC_THEME'>): void {
  const root = document.documentElement;
  if (theme.themeMode) root.dataset.theme = theme.themeMode;
  const accent = theme.themeVariables?.['--w3m-accent'] ?? theme.w3mThemeVariables?.['--w3m-accent'];
  // CSSOM ignores values that are not colours, so a hostile string cannot inject anything.
  if (typeof accent === 'string') root.style.setProperty('--accent', accent);
}
