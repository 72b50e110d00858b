import { afterAll, beforeAll } from '@jest/globals';
import { Connection } from '@solana/web3.js';
import { startChains, type RunningChainsWithPids } from '../../sandbox/chains';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';

/** The sandbox chains on a claimed block of ports for the whole file, and a web3.js connection to its Solana RPC. */
export function useChains(): { chains: RunningChainsWithPids; connection: Connection } {
  const world = {} as { chains: RunningChainsWithPids; connection: Connection };
  beforeAll(async () => {
    world.chains = await startChains({ ports: sandboxPorts(claimPortBlock()) });
    world.connection = new Connection(world.chains.info.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: world.chains.info.solana.wsUrl });
  });
  afterAll(async () => {
    await world.chains?.stop();
  });
  return world;
}
