/**
 * What the JSON-RPC and wallet codes of SPEC §8 mean to a visitor, and which of them the visitor can act on.
 * Pure: an error code in, words out. The provider's own reason wins where §8 says so ("Provider error text (first
 * reason description) is used when present"); the codes a visitor must act on in the wallet keep our words.
 */
import { z } from 'zod/mini';

/** SPEC §8 JSON-RPC codes (EIP-1474) and wallet codes (EIP-1193, EIP-3326, EIP-5792). */
export const RPC_CODE_MESSAGES: Readonly<Record<number, string>> = {
  [-32700]: 'The wallet could not read the request (parse error)',
  [-32600]: 'The request was not valid',
  [-32601]: 'The wallet does not know this method',
  [-32602]: 'The request had invalid parameters',
  [-32603]: 'The wallet hit an internal error',
  [-32000]: 'The node refused the request (invalid input)',
  [-32001]: 'The requested resource was not found',
  [-32002]: 'A request is already pending in your wallet — open it to continue',
  [-32003]: 'The transaction was rejected by the network',
  [-32004]: 'This method is not supported',
  [-32005]: 'Too many requests — wait a moment and try again',
  [-32006]: 'This JSON-RPC version is not supported',
  4001: 'You rejected the request in your wallet',
  4100: 'Your wallet has not authorised this site or account — connect again',
  4200: 'Your wallet does not support this request',
  4900: 'Your wallet is disconnected from all networks',
  4901: 'Your wallet is not connected to this network',
  4902: 'Your wallet does not know this network yet',
};

/** SPEC §8 "5700–5760 wallet batch/capability errors" (EIP-5792). */
export const BATCH_CODE_MESSAGES: Readonly<Record<number, string>> = {
  5700: 'Your wallet does not support a capability this request needs',
  5710: 'Your wallet does not support this network for batched calls',
  5720: 'A batch with this id was already sent',
  5730: 'The batch id is not known to your wallet',
  5740: 'The batch is too large for your wallet',
  5750: 'Your wallet needs an upgrade of your account to send this batch',
  5760: 'Your wallet cannot send these calls together (not atomic)',
};

const BATCH_FALLBACK = 'Your wallet could not process these batched calls';

/** Codes where what the visitor must do is ours to say, whatever text the wallet sent. */
const ACTIONABLE = new Set([-32002, -32005]);

/** The meaning of a §8 code, or null for a code §8 does not list. */
export function rpcCodeMessage(code: number): string | null {
  if (RPC_CODE_MESSAGES[code] !== undefined) return RPC_CODE_MESSAGES[code];
  if (code >= 5700 && code <= 5760) return BATCH_CODE_MESSAGES[code] ?? BATCH_FALLBACK;
  return null;
}

const reasons = z.object({ reasons: z.array(z.object({ description: z.string().check(z.minLength(1)) })).check(z.minLength(1)) });

/** The first reason's description, from an error's `data` or an API body (`reasons[0].description`, SPEC §8). */
export function firstReason(value: unknown): string | null {
  try {
    const direct = reasons.safeParse(value);
    if (direct.success) return direct.data.reasons[0]!.description;
    const nested = z.object({ data: reasons }).safeParse(value);
    return nested.success ? nested.data.data.reasons[0]!.description : null;
  } catch {
    return null; // a value whose getters throw has no reason to give (found by fuzzing)
  }
}

/**
 * The words for a wallet/RPC error with `code` and the wallet's own `message`: ours for the codes a visitor acts on,
 * else the provider's first reason, else the provider's text, else the code's meaning; null when there is none.
 */
export function describeRpcError(code: number | undefined, providerMessage: string | undefined, reason: string | null): string | null {
  const meaning = code === undefined ? null : rpcCodeMessage(code);
  if (meaning && code !== undefined && ACTIONABLE.has(code)) return meaning;
  return reason ?? (providerMessage || null) ?? meaning;
}
