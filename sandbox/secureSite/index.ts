/** The secure-frame site (ARCHITECTURE "The sandbox"): its own origin, serving the page the widget frames
 * and the small JSON API behind it — users, devices, one-time codes (to the mailbox), key custody and
 * signing, social and Farcaster sign-in. */
import { createServer } from 'node:http';
import path from 'node:path';
import type { Hex } from 'viem';
import { dispatch, HttpError, json, Router, type Reply } from '../api/http';
import type { ChainsInfo } from '../chains/types';
import { SiteChains } from './chains';
import type { SiteContext } from './context';
import { KeyVault } from './custody';
import { Mailbox } from './mailbox';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { emailUpdateRoutes } from './routes/emailUpdate';
import { farcasterRoutes } from './routes/farcaster';
import { pageRoutes } from './routes/pages';
import { rpcRoutes } from './routes/rpc';
import { socialRoutes } from './routes/social';
import { Signals } from './signals';
import { isForeignOrigin, sendReply } from './siteHttp';
import { SiteState } from './state';

export interface SecureSiteOptions {
  port: number;
  chains: ChainsInfo;
  log?: (line: string) => void;
  /** where the frame bundle (secure-frame.js) is; defaults to dist/demo */
  assetsDir?: string;
  /** bound of one long poll (device / Farcaster approval); default 20 s */
  longPollMs?: number;
}

export interface RunningSecureSite {
  /** the frame origin, e.g. http://127.0.0.1:3007 */
  url: string;
  /** the mailbox page for people */
  mailboxUrl: string;
  /** for leak tests only: every custodied key (never reachable over HTTP) */
  keysForLeakChecks(): Hex[];
  stop(): Promise<void>;
}

export async function startSecureSite(opts: SecureSiteOptions): Promise<RunningSecureSite> {
  const origin = `http://127.0.0.1:${opts.port}`;
  const ctx: SiteContext = {
    origin,
    state: new SiteState(),
    vault: new KeyVault(),
    chains: new SiteChains(opts.chains),
    mailbox: new Mailbox(),
    signals: new Signals(),
    longPollMs: opts.longPollMs ?? 20_000,
    assetsDir: path.resolve(opts.assetsDir ?? path.join(process.cwd(), 'dist/demo')),
    log: opts.log ?? (() => {}),
  };
  const router = new Router();
  for (const register of [pageRoutes, authRoutes, accountRoutes, emailUpdateRoutes, socialRoutes, farcasterRoutes, rpcRoutes]) {
    register(router, ctx);
  }

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const handle = async (): Promise<Reply> => {
      const url = new URL(req.url ?? '/', origin);
      if (isForeignOrigin(ctx, req.headers.origin)) return json({ error: 'Cross-origin requests are not accepted' }, 403);
      return dispatch(router, req, url);
    };
    handle()
      .catch((err: unknown): Reply => {
        if (err instanceof HttpError) return json({ error: err.message }, err.status);
        ctx.log(`secure-site: ${method} ${req.url ?? ''} failed: ${err instanceof Error ? err.message : String(err)}`);
        return json({ error: 'Something went wrong' }, 500);
      })
      .then((reply) => {
        if (!res.headersSent) sendReply(res, reply);
      })
      .catch(() => res.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  let stopping: Promise<void> | undefined;
  return {
    url: origin,
    mailboxUrl: `${origin}/mailbox`,
    keysForLeakChecks: () => ctx.vault.keysForLeakChecks(),
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        ctx.signals.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopping;
    },
  };
}
