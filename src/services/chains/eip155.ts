/**
 * EVM reads through viem, imported narrowly (TOOLCHAIN.md: createClient + viem/actions ≈ 7 KiB gzip).
 * Loaded with a dynamic import once a wallet connects, so it stays out of the bytes before the first click.
 */
import { createClient, http } from 'viem';
import { getBalance } from 'viem/actions';
import { RPC_RETRY, TIMING } from '../../core/constants';

/** A viem client for one RPC URL, with the retries and timeout of SPEC §9. */
export const rpcClient = (rpcUrl: string) =>
  createClient({ transport: http(rpcUrl, { retryCount: RPC_RETRY.retries, retryDelay: RPC_RETRY.baseMs, timeout: TIMING.rpcTimeoutMs }) });

export async function getNativeBalance({ rpcUrl, address }: { rpcUrl: string; address: string }): Promise<bigint> {
  return getBalance(rpcClient(rpcUrl), { address: address as `0x${string}` });
}
