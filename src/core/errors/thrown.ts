/** SPEC §8 thrown errors (message texts). Its own module so the first bundle carries only what it uses. */
import {
  ADAPTER_NOT_FOUND,
  CAIP_NETWORK_NOT_FOUND,
  CAIP_NETWORK_UNDEFINED,
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  CHAIN_ADAPTER_NOT_FOUND,
  EMAIL_DEPENDENCY,
  INVALID_CAIP_ADDRESS,
  NO_ACTIVE_CAIP_ADDRESS,
  namespaceNotConfigured,
  NETWORK_NOT_FOUND,
  SIGN_CLIENT_NOT_INITIALIZED,
} from './instance';

export const THROWN = {
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  failedToDisconnect: 'Failed to disconnect',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: ADAPTER_NOT_FOUND,
  caipNetworkUndefined: CAIP_NETWORK_UNDEFINED,
  caipNetworkNotFound: CAIP_NETWORK_NOT_FOUND,
  invalidCaipAddress: INVALID_CAIP_ADDRESS,
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: NO_ACTIVE_CAIP_ADDRESS,
  chainAdapterNotFound: CHAIN_ADAPTER_NOT_FOUND,
  addressOrAuthConnectorNotFound: ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  networkNotFound: NETWORK_NOT_FOUND,
  invalidChainId: 'Invalid chainId',
  requestAborted: 'Request was aborted',
  frameNotSet: 'W3mFrame: iframe is not set',
  emailDependency: EMAIL_DEPENDENCY,
  rpcNotAllowed: 'Requested RPC call is not allowed',
  frameError: 'An error occurred',
  httpStatus: (status: number | string) => `HTTP status code: ${status}`,
  signClientNotInitialized: SIGN_CLIENT_NOT_INITIALIZED,
  /** SPEC §8 "WebSocket close code 3000 raises an abnormal-close error" (the relay socket; WalletConnect's own words) */
  socketClosedAbnormally: (code: number, reason?: string) => `WebSocket connection closed abnormally with code: ${code}${reason ? ` (${reason})` : ''}`,
  namespaceNotConfigured,
} as const;

