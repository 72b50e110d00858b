/** `npm test`: typecheck, lint, then every jest project (widget, sandbox, e2e); ends with one `N passed, N failed` line. */
import { spawnSync } from 'node:child_process';
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

if (!step('browsers present (Chromium, Firefox, WebKit for e2e)', 'bash', ['scripts/ensure-browsers.sh'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint', bin('eslint'), ['.']);

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
const jest = spawnSync(bin('jest'), ['--json', `--outputFile=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
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

console.log(`\njest took ${jestSeconds.toFixed(0)} s; npm test took ${((Date.now() - began) / 1000).toFixed(0)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
