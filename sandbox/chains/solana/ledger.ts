import { EventEmitter } from 'node:events';
import { LiteSVM, FailedTransactionMetadata, TransactionMetadata, type AccountInfoBytes } from 'litesvm';
import { PublicKey, SystemProgram, type VersionedTransaction } from '@solana/web3.js';
import { encodeBase58 } from './base58';
import { toRpcError, type RpcTransactionError } from './errors';
import { decodeMint, decodeTokenAccount, isTokenProgram, MINT_SIZE, TOKEN_ACCOUNT_SIZE, uiAmount } from './spl';

/** How many slots a blockhash stays usable, as on a real cluster. */
const BLOCKHASH_VALID_SLOTS = 150;
export const LAMPORTS_PER_SIGNATURE = 5000;

export interface SignatureStatus {
  slot: number;
  err: RpcTransactionError | null;
  blockTime: number;
}
export interface SendResult {
  signature: string;
  err: RpcTransactionError | null;
  logs: string[];
  unitsConsumed: number;
}
/** A token account's balance as getTransaction's meta renders it (pre/postTokenBalances). */
export interface TokenBalanceRecord {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}

/** What a cluster keeps of a landed transaction: enough for getTransaction and getBlock (json encoding). */
export interface LandedTransaction {
  signature: string;
  slot: number;
  blockTime: number;
  err: RpcTransactionError | null;
  fee: number;
  accountKeys: string[];
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  recentBlockhash: string;
  instructions: { programIdIndex: number; accounts: number[]; data: string }[];
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalanceRecord[];
  postTokenBalances: TokenBalanceRecord[];
  logMessages: string[];
}

export interface LedgerEvents {
  /** a transaction landed (ok or failed) */
  signature: [signature: string, status: SignatureStatus];
  /** these accounts may have changed */
  accounts: [keys: string[]];
  slot: [slot: number];
}

/**
 * One litesvm instance made to look like a cluster: a slot per transaction, a fresh blockhash per
 * slot (valid for 150 slots, checked here because litesvm only accepts the very latest), and the
 * statuses, per-address history and token-account index that litesvm does not keep.
 */
export class SolanaLedger extends EventEmitter<LedgerEvents> {
  svm = new LiteSVM().withBlockhashCheck(false);
  /** litesvm's first blockhash is the same on every start, so it serves as the genesis hash. */
  readonly genesisHash = this.svm.latestBlockhash();
  private readonly blockhashes = new Map<string, number>([[this.genesisHash, BLOCKHASH_VALID_SLOTS]]);
  private readonly statuses = new Map<string, SignatureStatus>();
  private readonly history = new Map<string, { signature: string; status: SignatureStatus }[]>();
  private readonly tokenAccounts = new Set<string>();
  /** landed transactions by signature, and by the slot they landed in (one per slot here) */
  private readonly transactions = new Map<string, LandedTransaction>();
  private readonly blocks = new Map<number, { blockhash: string; previousBlockhash: string; transactions: LandedTransaction[] }>();
  transactionCount = 0;

  /**
   * Back to genesis, in place: a new litesvm and no history. The object stays the same, so the RPC server and its
   * subscriptions keep serving it; the caller seeds it again.
   */
  clear(): void {
    this.svm = new LiteSVM().withBlockhashCheck(false);
    if (this.svm.latestBlockhash() !== this.genesisHash) throw new Error('litesvm started from another genesis');
    this.blockhashes.clear();
    this.blockhashes.set(this.genesisHash, BLOCKHASH_VALID_SLOTS);
    this.statuses.clear();
    this.history.clear();
    this.tokenAccounts.clear();
    this.transactions.clear();
    this.blocks.clear();
    this.transactionCount = 0;
  }

