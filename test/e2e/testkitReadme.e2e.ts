/**
 * The README's `walletgate/testing` example, run exactly as written (issue 20: "a ten-line example that passes as
 * written"): copied out of README.md into a module that imports 'walletgate/testing', run by Node in its own
 * process against a minimal site of the kind an integrator writes, with the sandbox on this file's ports.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePort } from './browser';
import { buildHostApp, serveHostApp, type HostApp } from './testkitHost/serve';

const BASE = e2ePort(38);
const root = process.cwd();
let host: HostApp;

beforeAll(async () => {
  host = await serveHostApp(await buildHostApp('host-38'), BASE + 50, `http://127.0.0.1:${BASE}`);
}, 120_000);
afterAll(async () => {
  await host?.stop();
});

/** The first ```ts block of the README's "Testing your site with walletgate/testing" section. */
function readmeExample(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Testing your site with walletgate/testing\n')[1]?.split('\n## ')[0];
  const code = section && /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('README.md has no ts example in "Testing your site with walletgate/testing"');
  return code;
}

/**
 * A folder where `walletgate/testing` resolves as in a site that installed walletgate, to this checkout's kit.
 * Outside this checkout: inside it, 'walletgate/…' would resolve to the package itself (its built dist).
 */
function exampleDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'walletgate-readme-'));
  const pkg = path.join(dir, 'node_modules', 'walletgate');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'walletgate', type: 'module', exports: { './testing': './testing.ts' } }));
  writeFileSync(path.join(pkg, 'testing.ts'), `export * from ${JSON.stringify(path.join(root, 'testing/index.ts'))};\n`);
  return dir;
}

function run(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      env: { ...process.env, WALLETGATE_BASE_PORT: String(BASE), SITE_URL: host.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the README example of walletgate/testing', () => {
  it('is ten lines that import the kit', () => {
    const example = readmeExample();
    expect(example.trimEnd().split('\n')).toHaveLength(10);
    expect(example).toContain("from 'walletgate/testing'");
  });

  // Starts a whole sandbox (two chains, Solana, relay, secure site) in the example's process, then connects.
  it('runs as written: starts the sandbox, connects the injected wallet on the site, stops', async () => {
    const dir = exampleDir();
    const file = path.join(dir, 'example.mts');
    writeFileSync(file, readmeExample());
    const { code, output } = await run(file);
    rmSync(dir, { recursive: true, force: true });
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    // it went through the site (its page and its bundle) …
    expect(host.requests).toEqual(expect.arrayContaining(['/', '/assets/app.js']));
    // … and stopped its sandbox
    await expect(fetch(`http://127.0.0.1:${BASE}/sandbox.json`)).rejects.toThrow();
  }, 120_000);
});
