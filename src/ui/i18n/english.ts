/**
 * Every English table by its LocaleTables module: the source the pseudo-locale is generated from and what the
 * locale checks compare each locale with. Only the pseudo-locale's chunk and the tests import it; each view's
 * English table still loads with that view.
 */
import { enAccount } from './account';
import { enAllWallets } from './allWallets';
import { enBitcoin } from './bitcoin';
import { enButton } from './button';
import { enConfigError } from './configError';
import { enConnecting } from './connecting';
import { enEmbedded } from './embedded';
import { en } from './en';
import { enErrors } from './errors';
import { enLegal } from './legal';
import { enNames } from './names';
import { enNetworks } from './networks';
import { enOnramp } from './onramp';
import { enSiwx } from './siwx';
import { enSmartAccount } from './smartAccount';
import { enSwap } from './swap';
import type { LocaleTables } from './tables';
import { enWalletConnect } from './walletConnect';
import { enWhatIsAWallet } from './whatIsAWallet';

export const ENGLISH_TABLES: Required<LocaleTables> = {
  core: en,
  errors: enErrors,
  account: enAccount,
  allWallets: enAllWallets,
  bitcoin: enBitcoin,
  button: enButton,
  configError: enConfigError,
  connecting: enConnecting,
  embedded: enEmbedded,
  legal: enLegal,
  names: enNames,
  networks: enNetworks,
  onramp: enOnramp,
  siwx: enSiwx,
  smartAccount: enSmartAccount,
  swap: enSwap,
  walletConnect: enWalletConnect,
  whatIsAWallet: enWhatIsAWallet,
};
