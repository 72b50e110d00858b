/**
 * The README's `walletgate/testing` example, run exactly as written: copied out of README.md into a module that
 * imports 'walletgate/testing', run by Node in its own process against a minimal site of the kind an integrator
 * writes, with the sandbox on this file's ports.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packedTarball } from '../helpers/packedPackage';
import { claimPortBlock } from '../helpers/ports';
import { hostAppDir, serveHostApp, type HostApp } from './testkitHost/serve';

const BASE = claimPortBlock();
const root = process.cwd();
let host: HostApp;

beforeAll(async () => {
  host = await serveHostApp(await hostAppDir(), BASE + 50, `http://127.0.0.1:${BASE}`);
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

/**
 * A site's project folder with walletgate installed from `npm pack` of this checkout (built first; one tarball for
 * every file that needs it, test/helpers/packedPackage.ts), and the optional peer playwright-core and the site's
 * TypeScript runner (tsx) beside it, as the site would install them.
 */
async function packedProjectDir(): Promise<string> {
  const tarball = await packedTarball();
  const dir = mkdtempSync(path.join(tmpdir(), 'walletgate-packed-'));
  const installed = path.join(dir, 'node_modules', 'walletgate');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const peer of ['playwright-core', 'tsx']) symlinkSync(path.join(root, 'node_modules', peer), path.join(dir, 'node_modules', peer));
  return dir;
}

/** Runs the example module with Node and tsx in `cwd`, the sandbox on this file's ports. */
function run(file: string, cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd,
      env: { ...process.env, WALLETGATE_BASE_PORT: String(BASE), SITE_URL: host.url, ...env },
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
    const { code, output } = await run(file, root);
    rmSync(dir, { recursive: true, force: true });
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    // it went through the site (its page and its bundle) …
    expect(host.requests).toEqual(expect.arrayContaining(['/', '/assets/app.js']));
    // … and stopped its sandbox
    await expect(fetch(`http://127.0.0.1:${BASE}/sandbox.json`)).rejects.toThrow();
  }, 120_000);

  // What a site gets from npm: the kit from the packed package (dist/lib/testing), the sandbox from this checkout.
  it('runs as written with walletgate installed from npm pack, in a project of its own', async () => {
    const dir = await packedProjectDir();
    const manifest = JSON.parse(readFileSync(path.join(dir, 'node_modules/walletgate/package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(manifest.exports['./testing']).toEqual({ types: './dist/types/testing/index.d.ts', import: './dist/lib/testing/index.js' });
    const file = path.join(dir, 'example.mts');
    writeFileSync(file, readmeExample());
    const served = host.requests.length;
    const { code, output } = await run(file, dir, { WALLETGATE_SANDBOX_DIR: root });
    rmSync(dir, { recursive: true, force: true });
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(host.requests.slice(served)).toEqual(expect.arrayContaining(['/', '/assets/app.js']));
    await expect(fetch(`http://127.0.0.1:${BASE}/sandbox.json`)).rejects.toThrow();
  }, 180_000);
});
