/** The whole local stack behind `npm start`, e2e tests and the bench: one call up, one call down. */
import path from 'node:path';
import { sandboxPorts, type SandboxPorts } from './ports';
import { describeSandbox, type SandboxDescription } from './description';
import { startDemoServer } from './demo/server';
import { buildDemo } from './build';
import { startChains } from './chains';
import { startApi } from './api';
import { startRelay } from './relay';
import { startWcWalletServer } from './wallets/walletconnect/server';
import { WC_WALLET_ASSETS_DIR } from './wallets/walletconnect/webpack';
import { startSecureSite } from './secure-site';

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
  /** Both anvils and the Solana ledger back to the seeded state (between test files sharing one stack). */
  resetChains?(): Promise<void>;
}

export type RestartTarget = 'relay' | 'evmA' | 'evmB';

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

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const ports = sandboxPorts(opts.basePort);
  const log = opts.log ?? (() => {});
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    // The build and the chains do not depend on each other: start both, wait for both.
    const began = Date.now();
    const built =
      opts.build === false ? Promise.resolve() : buildDemo().then(() => log(`built the demo in ${Date.now() - began} ms`));
    const t = Date.now();
    const [chainsResult, buildResult] = await Promise.allSettled([startChains({ ports, log }), built]);
    if (chainsResult.status === 'fulfilled') stops.push(chainsResult.value.stop);
    if (chainsResult.status === 'rejected') throw chainsResult.reason;
    if (buildResult.status === 'rejected') throw buildResult.reason;
    const chains = chainsResult.value;
    log(`chains up in ${Date.now() - t} ms (EVM ${chains.info.evm.map((c) => c.chainId).join(', ')}, Solana)`);
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
    const restart = async (target: RestartTarget, restartOpts: { whileDown?: () => Promise<void> } = {}) => {
      if (target === 'relay') await relay.restart(restartOpts.whileDown);
      else await chains.restartEvm(target === 'evmA' ? 0 : 1, restartOpts.whileDown);
    };
    return { ports, description, stop: stopAll, restartRelay: () => relay.restart(), restart, resetChains: () => chains.reset() };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
