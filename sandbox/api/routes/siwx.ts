/**
 * The default sign-in server (SPEC §1 siwx default implementation): nonces with their tokens, verify with
 * real signature checks — EVM through viem's public-client verifySiweMessage against the message's own sandbox
 * chain (so an ERC-1271 / ERC-6492 smart account's signature is checked on chain), Solana with ed25519 over the
 * CAIP-122 text — and sessions listed and revoked per auth token. Paths under /v1/siwx.
 */
import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { PublicKey } from '@solana/web3.js';
import { parseSignInMessageText } from '@solana/wallet-standard-util';
import { hexToBytes, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import {
  SiwxNonceQuerySchema,
  SiwxSessionsRequestSchema,
  SiwxVerifyRequestSchema,
  type SiwxNonceResponse,
  type SiwxSessionsResponse,
  type SiwxVerifyResponse,
} from '../../../src/core/api/siwx';
import type { SiwxSession } from '../../../src/core/siwxTypes';
import type { ApiContext } from '../context';
import { HttpError, json, parse, type Router } from '../http';

/** A nonce is good for this long, and once. */
const NONCE_TTL_MS = 10 * 60_000;

interface StoredSiwxSession extends SiwxSession {
  /** the exact signature the verify accepted */
  signature: string;
}

export interface SiwxStore {
  nonces: Map<string, { nonce: string; address: string; chainId: string; issued: number }>;
  /** by auth token */
  sessions: Map<string, StoredSiwxSession[]>;
}

export const createSiwxStore = (): SiwxStore => ({ nonces: new Map(), sessions: new Map() });

const token = () => randomBytes(24).toString('base64url');
const alnum = (n: number) => randomBytes(n).toString('hex').slice(0, n);

const sameAddress = (chainId: string, a: string, b: string) => (chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b);
const live = (s: SiwxSession, now = Date.now()) => s.expirationTime === null || Date.parse(s.expirationTime) > now;

/** What the message says, and whether the signature is its signer's. */
async function verifySigned(ctx: ApiContext, message: string, signature: Hex, expected: { nonce: string; address: string; chainId: string }) {
  const [namespace] = expected.chainId.split(':');
  if (namespace === 'eip155') {
    const fields = parseSiweMessage(message);
    if (!fields.address || !fields.chainId || !fields.issuedAt) throw new HttpError(400, 'Not an EIP-4361 message');
    if (`eip155:${fields.chainId}` !== expected.chainId || fields.nonce !== expected.nonce || !sameAddress(expected.chainId, fields.address, expected.address)) {
      throw new HttpError(400, 'The message does not match its nonce');
    }
    const chain = ctx.chains.evmByCaip(expected.chainId);
    if (!chain) throw new HttpError(400, `Unknown chain ${expected.chainId}`);
    // viem checks the EIP-4361 fields (nonce, address, time window) and the signature: an EOA's ecrecover, or a
    // contract account's ERC-1271 isValidSignature / ERC-6492 wrapper on this chain
    const valid = await chain.client.verifySiweMessage({ message, signature, nonce: expected.nonce, address: fields.address }).catch(() => false);
    if (!valid) throw new HttpError(401, 'Invalid signature');
    return {
      chainId: expected.chainId,
      address: fields.address,
      message,
      issuedAt: fields.issuedAt.toISOString(),
      expirationTime: fields.expirationTime?.toISOString() ?? null,
    } satisfies SiwxSession;
  }
  if (namespace === 'solana') {
    const fields = parseSignInMessageText(message);
    if (!fields?.issuedAt) throw new HttpError(400, 'Not a Sign In With Solana message');
    if (fields.chainId !== expected.chainId || fields.nonce !== expected.nonce || fields.address !== expected.address) {
      throw new HttpError(400, 'The message does not match its nonce');
    }
    if (fields.expirationTime && Date.parse(fields.expirationTime) <= Date.now()) throw new HttpError(401, 'The message has expired');
    let valid: boolean;
    try {
      valid = ed25519.verify(hexToBytes(signature), new TextEncoder().encode(message), new PublicKey(fields.address).toBytes());
    } catch {
      valid = false;
    }
    if (!valid) throw new HttpError(401, 'Invalid signature');
    return { chainId: expected.chainId, address: fields.address, message, issuedAt: fields.issuedAt, expirationTime: fields.expirationTime ?? null } satisfies SiwxSession;
  }
  throw new HttpError(400, `Sign-in is not served on ${expected.chainId}`);
}

export function siwxRoutes(router: Router, ctx: ApiContext): void {
  const store = ctx.siwx;

  router.get('/v1/siwx/nonce', (req) => {
    const { address, chainId } = parse(SiwxNonceQuerySchema, req.query, 'query');
    ctx.chains.requireKnown(chainId);
    const nonce = alnum(16);
    const nonceToken = token();
    store.nonces.set(nonceToken, { nonce, address, chainId, issued: Date.now() });
    return json({ nonce, token: nonceToken } satisfies SiwxNonceResponse);
  });

  router.post('/v1/siwx/verify', async (req) => {
    const body = parse(SiwxVerifyRequestSchema, await req.body(), 'body');
    const issued = store.nonces.get(body.nonceToken);
    if (!issued || Date.now() - issued.issued > NONCE_TTL_MS) throw new HttpError(401, 'Unknown or expired nonce');
    const session = await verifySigned(ctx, body.message, body.signature as Hex, issued);
    store.nonces.delete(body.nonceToken); // once
    const authToken = body.authToken && store.sessions.has(body.authToken) ? body.authToken : token();
    const kept = (store.sessions.get(authToken) ?? []).filter((s) => live(s) && !(s.chainId === session.chainId && sameAddress(s.chainId, s.address, session.address)));
    store.sessions.set(authToken, [...kept, { ...session, signature: body.signature }]);
    ctx.log(`api: signed in ${session.chainId}:${session.address}`);
    return json({ token: authToken, session } satisfies SiwxVerifyResponse);
  });

  const publicSession = ({ signature: _signature, ...session }: StoredSiwxSession): SiwxSession => session;

  router.post('/v1/siwx/sessions', async (req) => {
    const { authToken, address, chainId } = parse(SiwxSessionsRequestSchema, await req.body(), 'body');
    const sessions = (store.sessions.get(authToken) ?? []).filter((s) => live(s) && s.chainId === chainId && sameAddress(chainId, s.address, address));
    return json({ sessions: sessions.map(publicSession) } satisfies SiwxSessionsResponse);
  });

  router.post('/v1/siwx/sessions/revoke', async (req) => {
    const { authToken, address, chainId } = parse(SiwxSessionsRequestSchema, await req.body(), 'body');
    const before = store.sessions.get(authToken) ?? [];
    const after = before.filter((s) => !(s.chainId === chainId && sameAddress(chainId, s.address, address)));
    store.sessions.set(authToken, after);
    return json({ revoked: before.length - after.length });
  });

  /** The sandbox's own view for people and tests: every live session of an address, with the signature it was accepted on. */
  router.get('/v1/siwx/sessions/:address', (req) => {
    const address = req.params.address ?? '';
    const all = [...store.sessions.values()].flat().filter((s) => live(s) && sameAddress(s.chainId, s.address, address));
    return json({ sessions: all });
  });
}
