import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SandboxPorts } from '../ports';
import type { ChainsInfo, EvmChainInfo, RunningChains } from './types';
import { evmAccount, EVM_ACCOUNT_COUNT, FAUCET_INDEX, SANDBOX_MNEMONIC } from './keys';
import { anvilRpc, dumpAnvilState, startAnvil, type AnvilProcess } from './evm/anvil';
import { loadArtifacts } from './evm/compile';
import { seedEvmChain } from './evm/seed';
import { deployAccountFactory } from './evm/smartAccount';
import { startSolana, type RunningSolana } from './solana/start';

export type { ChainsInfo, RunningChains } from './types';
export { tokenAbi, nftAbi, poolAbi, routerAbi, wrappedNativeAbi, smartAccountAbi, accountFactoryAbi } from './evm/abi';
export { sandboxChain } from './evm/chain';

export interface StartChainsOptions {
  ports: SandboxPorts;
  log?: (line: string) => void;
  /** origin of the sandbox API, used in the NFT tokenURIs; defaults to http://127.0.0.1:<ports.api> */
  apiOrigin?: string;
}

export interface RunningChainsWithPids extends RunningChains {
  /** pids of the anvil processes, so callers (and tests) can check they are gone after stop() */
  pids: number[];
  /**
   * Tests only: stops one anvil (0 = Sandbox A, 1 = Sandbox B) and starts it again on the same port from its
   * dumped state, so balances, contracts and blocks are what they were (a node restart, not a re-seed).
   * `whileDown` runs while nothing listens on the port.
   */
  restartEvm(index: number, whileDown?: () => Promise<void>): Promise<void>;
  /**
   * Both anvils and the Solana ledger back to exactly the seeded state, on the same ports and processes: what
   * one test file did is gone before the next one starts (the stack is shared).
   */
  reset(): Promise<void>;
}

async function takeSnapshot(rpcUrl: string): Promise<string> {
  const id = await anvilRpc(rpcUrl, 'evm_snapshot');
  if (typeof id !== 'string') throw new Error('evm_snapshot gave no id');
  return id;
}

const evmChains = [
  { chainId: 31337, name: 'Sandbox A', port: (p: SandboxPorts) => p.evmA },
  { chainId: 31338, name: 'Sandbox B', port: (p: SandboxPorts) => p.evmB },
];

/** Starts both anvils and the Solana RPC, deploys and seeds the contracts; stop() undoes all of it. */
export async function startChains(opts: StartChainsOptions): Promise<RunningChainsWithPids> {
  const log = opts.log ?? (() => {});
  const apiOrigin = opts.apiOrigin ?? `http://127.0.0.1:${opts.ports.api}`;
  const anvils: AnvilProcess[] = [];
  let solana: RunningSolana | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= Promise.all([...anvils.map((a) => a.stop()), solana?.stop()]).then(() => undefined);
    return stopping;
  };

  let artifacts: ReturnType<typeof loadArtifacts> | undefined;
  try {
    // Compile (or read the cache) while the chains boot.
    artifacts = loadArtifacts(log);
    artifacts.catch(() => {}); // awaited below; don't report it unhandled if a chain fails first
    const started = await Promise.allSettled([
      ...evmChains.map((c) => startAnvil({ port: c.port(opts.ports), chainId: c.chainId, log })),
      startSolana({ httpPort: opts.ports.solanaHttp, wsPort: opts.ports.solanaWs, log }),
    ]);
    for (const s of started) {
      if (s.status !== 'fulfilled') continue;
      if ('pid' in s.value) anvils.push(s.value);
      else solana = s.value;
    }
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;

    const compiled = await artifacts;
    const evm: EvmChainInfo[] = await Promise.all(
      evmChains.map((c, i) =>
        seedEvmChain({ chainId: c.chainId, name: c.name, rpcUrl: (anvils[i] as AnvilProcess).rpcUrl, apiOrigin, artifacts: compiled }),
      ),
    );
    // issue 18: the smart-account factory, after the seed so every seeded address stays what it was
    await Promise.all(
      evm.map((c) => deployAccountFactory({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl, factory: compiled.SandboxAccountFactory })),
    );
    const info: ChainsInfo = {
      mnemonic: SANDBOX_MNEMONIC,
      accounts: Array.from({ length: EVM_ACCOUNT_COUNT }, (_, i) => evmAccount(i).address),
      faucet: evmAccount(FAUCET_INDEX).address,
      evm,
      solana: (solana as RunningSolana).info,
    };
    // The seeded chains, kept to reset to: anvil's own snapshot (ids are single-use: each revert takes a new one),
    // and the dumped state for an anvil restarted since, whose snapshots went with its process.
    const seededStates = await Promise.all(anvils.map((a) => dumpAnvilState(a.rpcUrl)));
    const seededSnapshots: (string | undefined)[] = await Promise.all(anvils.map((a) => takeSnapshot(a.rpcUrl)));

    const restartFrom = async (index: number, state: string, whileDown?: () => Promise<void>) => {
      const chain = evmChains[index];
      const running = anvils[index];
      if (!chain || !running) throw new Error(`no EVM chain ${index}`);
      const dir = await mkdtemp(path.join(tmpdir(), 'walletgate-anvil-'));
      try {
        const file = path.join(dir, 'state.json');
        await writeFile(file, state);
        await running.stop();
        seededSnapshots[index] = undefined;
        await whileDown?.();
        const restarted = await startAnvil({ port: chain.port(opts.ports), chainId: chain.chainId, log, loadState: file });
        anvils[index] = restarted;
        log(`anvil chain ${chain.chainId} restarted from its state (pid ${restarted.pid})`);
        return restarted;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
    const restartEvm = async (index: number, whileDown?: () => Promise<void>) => {
      const running = anvils[index];
      if (!running) throw new Error(`no EVM chain ${index}`);
      await restartFrom(index, await dumpAnvilState(running.rpcUrl), whileDown);
    };
    const resetEvm = async (index: number) => {
      let anvil = anvils[index] as AnvilProcess;
      const snapshot = seededSnapshots[index];
      if (snapshot === undefined) anvil = await restartFrom(index, seededStates[index] as string);
      else if ((await anvilRpc(anvil.rpcUrl, 'evm_revert', [snapshot])) !== true) throw new Error(`anvil ${index} could not revert to the seed`);
      // a revert also winds anvil's clock back to the snapshot's: the next block is dated now, after the seeded ones
      await anvilRpc(anvil.rpcUrl, 'evm_setTime', [Math.floor(Date.now() / 1000)]);
      seededSnapshots[index] = await takeSnapshot(anvil.rpcUrl);
    };
    const reset = async () => {
      (solana as RunningSolana).reset();
      await Promise.all(anvils.map((_, i) => resetEvm(i)));
    };
    return { info, stop, pids: anvils.map((a) => a.pid), restartEvm, reset };
  } catch (err) {
    // Fail only once nothing of this start is still running: the compile too (a caller may exit or tear down).
    await Promise.allSettled([stop(), artifacts]);
    throw err;
  }
}
