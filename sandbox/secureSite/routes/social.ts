/** Social sign-in through a sandbox provider page: GET_SOCIAL_REDIRECT_URI → the provider page (a
 * "Sign in as" form) → a redirect back to the site's origin with state and code → CONNECT_SOCIAL. */
import { randomBytes } from 'node:crypto';
import { HttpError, html, json, type Reply, type Router } from '../../api/http';
import { FrameSocialProviderSchema } from '../../../src/core/frame';
import { findOrCreateUser, openSession, userRecord } from '../accounts';
import type { SiteContext } from '../context';
import { SocialConnectBody, SocialStartBody, type LoginAnswer } from '../contract';
import { socialExpiredPage, socialSignInPage } from '../pages/social';
import { deviceOf, parseBody } from '../siteHttp';
import { requestedSiteChain } from './account';

const NAME_MAX = 64;
const redirect = (location: string): Reply => ({ status: 303, text: '', contentType: 'text/plain; charset=utf-8', headers: { location } });

export function socialRoutes(router: Router, ctx: SiteContext): void {
  router.post('/api/social/start', async (req) => {
    const deviceId = deviceOf(req);
    const { provider, redirectUri } = parseBody(SocialStartBody, await req.body());
    const state = randomBytes(18).toString('base64url');
    ctx.state.socials.set(state, { provider, redirectUri, deviceId });
    return json({ uri: `${ctx.origin}/social/${provider}?state=${state}` });
  });

  router.get('/social/:provider', (req) => {
    const login = ctx.state.socials.get(req.query.state ?? '');
    if (!login || login.provider !== req.params.provider || login.code) return html(socialExpiredPage(), 404);
    return html(socialSignInPage({ provider: login.provider, state: req.query.state as string, returnTo: new URL(login.redirectUri).origin }));
  });

  router.post('/social/:provider', async (req) => {
    const form = (await req.body()) as Record<string, string> | undefined;
    const state = form?.state ?? '';
    const login = ctx.state.socials.get(state);
    if (!login || login.provider !== req.params.provider || login.code) return html(socialExpiredPage(), 404);
    const name = (form?.name ?? '').trim();
    if (!name || name.length > NAME_MAX) {
      const error = name ? `Use at most ${NAME_MAX} characters` : 'Enter a name to sign in as';
      return html(socialSignInPage({ provider: login.provider, state, returnTo: new URL(login.redirectUri).origin, error, name }), 400);
    }
    login.name = name;
    login.code = randomBytes(18).toString('base64url');
    const back = new URL(login.redirectUri);
    back.searchParams.set('state', state);
    back.searchParams.set('code', login.code);
    return redirect(back.toString());
  });

  router.post('/api/social/connect', async (req) => {
    const deviceId = deviceOf(req);
    const { uri } = parseBody(SocialConnectBody, await req.body());
    let params: URLSearchParams;
    try {
      params = new URL(uri).searchParams;
    } catch {
      throw new HttpError(400, 'The social sign-in result is not a URL');
    }
    const state = params.get('state') ?? '';
    const login = ctx.state.socials.get(state);
    if (!login?.code || !login.name || login.code !== params.get('code') || login.deviceId !== deviceId) {
      throw new HttpError(400, 'The social sign-in is invalid or has expired');
    }
    ctx.state.socials.delete(state);
    const provider = FrameSocialProviderSchema.parse(login.provider);
    const user = await findOrCreateUser(ctx, `${provider}:${login.name.toLowerCase()}`, { email: null, userName: login.name });
    const session = openSession(ctx, user, deviceId);
    return json({ token: session.token, user: await userRecord(ctx, user, session, requestedSiteChain(ctx, req.query.chainId)) } satisfies LoginAnswer);
  });
}
