/** The sandbox EVM chains as the secure site sees them: JSON-RPC passthrough plus the two anvil helpers it
 * needs (funding a new wallet, impersonating a smart account). */
import { toHex, type Address } from 'viem';
import type { ChainsInfo, EvmChainInfo } from '../chains/types';
import { HttpError } from '../api/http';
import { SITE_ERRORS } from './contract';

/** What a new embedded wallet (EOA and smart account) starts with on every sandbox chain: 10 ETH. */
const STARTING_BALANCE = 10n * 10n ** 18n;
const RPC_TIMEOUT_MS = 10_000;

export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export class SiteChains {
  readonly evm: EvmChainInfo[];
  /** SPEC §6: smart accounts are enabled per network; in the sandbox, on the first chain (31337). */
  readonly smartAccountEnabledNetworks: number[];
  private nextId = 1;

  constructor(info: ChainsInfo) {
    this.evm = info.evm;
    this.smartAccountEnabledNetworks = info.evm.slice(0, 1).map((c) => c.chainId);
  }

  find(chainId: number): EvmChainInfo | undefined {
    return this.evm.find((c) => c.chainId === chainId);
  }

  get(chainId: number): EvmChainInfo {
    const chain = this.find(chainId);
    if (!chain) throw new HttpError(400, `${SITE_ERRORS.chainNotSupported}: ${chainId}`);
    return chain;
  }

  smartAccountEnabled(chainId: number): boolean {
    return this.smartAccountEnabledNetworks.includes(chainId);
  }

  /** One JSON-RPC call to the chain's node; a JSON-RPC error becomes an RpcError. */
  async call(chainId: number, method: string, params: unknown = []): Promise<unknown> {
    const chain = this.get(chainId);
    const res = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: string; code: number; data?: unknown } };
    if (body.error) throw new RpcError(body.error.message, body.error.code, body.error.data);
    return body.result;
  }

  /** Gives a new wallet its starting balance on every chain (anvil_setBalance: no faucet nonce to race). */
  async fund(addresses: Address[]): Promise<void> {
    await Promise.all(
      this.evm.flatMap((c) => addresses.map((a) => this.call(c.chainId, 'anvil_setBalance', [a, toHex(STARTING_BALANCE)]))),
    );
  }
}
