/**
 * The seeded EVM chains as saved states: the contracts compiled, both chains seeded on throwaway anvils, then dumped.
 * What this file and the seed do decides those states, so their sources are part of the states' key (snapshot.ts).
 */
import type { EvmChainInfo } from '../types';
import { freePort } from '../net';
import { anvilRpc, dumpAnvilState, startAnvil, type AnvilProcess } from './anvil';
import { loadArtifacts, type Artifacts } from './compile';
import { seedEvmChain } from './seed';
import { deployAccountFactory } from './smartAccount';

export const EVM_CHAINS = [
  { chainId: 31337, name: 'Sandbox A' },
  { chainId: 31338, name: 'Sandbox B' },
] as const;

/**
 * The origin the NFT base URI is seeded with. The real one has the API's port, which a saved state cannot know: a
 * start writes it over this (nftBaseUri.ts). Short enough that Solidity keeps the seeded URI in one storage slot.
 */
const SEED_API_ORIGIN = 'http://seed';

/** The seeded history is dated from here, one second per block, so every seed writes the same chains. */
const GENESIS_TIME = Date.UTC(2026, 0, 1) / 1000;

export interface SeededChain {
  chainId: number;
  /** what the seed reports, but the RPC URL (it has the port) */
  info: Omit<EvmChainInfo, 'rpcUrl'>;
  /** anvil_dumpState's JSON, as `--load-state` reads it */
  state: string;
}

export interface SeededState {
  artifacts: Artifacts;
  chains: SeededChain[];
}

/**
 * Compiles (or reads the compile cache, or takes `compiled`), seeds both chains and dumps them; nothing keeps
 * running.
 */
export async function seedState(log: (line: string) => void = () => {}, compiled?: Artifacts): Promise<SeededState> {
  const started = Date.now();
  const artifacts = compiled ?? (await loadArtifacts(log));
  const anvils: AnvilProcess[] = [];
  try {
    // One after the other: a free port is only free until someone listens on it.
    for (const c of EVM_CHAINS) anvils.push(await startAnvil({ port: await freePort(), chainId: c.chainId, genesisTimestamp: GENESIS_TIME }));
    const chains = await Promise.all(
      EVM_CHAINS.map(async (c, i): Promise<SeededChain> => {
        const { rpcUrl } = anvils[i] as AnvilProcess;
        await anvilRpc(rpcUrl, 'anvil_setBlockTimestampInterval', [1]);
        const { rpcUrl: _, ...info } = await seedEvmChain({ ...c, rpcUrl, apiOrigin: SEED_API_ORIGIN, artifacts });
        // the smart-account factory, after the seed so every seeded address stays what it was
        await deployAccountFactory({ ...c, rpcUrl, factory: artifacts.SandboxAccountFactory });
        return { chainId: c.chainId, info, state: await dumpAnvilState(rpcUrl) };
      }),
    );
    log(`seeded the EVM chains in ${Date.now() - started} ms`);
    return { artifacts, chains };
  } finally {
    await Promise.all(anvils.map((a) => a.stop()));
  }
}
