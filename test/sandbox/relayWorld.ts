/** What the WalletConnect sandbox tests share: the local relay and a chain, with nothing allowed off loopback. */
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { startRelay, type Relay } from '../../sandbox/relay';
import { guardLoopback, type LoopbackGuard } from '../../sandbox/relay/loopbackGuard';
import { startAnvil, type AnvilProcess } from '../../sandbox/chains/evm/anvil';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';

export interface RelayWorld {
  ports: ReturnType<typeof sandboxPorts>;
  /** both sandbox chains as the wallet and the widget describe them (only the first one runs: anvil) */
  chains: { chainId: number; name: string; rpcUrl: string }[];
  relay: Relay;
  anvil: AnvilProcess;
  /** every request, WebSocket and TCP connection to a host other than loopback, refused and recorded */
  guard: LoopbackGuard;
  /** run after each test, newest first (clients and wallets to close) */
  cleanups: (() => Promise<void>)[];
}

/** Starts the relay and anvil on a claimed block of ports for the whole file and guards loopback around it. */
export function useRelayWorld(): RelayWorld {
  const ports = sandboxPorts(claimPortBlock());
  const world = {
    ports,
    chains: [
      { chainId: 31337, name: 'Sandbox A', rpcUrl: `http://127.0.0.1:${ports.evmA}` },
      { chainId: 31338, name: 'Sandbox B', rpcUrl: `http://127.0.0.1:${ports.evmB}` },
    ],
    cleanups: [],
  } as unknown as RelayWorld;
  beforeAll(async () => {
    world.guard = guardLoopback();
    [world.relay, world.anvil] = await Promise.all([startRelay({ port: ports.relay }), startAnvil({ port: ports.evmA, chainId: 31337 })]);
  });
  afterEach(async () => {
    for (const cleanup of world.cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await world.relay?.stop();
    await world.anvil?.stop();
    world.guard?.restore();
  });
  return world;
}
