/** EIP-1193 errors: `{ code, message, data? }`, thrown as Error instances so stacks stay useful. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.');
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.');
export const unsupportedMethod = (method: string) => new ProviderRpcError(4200, `The wallet does not support the method "${method}".`);
export const chainDisconnected = (chainIdHex: string) =>
  new ProviderRpcError(4901, `The wallet has no RPC for chain ${chainIdHex}.`);
export const unknownChain = (chainIdHex: string) =>
  new ProviderRpcError(4902, `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`);
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message);
export const requestPending = () =>
  new ProviderRpcError(-32002, 'Request of type \'wallet_requestPermissions\' already pending. Please wait.');
