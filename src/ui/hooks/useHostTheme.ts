import { useLayoutEffect, useRef } from 'react';
import { selectResolvedThemeMode, selectTheme } from '../../../slices';
import { useGateSelector } from '../context';

/** Length variables where a bare number means pixels. */
const PIXEL_VARIABLES: ReadonlySet<string> = new Set(['--wg-border-radius']);

/**
 * Mirrors the theme slice onto the shadow host: `data-theme` picks the light or dark palette (the resolved
 * mode: under 'system' the OS preference the theme saga recorded), and each
 * theme variable (a custom property such as `--wg-accent`) becomes an inline property on the host, which
 * outranks the stylesheet's `:host` defaults. Only custom properties are applied: a theme can't set
 * arbitrary styles on the host page's element.
 * Layout effects, so the first frame already has the right palette.
 */
export function useHostTheme(host: HTMLElement): void {
  const themeMode = useGateSelector(selectResolvedThemeMode);
  const themeVariables = useGateSelector((s) => selectTheme(s).themeVariables);
  const applied = useRef<string[]>([]);

  useLayoutEffect(() => {
    host.setAttribute('data-theme', themeMode);
  }, [host, themeMode]);

  useLayoutEffect(() => {
    for (const name of applied.current) host.style.removeProperty(name);
    const names: string[] = [];
    for (const [name, value] of Object.entries(themeVariables)) {
      if (!name.startsWith('--')) continue;
      host.style.setProperty(name, typeof value === 'number' && PIXEL_VARIABLES.has(name) ? `${value}px` : String(value));
      names.push(name);
    }
    applied.current = names;
  }, [host, themeVariables]);
}
