import { numberToHex, type Address, type Hash, type Hex } from 'viem';
import type { EvmChain } from './chains';

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';

export type IndexedTransfer =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; contract: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; contract: Address; from: Address; to: Address; tokenId: bigint };

export interface IndexedTx {
  chain: EvmChain;
  hash: Hash;
  blockNumber: bigint;
  index: number;
  /** unix seconds of the block */
  timestamp: number;
  /** order in which the indexer saw it (ties within one second, across chains, go to the later one) */
  seq: number;
  from: Address;
  /** null for a contract creation */
  to: Address | null;
  createdContract: Address | null;
  nonce: number;
  status: 'confirmed' | 'failed';
  /** first 4 bytes of the input, e.g. 0x095ea7b3 for approve */
  selector: Hex;
  transfers: IndexedTransfer[];
}

interface RpcTx {
  hash: Hash;
  from: Address;
  to: Address | null;
  value: Hex;
  nonce: Hex;
  input: Hex;
  transactionIndex: Hex;
}
interface RpcBlock {
  number: Hex;
  hash: Hash;
  parentHash: Hash;
  timestamp: Hex;
  transactions: RpcTx[];
}
interface RpcReceipt {
  transactionHash: Hash;
  status: Hex;
  contractAddress: Address | null;
  logs: { address: Address; topics: Hex[]; data: Hex }[];
}

const lower = (a: string) => a.toLowerCase() as Address;
const topicAddress = (topic: Hex) => lower(`0x${topic.slice(26)}`);

/** Follows one chain's blocks from genesis: native value transfers from each block's transactions and
 * ERC-20 / ERC-721 Transfer logs from its receipts, filed under every address involved. */
class ChainFollower {
  next = 0n;
  private lastHash: Hash | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly chain: EvmChain,
    private readonly index: Indexer,
  ) {}

  /** Indexes up to the head as of now (serialised: concurrent callers wait for each other). */
  catchUp(): Promise<void> {
    const run = this.queue.then(() => this.step());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async step(): Promise<void> {
    const head = await this.chain.client.getBlockNumber({ cacheTime: 0 });
    if (head < this.next - 1n) {
      // the chain was reset or reverted below what we indexed
      this.reset();
    }
    while (this.next <= head) {
      const to = head - this.next + 1n > 50n ? this.next + 49n : head;
      const numbers: bigint[] = [];
      for (let n = this.next; n <= to; n++) numbers.push(n);
      const blocks = await Promise.all(numbers.map((n) => this.fetchBlock(n)));
      for (const { block, receipts } of blocks) {
        if (this.lastHash && block.parentHash !== this.lastHash && BigInt(block.number) === this.next && this.next > 0n) {
          this.reset();
          return this.step();
        }
        this.ingest(block, receipts);
        this.lastHash = block.hash;
        this.next = BigInt(block.number) + 1n;
      }
    }
  }

  private reset(): void {
    this.index.dropChain(this.chain);
    this.next = 0n;
    this.lastHash = null;
  }

  private async fetchBlock(n: bigint): Promise<{ block: RpcBlock; receipts: RpcReceipt[] }> {
    const hex = numberToHex(n);
    const client = this.chain.client;
    const [block, receipts] = await Promise.all([
      client.request({ method: 'eth_getBlockByNumber', params: [hex, true] }) as unknown as Promise<RpcBlock | null>,
      (client.request({ method: 'eth_getBlockReceipts', params: [hex] } as never) as Promise<RpcReceipt[] | null>),
    ]);
    if (!block) throw new Error(`block ${n} not found on ${this.chain.caip}`);
    return { block, receipts: receipts ?? [] };
  }

  private ingest(block: RpcBlock, receipts: RpcReceipt[]): void {
    const byHash = new Map(receipts.map((r) => [r.transactionHash, r]));
    for (const tx of block.transactions) {
      const receipt = byHash.get(tx.hash);
      const ok = receipt ? receipt.status === '0x1' : true;
      const transfers: IndexedTransfer[] = [];
      const value = BigInt(tx.value);
      if (value > 0n && tx.to) transfers.push({ kind: 'native', from: lower(tx.from), to: lower(tx.to), amount: value });
      for (const log of ok ? (receipt?.logs ?? []) : []) {
        if (log.topics[0] !== TRANSFER_TOPIC) continue;
        const [, fromTopic, toTopic, idTopic] = log.topics;
        if (!fromTopic || !toTopic) continue;
        const from = topicAddress(fromTopic);
        const to = topicAddress(toTopic);
        if (idTopic) transfers.push({ kind: 'erc721', contract: lower(log.address), from, to, tokenId: BigInt(idTopic) });
        else if (log.data.length >= 66) {
          transfers.push({ kind: 'erc20', contract: lower(log.address), from, to, amount: BigInt(log.data.slice(0, 66)) });
        }
      }
      this.index.add({
        seq: this.index.nextSeq(),
        chain: this.chain,
        hash: tx.hash,
        blockNumber: BigInt(block.number),
        index: Number(tx.transactionIndex),
        timestamp: Number(block.timestamp),
        from: lower(tx.from),
        to: tx.to ? lower(tx.to) : null,
        createdContract: receipt?.contractAddress ? lower(receipt.contractAddress) : null,
        nonce: Number(tx.nonce),
        status: ok ? 'confirmed' : 'failed',
        selector: tx.input.slice(0, 10) as Hex,
        transfers,
      });
    }
  }
}

/** The history indexer: one follower per EVM chain, polling for new blocks. */
export class Indexer {
  private readonly followers: ChainFollower[];
  private readonly byAccount = new Map<Address, IndexedTx[]>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private seq = 0;

  constructor(
    chains: EvmChain[],
    private readonly intervalMs: number,
    private readonly log: (line: string) => void,
  ) {
    this.followers = chains.map((c) => new ChainFollower(c, this));
  }

  /** Indexes every chain up to its head, then keeps following. */
  async start(): Promise<void> {
    await this.catchUp();
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Brings every chain (or one) up to its current head: history answers read their own writes. */
  async catchUp(chain?: EvmChain): Promise<void> {
    await Promise.all(this.followers.filter((f) => !chain || f.chain === chain).map((f) => f.catchUp()));
  }

  /** Highest indexed block per chain (CAIP-2 → number), for tests and logs. */
  heads(): Record<string, number> {
    return Object.fromEntries(this.followers.map((f) => [f.chain.caip, Number(f.next) - 1]));
  }

  /** Every indexed transaction touching `account` (lower-case), any order. */
  forAccount(account: Address): readonly IndexedTx[] {
    return this.byAccount.get(lower(account)) ?? [];
  }

  nextSeq(): number {
    return ++this.seq;
  }

  add(tx: IndexedTx): void {
    const involved = new Set<Address>([tx.from]);
    if (tx.to) involved.add(tx.to);
    for (const t of tx.transfers) {
      involved.add(t.from);
      involved.add(t.to);
    }
    involved.delete(ZERO_ADDRESS);
    for (const a of involved) {
      let list = this.byAccount.get(a);
      if (!list) this.byAccount.set(a, (list = []));
      list.push(tx);
    }
  }

  dropChain(chain: EvmChain): void {
    for (const [account, list] of this.byAccount) {
      this.byAccount.set(account, list.filter((t) => t.chain !== chain));
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.catchUp()
        .catch((err: unknown) => this.log(`indexer: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => this.schedule());
    }, this.intervalMs);
    this.timer.unref();
  }
}
