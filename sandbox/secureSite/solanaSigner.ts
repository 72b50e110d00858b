/** The frame's Solana requests (SPEC §5 rules, §6 unsafe): checked before they are shown for approval, run with
 * the user's custodied Solana keypair once approved, sign-and-send against the sandbox litesvm cluster.
 * Wire form (as WalletConnect's Solana RPC): messages base58, transactions base64 wire bytes, signatures base58. */
import { ed25519 } from '@noble/curves/ed25519';
import { VersionedTransaction } from '@solana/web3.js';
import { z } from 'zod/mini';
import { PREFLIGHT_COMMITMENTS } from '../../src/core/solana';
import { HttpError } from '../api/http';
import { decodeBase58, encodeBase58 } from '../chains/solana/base58';
import { RpcError } from './chains';
import type { SiteContext } from './context';
import type { SiteUser, SolanaUnsafeMethod } from './state';

const bad = (message: string) => new HttpError(400, message);

const Base64 = z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
const SendOptions = z.strictObject({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(PREFLIGHT_COMMITMENTS)),
  maxRetries: z.optional(z.int().check(z.gte(0))),
  minContextSlot: z.optional(z.int().check(z.gte(0))),
});
const PARAMS = {
  solana_signMessage: z.strictObject({ message: z.string().check(z.minLength(1)), pubkey: z.string() }),
  solana_signTransaction: z.strictObject({ transaction: Base64 }),
  solana_signAllTransactions: z.strictObject({ transactions: z.array(Base64).check(z.minLength(1)) }),
  solana_signAndSendTransaction: z.strictObject({ transaction: Base64, sendOptions: z.optional(SendOptions) }),
} as const;

export type PreparedSolanaRequest =
  | { method: 'solana_signMessage'; message: Uint8Array }
  | { method: 'solana_signTransaction'; transaction: VersionedTransaction }
  | { method: 'solana_signAllTransactions'; transactions: VersionedTransaction[] }
  | { method: 'solana_signAndSendTransaction'; transaction: VersionedTransaction; options: z.infer<typeof SendOptions> };

const SOLANA_SIGNABLE: readonly SolanaUnsafeMethod[] = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'];
export const isSolanaSignable = (method: string): method is SolanaUnsafeMethod => (SOLANA_SIGNABLE as readonly string[]).includes(method);

function transactionOf(user: SiteUser, base64: string): VersionedTransaction {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  } catch {
    throw bad('Invalid Solana transaction');
  }
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures).map((k) => k.toBase58());
  if (!signers.includes(user.solana)) throw bad('The transaction does not need the signed-in account’s signature');
  return tx;
}

/** Checks a Solana request's params (an object, or `[object]`) before it is parked for approval. */
export function prepareSolanaRequest(user: SiteUser, method: SolanaUnsafeMethod, params: unknown): PreparedSolanaRequest {
  const raw = Array.isArray(params) ? params[0] : params;
  const parsed = PARAMS[method].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw bad(`Invalid params for ${method}: ${issue?.path.join('.') || 'params'} ${issue?.message ?? 'invalid'}`);
  }
  const data = parsed.data as Record<string, unknown>;
  switch (method) {
    case 'solana_signMessage': {
      if (data.pubkey !== user.solana) throw bad('The address does not belong to the signed-in account');
      let message: Uint8Array;
      try {
        message = decodeBase58(data.message as string);
      } catch {
        throw bad('Invalid params for solana_signMessage: message must be base58');
      }
      return { method, message };
    }
    case 'solana_signTransaction':
      return { method, transaction: transactionOf(user, data.transaction as string) };
    case 'solana_signAllTransactions':
      return { method, transactions: (data.transactions as string[]).map((t) => transactionOf(user, t)) };
    case 'solana_signAndSendTransaction':
      return { method, transaction: transactionOf(user, data.transaction as string), options: (data.sendOptions ?? {}) as z.infer<typeof SendOptions> };
  }
}

const wire = (tx: VersionedTransaction) => Buffer.from(tx.serialize()).toString('base64');
const firstSignature = (tx: VersionedTransaction) => encodeBase58(tx.signatures[0] ?? new Uint8Array(64));

/** Runs an approved Solana request with the user's keypair. */
export async function runApprovedSolana(ctx: SiteContext, user: SiteUser, request: PreparedSolanaRequest): Promise<unknown> {
  const keypair = ctx.vault.solanaSigner(user.id);
  switch (request.method) {
    case 'solana_signMessage':
      return { signature: encodeBase58(ed25519.sign(request.message, keypair.secretKey.slice(0, 32))) };
    case 'solana_signTransaction':
      request.transaction.sign([keypair]);
      return { signature: firstSignature(request.transaction), transaction: wire(request.transaction) };
    case 'solana_signAllTransactions':
      for (const tx of request.transactions) tx.sign([keypair]);
      return { transactions: request.transactions.map(wire) };
    case 'solana_signAndSendTransaction': {
      request.transaction.sign([keypair]);
      const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = request.options;
      try {
        const signature = await ctx.chains.callSolana('sendTransaction', [
          wire(request.transaction),
          { encoding: 'base64', skipPreflight, preflightCommitment, maxRetries, minContextSlot },
        ]);
        return { signature };
      } catch (err) {
        if (err instanceof RpcError) throw bad(err.message);
        throw err;
      }
    }
  }
}
