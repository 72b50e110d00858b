import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import type { AccountInfoBytes } from 'litesvm';
import { decodeBase58, encodeBase58 } from './base58';
import { describeError } from './errors';
import { LAMPORTS_PER_SIGNATURE, type LandedTransaction, type SolanaLedger } from './ledger';
import { decodeTokenAccount, isTokenProgram, parseTokenProgramAccount, uiAmount } from './spl';

/** A JSON-RPC error with the code Solana nodes use. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

type Params = unknown[];
type Config = { encoding?: string; transactionDetails?: string; skipPreflight?: boolean; sigVerify?: boolean; replaceRecentBlockhash?: boolean; mint?: string; programId?: string; limit?: number };
type Method = (ledger: SolanaLedger, params: Params) => unknown;

const version = { 'solana-core': '2.2.0', 'feature-set': 0 };

function pubkey(value: unknown): PublicKey {
  try {
    return new PublicKey(value as string);
  } catch {
    throw new RpcError(-32602, `Invalid param: ${String(value)} is not a valid public key`);
  }
}

function config(params: Params, index: number): Config {
  const c = params[index];
  return c && typeof c === 'object' ? (c as Config) : {};
}

function decodeWire(text: unknown, encoding = 'base58'): Uint8Array {
  if (typeof text !== 'string') throw new RpcError(-32602, 'Invalid params: expected an encoded string');
  try {
    return encoding === 'base64' ? Buffer.from(text, 'base64') : decodeBase58(text);
  } catch {
    throw new RpcError(-32602, `Invalid params: invalid ${encoding} encoding`);
  }
}

function decodeTransaction(params: Params): VersionedTransaction {
  const bytes = decodeWire(params[0], config(params, 1).encoding);
  try {
    return VersionedTransaction.deserialize(bytes);
  } catch (err) {
    throw new RpcError(-32602, `failed to deserialize transaction: ${(err as Error).message}`);
  }
}

function withContext(ledger: SolanaLedger, value: unknown) {
  return { context: { slot: ledger.slot, apiVersion: version['solana-core'] }, value };
}

/** An account in the wire form of getAccountInfo for the asked encoding. */
export function renderAccount(ledger: SolanaLedger, acc: AccountInfoBytes | null, encoding = 'base64'): unknown {
  if (!acc) return null;
  const data = Buffer.from(acc.data);
  let rendered: unknown;
  if (encoding === 'jsonParsed' && isTokenProgram(acc.owner)) {
    rendered = parseTokenProgramAccount(acc.owner, acc.data, (m) => ledger.mintDecimals(m));
  }
  if (!rendered) rendered = encoding === 'base58' ? [encodeBase58(data), 'base58'] : [data.toString('base64'), 'base64'];
  return {
    data: rendered,
    executable: acc.executable,
    lamports: acc.lamports,
    owner: acc.owner.toBase58(),
    rentEpoch: acc.rentEpoch,
    space: data.length,
  };
}

function sendTransaction(ledger: SolanaLedger, params: Params): string {
  const tx = decodeTransaction(params);
  const cfg = config(params, 1);
  if (!cfg.skipPreflight) {
    const sim = ledger.simulate(tx, { sigVerify: true, replaceRecentBlockhash: false });
    if (sim.err) {
      throw new RpcError(-32002, `Transaction simulation failed: ${describeError(sim.err)}`, {
        err: sim.err,
        logs: sim.logs,
        accounts: null,
        unitsConsumed: sim.unitsConsumed,
        returnData: null,
      });
    }
  }
  const result = ledger.send(tx);
  // With skipPreflight a failed transaction still gets its signature back; its status carries the error.
  if (result.err && !ledger.status(result.signature)) {
    throw new RpcError(-32002, `Transaction failed: ${describeError(result.err)}`, { err: result.err, logs: result.logs });
  }
  return result.signature;
}

function tokenAccountsByOwner(ledger: SolanaLedger, params: Params) {
  const owner = pubkey(params[0]);
  const filter = config(params, 1);
  const mint = filter.mint ? pubkey(filter.mint) : undefined;
  const program = filter.programId ? pubkey(filter.programId) : undefined;
  if (!mint && !program) throw new RpcError(-32602, 'Invalid params: expected mint or programId filter');
  const encoding = config(params, 2).encoding ?? 'base64';
  const value = [];
  for (const key of ledger.tokenAccountKeys()) {
    const acc = ledger.getAccount(key);
    if (!acc || !isTokenProgram(acc.owner)) continue;
    if (program && !acc.owner.equals(program)) continue;
    const data = decodeTokenAccount(acc.data);
    if (!data.owner.equals(owner) || (mint && !data.mint.equals(mint))) continue;
    value.push({ pubkey: key.toBase58(), account: renderAccount(ledger, acc, encoding) });
  }
  return withContext(ledger, value);
}

/** A landed transaction in getTransaction's / getBlock's `json` encoding. */
function renderTransaction(tx: LandedTransaction) {
  return {
    slot: tx.slot,
    blockTime: tx.blockTime,
    version: 'legacy',
    transaction: {
      signatures: [tx.signature],
      message: {
        accountKeys: tx.accountKeys,
        header: tx.header,
        recentBlockhash: tx.recentBlockhash,
        instructions: tx.instructions,
      },
    },
    meta: {
      err: tx.err,
      status: tx.err ? { Err: tx.err } : { Ok: null },
      fee: tx.fee,
      preBalances: tx.preBalances,
      postBalances: tx.postBalances,
      preTokenBalances: tx.preTokenBalances,
      postTokenBalances: tx.postTokenBalances,
      logMessages: tx.logMessages,
      innerInstructions: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: 0,
    },
  };
}

