/**
 * What a chain namespace offers, as its driver declares it (`ChainDriver.can`, sagas/chains/driver.ts). The
 * configuration records each namespace's list in the store (options.chains), so the views, the slices and the flows
 * ask `selectChainCan(state, namespace, capability)` instead of comparing the namespace's name.
 */
export type ChainCapability =
  /** Send (the Account view's action and the WalletSend view); the driver's flows then have `send` */
  | 'send'
  /** Send shows the network cost and balance (a gas price read when Send opens) */
  | 'fees'
  /** profile names: the Account view's name, a receiver typed as a name, names registered (SPEC §7) */
  | 'names'
  /** buy with the on-ramp */
  | 'buy'
  /** swaps */
  | 'swaps'
  /** its wallet shares accounts of several types (bip122: payment, ordinals), picked in an Account switcher of their own */
  | 'accountTypes';

/** Each namespace a driver connects, with what it offers, as recorded at configuration. */
export type ChainCapabilities = Record<string, ChainCapability[]>;
