/** SPEC §8 thrown errors (message texts). Its own module so the first bundle carries only what it uses. */
export const THROWN = {
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  failedToDisconnect: 'Failed to disconnect',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: 'Adapter not found',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  caipNetworkNotFound: 'CaipNetwork not found',
  invalidCaipAddress: 'Invalid CAIP Address',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  chainAdapterNotFound: 'Chain adapter not found',
  networkNotFound: 'Network not found',
  invalidChainId: 'Invalid chainId',
  requestAborted: 'Request was aborted',
  frameNotSet: 'W3mFrame: iframe is not set',
  emailDependency: 'Unable to load email login dependency',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  frameError: 'An error occurred',
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  namespaceNotConfigured: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
} as const;

