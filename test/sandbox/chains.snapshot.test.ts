import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { anvilRpc, dumpAnvilState, startAnvil } from '../../sandbox/chains/evm/anvil';
import { seedState, type SeededChain } from '../../sandbox/chains/evm/seededState';
import { readSnapshotFile, snapshotKey, type Snapshot } from '../../sandbox/chains/evm/snapshot';
import { sandboxPorts, testPort } from '../../sandbox/ports';

jest.setTimeout(120_000);
let committed: Snapshot;
beforeAll(async () => {
  const file = await readSnapshotFile();
  if (!file) throw new Error('sandbox/chains/evm/seeded-chains.json.gz is missing: npm run chains:snapshot');
  committed = file;
});

interface AnvilState {
  accounts: Record<string, unknown>;
  blocks: { header: { number: string; timestamp: string; gasUsed: string; baseFeePerGas: string }; transactions: unknown[] }[];
  transactions: { info: { transaction_hash: string }; block_number: string; receipt: { status: string; logs: Log[] } }[];
}
interface Log {
  address: string;
  topics: string[];
  data: string;
}

/** A dump without what differs between two identical seeds (anvil's random prevrandao, hence block hashes; map order). */
function canonical(state: string) {
  const s = JSON.parse(state) as AnvilState;
  return {
    accounts: s.accounts,
    blocks: s.blocks
      .map((b) => ({ ...b.header, parentHash: undefined, mixHash: undefined, stateRoot: undefined, transactions: b.transactions }))
      .sort((a, b) => Number(a.number) - Number(b.number))
      .map(({ number, timestamp, gasUsed, baseFeePerGas, transactions }) => ({ number, timestamp, gasUsed, baseFeePerGas, transactions })),
    receipts: s.transactions
      .map((t) => ({ hash: t.info.transaction_hash, block: Number(t.block_number), status: t.receipt.status, logs: t.receipt.logs }))
      .sort((a, b) => a.block - b.block || a.hash.localeCompare(b.hash)),
  };
}

const chain = (snapshot: { chains: SeededChain[] }, chainId: number) => snapshot.chains.find((c) => c.chainId === chainId) as SeededChain;

describe('the committed seeded-chains snapshot', () => {
  it('is current: its key is the hash of the contracts, solc, the seed and anvil as they are now (else: npm run chains:snapshot)', async () => {
    expect({ key: committed.key, fix: 'npm run chains:snapshot' }).toEqual({ key: await snapshotKey(), fix: 'npm run chains:snapshot' });
  });

  it('holds what seeding writes now: accounts with code and storage, every block and transaction with its logs, and the reported chains', async () => {
    const fresh = await seedState(() => {}, committed.artifacts);
    expect(fresh.chains.map((c) => c.chainId)).toEqual(committed.chains.map((c) => c.chainId));
    for (const { chainId } of fresh.chains) {
      const [now, saved] = [chain(fresh, chainId), chain(committed, chainId)];
      expect(now.info).toEqual(saved.info);
      const [a, b] = [canonical(now.state), canonical(saved.state)];
      expect(a.blocks.length).toBeGreaterThan(40);
      expect(a.receipts.filter((r) => r.logs.length > 0).length).toBeGreaterThan(30);
      expect(a).toEqual(b);
    }
  });
});

describe('an anvil loaded from the snapshot', () => {
  const port = sandboxPorts(testPort(4140)).evmA;
  let dir: string;
  let stop: () => Promise<void>;
  let rpcUrl: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'walletgate-snapshot-'));
    const file = path.join(dir, 'state.json');
    await writeFile(file, chain(committed, 31337).state);
    ({ stop, rpcUrl } = await startAnvil({ port, chainId: 31337, loadState: file }));
  });
  afterAll(async () => {
    await stop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('holds the saved accounts, code and storage', async () => {
    const saved = JSON.parse(chain(committed, 31337).state) as AnvilState;
    expect((JSON.parse(await dumpAnvilState(rpcUrl)) as AnvilState).accounts).toEqual(saved.accounts);
  });

  it('serves the seeded history as the indexer reads it: every block, with its receipts and Transfer logs', async () => {
    const saved = canonical(chain(committed, 31337).state);
    expect(Number(await anvilRpc(rpcUrl, 'eth_blockNumber'))).toBe(saved.blocks.length - 1);
    const served: typeof saved.receipts = [];
    for (let n = 0; n < saved.blocks.length; n++) {
      const receipts = (await anvilRpc(rpcUrl, 'eth_getBlockReceipts', [`0x${n.toString(16)}`])) as { transactionHash: string; status: string; logs: Log[] }[];
      for (const r of receipts) {
        served.push({ hash: r.transactionHash, block: n, status: r.status, logs: r.logs.map(({ address, topics, data }) => ({ address, topics, data })) });
      }
    }
    served.sort((a, b) => a.block - b.block || a.hash.localeCompare(b.hash));
    expect(served).toEqual(saved.receipts);
    const transfers = served.flatMap((r) => r.logs).filter((l) => l.topics[0] === '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
    expect(transfers.length).toBeGreaterThan(30);
  });
});
