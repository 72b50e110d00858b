/**
 * `npm run chains:snapshot`: seeds the sandbox EVM chains afresh and commits-to-be their saved state
 * (sandbox/chains/evm/seeded-chains.json.gz), which every start loads instead of seeding. Run it after changing the
 * contracts, the seed or solc/anvil: test/sandbox/chains.snapshot.test.ts fails until then.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { seedSnapshot, SNAPSHOT_FILE, writeSnapshotFile } from '../sandbox/chains/evm/snapshot';

const snapshot = await seedSnapshot((line) => console.log(`  ${line}`));
await writeSnapshotFile(snapshot);
const { size } = await stat(SNAPSHOT_FILE);
console.log(`wrote ${path.relative(process.cwd(), SNAPSHOT_FILE)} (key ${snapshot.key}, ${Math.round(size / 1024)} KiB)`);
