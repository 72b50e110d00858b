/**
 * EVM reads through viem, imported narrowly (TOOLCHAIN.md: createClient + viem/actions ≈ 7 KiB gzip).
 * Loaded with a dynamic import once a wallet connects, so it stays out of the bytes before the first click.
 */
import { createClient, http } from 'viem';
import { getBalance } from 'viem/actions';

export async function getNativeBalance({ rpcUrl, address }: { rpcUrl: string; address: string }): Promise<bigint> {
  const client = createClient({ transport: http(rpcUrl, { retryCount: 3, retryDelay: 150, timeout: 10_000 }) });
  return getBalance(client, { address: address as `0x${string}` });
}
