/** How the sandbox WalletConnect wallet carries out an approved request: sign with the sandbox key,
 * or sign a transaction and send it to the sandbox chain's RPC. */
import { createWalletClient, defineChain, http, isHex, type Address, type Hex, type TypedDataDefinition } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';

export interface SandboxChain {
  chainId: number;
  name: string;
  rpcUrl: string;
}

/** A JSON-RPC error the wallet answers with (EIP-1193 codes, SPEC §8). */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const userRejected = () => new WalletRpcError(4001, 'User rejected the request.');

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

function requireOwnAddress(candidate: unknown, account: PrivateKeyAccount): void {
  if (!sameAddress(candidate, account.address)) throw new WalletRpcError(4100, `The requested account ${String(candidate)} is not this wallet's account.`);
}

const big = (v: unknown): bigint | undefined => (typeof v === 'string' || typeof v === 'number' ? BigInt(v) : undefined);

/** Carries out a signing method; throws WalletRpcError for a bad request. */
export async function performSigning(method: string, params: unknown, account: PrivateKeyAccount, chain: SandboxChain): Promise<Hex> {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list;
      if (typeof message !== 'string') throw new WalletRpcError(-32602, 'personal_sign: message missing');
      requireOwnAddress(address, account);
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list;
      requireOwnAddress(address, account);
      const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition | undefined;
      if (!typed || typeof typed !== 'object') throw new WalletRpcError(-32602, 'eth_signTypedData_v4: typed data missing');
      return account.signTypedData(typed);
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as Record<string, unknown>;
      if (tx.from !== undefined) requireOwnAddress(tx.from, account);
      const client = createWalletClient({
        account,
        chain: defineChain({
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      });
      const gas = big(tx.gas ?? tx.gasLimit);
      return client.sendTransaction({
        to: typeof tx.to === 'string' ? (tx.to as Address) : null,
        value: big(tx.value) ?? 0n,
        ...(typeof tx.data === 'string' ? { data: tx.data as Hex } : {}),
        ...(gas !== undefined ? { gas } : {}),
      });
    }
    default:
      throw new WalletRpcError(4200, `Unsupported method: ${method}`);
  }
}

export const SIGNING_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);
