/** The frame page and its bundle, the mailbox (HTML and JSON) and the favicon. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { html, json, type Reply, type Router } from '../../api/http';
import type { SiteContext } from '../context';
import { FAVICON_SVG } from '../pages/layout';
import { framePage } from '../pages/frame';
import { mailboxPage } from '../pages/mailbox';
import { FRAME_PAGE_CSP } from '../siteHttp';

const ASSET_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json' };
/** Only the frame's own bundle is served from the shared dist folder. */
const FRAME_ASSETS = new Set(['secure-frame.js']);

export function pageRoutes(router: Router, ctx: SiteContext): void {
  const frame = (): Reply => ({ ...html(framePage()), headers: { 'content-security-policy': FRAME_PAGE_CSP } });
  router.get('/', frame);
  router.get('/sdk', frame);

  router.get('/assets/:file', async (req) => {
    const file = req.params.file ?? '';
    if (!FRAME_ASSETS.has(file)) return json({ error: 'Not found' }, 404);
    try {
      const text = await readFile(path.join(ctx.assetsDir, file), 'utf8');
      return { text, contentType: ASSET_TYPES[path.extname(file)] ?? 'application/octet-stream' };
    } catch {
      ctx.log(`secure-site: ${file} is not built yet (run the demo build: npm start builds it)`);
      return json({ error: `${file} is not built` }, 404);
    }
  });

  router.get('/favicon.svg', () => ({ text: FAVICON_SVG, contentType: 'image/svg+xml' }));
  router.get('/favicon.ico', () => ({ text: FAVICON_SVG, contentType: 'image/svg+xml' }));

  router.get('/mailbox', (req) => {
    const email = req.query.email?.trim() || undefined;
    return html(mailboxPage(ctx.mailbox.list(email), email));
  });
  router.get('/mailbox.json', (req) => json({ messages: ctx.mailbox.list(req.query.email?.trim() || undefined) }));
}
