import { describe, expect, it } from '@jest/globals';
import { LOCALES, t, translate } from '../../../src/ui/i18n';
import { en } from '../../../src/ui/i18n/en';
import { tce } from '../../../src/ui/i18n/configError';

describe('i18n', () => {
  it('looks strings up by key and fills placeholders', () => {
    expect(t('title.Connect')).toBe('Connect Wallet');
    expect(t('connect.intro', { appName: 'Acme' })).toBe('Continue to Acme');
    expect(translate('en', 'connect.intro', { appName: 'Acme' })).toBe('Continue to Acme');
    expect(tce('configError.code', { code: 'APKT002' })).toBe('Error code: APKT002'); // a view's own table
  });

  it('leaves an unfilled placeholder visible', () => {
    expect(t('connect.intro')).toBe('Continue to {appName}');
    expect(t('connect.intro', {})).toBe('Continue to {appName}');
  });

  it('every locale provides every English key', () => {
    for (const messages of Object.values(LOCALES)) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    }
  });
});
