/** SPEC §8 thrown errors (message texts). Its own module so the first bundle carries only what it uses. */
import {
  ADAPTER_NOT_FOUND,
  CAIP_NETWORK_NOT_FOUND,
  CAIP_NETWORK_UNDEFINED,
  EMAIL_DEPENDENCY,
  namespaceNotConfigured,
  NETWORK_NOT_FOUND,
} from './instanceErrors';

export const THROWN = {
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  failedToDisconnect: 'Failed to disconnect',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: ADAPTER_NOT_FOUND,
  caipNetworkUndefined: CAIP_NETWORK_UNDEFINED,
  caipNetworkNotFound: CAIP_NETWORK_NOT_FOUND,
  invalidCaipAddress: 'Invalid CAIP Address',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  chainAdapterNotFound: 'Chain adapter not found',
  networkNotFound: NETWORK_NOT_FOUND,
  invalidChainId: 'Invalid chainId',
  requestAborted: 'Request was aborted',
  frameNotSet: 'W3mFrame: iframe is not set',
  emailDependency: EMAIL_DEPENDENCY,
  rpcNotAllowed: 'Requested RPC call is not allowed',
  frameError: 'An error occurred',
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  namespaceNotConfigured,
} as const;

