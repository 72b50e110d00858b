/**
 * SPEC §8 thrown texts as separate exports, so a bundler keeps only those a chunk uses (the instance API's refusals,
 * the lazy loader's message) rather than the whole catalogue; THROWN (thrown.ts) reuses them.
 */
export const CAIP_NETWORK_UNDEFINED = 'CaipNetwork is undefined';
export const CAIP_NETWORK_NOT_FOUND = 'CaipNetwork not found';
export const ADAPTER_NOT_FOUND = 'Adapter not found';
export const NETWORK_NOT_FOUND = 'Network not found';
export const INVALID_CAIP_ADDRESS = 'Invalid CAIP Address';
export const NO_ACTIVE_CAIP_ADDRESS = 'No ActiveCaipAddress found';
export const CHAIN_ADAPTER_NOT_FOUND = 'Chain adapter not found';
export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = 'Address or auth connector not found';
export const EMAIL_DEPENDENCY = 'Unable to load email login dependency';
/** SPEC §5 */
export const namespaceNotConfigured = (namespace: string) =>
  `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`;
/** SPEC §8: a request to a WalletConnect provider before UniversalProvider (its sign client) has started */
export const SIGN_CLIENT_NOT_INITIALIZED = 'Sign Client is not initialized';
