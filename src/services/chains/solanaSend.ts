/**
 * A Solana transfer for Send: SOL through the System Program, SPL tokens with @solana/spl-token's
 * transferChecked between associated token accounts (the receiver's made first when it has none). Loaded with the
 * send flow on Solana only. Returns the unsigned transaction's wire bytes: the wallet signs and sends.
 */
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
// @solana/web3.js depends on the `buffer` package and ships it; @solana/spl-token's instruction builders use the
// global Buffer as in Node, which browsers lack (its docs leave providing it to the app).
import { Buffer } from 'buffer';

export interface SolanaTransferRequest {
  rpcUrl: string;
  from: string;
  to: string;
  /** in base units: lamports for SOL (9 decimals, SPEC §9), the mint's units for a token */
  amount: bigint;
  /** the SPL mint; absent for SOL */
  mint?: string;
  decimals: number;
}

export async function buildSolanaTransfer({ rpcUrl, from, to, amount, mint, decimals }: SolanaTransferRequest): Promise<Uint8Array> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const payer = new PublicKey(from);
  const receiver = new PublicKey(to);
  const transaction = new Transaction();
  if (!mint) {
    transaction.add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: amount }));
  } else {
    (globalThis as { Buffer?: typeof Buffer }).Buffer ??= Buffer;
    const mintKey = new PublicKey(mint);
    const source = getAssociatedTokenAddressSync(mintKey, payer);
    const destination = getAssociatedTokenAddressSync(mintKey, receiver, true);
    const existing = await connection.getAccountInfo(destination);
    if (!existing) transaction.add(createAssociatedTokenAccountIdempotentInstruction(payer, destination, receiver, mintKey));
    transaction.add(createTransferCheckedInstruction(source, mintKey, destination, payer, amount, decimals));
  }
  const { blockhash } = await connection.getLatestBlockhash('confirmed');
  transaction.recentBlockhash = blockhash;
  transaction.feePayer = payer;
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}
