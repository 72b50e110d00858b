/**
 * `npm test`: typecheck, lint, knip and every jest project (widget, sandbox, e2e); ends with one `N passed, N failed`
 * line. The typecheck, lint and knip run beside jest. The lint and knip run at a low priority (`nice`): they take the
 * CPU the browser files leave idle while they wait on pages and chains, and give it back when jest wants it. The
 * typecheck also writes the package's declarations, which the packed-tarball tests wait for, so it runs at jest's
 * priority. Their output is printed after jest's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join(process.cwd(), 'node_modules/.bin', name);
const began = Date.now();
let passed = 0;
let failed = 0;

function step(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const ok = result.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${result.status ?? result.signal})`);
  return ok;
}

if (!step('browsers present (e2e: Chromium headless shell, Firefox, WebKit; bench: Chromium)', 'bash', ['scripts/ensure-browsers.sh'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

/** A step run in the background (at low priority unless `niceness` says otherwise), its output kept for later; resolves to whether it passed. */
function backgroundStep(label: string, command: string, args: string[], niceness = 10): () => Promise<void> {
  const child = spawn('nice', ['-n', String(niceness), command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const began = Date.now();
  let seconds = 0;
  const done = new Promise<number | null>((resolve) =>
    child.once('close', (status) => {
      seconds = (Date.now() - began) / 1000;
      resolve(status);
    }),
  );
  return async () => {
    const status = await done;
    console.log(`\n▶ ${label} (ran beside jest, took ${seconds.toFixed(0)} s)`);
    if (output) process.stdout.write(output);
    const ok = status === 0;
    if (ok) passed += 1;
    else failed += 1;
    console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${status})`);
  };
}
// the whole repository's typecheck, which also writes the package's declarations: the packed-tarball tests wait for
// them (scripts/buildTypes.ts), so it runs at the tests' own priority
const typecheck = backgroundStep('typecheck (and the package declarations)', process.execPath, ['--import', 'tsx', 'scripts/buildTypes.ts', '--all'], 0);
const lint = backgroundStep('lint', bin('eslint'), ['.']);
// knip.jsonc: no unused file, export, type or package (about 5 CPU-seconds), and what the package ships imports only
// its dependencies (about 3)
const knip = backgroundStep('knip: nothing unused', bin('knip'), []);
const knipShipped = backgroundStep('knip: the shipped code needs only dependencies', bin('knip'), ['--production', '--strict', '--dependencies']);

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  numTotalTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** The files that took longest, so the next person sees where the suite's time goes. */
function slowest(results: JestResults, count: number): string[] {
  return [...results.testResults]
    .map((r) => ({ file: path.relative(process.cwd(), r.name), seconds: (r.endTime - r.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((r) => `${r.seconds.toFixed(1).padStart(7)} s  ${r.file}`);
}

const out = path.join(mkdtempSync(path.join(tmpdir(), 'walletgate-jest-')), 'results.json');
console.log('\n▶ jest (widget, sandbox, e2e)');
const jestBegan = Date.now();
// spawned, not spawnSync: the typecheck and lint beside it need this process's event loop to drain their pipes
const jestChild = spawn(bin('jest'), ['--json', `--outputFile=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
const jest = { status: await new Promise<number | null>((resolve) => jestChild.once('close', resolve)) };
const jestSeconds = (Date.now() - jestBegan) / 1000;
try {
  const results = JSON.parse(readFileSync(out, 'utf8')) as JestResults;
  passed += results.numPassedTests;
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  if (results.numTotalTests === 0) failed += 1;
  console.log(`\nThe 10 slowest test files (of ${results.testResults.length}):`);
  for (const line of slowest(results, 10)) console.log(line);
} catch {
  failed += 1;
}
if (jest.status !== 0 && failed === 0) failed += 1;
await typecheck();
await lint();
await knip();
await knipShipped();

console.log(`\njest took ${jestSeconds.toFixed(0)} s; npm test took ${((Date.now() - began) / 1000).toFixed(0)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
