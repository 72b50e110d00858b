import type { ApiContext } from '../context';
import { json, type Router } from '../http';

/** Sandbox-only diagnostics: health (with indexer heads) and the request log. */
export function sandboxRoutes(router: Router, ctx: ApiContext): void {
  router.get('/sandbox/health', () => json({ ok: true, indexed: ctx.indexer.heads() }));
  router.get('/sandbox/requests', () => json({ requests: ctx.requests }));
  router.delete('/sandbox/requests', () => {
    ctx.requests.length = 0;
    return json({ requests: [] });
  });
}
