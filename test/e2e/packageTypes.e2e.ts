/**
 * walletgate's types as TypeScript sites see them: the package from
 * `npm pack`, checked by arethetypeswrong under its ESM-only profile, and installed into a small site that imports every
 * entry point, type-checked with `skipLibCheck` off under `moduleResolution` node16, nodenext and bundler. Sites on
 * node16/nodenext resolve declarations by Node's rules: a relative import without its extension is an error there.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packedTarball } from '../helpers/packedPackage';

const root = process.cwd();
const repoModules = path.join(root, 'node_modules');

interface Manifest {
  exports: Record<string, Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Runs a command to its end, its stdout into `stdoutFile` when given (attw's JSON is cut short through a pipe). */
function run(command: string, args: string[], stdoutFile?: string): Promise<{ code: number | null; output: string }> {
  const out = stdoutFile ? openSync(stdoutFile, 'w') : 'pipe';
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      if (typeof out === 'number') closeSync(out);
      resolve({ code, output });
    });
  });
}

/**
 * What npm puts beside walletgate in a site's node_modules: its dependencies and peers, theirs, and so on, hoisted
 * to the top, taken from this checkout's node_modules (linked, not installed), with the site's React types.
 */
function installedBeside(manifest: Manifest): string[] {
  const wanted = (m: Manifest) => Object.keys({ ...m.dependencies, ...m.peerDependencies, ...m.optionalDependencies });
  const pending = [...wanted(manifest), '@types/react', '@types/react-dom'];
  const found = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const manifestFile = path.join(repoModules, name, 'package.json');
    if (found.has(name) || !existsSync(manifestFile)) continue;
    found.add(name);
    pending.push(...wanted(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest));
  }
  return [...found];
}

const RESOLUTIONS = { node16: 'node16', nodenext: 'nodenext', bundler: 'esnext' } as const;

/** A site that uses a few of walletgate's types the way the README shows them; entries.ts imports every entry point. */
const SITE_TSX = `
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createWalletGate, type WalletGateInstance, type WalletGateOptions, type GateEvent } from 'walletgate';
import { WALLETGATE_KEY, walletGateReducer, attachWalletGate } from 'walletgate/redux';
import { WalletGateProvider, ConnectButton, useAccount, useWalletGate } from 'walletgate/react';
import { WagmiAdapter, walletGateQueryDefaults } from 'walletgate/wagmi';
import { EthersAdapter } from 'walletgate/ethers';
import { Ethers5Adapter } from 'walletgate/ethers5';

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } }];
const options: WalletGateOptions = { projectId: 'site', networks };
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'site' });
export const gate: WalletGateInstance = createWalletGate({ ...options, adapters: [wagmiAdapter] });
gate.on('MODAL_OPEN', (event: GateEvent) => console.log(event));
export const retries: number = walletGateQueryDefaults.retry;

const saga = createSagaMiddleware();
const store = configureStore({ reducer: { [WALLETGATE_KEY]: walletGateReducer }, middleware: (getDefault) => getDefault().concat(saga) });
export const attached: WalletGateInstance = attachWalletGate(store, options, { runSaga: saga.run });

function Status() {
  const { address } = useAccount();
  const { isOpen, open } = useWalletGate();
  return <button onClick={() => open()}>{isOpen ? 'open' : (address ?? 'none')}</button>;
}
export function App() {
  return (
    <WalletGateProvider instance={gate}>
      <ConnectButton label="Sign in" />
      <Status />
    </WalletGateProvider>
  );
}
export const signer: Promise<{ signMessage(message: string): Promise<string> }> = new EthersAdapter().getSigner();
export const signer5: Promise<{ signMessage(message: string): Promise<string> }> = new Ethers5Adapter().getSigner();
`;

/** The site's end-to-end test, on the README's walletgate/testing calls. */
const TESTING_TS = `
import { startSandbox, launchBrowser, injectWallets, connectInjected, type Sandbox } from 'walletgate/testing';

export async function connects(): Promise<string> {
  const sandbox: Sandbox = await startSandbox();
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await injectWallets(page, sandbox);
  await page.goto(sandbox.description.urls.demo);
  const address = await connectInjected(page);
  await browser.close();
  await sandbox.stop();
  return address;
}
`;

