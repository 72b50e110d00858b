import { generateCatalog } from './catalog/generate';
import { Chains } from './chains';
import type { ApiContext, ApiOptions } from './context';
import { Faucet } from './faucet';
import { Router } from './http';
import { Indexer } from './indexer';
import { SolanaIndexer } from './solanaIndexer';
import { analyticsRoutes } from './routes/analytics';
import { balanceRoutes } from './routes/balance';
import { catalogRoutes } from './routes/catalog';
import { convertRoutes } from './routes/convert';
import { historyRoutes } from './routes/history';
import { nftRoutes } from './routes/nft';
import { onrampRoutes } from './routes/onramp';
import { profileRoutes } from './routes/profile';
import { rpcRoutes } from './routes/rpc';
import { sandboxRoutes } from './routes/sandbox';
import { polkadotRoutes } from './routes/polkadot';
import { bitcoinRoutes } from './routes/bitcoin';
import { makeSession, sessionRoutes } from './routes/sessions';
import { createSiwxStore, siwxRoutes } from './routes/siwx';
import { createApiServer } from './server';
import { Faults } from '../faults';
import { TokenDirectory } from './tokenDirectory';

export type { ApiOptions } from './context';

export interface RunningApi {
  /** e.g. http://127.0.0.1:3001 (the public origin) */
  url: string;
  /** fault injection on every route of this API, RPC front included (also at `/__faults`; off unless armed) */
  faults: Faults;
  stop(): Promise<void>;
}

/** Starts the sandbox API (blockchain API, wallet catalogue, analytics sink) on 127.0.0.1:{port}.
 * Resolves once the history indexer has caught up with every chain and the port is listening. */
export async function startApi(opts: ApiOptions): Promise<RunningApi> {
  const origin = (opts.publicOrigin ?? `http://127.0.0.1:${opts.port}`).replace(/\/$/, '');
  const log = opts.log ?? (() => {});
  const chains = new Chains(opts.chains);
  const indexer = new Indexer(chains.evm, opts.indexerIntervalMs ?? 1000, log);
  const ctx: ApiContext = {
    origin,
    options: opts,
    chains,
    indexer,
    solanaIndexer: new SolanaIndexer(opts.chains.solana, () => indexer.nextSeq()),
    tokens: new TokenDirectory(),
    faucet: new Faucet(opts.chains),
    catalog: generateCatalog({
      evmChains: chains.evm.map((c) => c.caip),
      solanaChain: chains.solanaCaip,
      walletConnectWalletUrl: opts.walletConnectWalletUrl ?? `http://127.0.0.1:${opts.port + 7}/`,
    }),
    names: new Map(),
    sessions: new Map(),
    siwx: createSiwxStore(),
    purchases: [],
    onrampSettling: { held: false, waiting: new Map() },
    analytics: [],
    requests: [],
    log,
  };
  const first = opts.chains.accounts[0];
  if (first) ctx.sessions.set(first.toLowerCase(), [makeSession(ctx, first, 'seeded')]);

  const router = new Router();
  for (const register of [
    balanceRoutes, historyRoutes, convertRoutes, profileRoutes, onrampRoutes, sessionRoutes, rpcRoutes,
    nftRoutes, catalogRoutes, analyticsRoutes, sandboxRoutes, polkadotRoutes, siwxRoutes, bitcoinRoutes,
  ]) {
    register(router, ctx);
  }

  const faults = new Faults();
  const server = createApiServer(router, ctx, faults);
  const started = Date.now();
  await Promise.all([
    ctx.indexer.start(),
    // history answers catch up again; a cluster not up yet must not stop the API
    ctx.solanaIndexer.catchUp().catch((err: unknown) => log(`api: solana indexer: ${String(err)}`)),
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    }),
  ]).catch(async (err: unknown) => {
    ctx.indexer.stop();
    if (server.listening) await new Promise((r) => server.close(r));
    throw err;
  });
  log(`api: listening on ${origin} (indexed ${JSON.stringify({ ...ctx.indexer.heads(), [chains.solanaCaip]: ctx.solanaIndexer.head() })} in ${Date.now() - started} ms)`);

  return {
    url: origin,
    faults,
    stop: async () => {
      ctx.indexer.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
