import { createPublicClient, http, isAddress, type Address, type PublicClient } from 'viem';
import { sandboxChain } from '../chains/evm/chain';
import type { ChainsInfo, Erc20Info, EvmChainInfo } from '../chains/types';
import { HttpError } from './http';
import { EVM_NATIVE_ADDRESS, SOLANA_NATIVE_ADDRESS } from './prices';

/** One EVM chain as the API sees it: its info and a read client. */
export interface EvmChain {
  info: EvmChainInfo;
  caip: `eip155:${number}`;
  client: PublicClient;
}

/** A token id resolved against the sandbox chains. */
export type ResolvedToken =
  | { kind: 'native'; chain: EvmChain }
  | { kind: 'erc20'; chain: EvmChain; token: Erc20Info }
  | { kind: 'sol'; caip: string };

export class Chains {
  readonly evm: EvmChain[];

  constructor(readonly info: ChainsInfo) {
    this.evm = info.evm.map((c) => ({
      info: c,
      caip: c.caipNetworkId,
      client: createPublicClient({
        chain: sandboxChain(c.chainId, c.name, c.rpcUrl),
        transport: http(c.rpcUrl, { batch: { batchSize: 200, wait: 0 }, timeout: 10_000, retryCount: 0 }),
      }) as PublicClient,
    }));
  }

  get solanaCaip(): string {
    return this.info.solana.caipNetworkId;
  }

  /** every CAIP-2 id the sandbox serves */
  get caipIds(): string[] {
    return [...this.evm.map((c) => c.caip), this.solanaCaip];
  }

  evmByCaip(caip: string): EvmChain | undefined {
    return this.evm.find((c) => c.caip === caip);
  }

  evmById(chainId: number): EvmChain | undefined {
    return this.evm.find((c) => c.info.chainId === chainId);
  }

  /** 400 unless `caip` is one of the sandbox chains */
  requireKnown(caip: string): void {
    if (!this.caipIds.includes(caip)) throw new HttpError(400, `Unknown chain ${caip}`);
  }

  requireEvm(caip: string, message = `Unsupported chain ${caip}`): EvmChain {
    const chain = this.evmByCaip(caip);
    if (!chain) throw new HttpError(400, message);
    return chain;
  }

  /** Resolves a CAIP-10 token id (`eip155:31337:0xToken`, native = 0xeeee…). */
  resolveToken(caip10: string): ResolvedToken | undefined {
    const lastColon = caip10.lastIndexOf(':');
    const caip = caip10.slice(0, lastColon);
    const address = caip10.slice(lastColon + 1);
    if (caip === this.solanaCaip) return address === SOLANA_NATIVE_ADDRESS ? { kind: 'sol', caip } : undefined;
    const chain = this.evmByCaip(caip);
    if (!chain) return undefined;
    if (address.toLowerCase() === EVM_NATIVE_ADDRESS) return { kind: 'native', chain };
    const token = chain.info.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase());
    return token ? { kind: 'erc20', chain, token } : undefined;
  }

  tokenOn(chain: EvmChain, address: string): Erc20Info | undefined {
    return chain.info.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase());
  }
}

/** A plain EVM address or the address part of a CAIP-10 id; 400 otherwise. */
export function evmAddressParam(value: string, what = 'address'): Address {
  const address = value.includes(':') ? value.slice(value.lastIndexOf(':') + 1) : value;
  if (!isAddress(address, { strict: false })) throw new HttpError(400, `Invalid ${what}: ${value}`);
  return address as Address;
}

export function isEvmAddress(value: string): value is Address {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value);
}
