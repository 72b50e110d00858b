/**
 * The shape every locale fills: one table per English string module, keyed exactly like it. A locale is one file,
 * `locales/<code>.ts`, whose default export `satisfies LocaleTables`, so a missing or extra key fails the typecheck.
 * Placeholders are written `{name}` as in English.
 */
import type { enAccount } from './account';
import type { enAllWallets } from './allWallets';
import type { enBitcoin } from './bitcoin';
import type { enButton } from './button';
import type { enConfigError } from './configError';
import type { enConnecting } from './connecting';
import type { enEmbedded } from './embedded';
import type { en } from './en';
import type { enErrors } from './errors';
import type { enLegal } from './legal';
import type { enNames } from './names';
import type { enNetworks } from './networks';
import type { enOnramp } from './onramp';
import type { enSmartAccount } from './smartAccount';
import type { enSiwx } from './siwx';
import type { enSwap } from './swap';
import type { enWalletConnect } from './walletConnect';
import type { enWhatIsAWallet } from './whatIsAWallet';

type TableOf<T> = { readonly [K in keyof T]: string };

export interface LocaleTables {
  core: TableOf<typeof en>;
  account: TableOf<typeof enAccount>;
  allWallets: TableOf<typeof enAllWallets>;
  bitcoin: TableOf<typeof enBitcoin>;
  /** the host page's connect / account button */
  button: TableOf<typeof enButton>;
  configError: TableOf<typeof enConfigError>;
  connecting: TableOf<typeof enConnecting>;
  embedded: TableOf<typeof enEmbedded>;
  legal: TableOf<typeof enLegal>;
  names: TableOf<typeof enNames>;
  networks: TableOf<typeof enNetworks>;
  onramp: TableOf<typeof enOnramp>;
  smartAccount: TableOf<typeof enSmartAccount>;
  siwx: TableOf<typeof enSiwx>;
  swap: TableOf<typeof enSwap>;
  walletConnect: TableOf<typeof enWalletConnect>;
  whatIsAWallet: TableOf<typeof enWhatIsAWallet>;
  /** the error catalogue's messages, by code (src/core/errors/catalogue.ts): every error and toast the state keeps */
  errors: TableOf<typeof enErrors>;
}

export type LocaleModule = keyof LocaleTables;
