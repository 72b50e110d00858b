/**
 * Which words the JSON-RPC and wallet codes of SPEC §8 get, and which of them the visitor can act on. Pure: an
 * error code in, a catalogue code out. The provider's own reason wins where §8 says so ("Provider error text (first
 * reason description) is used when present"); the codes a visitor must act on in the wallet keep our words.
 */
import { z } from 'zod/mini';
import { msg, type Message, type MessageCode } from './catalogue';
import { RPC_WORDS } from './featureWords';

/** Codes where what the visitor must do is ours to say, whatever text the wallet sent. */
const ACTIONABLE = new Set([-32002, -32005]);

/** The catalogue code of a §8 wallet/RPC code, or null for a code §8 does not list. */
export function rpcCodeMessage(code: number): MessageCode | null {
  const own = `rpc.${code}`;
  if (Object.prototype.hasOwnProperty.call(RPC_WORDS, own)) return own as MessageCode;
  return code >= 5700 && code <= 5760 ? 'rpc.batch' : null;
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
 * The message for a wallet/RPC error with `code` and the wallet's own `message`: ours for the codes a visitor acts on,
 * else the provider's first reason, else the provider's text, else the code's meaning; null when there is none.
 */
export function describeRpcError(code: number | undefined, providerMessage: string | undefined, reason: string | null): Message | null {
  const meaning = code === undefined ? null : rpcCodeMessage(code);
  if (meaning && code !== undefined && ACTIONABLE.has(code)) return msg(meaning);
  const text = reason ?? (providerMessage || null);
  if (text) return msg('providerText', { text });
  return meaning ? msg(meaning) : null;
}
