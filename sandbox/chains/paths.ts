import { createRequire } from 'node:module';
import path from 'node:path';

/** Files are resolved from the repo root: jest and `npm start` both run there, and neither
 * `__dirname` (ESM under tsx) nor `import.meta` (CJS under jest) works in both. */
export const repoRoot = process.cwd();
export const chainsDir = path.join(repoRoot, 'sandbox', 'chains');
export const contractsDir = path.join(chainsDir, 'contracts');
export const cacheDir = path.join(chainsDir, '.cache');

/** A `require` that works in both module systems. */
export const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
