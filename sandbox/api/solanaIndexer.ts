import type { SolanaChainInfo } from '../chains/types';

/** One owner's change in one asset within one transaction: SOL (mint null) in lamports, SPL in base units. */
interface SolanaBalanceChange {
  owner: string;
  /** null for SOL */
  mint: string | null;
  decimals: number;
  delta: bigint;
}

export interface SolanaIndexedTx {
  signature: string;
  slot: number;
  /** unix seconds of the block */
  timestamp: number;
  seq: number;
  feePayer: string;
  status: 'confirmed' | 'failed';
  changes: SolanaBalanceChange[];
}

interface RpcTokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string; decimals: number };
}
interface RpcBlockTx {
  transaction: { signatures: string[]; message: { accountKeys: string[] } };
  meta: {
    err: unknown;
    fee: number;
    preBalances: number[];
    postBalances: number[];
    preTokenBalances?: RpcTokenBalance[];
    postTokenBalances?: RpcTokenBalance[];
  } | null;
}
interface RpcBlock {
  blockTime: number | null;
  transactions: RpcBlockTx[];
}

/** Balance changes of one transaction, per owner and asset, as a Solana indexer reads them from the meta:
 * SOL from pre/post lamports of the plain accounts (the fee added back for the payer, so the row shows what
 * was transferred), SPL from pre/post token balances grouped by the token account's owner. */
function balanceChanges(tx: RpcBlockTx): SolanaBalanceChange[] {
  const meta = tx.meta;
  if (!meta) return [];
  const keys = tx.transaction.message.accountKeys;
  const tokenIndexes = new Set([...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].map((t) => t.accountIndex));
  const changes: SolanaBalanceChange[] = [];
  keys.forEach((owner, i) => {
    if (tokenIndexes.has(i)) return;
    const delta = BigInt(meta.postBalances[i] ?? 0) - BigInt(meta.preBalances[i] ?? 0) + (i === 0 ? BigInt(meta.fee) : 0n);
    if (delta !== 0n) changes.push({ owner, mint: null, decimals: 9, delta });
  });
  const tokens = new Map<string, SolanaBalanceChange>();
  const add = (t: RpcTokenBalance, sign: 1n | -1n) => {
    const owner = t.owner ?? keys[t.accountIndex] ?? '';
    const key = `${owner}/${t.mint}`;
    const entry = tokens.get(key) ?? { owner, mint: t.mint, decimals: t.uiTokenAmount.decimals, delta: 0n };
    entry.delta += sign * BigInt(t.uiTokenAmount.amount);
    tokens.set(key, entry);
  };
  for (const t of meta.preTokenBalances ?? []) add(t, -1n);
  for (const t of meta.postTokenBalances ?? []) add(t, 1n);
  for (const c of tokens.values()) if (c.delta !== 0n) changes.push(c);
  return changes;
}

/** Follows the sandbox Solana cluster block by block (getBlocks + getBlock over its JSON-RPC) and files
 * every transaction under each owner whose SOL or SPL balance it changed, and under its fee payer. */
export class SolanaIndexer {
  private next = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly byOwner = new Map<string, SolanaIndexedTx[]>();

  constructor(
    readonly info: SolanaChainInfo,
    private readonly nextSeq: () => number,
  ) {}

  /** Indexes up to the current slot (serialised: concurrent callers wait for each other). */
  catchUp(): Promise<void> {
    const run = this.queue.then(() => this.step());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** highest slot looked at */
  head(): number {
    return this.next - 1;
  }

  forOwner(owner: string): readonly SolanaIndexedTx[] {
    return this.byOwner.get(owner) ?? [];
  }

  private async rpc<T>(body: object | object[]): Promise<T> {
    const res = await fetch(this.info.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`solana rpc: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  private async step(): Promise<void> {
    const slot = await this.rpc<{ result: number }>({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] });
    // blocks land in slots below the current one
    const end = slot.result - 1;
    if (end < this.next) return;
    const slots = await this.rpc<{ result?: number[]; error?: { message: string } }>({
      jsonrpc: '2.0', id: 1, method: 'getBlocks', params: [this.next, end],
    });
    if (!slots.result) throw new Error(`solana getBlocks: ${slots.error?.message ?? 'no result'}`);
    for (let i = 0; i < slots.result.length; i += 50) {
      const chunk = slots.result.slice(i, i + 50);
      const blocks = await this.rpc<{ id: number; result?: RpcBlock; error?: { message: string } }[]>(
        chunk.map((s) => ({
          jsonrpc: '2.0', id: s, method: 'getBlock',
          params: [s, { encoding: 'json', transactionDetails: 'full', maxSupportedTransactionVersion: 0 }],
        })),
      );
      for (const b of blocks.sort((x, y) => x.id - y.id)) {
        if (!b.result) throw new Error(`solana getBlock ${b.id}: ${b.error?.message ?? 'no result'}`);
        this.ingest(b.id, b.result);
      }
    }
    this.next = end + 1;
  }

  private ingest(slot: number, block: RpcBlock): void {
    for (const tx of block.transactions) {
      const signature = tx.transaction.signatures[0];
      const feePayer = tx.transaction.message.accountKeys[0];
      if (!signature || !feePayer) continue;
      const indexed: SolanaIndexedTx = {
        signature,
        slot,
        timestamp: block.blockTime ?? 0,
        seq: this.nextSeq(),
        feePayer,
        status: tx.meta?.err ? 'failed' : 'confirmed',
        changes: balanceChanges(tx),
      };
      for (const owner of new Set([feePayer, ...indexed.changes.map((c) => c.owner)])) {
        let list = this.byOwner.get(owner);
        if (!list) this.byOwner.set(owner, (list = []));
        list.push(indexed);
      }
    }
  }
}
