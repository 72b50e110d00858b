/** UPDATE_EMAIL → VERIFY_PRIMARY_OTP (code to the current address) → UPDATE_EMAIL_PRIMARY_OTP →
 * VERIFY_SECONDARY_OTP (code to the new address) → UPDATE_EMAIL_SECONDARY_OTP → { newEmail }. */
import { HttpError, json, type Router } from '../../api/http';
import { sessionUser } from '../accounts';
import { checkChallenge, newChallenge } from '../codes';
import type { SiteContext } from '../context';
import { OtpBody, UpdateEmailBody } from '../contract';
import { parseBody, requireSession } from '../siteHttp';
import type { EmailChange, SiteUser } from '../state';

function mailCode(ctx: SiteContext, to: string, change: EmailChange, why: string): void {
  change.challenge = newChallenge();
  ctx.mailbox.send({ to, subject: 'Confirm your email change', text: `${why} Your code is ${change.challenge.code}.`, code: change.challenge.code });
}

function pendingChange(ctx: SiteContext, user: SiteUser, stage: EmailChange['stage']): EmailChange {
  const change = ctx.state.emailChanges.get(user.id);
  if (!change || change.stage !== stage) throw new HttpError(400, 'No email change in progress');
  return change;
}

export function emailUpdateRoutes(router: Router, ctx: SiteContext): void {
  router.post('/api/email/update', async (req) => {
    const user = sessionUser(ctx, requireSession(ctx, req));
    const newEmail = parseBody(UpdateEmailBody, await req.body()).email.trim().toLowerCase();
    if (newEmail === user.email) throw new HttpError(400, 'This is already your email');
    if (ctx.state.userByEmail(newEmail)) throw new HttpError(400, 'This email is already in use');
    const change: EmailChange = { newEmail, stage: 'primary', challenge: newChallenge() };
    ctx.state.emailChanges.set(user.id, change);
    if (user.email) {
      mailCode(ctx, user.email, change, `You asked to change your WalletGate email to ${newEmail}.`);
      return json({ action: 'VERIFY_PRIMARY_OTP' });
    }
    // A social or Farcaster account has no current address to confirm from.
    change.stage = 'secondary';
    mailCode(ctx, newEmail, change, 'Confirm this address for your WalletGate wallet.');
    return json({ action: 'VERIFY_SECONDARY_OTP' });
  });

  router.post('/api/email/update/primary', async (req) => {
    const user = sessionUser(ctx, requireSession(ctx, req));
    const { otp } = parseBody(OtpBody, await req.body());
    const change = pendingChange(ctx, user, 'primary');
    checkChallenge(change.challenge, otp, () => ctx.state.emailChanges.delete(user.id));
    change.stage = 'secondary';
    mailCode(ctx, change.newEmail, change, 'Confirm this address for your WalletGate wallet.');
    return json({ action: 'VERIFY_SECONDARY_OTP' });
  });

  router.post('/api/email/update/secondary', async (req) => {
    const user = sessionUser(ctx, requireSession(ctx, req));
    const { otp } = parseBody(OtpBody, await req.body());
    const change = pendingChange(ctx, user, 'secondary');
    checkChallenge(change.challenge, otp, () => ctx.state.emailChanges.delete(user.id));
    ctx.state.emailChanges.delete(user.id);
    if (ctx.state.userByEmail(change.newEmail)) throw new HttpError(400, 'This email is already in use');
    if (user.identity.startsWith('email:')) {
      ctx.state.userByIdentity.delete(user.identity);
      user.identity = `email:${change.newEmail}`;
      ctx.state.userByIdentity.set(user.identity, user.id);
    }
    user.email = change.newEmail;
    return json({ newEmail: change.newEmail });
  });
}
