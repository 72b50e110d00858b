/** Farcaster sign-in: GET_FARCASTER_URI → the sandbox approval page (the widget shows its URL as a QR code)
 * → "Approve sign-in" → CONNECT_FARCASTER, which long-polls until then. */
import { randomBytes } from 'node:crypto';
import { HttpError, html, json, type Router } from '../../api/http';
import { findOrCreateUser, openSession } from '../accounts';
import type { SiteContext } from '../context';
import { FarcasterWaitBody, type FarcasterWaitAnswer } from '../contract';
import { farcasterDonePage, farcasterExpiredPage, farcasterPage } from '../pages/farcaster';
import { deviceOf, parseBody } from '../siteHttp';

const USERNAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

export function farcasterRoutes(router: Router, ctx: SiteContext): void {
  router.post('/api/farcaster/start', (req) => {
    const deviceId = deviceOf(req);
    const channel = randomBytes(18).toString('base64url');
    ctx.state.farcaster.set(channel, { deviceId });
    return json({ uri: `${ctx.origin}/farcaster?channel=${channel}`, channel });
  });

  router.get('/farcaster', (req) => {
    const channel = req.query.channel ?? '';
    const login = ctx.state.farcaster.get(channel);
    if (!login || login.userName) return html(farcasterExpiredPage(), 404);
    return html(farcasterPage({ channel }));
  });

  router.post('/farcaster', async (req) => {
    const form = (await req.body()) as Record<string, string> | undefined;
    const channel = form?.channel ?? '';
    const login = ctx.state.farcaster.get(channel);
    if (!login || login.userName) return html(farcasterExpiredPage(), 404);
    const userName = (form?.username ?? '').trim().replace(/^@/, '');
    if (!USERNAME.test(userName)) {
      return html(farcasterPage({ channel, error: 'Use 1–64 letters, digits, dots, dashes or underscores' }), 400);
    }
    const user = await findOrCreateUser(ctx, `farcaster:${userName.toLowerCase()}`, { email: null, userName });
    login.userName = userName;
    login.token = openSession(ctx, user, login.deviceId).token;
    ctx.signals.notify(`farcaster:${channel}`);
    return html(farcasterDonePage(userName));
  });

  router.post('/api/farcaster/wait', async (req) => {
    const deviceId = deviceOf(req);
    const { channel } = parseBody(FarcasterWaitBody, await req.body());
    const login = ctx.state.farcaster.get(channel);
    if (!login || login.deviceId !== deviceId) throw new HttpError(400, 'The Farcaster sign-in is invalid or has expired');
    const done = await ctx.signals.wait(`farcaster:${channel}`, () => (login.token ? login : undefined), ctx.longPollMs);
    if (!done?.token || !done.userName) return json({ approved: false } satisfies FarcasterWaitAnswer);
    ctx.state.farcaster.delete(channel);
    return json({ approved: true, token: done.token, userName: done.userName } satisfies FarcasterWaitAnswer);
  });
}
