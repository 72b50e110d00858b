/**
 * The last email-login time (SPEC §3): kept in localStorage, so the 30 s cooldown of SPEC §5 holds in every tab of
 * the site, and in this tab's sessionStorage as the SPEC also lists it. The later of the two counts.
 */
import { EMBEDDED_LOCAL, EMBEDDED_SESSION } from '../../src/core/embedded';
import type { WalletGateDeps } from '../deps';

export function readLastEmailLogin(deps: WalletGateDeps): number | undefined {
  const local = deps.storage.get(EMBEDDED_LOCAL.lastEmailLoginTime.key, EMBEDDED_LOCAL.lastEmailLoginTime.schema);
  const session = deps.session.get(EMBEDDED_SESSION.lastEmailLoginTime.key, EMBEDDED_SESSION.lastEmailLoginTime.schema);
  if (local === undefined) return session;
  return session === undefined ? local : Math.max(local, session);
}

/** A code went out now (sign-in or email update). */
export function recordEmailLogin(deps: WalletGateDeps): void {
  const now = deps.now();
  deps.storage.set(EMBEDDED_LOCAL.lastEmailLoginTime.key, now);
  deps.session.set(EMBEDDED_SESSION.lastEmailLoginTime.key, now);
}

/** SPEC §4: a login finished or was forgotten: the time is cleared from both. */
export function clearEmailLogin(deps: WalletGateDeps): void {
  deps.storage.remove(EMBEDDED_LOCAL.lastEmailLoginTime.key);
  deps.session.remove(EMBEDDED_SESSION.lastEmailLoginTime.key);
}