/** A site's project folder with walletgate installed from the tarball; one tsconfig per resolution. */
function siteDir(tarball: string): { dir: string; manifest: Manifest } {
  const dir = mkdtempSync(path.join(tmpdir(), 'walletgate-types-site-'));
  const installed = path.join(dir, 'node_modules/walletgate');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as Manifest;
  for (const name of installedBeside(manifest)) {
    mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(repoModules, name), path.join(dir, 'node_modules', name));
  }
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true, type: 'module' }));
  const entries = Object.keys(manifest.exports).map((key) => `walletgate${key.slice(1)}`);
  writeFileSync(
    path.join(dir, 'entries.ts'),
    `${entries.map((entry, i) => `import * as entry${i} from '${entry}';`).join('\n')}\nexport const entries = [${entries.map((_, i) => `entry${i}`).join(', ')}];\n`,
  );
  writeFileSync(path.join(dir, 'site.tsx'), SITE_TSX);
  writeFileSync(path.join(dir, 'testing.ts'), TESTING_TS);
  for (const [resolution, module] of Object.entries(RESOLUTIONS)) {
    const compilerOptions = {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module,
      moduleResolution: resolution,
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      types: [],
    };
    writeFileSync(path.join(dir, `tsconfig.${resolution}.json`), JSON.stringify({ compilerOptions, files: ['entries.ts', 'site.tsx', 'testing.ts'] }));
  }
  return { dir, manifest };
}

let tarball: string;
let site: { dir: string; manifest: Manifest };

beforeAll(async () => {
  tarball = await packedTarball();
  site = siteDir(tarball);
}, 600_000);
afterAll(() => {
  if (site) rmSync(site.dir, { recursive: true, force: true });
});

describe("walletgate's types in a TypeScript site", () => {
  it('names the types of every entry point first, before the JavaScript', () => {
    const conditions = Object.fromEntries(Object.entries(site.manifest.exports).map(([entry, target]) => [entry, Object.keys(target)]));
    expect(Object.keys(conditions).length).toBeGreaterThanOrEqual(7);
    for (const entry of Object.keys(conditions)) expect([entry, conditions[entry]]).toEqual([entry, ['types', 'import']]);
  });

  it('arethetypeswrong finds no problem in the packed tarball under its ESM-only profile', async () => {
    const report = path.join(site.dir, 'attw.json');
    const { code, output } = await run(path.join(repoModules, '.bin/attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], report);
    const { analysis } = JSON.parse(readFileSync(report, 'utf8')) as { analysis?: { problems: Record<string, unknown>[] } };
    if (!analysis) throw new Error(`attw wrote no analysis: ${output}`);
    // the ESM-only profile leaves out node10 and CommonJS importers: walletgate ships ESM alone
    const problems = analysis.problems
      .filter((problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs')
      .map((problem) => [problem.kind, problem.entrypoint ?? problem.fileName, problem.moduleSpecifier, problem.resolutionKind ?? problem.resolutionOption].filter(Boolean).join(' '));
    expect({ code, problems }).toEqual({ code: 0, problems: [] });
  }, 180_000);

  it.each(Object.keys(RESOLUTIONS))('type-checks on moduleResolution %s with skipLibCheck off', async (resolution) => {
    const { code, output } = await run(process.execPath, ['--import', 'tsx', path.join(__dirname, 'typeCheck.main.ts'), path.join(site.dir, `tsconfig.${resolution}.json`)]);
    const line = output.split('\n').find((l) => l.startsWith('{'));
    if (code !== 0 || !line) throw new Error(`the type check did not finish (${code}): ${output}`);
    const { errors, declarations } = JSON.parse(line) as { errors: string[]; declarations: string[] };
    expect(errors).toEqual([]);
    // every entry point's declarations were read: the site saw walletgate's types, not `any`
    const entryTypes = Object.values(site.manifest.exports).map((target) => path.normalize(target.types!));
    expect(declarations).toEqual(expect.arrayContaining(entryTypes));
  }, 300_000);
});
