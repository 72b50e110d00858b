import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { createWalletGate } from '../../src/index';
import { systemThemeModeChanged } from '../../slices';
import { makeTestStore, testOptions } from '../helpers/makeTestStore';

/**
 * themeMode 'system' (the default) follows prefers-color-scheme, live. jsdom has no matchMedia: a small stub
 * stands in for the OS, with the MediaQueryList API the theme saga uses (matches + change listeners).
 */
class FakeColorScheme {
  matches: boolean;
  readonly listeners = new Set<(event: MediaQueryListEvent) => void>();
  constructor(dark: boolean) {
    this.matches = dark;
  }
  readonly query = (media: string) => {
    if (media !== '(prefers-color-scheme: dark)') throw new Error(`unexpected media query ${media}`);
    return {
      media,
      get matches() {
        return scheme.matches;
      },
      addEventListener: (_type: 'change', cb: (event: MediaQueryListEvent) => void) => this.listeners.add(cb),
      removeEventListener: (_type: 'change', cb: (event: MediaQueryListEvent) => void) => this.listeners.delete(cb),
    } as unknown as MediaQueryList;
  };
  set(dark: boolean) {
    this.matches = dark;
    for (const cb of this.listeners) cb({ matches: dark, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
  }
}

let scheme: FakeColorScheme;
const quiet = { logger: { warn: jest.fn(), error: jest.fn() } };
const options = testOptions({ features: { analytics: false } });

function stubOs(dark: boolean) {
  scheme = new FakeColorScheme(dark);
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: scheme.query });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  document.body.innerHTML = '';
});

/** The palette the modal paints: `data-theme` on its shadow host. */
async function paintedTheme() {
  await waitFor(() => expect(document.querySelector('walletgate-modal')?.getAttribute('data-theme')).toBeTruthy());
  return document.querySelector('walletgate-modal')!.getAttribute('data-theme');
}

describe("themeMode 'system'", () => {
  it('is the default and paints the OS preference from the first frame, then follows it live', async () => {
    stubOs(true);
    const gate = createWalletGate(options, quiet);
    expect(gate.getState().theme.themeMode).toBe('system');
    expect(await paintedTheme()).toBe('dark');
    await act(async () => scheme.set(false));
    expect(gate.getState().theme.systemThemeMode).toBe('light');
    expect(await paintedTheme()).toBe('light');
    await act(async () => scheme.set(true));
    expect(await paintedTheme()).toBe('dark');
    gate.destroy();
    // destroy ends the saga and with it the media-query listener
    expect(scheme.listeners.size).toBe(0);
  });

  it("setThemeMode('light'|'dark') overrides the OS; setThemeMode('system') follows it again", async () => {
    stubOs(false);
    const gate = createWalletGate(options, quiet);
    expect(await paintedTheme()).toBe('light');
    act(() => gate.setThemeMode('dark'));
    expect(await paintedTheme()).toBe('dark');
    await act(async () => scheme.set(true));
    await act(async () => scheme.set(false));
    expect(await paintedTheme()).toBe('dark');
    act(() => gate.setThemeMode('system'));
    expect(await paintedTheme()).toBe('light');
    gate.destroy();
  });

  it('an explicit themeMode option wins over the OS', async () => {
    stubOs(true);
    const gate = createWalletGate({ ...options, themeMode: 'light' }, quiet);
    expect(await paintedTheme()).toBe('light');
    gate.destroy();
  });

  it('records the OS preference as a serializable event, only when it differs, and only from the OS', async () => {
    const recorded = (t: ReturnType<typeof makeTestStore>) => t.actions.filter((a) => a.type === systemThemeModeChanged.type);
    stubOs(false);
    const light = makeTestStore();
    // light is the initial state: nothing to record at start (a replayed session starts the same way)
    expect(recorded(light)).toEqual([]);
    scheme.set(true);
    expect(recorded(light)).toEqual([systemThemeModeChanged('dark')]);
    light.task.cancel();

    stubOs(true);
    const dark = makeTestStore();
    expect(recorded(dark)).toEqual([systemThemeModeChanged('dark')]);
    expect(dark.state().walletGate.theme.systemThemeMode).toBe('dark');
    dark.task.cancel();
    expect(scheme.listeners.size).toBe(0);
  });

  it('outside a browser (no matchMedia) stays light and dispatches nothing', () => {
    const gate = createWalletGate({ ...options, headless: true }, quiet);
    expect(gate.getState().theme).toEqual({ themeMode: 'system', systemThemeMode: 'light', themeVariables: {} });
    gate.destroy();
  });
});
