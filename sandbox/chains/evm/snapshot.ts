/**
 * The seeded EVM chains, saved once per build of the contracts and the seed: a start loads them (anvil
 * `--load-state`) instead of compiling and sending the seed's transactions. They are kept in `.cache/`, and committed
 * as `seeded-chains.json.gz` so that a fresh clone starts as fast; `npm run chains:snapshot` rewrites that file, and
 * test/sandbox/chains.snapshot.test.ts fails while it is stale.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { cacheDir, chainsDir, repoRoot, requireFromRoot } from '../paths';
import { compilerInput, type Artifacts } from './compile';
import { seedState, type SeededChain, type SeededState } from './seededState';

export const SNAPSHOT_FILE = path.join(chainsDir, 'evm', 'seeded-chains.json.gz');

/** The sources whose change changes what the seed writes (the contracts come with the compiler's input). */
const seedSources = [
  'sandbox/chains/evm/compile.ts',
  'sandbox/chains/evm/seededState.ts',
  'sandbox/chains/evm/seed.ts',
  'sandbox/chains/evm/smartAccount.ts',
  'sandbox/chains/evm/abi.ts',
  'sandbox/chains/evm/chain.ts',
  'sandbox/chains/keys.ts',
];

export interface Snapshot extends SeededState {
  key: string;
}

/** Loadable by anvil: each chain's state as a file, with what the seed reported. */
export interface SavedChains {
  key: string;
  artifacts: Artifacts;
  chains: (Omit<SeededChain, 'state'> & { stateFile: string })[];
}

/** A hash of everything the saved states follow from: contract sources, solc and its settings, the seed's own
 * sources and anvil (whose dump format is its own). Line endings are normalised: a Windows checkout agrees. */
export async function snapshotKey(): Promise<string> {
  const seed: Record<string, string> = {};
  for (const file of seedSources) seed[file] = (await readFile(path.join(repoRoot, file), 'utf8')).replace(/\r\n/g, '\n');
  const anvilVersion = (requireFromRoot('@foundry-rs/anvil/package.json') as { version: string }).version;
  return createHash('sha256')
    .update(JSON.stringify({ compiler: await compilerInput(), seed, anvilVersion }))
    .digest('hex')
    .slice(0, 16);
}

export async function readSnapshotFile(file = SNAPSHOT_FILE): Promise<Snapshot | undefined> {
  let zipped: Buffer;
  try {
    zipped = await readFile(file);
  } catch {
    return undefined;
  }
  return JSON.parse(gunzipSync(zipped).toString('utf8')) as Snapshot;
}

export async function writeSnapshotFile(snapshot: Snapshot, file = SNAPSHOT_FILE): Promise<void> {
  await writeFile(file, gzipSync(JSON.stringify(snapshot), { level: 9 }));
}

/** A fresh seed, for the current sources. */
export async function seedSnapshot(log: (line: string) => void = () => {}): Promise<Snapshot> {
  const key = await snapshotKey();
  return { key, ...(await seedState(log)) };
}

const savedDir = (key: string) => path.join(cacheDir, `seeded-${key}`);

async function readSaved(key: string): Promise<SavedChains | undefined> {
  try {
    return JSON.parse(await readFile(path.join(savedDir(key), 'chains.json'), 'utf8')) as SavedChains;
  } catch {
    return undefined;
  }
}

/** Writes a snapshot into `.cache/` as anvil loads it: written aside, then renamed, so a concurrent start never
 * reads half of it (and the loser of a race uses the winner's). Older keys' files go. */
async function save(snapshot: Snapshot): Promise<SavedChains> {
  const dir = savedDir(snapshot.key);
  const tmp = `${dir}.${process.pid}.tmp`;
  const saved: SavedChains = {
    key: snapshot.key,
    artifacts: snapshot.artifacts,
    chains: snapshot.chains.map(({ chainId, info }) => ({ chainId, info, stateFile: path.join(dir, `${chainId}.json`) })),
  };
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  await Promise.all(snapshot.chains.map((c) => writeFile(path.join(tmp, `${c.chainId}.json`), c.state)));
  await writeFile(path.join(tmp, 'chains.json'), JSON.stringify(saved));
  try {
    await rename(tmp, dir);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (!(await readSaved(snapshot.key))) throw err;
  }
  for (const f of await readdir(cacheDir)) {
    if (f.startsWith('seeded-') && !f.endsWith('.tmp') && f !== path.basename(dir)) await rm(path.join(cacheDir, f), { recursive: true, force: true });
  }
  return saved;
}

/**
 * The seeded chains for the current sources: from `.cache/`, else from the committed snapshot when its key is
 * current, else seeded now (compiling if need be; the next start finds them in `.cache/`).
 */
export async function savedChains(log: (line: string) => void = () => {}): Promise<SavedChains> {
  const key = await snapshotKey();
  const cached = await readSaved(key);
  if (cached) return cached;
  const committed = await readSnapshotFile();
  if (committed?.key === key) return save(committed);
  log(`no saved EVM state for these sources (key ${key}${committed ? `, committed: ${committed.key}` : ''}): seeding`);
  return save({ key, ...(await seedState(log)) });
}