function slotParam(value: unknown): number {
  const slot = Number(value);
  if (!Number.isSafeInteger(slot) || slot < 0) throw new RpcError(-32602, `Invalid param: slot ${String(value)}`);
  return slot;
}

export const methods: Record<string, Method> = {
  getHealth: () => 'ok',
  getVersion: () => version,
  getGenesisHash: (l) => l.genesisHash,
  getSlot: (l) => l.slot,
  getBlockHeight: (l) => l.slot,
  getTransactionCount: (l) => l.transactionCount,
  getEpochInfo: (l) => {
    const schedule = l.svm.getEpochSchedule();
    const slotsInEpoch = Number(schedule.slotsPerEpoch);
    return {
      absoluteSlot: l.slot,
      blockHeight: l.slot,
      epoch: Math.floor(l.slot / slotsInEpoch),
      slotIndex: l.slot % slotsInEpoch,
      slotsInEpoch,
      transactionCount: l.transactionCount,
    };
  },
  getLatestBlockhash: (l) => withContext(l, l.latestBlockhash()),
  getRecentBlockhash: (l) =>
    withContext(l, { blockhash: l.latestBlockhash().blockhash, feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE } }),
  isBlockhashValid: (l, p) => withContext(l, l.isBlockhashValid(String(p[0]))),
  getFeeForMessage: (l, p) => {
    let message: VersionedMessage;
    try {
      message = VersionedMessage.deserialize(decodeWire(p[0], 'base64'));
    } catch (err) {
      throw new RpcError(-32602, `Invalid params: ${(err as Error).message}`);
    }
    const fee = l.isBlockhashValid(message.recentBlockhash) ? message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE : null;
    return withContext(l, fee);
  },
  getMinimumBalanceForRentExemption: (l, p) => Number(l.svm.minimumBalanceForRentExemption(BigInt(Number(p[0] ?? 0)))),
  getBalance: (l, p) => withContext(l, Number(l.svm.getBalance(pubkey(p[0])) ?? 0n)),
  getAccountInfo: (l, p) => withContext(l, renderAccount(l, l.getAccount(pubkey(p[0])), config(p, 1).encoding)),
  getMultipleAccounts: (l, p) => {
    const keys = Array.isArray(p[0]) ? p[0] : [];
    const encoding = config(p, 1).encoding;
    return withContext(l, keys.map((k) => renderAccount(l, l.getAccount(pubkey(k)), encoding)));
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: (l, p) => {
    const acc = l.getAccount(pubkey(p[0]));
    if (!acc || !isTokenProgram(acc.owner)) throw new RpcError(-32602, 'Invalid param: not a Token account');
    const data = decodeTokenAccount(acc.data);
    return withContext(l, uiAmount(data.amount, l.mintDecimals(data.mint) ?? 0));
  },
  requestAirdrop: (l, p) => {
    const lamports = Number(p[1]);
    if (!Number.isSafeInteger(lamports) || lamports <= 0) throw new RpcError(-32602, 'Invalid params: lamports');
    return l.airdrop(pubkey(p[0]), BigInt(lamports));
  },
  sendTransaction,
  simulateTransaction: (l, p) => {
    const cfg = config(p, 1);
    const sim = l.simulate(decodeTransaction(p), {
      sigVerify: cfg.sigVerify ?? false,
      replaceRecentBlockhash: cfg.replaceRecentBlockhash ?? false,
    });
    return withContext(l, { err: sim.err, logs: sim.logs, accounts: null, unitsConsumed: sim.unitsConsumed, returnData: null });
  },
  getSignatureStatuses: (l, p) => {
    const sigs = Array.isArray(p[0]) ? (p[0] as string[]) : [];
    return withContext(
      l,
      sigs.map((sig) => {
        const s = l.status(sig);
        if (!s) return null;
        const status = s.err ? { Err: s.err } : { Ok: null };
        return { slot: s.slot, confirmations: null, err: s.err, status, confirmationStatus: 'finalized' };
      }),
    );
  },
  getTransaction: (l, p) => {
    const tx = l.transaction(String(p[0]));
    return tx ? renderTransaction(tx) : null;
  },
  getBlocks: (l, p) => {
    const start = slotParam(p[0]);
    const end = p[1] === undefined || typeof p[1] === 'object' ? l.slot : slotParam(p[1]);
    if (end - start > 500_000) throw new RpcError(-32602, 'Invalid param: slot range too large; max 500000');
    return l.blockSlots(start, end);
  },
  getBlock: (l, p) => {
    const slot = slotParam(p[0]);
    const block = l.block(slot);
    if (!block) throw new RpcError(-32007, `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`);
    const details = config(p, 1).transactionDetails ?? 'full';
    const txs = block.transactions.map(renderTransaction);
    return {
      blockhash: block.blockhash,
      previousBlockhash: block.previousBlockhash,
      parentSlot: Math.max(slot - 1, 0),
      blockHeight: slot,
      blockTime: block.transactions[0]?.blockTime ?? null,
      ...(details === 'full'
        ? { transactions: txs.map(({ transaction, meta, version }) => ({ transaction, meta, version })) }
        : details === 'signatures'
          ? { signatures: block.transactions.map((t) => t.signature) }
          : {}),
      rewards: [],
    };
  },
  getSignaturesForAddress: (l, p) => {
    const limit = Math.min(config(p, 1).limit ?? 1000, 1000);
    return l.signaturesFor(pubkey(p[0]).toBase58()).slice(0, limit).map(({ signature, status }) => ({
      signature,
      slot: status.slot,
      err: status.err,
      memo: null,
      blockTime: status.blockTime,
      confirmationStatus: 'finalized',
    }));
  },
};
