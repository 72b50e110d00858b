/**
 * SPEC §8 thrown texts as separate exports, so a bundler keeps only those a chunk uses (the instance API's refusals,
 * the lazy loader's message) rather than the whole catalogue; THROWN (thrown.ts) reuses them.
 */
export const CAIP_NETWORK_UNDEFINED = 'CaipNetwork is undefined';
export const CAIP_NETWORK_NOT_FOUND = 'CaipNetwork not found';
export const ADAPTER_NOT_FOUND = 'Adapter not found';
export const NETWORK_NOT_FOUND = 'Network not found';
export const EMAIL_DEPENDENCY = 'Unable to load email login dependency';
/** SPEC §5 */
export const namespaceNotConfigured = (namespace: string) =>
  `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`;
