/** Email sign-in: CONNECT_EMAIL → (device link) → CONNECT_DEVICE → CONNECT_OTP; session check; sign-out. */
import { randomBytes } from 'node:crypto';
import { HttpError, json, html, type Router } from '../../api/http';
import { closeSession, findOrCreateUser, openSession, userRecord } from '../accounts';
import { toSiteChainId } from '../chainId';
import { requestedChain } from './account';
import { checkChallenge, newChallenge } from '../codes';
import type { SiteContext } from '../context';
import { EmailLoginBody, OtpBody, SITE_ERRORS, type EmailLoginAnswer, type LoginAnswer, type WaitAnswer } from '../contract';
import { devicePage } from '../pages/device';
import { bearerOf, deviceOf, optionalSession, parseBody, requireSession } from '../siteHttp';
import type { PendingLogin } from '../state';

function mailCode(ctx: SiteContext, email: string, login: PendingLogin): void {
  login.challenge = newChallenge();
  login.stage = 'otp';
  ctx.mailbox.send({
    to: email,
    subject: 'Your WalletGate sign-in code',
    text: `Your sign-in code is ${login.challenge.code}. It expires in 10 minutes.`,
    code: login.challenge.code,
  });
}

export function authRoutes(router: Router, ctx: SiteContext): void {
  router.post('/api/auth/email', async (req) => {
    const deviceId = deviceOf(req);
    const email = parseBody(EmailLoginBody, await req.body()).email.trim().toLowerCase();
    const user = ctx.state.userByEmail(email);
    const session = optionalSession(ctx, req);
    if (user && session?.userId === user.id) return json({ action: 'CONNECT' } satisfies EmailLoginAnswer);

    const login: PendingLogin = { email, stage: 'otp' };
    ctx.state.logins.set(deviceId, login);
    if (user && !user.devices.has(deviceId)) {
      // A known user on a device it has never verified: approve the device from the mailbox first.
      login.stage = 'device';
      login.deviceLink = randomBytes(24).toString('base64url');
      ctx.state.deviceLinks.set(login.deviceLink, deviceId);
      const link = `${ctx.origin}/device/approve?token=${login.deviceLink}`;
      ctx.mailbox.send({
        to: email,
        subject: 'Approve a new device',
        text: `Someone is signing in to your WalletGate wallet from a new device. If it is you, open ${link}`,
        link,
      });
      return json({ action: 'VERIFY_DEVICE' } satisfies EmailLoginAnswer);
    }
    mailCode(ctx, email, login);
    return json({ action: 'VERIFY_OTP' } satisfies EmailLoginAnswer);
  });

  // The mailed link: approving the device also sends the sign-in code.
  router.get('/device/approve', (req) => {
    const token = req.query.token ?? '';
    const deviceId = ctx.state.deviceLinks.get(token);
    const login = deviceId ? ctx.state.logins.get(deviceId) : undefined;
    if (!deviceId || !login || login.deviceLink !== token) {
      return html(devicePage({ ok: false }), 404);
    }
    ctx.state.deviceLinks.delete(token);
    ctx.state.userByEmail(login.email)?.devices.add(deviceId);
    delete login.deviceLink;
    mailCode(ctx, login.email, login);
    ctx.signals.notify(`device:${deviceId}`);
    return html(devicePage({ ok: true, email: login.email }));
  });

  // CONNECT_DEVICE: a bounded long poll; the frame polls again until approved.
  router.post('/api/auth/device/wait', async (req) => {
    const deviceId = deviceOf(req);
    const login = ctx.state.logins.get(deviceId);
    if (!login) throw new HttpError(400, SITE_ERRORS.noLoginInProgress);
    const approved = await ctx.signals.wait(
      `device:${deviceId}`,
      () => (ctx.state.logins.get(deviceId)?.stage === 'otp' ? true : undefined),
      ctx.longPollMs,
    );
    return json({ approved: approved === true } satisfies WaitAnswer);
  });

  router.post('/api/auth/otp', async (req) => {
    const deviceId = deviceOf(req);
    const { otp } = parseBody(OtpBody, await req.body());
    const login = ctx.state.logins.get(deviceId);
    if (!login?.challenge || login.stage !== 'otp') throw new HttpError(400, SITE_ERRORS.noLoginInProgress);
    checkChallenge(login.challenge, otp, () => ctx.state.logins.delete(deviceId));
    ctx.state.logins.delete(deviceId);
    const user = await findOrCreateUser(ctx, `email:${login.email}`, { email: login.email, userName: null });
    const session = openSession(ctx, user, deviceId);
    const wanted = toSiteChainId(req.query.chainId);
    const chainId = typeof wanted === 'string' && ctx.chains.servesSolana(wanted) ? wanted : requestedChain(ctx, typeof wanted === 'number' ? wanted : undefined);
    return json({ token: session.token, user: await userRecord(ctx, user, session, chainId) } satisfies LoginAnswer);
  });

  router.get('/api/session', (req) => json({ isConnected: optionalSession(ctx, req) !== undefined }));

  router.post('/api/auth/sign-out', (req) => {
    requireSession(ctx, req);
    closeSession(ctx, bearerOf(req) as string);
    return json({ signedOut: true });
  });
}
