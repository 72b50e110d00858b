/** The whole local stack behind `npm start`, e2e tests and the bench: one call up, one call down. */
import path from 'node:path';
import { sandboxPorts, type SandboxPorts } from './ports';
import type { RunningChainsWithPids } from './chains';
import { describeSandbox, type SandboxDescription } from './description';
import { startDemoServer } from './demo/server';
import { buildDemo } from './build';
import { startChains } from './chains';
import { startApi } from './api';
import { startRelay } from './relay';
import { startWcWalletServer } from './wallets/walletconnect/server';
import { WC_WALLET_ASSETS_DIR } from './wallets/walletconnect/webpack';
import { startSecureSite } from './secureSite';

export interface Stack {
  ports: SandboxPorts;
  description: SandboxDescription;
  stop(): Promise<void>;
  /** Drops every relay connection and listens again on the same port, messages kept (a relay redeploy). */
  restartRelay?(): Promise<void>;
  /**
   * Tests only: restarts a service in place on its port — the relay (connections dropped, messages kept) or
   * Sandbox A's anvil (from its dumped state: balances, contracts and blocks as they were). `whileDown` runs
   * while it is down, so a test can act during the outage.
   */
  restart?(target: RestartTarget, opts?: { whileDown?: () => Promise<void> }): Promise<void>;
}

type RestartTarget = 'relay' | 'evmA' | 'evmB';

export interface StackOptions {
  basePort?: number;
  /** build the demo bundles first (npm start does; tests that already built may skip) */
  build?: boolean;
  log?: (line: string) => void;
  /** the sandbox API's history page size (default 20); small pages let tests reach page two quickly */
  historyPageSize?: number;
  /** how long an on-ramp purchase stays in progress before the faucet pays (default 3000 ms: the demo shows it pending) */
  onrampSettleMs?: number;
}

/** The options a shared stack takes again on each reset: what one test file may ask of the services. */
export type ServiceOptions = Pick<StackOptions, 'historyPageSize' | 'onrampSettleMs'>;

export async function startStack(opts: StackOptions = {}): Promise<Stack & { reset(options?: ServiceOptions): Promise<void> }> {
  const ports = sandboxPorts(opts.basePort);
  const log = opts.log ?? (() => {});
  let chains: RunningChainsWithPids | undefined;
  let services: Services | undefined;
  const stopAll = async () => {
    await services?.stop();
    await chains?.stop().catch(() => {});
  };
  try {
    // The build and the chains do not depend on each other: start both, wait for both.
    const began = Date.now();
    const built =
      opts.build === false ? Promise.resolve() : buildDemo().then(() => log(`built the demo in ${Date.now() - began} ms`));
    const t = Date.now();
    const [chainsResult, buildResult] = await Promise.allSettled([startChains({ ports, log }), built]);
    if (chainsResult.status === 'fulfilled') chains = chainsResult.value;
    if (chainsResult.status === 'rejected') throw chainsResult.reason;
    if (buildResult.status === 'rejected') throw buildResult.reason;
    const running = chainsResult.value;
    log(`chains up in ${Date.now() - t} ms (EVM ${running.info.evm.map((c) => c.chainId).join(', ')}, Solana)`);
    services = await startServices(ports, running, opts, log);
    const description = services.description;
    const restart = async (target: RestartTarget, restartOpts: { whileDown?: () => Promise<void> } = {}) => {
      if (target === 'relay') await services?.relay.restart(restartOpts.whileDown);
      else await running.restartEvm(target === 'evmA' ? 0 : 1, restartOpts.whileDown);
    };
    /**
     * Back to the stack as it started: the chains to their seeded state, and every service started afresh on its
     * port (names, sessions, sign-ins, purchases, faults, relay mailboxes, frame accounts all gone), with `options`.
     */
    const reset = async (options: ServiceOptions = {}) => {
      await services?.stop();
      services = undefined;
      await running.reset();
      services = await startServices(ports, running, { ...opts, ...options }, log);
    };
    return { ports, description, stop: stopAll, restartRelay: () => services!.relay.restart(), restart, reset };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

interface Services {
  description: SandboxDescription;
  relay: Awaited<ReturnType<typeof startRelay>>;
  stop(): Promise<void>;
}

/** Everything but the chains: the API, the relay, the secure site, the WalletConnect wallet page and the demo. */
async function startServices(ports: SandboxPorts, chains: RunningChainsWithPids, opts: StackOptions, log: (line: string) => void): Promise<Services> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const api = await startApi({
      port: ports.api,
      chains: chains.info,
      log,
      onrampSettleMs: opts.onrampSettleMs ?? 3000,
      ...(opts.historyPageSize ? { historyPageSize: opts.historyPageSize } : {}),
    });
    stops.push(api.stop);
    log(`sandbox API up at ${api.url}`);
    const relay = await startRelay({ port: ports.relay, log });
    stops.push(relay.stop);
    const secureSite = await startSecureSite({ port: ports.secureSite, chains: chains.info, log, assetsDir: path.join(process.cwd(), 'dist/demo') });
    stops.push(secureSite.stop);
    log(`secure frame site up at ${secureSite.url} — mailbox (one-time codes, device links): ${secureSite.mailboxUrl}`);
    const description = describeSandbox(ports, chains.info);
    const wcWallet = await startWcWalletServer({ port: ports.wcWallet, assetsDir: WC_WALLET_ASSETS_DIR, describe: () => description });
    stops.push(wcWallet.stop);
    log(`sandbox WalletConnect wallet page at ${wcWallet.url}`);
    const demo = await startDemoServer({ port: ports.demo, assetsDir: path.join(process.cwd(), 'dist/demo'), describe: () => description });
    stops.push(demo.stop);
    return { description, relay, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
