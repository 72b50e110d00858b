/**
 * The API reports in api/ are the package's public surface: one per entry point of package.json "exports", made by
 * API Extractor (scripts/apiReport.ts) from the declarations of the package as npm hands it. This fails when an
 * entry point's exports or signatures changed and the reports were not regenerated with `npm run api`.
 * All entry points are read in one process, from the tarball the other packed-package files share.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { packedPackageDir } from '../helpers/packedPackage';

const root = process.cwd();

function check(packageDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/apiReport.ts'), '--check', packageDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

it('every entry point exports what its API report in api/ says (else: run `npm run api` and review the change)', async () => {
  const { code, output } = await check(await packedPackageDir());
  const line = output.split('\n').find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`scripts/apiReport.ts --check did not finish (${code}): ${output}`);
  const { outdated, errors } = JSON.parse(line) as { outdated: string[]; errors: string[] };
  expect({ outdated, errors }).toEqual({ outdated: [], errors: [] });
}, 600_000);