  get slot(): number {
    return Number(this.svm.getClock().slot);
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.slot + BLOCKHASH_VALID_SLOTS };
  }

  isBlockhashValid(blockhash: string): boolean {
    const last = this.blockhashes.get(blockhash);
    return last !== undefined && last >= this.slot;
  }

  getAccount(key: PublicKey): AccountInfoBytes | null {
    return this.svm.getAccount(key);
  }

  status(signature: string): SignatureStatus | undefined {
    return this.statuses.get(signature);
  }

  signaturesFor(address: string): { signature: string; status: SignatureStatus }[] {
    return [...(this.history.get(address) ?? [])].reverse();
  }

  transaction(signature: string): LandedTransaction | undefined {
    return this.transactions.get(signature);
  }

  block(slot: number): { blockhash: string; previousBlockhash: string; transactions: LandedTransaction[] } | undefined {
    return this.blocks.get(slot);
  }

  /** slots in [start, end] that hold a block, ascending */
  blockSlots(start: number, end: number): number[] {
    return [...this.blocks.keys()].filter((s) => s >= start && s <= end).sort((a, b) => a - b);
  }

  tokenAccountKeys(): PublicKey[] {
    return [...this.tokenAccounts].map((k) => new PublicKey(k));
  }

  mintDecimals(mint: PublicKey): number | undefined {
    const acc = this.svm.getAccount(mint);
    if (!acc || !isTokenProgram(acc.owner) || acc.data.length !== MINT_SIZE) return undefined;
    return decodeMint(acc.data).decimals;
  }

  /** Writes an account directly (seeding), keeping the token-account index current. */
  setAccount(key: PublicKey, account: AccountInfoBytes): void {
    this.svm.setAccount(key, account);
    this.indexTokenAccount(key);
  }

  send(tx: VersionedTransaction): SendResult {
    const blockhashError = this.checkBlockhash(tx);
    if (blockhashError) return blockhashError;
    const keys = accountKeys(tx);
    const pre = this.snapshot(keys);
    const result = this.svm.sendTransaction(tx);
    const landed = result instanceof TransactionMetadata || !rejectedBeforeExecution(result.err());
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
    const err = result instanceof FailedTransactionMetadata ? toRpcError(result.err()) : null;
    const signature = encodeBase58(tx.signatures[0] ?? new Uint8Array(64));
    if (landed) {
      this.land(signature, err, keys, {
        pre,
        fee: tx.message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE,
        header: tx.message.header,
        recentBlockhash: tx.message.recentBlockhash,
        instructions: tx.message.compiledInstructions.map((ix) => ({
          programIdIndex: ix.programIdIndex,
          accounts: [...ix.accountKeyIndexes],
          data: encodeBase58(ix.data),
        })),
        logMessages: meta.logs(),
      });
    }
    return { signature, err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
  }

  /** Simulation with RPC defaults: signatures are not verified unless asked. */
  simulate(tx: VersionedTransaction, opts: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Omit<SendResult, 'signature'> {
    if (opts.replaceRecentBlockhash) tx.message.recentBlockhash = this.svm.latestBlockhash();
    else {
      const blockhashError = this.checkBlockhash(tx);
      if (blockhashError) return blockhashError;
    }
    this.svm.withSigverify(opts.sigVerify);
    try {
      const result = this.svm.simulateTransaction(tx);
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta();
        return { err: toRpcError(result.err()), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
      }
      const meta = result.meta();
      return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  airdrop(to: PublicKey, lamports: bigint): string {
    const keys = [to.toBase58(), SystemProgram.programId.toBase58()];
    const pre = this.snapshot(keys);
    const result = this.svm.airdrop(to, lamports);
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new Error(`airdrop failed: ${result ? JSON.stringify(toRpcError(result.err())) : 'no result'}`);
    }
    const signature = encodeBase58(result.signature());
    this.land(signature, null, keys, {
      pre,
      fee: 0,
      header: { numRequiredSignatures: 0, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
      recentBlockhash: this.svm.latestBlockhash(),
      instructions: [],
      logMessages: [],
    });
    return signature;
  }

  private checkBlockhash(tx: VersionedTransaction): SendResult | undefined {
    if (this.isBlockhashValid(tx.message.recentBlockhash)) return undefined;
    return {
      signature: encodeBase58(tx.signatures[0] ?? new Uint8Array(64)),
      err: 'BlockhashNotFound',
      logs: [],
      unitsConsumed: 0,
    };
  }

  /** Lamports and token balances of `keys`, read before or after a transaction. */
  private snapshot(keys: string[]): { balances: number[]; tokens: TokenBalanceRecord[] } {
    const tokens: TokenBalanceRecord[] = [];
    const balances = keys.map((key, accountIndex) => {
      const acc = this.svm.getAccount(new PublicKey(key));
      if (!acc) return 0;
      if (isTokenProgram(acc.owner) && acc.data.length >= TOKEN_ACCOUNT_SIZE) {
        const data = decodeTokenAccount(acc.data);
        const decimals = this.mintDecimals(data.mint);
        if (decimals !== undefined) {
          tokens.push({
            accountIndex,
            mint: data.mint.toBase58(),
            owner: data.owner.toBase58(),
            programId: acc.owner.toBase58(),
            uiTokenAmount: uiAmount(data.amount, decimals),
          });
        }
      }
      return Number(acc.lamports);
    });
    return { balances, tokens };
  }

  /** Records a landed transaction, then moves to the next slot with a new blockhash. */
  private land(
    signature: string,
    err: RpcTransactionError | null,
    keys: string[],
    record: Pick<LandedTransaction, 'fee' | 'header' | 'recentBlockhash' | 'instructions' | 'logMessages'> & {
      pre: { balances: number[]; tokens: TokenBalanceRecord[] };
    },
  ): void {
    const status: SignatureStatus = { slot: this.slot, err, blockTime: Math.floor(Date.now() / 1000) };
    const post = this.snapshot(keys);
    const { pre, ...rest } = record;
    const landed: LandedTransaction = {
      signature,
      slot: status.slot,
      blockTime: status.blockTime,
      err,
      accountKeys: keys,
      ...rest,
      preBalances: pre.balances,
      postBalances: post.balances,
      preTokenBalances: pre.tokens,
      postTokenBalances: post.tokens,
    };
    this.transactions.set(signature, landed);
    // the block's parent is the blockhash the transaction was built on; its own hash is the next one
    const previousBlockhash = this.svm.latestBlockhash();
    this.statuses.set(signature, status);
    this.transactionCount++;
    for (const key of keys) {
      const list = this.history.get(key) ?? [];
      list.push({ signature, status });
      this.history.set(key, list);
      this.indexTokenAccount(new PublicKey(key));
    }
    this.advance();
    this.blocks.set(status.slot, { blockhash: this.svm.latestBlockhash(), previousBlockhash, transactions: [landed] });
    this.emit('signature', signature, status);
    this.emit('accounts', keys);
    this.emit('slot', this.slot);
  }

  private advance(): void {
    const clock = this.svm.getClock();
    clock.slot = clock.slot + 1n;
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    this.svm.setClock(clock);
    this.svm.expireBlockhash();
    const slot = Number(clock.slot);
    this.blockhashes.set(this.svm.latestBlockhash(), slot + BLOCKHASH_VALID_SLOTS);
    for (const [hash, last] of this.blockhashes) if (last < slot) this.blockhashes.delete(hash);
  }

  private indexTokenAccount(key: PublicKey): void {
    const acc = this.svm.getAccount(key);
    if (acc && isTokenProgram(acc.owner) && acc.data.length >= TOKEN_ACCOUNT_SIZE) this.tokenAccounts.add(key.toBase58());
  }
}

/** Fieldless errors (AlreadyProcessed, SignatureFailure, InsufficientFundsForFee, …) stop a transaction
 * before it runs, so a cluster never records it; instruction errors land and cost the fee. */
function rejectedBeforeExecution(err: unknown): boolean {
  return typeof err === 'number';
}

function accountKeys(tx: VersionedTransaction): string[] {
  return tx.message.staticAccountKeys.map((k) => k.toBase58());
}
