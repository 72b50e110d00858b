/** Shape checks around RPC through the embedded wallet: wallet_sendCalls entries (SPEC §5) and the results
 * the frame returns (SPEC §5: a transaction hash is 0x + 64 hex, a signature 0x + at least 62 hex). */
import { z } from 'zod/mini';

const TransactionHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
export const SignatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/));

export const isTransactionHash = (value: unknown): value is `0x${string}` => TransactionHashSchema.safeParse(value).success;
export const isSignature = (value: unknown): value is `0x${string}` => SignatureSchema.safeParse(value).success;

/** Which result shape each method must answer with. Methods not listed are not shape-checked. */
const RPC_RESULT_KINDS = {
  eth_sendTransaction: 'transaction',
  eth_sendRawTransaction: 'transaction',
  personal_sign: 'signature',
  eth_signTypedData_v4: 'signature',
} as const satisfies Record<string, 'transaction' | 'signature'>;

/** undefined when `result` has the shape `method` promises, else what is wrong. */
export function rpcResultError(method: string, result: unknown): string | undefined {
  const kind = (RPC_RESULT_KINDS as Record<string, 'transaction' | 'signature' | undefined>)[method];
  if (kind === 'transaction' && !isTransactionHash(result)) return `${method} must return a transaction hash (0x + 64 hex characters)`;
  if (kind === 'signature' && !isSignature(result)) return `${method} must return a signature (0x + at least 62 hex characters)`;
  return undefined;
}

const SEND_CALLS_ENTRY_RULE_TEXT = 'wallet_sendCalls entries need `to` starting with 0x and optional `data` starting with 0x';

const hexPrefixed = z.string().check(z.regex(/^0x/));
/** One wallet_sendCalls entry: `to` starts 0x, `data` is optional and starts 0x (other keys such as value pass). */
const SendCallSchema = z.looseObject({ to: hexPrefixed, data: z.optional(hexPrefixed) });
const SendCallsRequestSchema = z.looseObject({ calls: z.array(SendCallSchema).check(z.minLength(1)) });
/** wallet_sendCalls params: `[{ calls: [...] , …}, ...rest]` (EIP-5792): the first entry is checked, the rest pass. */
const SendCallsParamsSchema = z.array(z.unknown()).check(
  z.minLength(1),
  z.refine((params) => SendCallsRequestSchema.safeParse(params[0]).success, SEND_CALLS_ENTRY_RULE_TEXT),
);

export const SEND_CALLS_ENTRY_RULE = SEND_CALLS_ENTRY_RULE_TEXT;

/** undefined when wallet_sendCalls params are acceptable, else the SPEC §5 rule they break. */
export function sendCallsError(params: unknown): string | undefined {
  return SendCallsParamsSchema.safeParse(params).success ? undefined : SEND_CALLS_ENTRY_RULE;
}

const SessionCallsSchema = z.looseObject({ capabilities: z.looseObject({ permissions: z.looseObject({ context: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) }) }) });

/** The smart session a wallet_sendCalls runs under (ERC-7715 `capabilities.permissions.context`), if it names one. */
export function sessionContextOf(params: unknown): string | undefined {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  const parsed = SessionCallsSchema.safeParse(first);
  return parsed.success ? parsed.data.capabilities.permissions.context : undefined;
}
