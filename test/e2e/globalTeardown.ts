import type { ChildProcess } from 'node:child_process';

/** Stops the run's stack host: its stacks and its Chromium go with it. */
export default async function globalTeardown() {
  const child = (globalThis as { walletGateStackHost?: ChildProcess }).walletGateStackHost;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.stdin!.end();
  });
}
