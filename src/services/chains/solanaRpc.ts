/** The few Solana JSON-RPC reads the account area needs, over plain fetch (no @solana/web3.js on this path). */
import { z } from 'zod/mini';
import { TIMING } from '../../core/constants';
import { HttpError, readLimited, type FetchLike } from '../http';

const BalanceAnswer = z.union([
  z.object({ result: z.object({ value: z.int().check(z.nonnegative()) }) }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);

/** The account's lamports at `confirmed`, from the network's RPC; throws on an error answer or a bad body. */
export async function getLamports({ fetch, rpcUrl, address }: { fetch: FetchLike; rpcUrl: string; address: string }): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment: 'confirmed' }] }),
    signal: AbortSignal.timeout(TIMING.rpcTimeoutMs),
  });
  if (!response.ok) throw new HttpError(response.status);
  // the body is capped like every other response (http.ts)
  const bytes = await readLimited(response, rpcUrl);
  const body = BalanceAnswer.parse(JSON.parse(new TextDecoder().decode(bytes)) as unknown);
  if ('error' in body) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return BigInt(body.result.value);
}
