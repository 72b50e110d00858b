import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildDemo } from '../../sandbox/build';
import { buildHostApp } from './testkitHost/serve';

/**
 * Builds, once for every e2e file, the demo bundles (production mode) and the test kit's host app, and starts the
 * run's stack host (test/e2e/stackHost.main.ts): the stacks the e2e files share and the one Chromium. The host
 * starts the first stack and the browser while the builds run. WALLETGATE_STACK_HOST set by a developer keeps a
 * host of theirs running between runs (and skips all of this).
 */
export default async function globalSetup() {
  if (process.env.WALLETGATE_STACK_HOST) return;
  const host = startStackHost();
  const [, testkitHost] = await Promise.all([process.env.WALLETGATE_E2E_SKIP_BUILD === '1' ? undefined : buildDemo(), buildHostApp('host')]);
  process.env.WALLETGATE_TESTKIT_HOST_DIR = testkitHost;
  process.env.WALLETGATE_STACK_HOST = await host;
}

function startStackHost(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'stackHost.main.ts')], {
    cwd: path.join(__dirname, '../..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // globalTeardown ends it by closing its stdin; if jest dies, the pipe closes and it stops all the same
  (globalThis as { walletGateStackHost?: typeof child }).walletGateStackHost = child;
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve((JSON.parse(line) as { url: string }).url);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the e2e stack host exited (${code}) before it was ready`)));
  });
}
