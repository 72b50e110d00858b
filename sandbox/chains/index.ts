import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SandboxPorts } from '../ports';
import type { ChainsInfo, EvmChainInfo, RunningChains } from './types';
import { evmAccount, EVM_ACCOUNT_COUNT, FAUCET_INDEX, SANDBOX_MNEMONIC } from './keys';
import { anvilRpc, dumpAnvilState, startAnvil, type AnvilProcess } from './evm/anvil';
import { pointNftAtApi } from './evm/nftBaseUri';
import { EVM_CHAINS } from './evm/seededState';
import { savedChains } from './evm/snapshot';
import { startSolana, type RunningSolana } from './solana/start';

export type { RunningChains } from './types';
export { tokenAbi, poolAbi } from './evm/abi';
export { sandboxChain } from './evm/chain';

export interface StartChainsOptions {
  ports: SandboxPorts;
  log?: (line: string) => void;
  /** origin of the sandbox API, used in the NFT tokenURIs; defaults to http://127.0.0.1:<ports.api> */
  apiOrigin?: string;
}

export interface RunningChainsWithPids extends RunningChains {
  /** pids of the anvil processes (as they are now: a restart changes one), so tests can check they are gone after stop() */
  readonly pids: number[];
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

/** Sandbox A and B, in EVM_CHAINS' order. */
const evmPorts = [(p: SandboxPorts) => p.evmA, (p: SandboxPorts) => p.evmB];

/**
 * Starts both anvils from the saved seeded state (evm/snapshot.ts; seeded first when the sources changed since) and
 * the Solana RPC; stop() undoes all of it.
 */
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

  try {
    const saved = await savedChains(log);
    const seeded = EVM_CHAINS.map((c) => {
      const chain = saved.chains.find((s) => s.chainId === c.chainId);
      if (!chain) throw new Error(`the saved state has no chain ${c.chainId}`);
      return chain;
    });
    const startEvm = (index: number, loadState: string) => {
      const chainId = EVM_CHAINS[index]?.chainId as number;
      return startAnvil({ port: (evmPorts[index] as (p: SandboxPorts) => number)(opts.ports), chainId, log, loadState });
    };
    const started = await Promise.allSettled([
      ...seeded.map((c, i) => startEvm(i, c.stateFile)),
      startSolana({ httpPort: opts.ports.solanaHttp, wsPort: opts.ports.solanaWs, log }),
    ]);
    for (const s of started) {
      if (s.status !== 'fulfilled') continue;
      if ('pid' in s.value) anvils.push(s.value);
      else solana = s.value;
    }
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;

    const evm: EvmChainInfo[] = seeded.map((c, i) => ({ ...c.info, rpcUrl: (anvils[i] as AnvilProcess).rpcUrl }));
    // The seeded state is the same for every port; what has the port (the NFT's URIs) is written in as it loads.
    const prepare = (index: number) => {
      const chain = evm[index] as EvmChainInfo;
      return pointNftAtApi(chain.rpcUrl, chain.nft.address, chain.chainId, apiOrigin);
    };
    await Promise.all(evm.map((_, i) => prepare(i)));
    const info: ChainsInfo = {
      mnemonic: SANDBOX_MNEMONIC,
      accounts: Array.from({ length: EVM_ACCOUNT_COUNT }, (_, i) => evmAccount(i).address),
      faucet: evmAccount(FAUCET_INDEX).address,
      evm,
      solana: (solana as RunningSolana).info,
    };
    // anvil's own snapshot of the seeded chain, to reset to (ids are single-use: each revert takes a new one); gone
    // with its process when an anvil restarts, which then reloads the seeded state.
    const seededSnapshots: (string | undefined)[] = await Promise.all(anvils.map((a) => takeSnapshot(a.rpcUrl)));

    const restartFrom = async (index: number, stateFile: string, whileDown?: () => Promise<void>) => {
      const running = anvils[index];
      if (!running) throw new Error(`no EVM chain ${index}`);
      await running.stop();
      seededSnapshots[index] = undefined;
      await whileDown?.();
      const restarted = await startEvm(index, stateFile);
      anvils[index] = restarted;
      log(`anvil chain ${restarted.rpcUrl} restarted from a saved state (pid ${restarted.pid})`);
      return restarted;
    };
    const restartEvm = async (index: number, whileDown?: () => Promise<void>) => {
      const running = anvils[index];
      if (!running) throw new Error(`no EVM chain ${index}`);
      const dir = await mkdtemp(path.join(tmpdir(), 'walletgate-anvil-'));
      try {
        const file = path.join(dir, 'state.json');
        await writeFile(file, await dumpAnvilState(running.rpcUrl));
        await restartFrom(index, file, whileDown);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
    const resetEvm = async (index: number) => {
      let anvil = anvils[index] as AnvilProcess;
      const snapshot = seededSnapshots[index];
      if (snapshot === undefined) {
        anvil = await restartFrom(index, (seeded[index] as { stateFile: string }).stateFile);
        await prepare(index);
      } else if ((await anvilRpc(anvil.rpcUrl, 'evm_revert', [snapshot])) !== true) {
        throw new Error(`anvil ${anvil.rpcUrl} could not revert to the seed`);
      }
      // a revert also winds anvil's clock back to the snapshot's: the next block is dated now, after the seeded ones
      await anvilRpc(anvil.rpcUrl, 'evm_setTime', [Math.floor(Date.now() / 1000)]);
      seededSnapshots[index] = await takeSnapshot(anvil.rpcUrl);
    };
    const reset = async () => {
      (solana as RunningSolana).reset();
      await Promise.all(anvils.map((_, i) => resetEvm(i)));
    };
    return {
      info,
      stop,
      get pids() {
        return anvils.map((a) => a.pid);
      },
      restartEvm,
      reset,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
