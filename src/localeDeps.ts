import type { WalletGateDeps } from '../sagas/deps';

/** What the locale saga asks of the page: the visitor's languages, and the loader of other locales. */
export const localeDeps: Pick<WalletGateDeps, 'languages' | 'loadLocale'> = {
  languages: () => globalThis.navigator?.languages ?? [],
  // the loader and its map of locale chunks load on the first locale other than English, not with the first bundle
  loadLocale: (preferences, explicit) =>
    import(/* webpackChunkName: "locale-load" */ './ui/i18n/load').then((m) => m.loadLocaleStrings(preferences, explicit)),
};
