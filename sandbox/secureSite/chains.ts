/** The sandbox EVM chains as the secure site sees them: JSON-RPC passthrough plus the two anvil helpers it
 * needs (funding a new wallet, impersonating a smart account). */
import { toHex, type Address } from 'viem';
import type { ChainsInfo, EvmChainInfo, SolanaChainInfo } from '../chains/types';
import { HttpError } from '../api/http';
import { SITE_ERRORS } from './contract';

/** What a new embedded wallet (EOA and smart account) starts with on every sandbox chain: 10 ETH. */
const STARTING_BALANCE = 10n * 10n ** 18n;
const RPC_TIMEOUT_MS = 10_000;
/** What a new embedded wallet's Solana account starts with on the sandbox cluster: 10 SOL (SPEC §9: 9 decimals). */
const STARTING_LAMPORTS = 10 * 10 ** 9;

/**
 * SPEC §9's three Solana frame chains (mainnet, devnet, testnet: CAIP-2 ids are the genesis hash's first 32
 * characters). The sandbox has no such clusters: like the EVM side, where the frame serves the sandbox's own
 * chain ids, the frame also serves the sandbox's litesvm cluster, and every Solana call goes to it.
 */
const SOLANA_FRAME_CHAINS = [
  { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' },
  { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet' },
  { caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', name: 'Solana Testnet' },
] as const;

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
  readonly solanaCluster: SolanaChainInfo;
  /** the Solana clusters the frame answers for: the sandbox cluster first, then SPEC §9's three */
  readonly solana: { caipNetworkId: `solana:${string}`; name: string }[];
  /** SPEC §6: smart accounts are enabled per network; in the sandbox, on the first chain (31337). */
  readonly smartAccountEnabledNetworks: number[];
  private nextId = 1;

  constructor(info: ChainsInfo) {
    this.evm = info.evm;
    this.solanaCluster = info.solana;
    this.solana = [{ caipNetworkId: info.solana.caipNetworkId as `solana:${string}`, name: 'Solana Sandbox' }, ...SOLANA_FRAME_CHAINS];
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

  servesSolana(caipNetworkId: string): boolean {
    return this.solana.some((c) => c.caipNetworkId === caipNetworkId);
  }

  /** One JSON-RPC call to the sandbox Solana cluster. */
  async callSolana(method: string, params: unknown[] = []): Promise<unknown> {
    const res = await fetch(this.solanaCluster.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: string; code: number; data?: unknown } };
    if (body.error) throw new RpcError(body.error.message, body.error.code, body.error.data);
    return body.result;
  }

  /** Gives a new wallet's Solana account its starting SOL (an airdrop on the sandbox cluster). */
  async fundSolana(address: string): Promise<void> {
    await this.callSolana('requestAirdrop', [address, STARTING_LAMPORTS]);
  }

  smartAccountEnabled(chainId: number | string): boolean {
    return typeof chainId === 'number' && this.smartAccountEnabledNetworks.includes(chainId);
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
