/** Client authentication: every WalletConnect client opens the socket with `?auth=<JWT>`, an EdDSA token
 * signed by its own ed25519 key whose `iss` (a did:key) is its client id. */
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string };

/** Checks the token in a connection URL: signature, issuer, expiry (seconds, against `nowMs`). */
export async function authenticate(requestUrl: string, nowMs: number): Promise<AuthResult> {
  const token = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth');
  if (!token) return { ok: false, reason: 'missing auth token' };
  try {
    if (!(await verifyJWT(token))) return { ok: false, reason: 'bad token signature' };
    const { payload } = decodeJWT(token);
    if (typeof payload.iss !== 'string' || !payload.iss.startsWith('did:key:')) return { ok: false, reason: 'bad token issuer' };
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return { ok: false, reason: 'token expired' };
    return { ok: true, clientId: payload.iss };
  } catch {
    return { ok: false, reason: 'malformed token' };
  }
}
