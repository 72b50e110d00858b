import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { assertPortFree, waitFor } from '../net';
import { requireFromRoot } from '../paths';
import { EVM_ACCOUNT_COUNT, SANDBOX_MNEMONIC } from '../keys';

export interface AnvilProcess {
  pid: number;
  rpcUrl: string;
  stop(): Promise<void>;
}

const platformPackages: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

/** The anvil binary shipped in @foundry-rs/anvil-<platform>; spawned directly (not via npx) so
 * the pid we hold is anvil's own and killing it really stops the chain. */
function anvilBinary(): string {
  const suffix = platformPackages[`${process.platform}-${process.arch}`];
  if (!suffix) throw new Error(`anvil has no npm build for ${process.platform}-${process.arch}`);
  const pkg = `@foundry-rs/anvil-${suffix}`;
  let dir: string;
  try {
    dir = path.dirname(requireFromRoot.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(`${pkg} is not installed; run npm install`);
  }
  const bin = path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(bin)) throw new Error(`anvil binary missing at ${bin}`);
  return bin;
}

// Children still alive when node exits (crash, Ctrl-C without stop) are killed here.
const live = new Set<ChildProcess>();
let exitHookInstalled = false;
function track(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const c of live) c.kill('SIGKILL');
    });
  }
}

/** One JSON-RPC call to anvil (its own methods too: evm_snapshot, anvil_setStorageAt, …). */
export async function anvilRpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!res.ok) throw new Error(`${method}: HTTP ${res.status}`);
  const body = (await res.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'failed'}`);
  return body.result;
}

/**
 * The chain as it is now (accounts, code, storage, blocks and transactions), as the JSON `--load-state` reads:
 * anvil_dumpState answers it gzipped and hex-encoded.
 */
export async function dumpAnvilState(rpcUrl: string): Promise<string> {
  const hex = await anvilRpc(rpcUrl, 'anvil_dumpState');
  if (typeof hex !== 'string' || !hex.startsWith('0x')) throw new Error('anvil_dumpState gave no state');
  return gunzipSync(Buffer.from(hex.slice(2), 'hex')).toString('utf8');
}

export async function startAnvil(opts: {
  port: number;
  chainId: number;
  log?: (line: string) => void;
  /** a file written from dumpAnvilState: the chain starts where that one was (a restart in place) */
  loadState?: string;
  /** the genesis block's time (unix seconds), for a chain dated the same on every seed */
  genesisTimestamp?: number;
}): Promise<AnvilProcess> {
  const { port, chainId } = opts;
  await assertPortFree(port);
  const args = [
    '--host', '127.0.0.1',
    '--port', String(port),
    '--chain-id', String(chainId),
    '--mnemonic', SANDBOX_MNEMONIC,
    '--accounts', String(EVM_ACCOUNT_COUNT),
    '--quiet',
    ...(opts.loadState ? ['--load-state', opts.loadState] : []),
    ...(opts.genesisTimestamp === undefined ? [] : ['--timestamp', String(opts.genesisTimestamp)]),
  ];
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  track(child);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000);
  });
  let exited: string | undefined;
  let spawnError: Error | undefined;
  child.once('error', (err) => (spawnError = err));
  child.once('exit', (code, signal) => (exited = `anvil exited (${signal ?? code}) ${stderr.trim()}`));

  const rpcUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await gone;
    clearTimeout(timer);
  };

  try {
    await waitFor(
      `anvil ${chainId} on ${port}`,
      async () => Number(await anvilRpc(rpcUrl, 'eth_chainId')) === chainId,
      { abort: () => spawnError?.message ?? exited },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  if (child.pid === undefined) throw new Error('anvil has no pid');
  opts.log?.(`anvil chain ${chainId} at ${rpcUrl} (pid ${child.pid})`);
  return { pid: child.pid, rpcUrl, stop };
}
