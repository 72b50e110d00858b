/** Users, their sessions, and the user record the frame hands to the widget (SPEC §3 "User"). */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountType, FrameUser } from '../../src/core/frame';
import { HttpError } from '../api/http';
import type { SiteContext } from './context';
import { SITE_ERRORS } from './contract';
import { isSmartAccountDeployed, smartAccountAddress } from './smartAccount';
import type { Session, SiteUser } from './state';

const newToken = (): string => randomBytes(32).toString('base64url');

/** The user signing in as `identity`, created (key generated, wallet funded) on first sign-in. */
export async function findOrCreateUser(ctx: SiteContext, identity: string, profile: { email: string | null; userName: string | null }): Promise<SiteUser> {
  const existing = ctx.state.userByIdentity.get(identity);
  if (existing) return ctx.state.users.get(existing) as SiteUser;
  const id = randomUUID();
  const eoa = ctx.vault.create(id);
  const solana = ctx.vault.solanaAddress(id);
  const user: SiteUser = { id, identity, ...profile, eoa, smartAccount: await smartAccountAddress(ctx, eoa), solana, devices: new Set() };
  ctx.state.users.set(id, user);
  ctx.state.userByIdentity.set(identity, id);
  await Promise.all([ctx.chains.fund([user.eoa, user.smartAccount]), ctx.chains.fundSolana(user.solana)]);
  ctx.log(`secure-site: new embedded wallet ${user.eoa} (Solana ${user.solana}) for ${identity}`);
  return user;
}

export function openSession(ctx: SiteContext, user: SiteUser, deviceId: string): Session {
  user.devices.add(deviceId);
  const session: Session = { token: newToken(), userId: user.id, deviceId, preferredAccountType: 'eoa' };
  ctx.state.sessions.set(session.token, session);
  return session;
}

/** The account type that applies on `chainId`: a smart account only where smart accounts are enabled. */
function effectiveAccountType(ctx: SiteContext, session: Session, chainId: number): AccountType {
  return session.preferredAccountType === 'smartAccount' && ctx.chains.smartAccountEnabled(chainId) ? 'smartAccount' : 'eoa';
}

export function activeAddress(ctx: SiteContext, user: SiteUser, session: Session, chainId: number): `0x${string}` {
  return effectiveAccountType(ctx, session, chainId) === 'smartAccount' ? user.smartAccount : user.eoa;
}

export async function userRecord(ctx: SiteContext, user: SiteUser, session: Session, chainId: number | string): Promise<FrameUser> {
  if (typeof chainId === 'string') {
    // a Solana cluster: one account, an EOA (SPEC §4: the solana default account type)
    return {
      email: user.email,
      address: user.solana,
      chainId,
      accounts: [{ address: user.solana, type: 'eoa' as const }],
      userName: user.userName,
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    };
  }
  const smart = ctx.chains.smartAccountEnabled(chainId);
  const type = effectiveAccountType(ctx, session, chainId);
  return {
    email: user.email,
    address: type === 'smartAccount' ? user.smartAccount : user.eoa,
    chainId,
    accounts: [{ address: user.eoa, type: 'eoa' as const }, ...(smart ? [{ address: user.smartAccount, type: 'smartAccount' as const }] : [])],
    userName: user.userName,
    // SPEC §3: follows the chain, not a flag
    smartAccountDeployed: smart ? await isSmartAccountDeployed(ctx, chainId, user.smartAccount) : false,
    preferredAccountType: type,
  };
}

export function sessionUser(ctx: SiteContext, session: Session): SiteUser {
  const user = ctx.state.users.get(session.userId);
  if (!user) throw new HttpError(401, SITE_ERRORS.notSignedIn);
  return user;
}

/** Ends one session (sign-out) and drops its unanswered approvals; other devices stay signed in. */
export function closeSession(ctx: SiteContext, token: string): void {
  ctx.state.sessions.delete(token);
  for (const [id, approval] of ctx.state.approvals) {
    if (approval.sessionToken === token && approval.status === 'pending') ctx.state.approvals.delete(id);
  }
}
