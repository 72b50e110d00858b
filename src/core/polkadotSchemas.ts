/** The zod schemas of what Polkadot extensions and sites hand over. Loaded with the Polkadot chunks only
 * (discovery, transports, provider), never with the wallet flows every site loads. */
import { z } from 'zod/mini';
import { HEX, SS58_TEXT } from './polkadot';

/** The key an extension injects under: short, printable, no markup (any page script can write injectedWeb3). */
export const extensionKey = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._ -]{0,63}$/));

/** `injectedWeb3[key]` as polkadot-js extensions expose it: a version and enable(origin). */
export const injectedExtensionSchema = z.object({
  version: z.optional(z.string().check(z.maxLength(64))),
  enable: z.custom<(origin: string) => Promise<unknown>>((f) => typeof f === 'function', 'enable must be a function'),
  /** not in the raw interface: sandbox and some extensions add a name and an icon; shown when well-formed */
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  icon: z.optional(z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif)[;,]/))),
});

/** What enable(origin) resolves to: accounts { get, subscribe } and a signer with signRaw and/or signPayload. */
export const injectedSchema = z.object({
  accounts: z.object({
    get: z.custom<(anyType?: boolean) => Promise<unknown>>((f) => typeof f === 'function', 'accounts.get must be a function'),
    subscribe: z.optional(z.custom<(cb: (accounts: unknown) => void) => unknown>((f) => typeof f === 'function')),
  }),
  signer: z.object({
    signRaw: z.optional(z.custom<(raw: unknown) => Promise<unknown>>((f) => typeof f === 'function')),
    signPayload: z.optional(z.custom<(payload: unknown) => Promise<unknown>>((f) => typeof f === 'function')),
  }),
});

/** One InjectedAccount. Ethereum-type accounts (H160) are not SS58 accounts and are left out by the caller. */
export const injectedAccountSchema = z.object({
  address: z.string().check(z.regex(SS58_TEXT)),
  name: z.optional(z.string()),
  genesisHash: z.optional(z.nullable(z.string())),
  type: z.optional(z.string()),
});
export type InjectedAccount = z.infer<typeof injectedAccountSchema>;

/** The accounts a list holds that are SS58 accounts; anything malformed is dropped, never a crash. */
export function parseInjectedAccounts(raw: unknown): InjectedAccount[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = injectedAccountSchema.safeParse(item);
    return parsed.success && parsed.data.type !== 'ethereum' ? [parsed.data] : [];
  });
}

/** SignerResult: the request's id and the signature as hex (64 bytes, plus a type byte for multi-signatures). */
export const signerResultSchema = z.object({
  id: z.optional(z.number()),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{128,130}$/, 'must be a 64- or 65-byte hex signature')),
});
export type PolkadotSignerResult = { id: number; signature: `0x${string}` };

/** Requests through getWalletProvider('polkadot'): params checked before the wallet is asked. */
export const POLKADOT_REQUESTS = {
  signRaw: z.object({
    address: z.string().check(z.regex(SS58_TEXT, 'must be an SS58 address')),
    /** hex bytes, or text (signed as its UTF-8 bytes, as extensions do with non-hex data) */
    data: z.string().check(z.minLength(1)),
    type: z.optional(z.enum(['bytes', 'payload'])),
  }),
  signPayload: z.looseObject({
    address: z.string().check(z.regex(SS58_TEXT, 'must be an SS58 address')),
    genesisHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex hash')),
    method: z.string().check(z.regex(HEX, 'must be hex')),
    blockHash: z.string().check(z.regex(HEX, 'must be hex')),
    era: z.string().check(z.regex(HEX, 'must be hex')),
    nonce: z.string().check(z.regex(HEX, 'must be hex')),
    specVersion: z.string().check(z.regex(HEX, 'must be hex')),
    transactionVersion: z.string().check(z.regex(HEX, 'must be hex')),
    tip: z.string().check(z.regex(HEX, 'must be hex')),
    blockNumber: z.string().check(z.regex(HEX, 'must be hex')),
    signedExtensions: z.array(z.string()),
    version: z.number(),
  }),
} as const;
export type PolkadotRequestMethod = keyof typeof POLKADOT_REQUESTS;
export type SignPayloadParams = z.infer<(typeof POLKADOT_REQUESTS)['signPayload']>;

/** A developer-readable refusal (JSON-RPC -32602 invalid params): which method, which field. */
export class PolkadotRequestError extends Error {
  readonly code = -32602;
  constructor(method: string, detail: string) {
    super(`Invalid params for ${method}: ${detail}`);
    this.name = 'PolkadotRequestError';
  }
}

export function parsePolkadotRequest<M extends PolkadotRequestMethod>(method: M, params: unknown): z.infer<(typeof POLKADOT_REQUESTS)[M]> {
  const parsed = POLKADOT_REQUESTS[method].safeParse(params);
  if (parsed.success) return parsed.data as z.infer<(typeof POLKADOT_REQUESTS)[M]>;
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : 'params';
  throw new PolkadotRequestError(method, `${path} ${issue?.message ?? 'invalid'}`);
}

