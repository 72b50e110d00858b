/** Turning what wallets throw (EIP-1193 errors of every shape) into the store's {code, params} (SPEC §8). */
import { z } from 'zod/mini';
import { englishOf, MessageError, msg, type ErrorInfo } from './catalogue';
import { describeRpcError, firstReason } from './rpc';

const providerError = z.object({
  code: z.optional(z.union([z.number(), z.string()])),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
  cause: z.optional(z.unknown()),
});

const USER_REJECTED = 4001;
const UNRECOGNIZED_CHAIN = 4902;

/**
 * The code of an error, looking one level into `data.originalError` and `cause` where wallets wrap it. A rejection
 * whose getters throw (any page script can be the wallet) has no code, rather than a throw in the flow's catch
 * (found by fuzzing).
 */
export function errorCode(error: unknown): number | string | undefined {
  try {
    return codeOf(error);
  } catch {
    return undefined;
  }
}

function codeOf(error: unknown): number | string | undefined {
  const parsed = providerError.safeParse(error);
  if (!parsed.success) return undefined;
  const nested = [parsed.data.data, parsed.data.cause].map((inner) => {
    const original = z.object({ originalError: z.optional(providerError) }).safeParse(inner);
    if (original.success && original.data.originalError?.code !== undefined) return original.data.originalError.code;
    const direct = providerError.safeParse(inner);
    return direct.success ? direct.data.code : undefined;
  });
  return nested.find((c) => c === UNRECOGNIZED_CHAIN) ?? parsed.data.code ?? nested.find((c) => c !== undefined);
}

export const isUserRejection = (error: unknown) => Number(errorCode(error)) === USER_REJECTED;
export const isUnrecognizedChain = (error: unknown) => Number(errorCode(error)) === UNRECOGNIZED_CHAIN;

/**
 * SPEC §8: the message a visitor can act on for the JSON-RPC / wallet codes (e.g. -32002 "open your wallet"), else
 * the provider's first reason or own text, else the code's meaning, else the generic message. The wallet's own code
 * rides along as `params.walletCode`.
 */
export function toWalletError(error: unknown): ErrorInfo {
  try {
    return describe(error);
  } catch {
    return msg('somethingWentWrong');
  }
}

/** What a wallet threw, in English words: for logs and for replies that leave the widget (the secure frame's). */
export const walletErrorWords = (error: unknown): string => englishOf(toWalletError(error));

function describe(error: unknown): ErrorInfo {
  if (error instanceof MessageError) return error.info;
  const parsed = providerError.safeParse(error);
  const code = errorCode(error);
  const numeric = typeof code === 'number' ? code : code !== undefined && /^-?\d+$/.test(code) ? Number(code) : undefined;
  const providerMessage = parsed.success ? parsed.data.message : undefined;
  const described = describeRpcError(numeric, providerMessage, firstReason(error)) ?? msg('somethingWentWrong');
  return code === undefined ? described : msg(described.code, { ...described.params, walletCode: code });
}
