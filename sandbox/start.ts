/**
 * `npm start`: the demo and the whole local sandbox, on loopback. Ctrl-C / SIGTERM stops everything.
 * By default the pages are built in development mode, in child processes while the sandbox starts, then rebuilt when a
 * source changes. `npm start -- --production` builds the production bundles first (what the e2e tests and the bench
 * use); `npm start -- --no-build` serves the pages built last (walletgate/testing's startSandbox, once they are built).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { devBuildIsCurrent, type DevBuildReport } from './devBuild';
import type { DevTarget } from './build';
import { startStack, type Stack } from './stack';

const began = Date.now();
const log = (line: string) => console.log(`  ${line}`);
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const production = args.includes('--production');

interface DevBuild {
  /** resolves once the folder serves the sources as they are: at once when it already did, else after the first build */
  built: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Builds (and watches) one target in a child process. `background`: nothing waits for it, so it yields the cores to
 * what does — the wallet page is only needed once someone pairs over WalletConnect, and a build whose folder is
 * current only has to catch up with its cache before watching.
 */
function startDevBuild(target: DevTarget, { background = false } = {}): DevBuild {
  const current = devBuildIsCurrent(target);
  const child: ChildProcess = fork(path.join(process.cwd(), 'sandbox/devBuild.ts'), [target], { execArgv: ['--import', 'tsx'] });
  if ((background || current) && child.pid !== undefined) setPriority(child.pid, 10);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let first = true;
  const built = new Promise<void>((resolve, reject) => {
    child.on('message', (report: DevBuildReport) => {
      if (report.ok) log(`${first ? 'built' : 'rebuilt'} the ${target} bundles (development) in ${report.ms} ms`);
      else console.error(`\n${target} build failed:\n${report.errors}\n`);
      if (first && report.ok) resolve();
      else if (first) reject(new Error(`the ${target} build failed`));
      first = false;
    });
    void exited.then(() => reject(new Error(`the ${target} builder exited`)));
  });
  built.catch(() => {}); // awaited by the caller; a later failure is only reported
  return {
    built: current ? Promise.resolve() : built,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

const builds = build && !production ? [startDevBuild('demo'), startDevBuild('wc-wallet', { background: true })] : [];
const stopBuilds = () => Promise.all(builds.map((b) => b.stop()));
let stack: Stack | undefined;

// Listening from the start: Ctrl-C while the pages still build stops what has started (process.exit runs the
// anvil exit hook for chains that were still starting), instead of leaving the chains on their ports.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox…`);
  await Promise.all([stack?.stop(), stopBuilds()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  stack = await startStack({ log, build: build && production });
  const [demo, wallet] = builds;
  if (demo && wallet) {
    let walletBuilt = false;
    void wallet.built.then(() => (walletBuilt = true));
    await demo.built;
    if (!walletBuilt) console.log(`\nThe demo is up in ${Date.now() - began} ms: ${stack.description.urls.demo}/ (the WalletConnect wallet page is still building)`);
    await wallet.built;
  }
} catch (error) {
  await Promise.all([stack?.stop(), stopBuilds()]);
  throw error;
}
const d = stack.description;
console.log(`\nWalletGate sandbox ready in ${Date.now() - began} ms — demo: ${d.urls.demo}/`);
console.log(`  sandbox description: ${d.urls.demo}/sandbox.json`);
if (builds.length) console.log('  development bundles: rebuilt when a source changes (npm start -- --production for the production ones)');
