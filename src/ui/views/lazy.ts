import { lazyView } from './lazyView';

/** Views other than Connect live in their own chunks, out of the first bundle. */
export const WhatIsAWalletView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-what-is-a-wallet" */ './WhatIsAWallet/WhatIsAWallet').then((m) => m.WhatIsAWallet),
);
export const ConfigErrorView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-config-error" */ './ConfigError/ConfigError').then((m) => m.ConfigError),
);
