/** The embedded wallet's rules and constants (SPEC §3 storage, §4 login state, §5, §6, §9). Pure: no I/O. */
import { z } from 'zod/mini';
import type { ChainNamespace } from './caip';
import { msg, type Message } from './errors/catalogue';

/** The connector the embedded wallet registers under (type AUTH, SPEC §3). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH';
export const AUTH_CONNECTOR_NAME = 'Email wallet';

/** SPEC §2: the id of the secure frame's iframe (laid over the modal's body for an approval). */
export const SECURE_FRAME_ID = 'w3m-iframe';

/** SPEC §4: the preferred account type a namespace switches to once on connect. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment';
export const DEFAULT_ACCOUNT_TYPES: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
};

/** SPEC §3, session storage (per tab): what the embedded login leaves behind. Keys are namespaced by storage. */
export const EMBEDDED_SESSION = {
  /** the email-login-used flag */
  loginUsed: { key: 'emailLoginUsed', schema: z.boolean() },
  email: { key: 'email', schema: z.string() },
  socialUsername: { key: 'socialUsername', schema: z.string() },
  lastEmailLoginTime: { key: 'lastEmailLoginTime', schema: z.number() },
  lastUsedChainId: { key: 'lastUsedChainId', schema: z.union([z.number(), z.string()]) },
  /** SPEC §3: comma-joined chain ids */
  smartAccountNetworks: { key: 'smartAccountEnabledNetworks', schema: z.string() },
  /** The frame's SESSION_UPDATE token: a secret, kept here only (never in state, actions, logs or analytics),
   * so a reload can prove the session even when the frame's own storage is partitioned away. */
  token: { key: 'embeddedSessionToken', schema: z.string().check(z.minLength(1)) },
} as const;

/** SPEC §3, local storage. */
export const EMBEDDED_LOCAL = {
  socialProvider: { key: 'connectedSocialProvider', schema: z.string() },
  /** SPEC §3 "stored locally: last email-login time": shared by the site's tabs, so the cooldown holds in each */
  lastEmailLoginTime: { key: 'lastEmailLoginTime', schema: z.number() },
} as const;

/** SPEC §4: what a failed or negative connection check, or a sign-out, deletes. */
export const CACHED_LOGIN_KEYS = [
  EMBEDDED_SESSION.loginUsed.key,
  EMBEDDED_SESSION.email.key,
  EMBEDDED_SESSION.lastUsedChainId.key,
  EMBEDDED_SESSION.socialUsername.key,
  EMBEDDED_SESSION.token.key,
] as const;

/** SPEC §5: remaining cooldown before another sign-in code may be sent, in ms (0 when allowed). */
export function emailCooldownLeft(lastSentAt: number | undefined, now: number, cooldownMs: number): number {
  if (lastSentAt === undefined) return 0;
  const left = lastSentAt + cooldownMs - now;
  return left > 0 ? left : 0;
}

/** SPEC §5: 'Please try again after {n} seconds', n the remaining seconds rounded up. */
export function cooldownMessage(leftMs: number): Message {
  return msg('email.cooldown', { seconds: Math.ceil(leftMs / 1000) });
}

/** SPEC §3: the smart-account networks are stored comma-joined. */
export const joinChainIds = (ids: readonly number[]): string => ids.join(',');

/** A request the frame refused because the visitor declined it in the approval card. */
export const isDeclinedMessage = (message: string): boolean => /\brejected\b|\bdeclined\b/i.test(message);

/** SPEC §7: the frame's address and its query (projectId, chainId default eip155:1, version, enableLogger). */
export function secureFrameUrl(opts: { secureSite: string; projectId: string; chainId: string | null; version: string; enableLogger: boolean }): string {
  const url = new URL('/', opts.secureSite);
  url.searchParams.set('projectId', opts.projectId);
  url.searchParams.set('chainId', opts.chainId ?? 'eip155:1');
  url.searchParams.set('version', opts.version);
  url.searchParams.set('enableLogger', String(opts.enableLogger));
  return url.toString();
}

/** Social sign-in popup: how often the flow looks for the provider's redirect back to the site. */
export const SOCIAL_POPUP_POLL_MS = 500;
