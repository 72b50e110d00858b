/**
 * Choosing and switching the language with the real store and root saga: the browser's languages when
 * the site sets none (best match, region fallback), the `locale` option, setLocale() at runtime, a language
 * WalletGate does not speak, and English costing nothing (no loader, no chunk). The real loader loads the real
 * locale files; the state keeps only the code, the tables go to the registry the views read.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createWalletGate } from '../../src/index';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { localeShown, selectLocale } from '../../slices';
import { shownLocale } from '../../src/ui/i18n/registry';
import { loadLocaleStrings } from '../../src/ui/i18n/load';
import type { WalletGateDeps } from '../../sagas/deps';
import { testOptions } from '../helpers/makeTestStore';
import { flushAsync, waitUntil } from '../helpers/wait';
import { words } from '../helpers/words';

const NO_ANALYTICS = { analytics: false };

/** A headless instance whose browser prefers `languages`, with the real loader counted. */
function gateWith(languages: string[], extra: Parameters<typeof testOptions>[0] = {}) {
  const loadLocale = jest.fn<WalletGateDeps['loadLocale']>(loadLocaleStrings);
  const deps: Partial<WalletGateDeps> = {
    storage: createStorage(memoryBackend()),
    session: createStorage(memoryBackend()),
    logger: { warn: jest.fn(), error: jest.fn() },
    languages: () => languages,
    loadLocale,
  };
  const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS, ...extra }), deps);
  return { gate, loadLocale };
}

describe('the locale shown', () => {
  it('follows the browser’s languages when the site sets none: the first one WalletGate speaks, region falling back', async () => {
    const { gate, loadLocale } = gateWith(['xx-XX', 'he-IL', 'ar']);
    await waitUntil(() => gate.getLocale() === 'he', 'Hebrew never shown');
    expect(loadLocale).toHaveBeenCalledTimes(1);
    expect(shownLocale('he', {}).tables?.core['title.Connect']).toBe('חיבור ארנק');
    // only the code is in the state
    expect(gate.getState().locale).toMatchObject({ requested: null, locale: 'he' });
    gate.destroy();
  });

  it('keeps English out of the state: no locale slice until another language is asked for', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../src/index');
      const gate = fresh.createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), { languages: () => ['en-US'], logger: { warn: jest.fn(), error: jest.fn() } });
      await flushAsync();
      expect(gate.getLocale()).toBe('en');
      expect(Object.keys(gate.getState())).not.toContain('locale');
      await gate.setLocale('uk');
      expect(gate.getState().locale).toMatchObject({ locale: 'uk', shownFor: 'uk' });
      gate.destroy();
    });
  });

  it('costs nothing in English: no loader, no chunk', async () => {
    const { gate, loadLocale } = gateWith(['en-GB', 'ar']);
    await flushAsync();
    expect(gate.getLocale()).toBe('en');
    expect(loadLocale).not.toHaveBeenCalled();
    gate.destroy();
  });

  it('takes the site’s `locale` option over the browser, then switches at runtime with setLocale()', async () => {
    const { gate, loadLocale } = gateWith(['en-US'], { locale: 'fa-IR' });
    await waitUntil(() => gate.getLocale() === 'fa', 'Persian never shown');
    await gate.setLocale('AR');
    expect(gate.getLocale()).toBe('ar');
    await gate.setLocale('en');
    expect(gate.getLocale()).toBe('en');
    expect(loadLocale).toHaveBeenCalledTimes(2); // fa, ar; English loads nothing
    // a language WalletGate does not speak: rejected, the locale shown stays
    await expect(gate.setLocale('kl')).rejects.toThrow('kl is not a language WalletGate speaks');
    expect(gate.getLocale()).toBe('en');
    // the pseudo-locale, by name
    await gate.setLocale('en-XA');
    expect(gate.getLocale()).toBe('en-XA');
    expect(shownLocale('en-XA', {}).tables?.core['title.Connect']).toMatch(/^⟦Çöññéçţ Ŵåļļéţ ·+⟧$/);
    gate.destroy();
  });

  it('hears a setLocale() made while the first locale still loads, and shows that one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { gate, loadLocale } = gateWith(['fr']);
    // the browser's French is slow to arrive; German is asked for meanwhile
    loadLocale.mockImplementationOnce(async (preferences, explicit) => {
      await held;
      return loadLocaleStrings(preferences, explicit);
    });
    const switched = gate.setLocale('de');
    // French arrives only once German has been asked for
    await waitUntil(() => gate.getState().locale?.requested === 'de', 'German never asked for');
    release();
    await switched;
    await flushAsync();
    expect(gate.getLocale()).toBe('de');
    gate.destroy();
  });

  it('reads a site’s overrides of SPEC §8 texts in English too (their lookup loads; no locale chunk does)', async () => {
    const { gate, loadLocale } = gateWith(['en-US'], { strings: { en: { 'error.requestTooLong': 'Too slow — try again' } } });
    await waitUntil(() => loadLocale.mock.calls.length === 1, 'the lookup never loaded');
    await expect(loadLocale.mock.results[0]!.value).resolves.toBe('en');
    const english = shownLocale('en', gate.getState().options.config?.strings ?? {});
    expect(english.errorText({ code: 'requestTooLong' })).toBe('Too slow — try again');
    expect(english.errorText({ code: 'providerText', params: { text: 'a wallet’s own words' } })).toBe('a wallet’s own words');
    expect(gate.getLocale()).toBe('en');
    gate.destroy();
  });

  it('replaying a shown locale (DevTools time travel) loads nothing', async () => {
    // a page that showed Bengali once has its slice (it came with the loader); the replay loads nothing more
    await import('../../slices/locale');
    const { gate, loadLocale } = gateWith(['en']);
    await flushAsync();
    gate.store.dispatch(localeShown({ locale: 'bn', requested: 'bn' }));
    await flushAsync();
    expect(selectLocale(gate.store.getState())).toBe('bn');
    expect(loadLocale).not.toHaveBeenCalled();
    gate.destroy();
  });

  it('refuses a `locale` option that is not a language tag, and keeps the site’s own strings', () => {
    const bad = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS, locale: 'not a tag!' }), { storage: createStorage(memoryBackend()), session: createStorage(memoryBackend()), logger: { warn: jest.fn(), error: jest.fn() } });
    expect(words(bad.getState().options.error)).toMatch(/^Invalid option `locale`: must be a language tag/);
    bad.destroy();
    const { gate } = gateWith(['en'], { strings: { ar: { 'title.Connect': 'اربط محفظتك' } } });
    expect(gate.getState().options.config?.strings).toEqual({ ar: { 'title.Connect': 'اربط محفظتك' } });
    gate.destroy();
  });
});
