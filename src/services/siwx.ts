/**
 * The sign-in backend the siwx flows talk to (SPEC §1): the site's own functions where it gave them, else the
 * default implementation, which talks to the server the site names and keeps the auth and nonce tokens in local
 * storage (SPEC §3), never in the store. The older siweConfig is mapped onto the same five calls. Every answer from
 * outside is checked; a wrong one is a failed call, never a crash.
 */
import { z } from 'zod/mini';
import {
  SiwxNonceResponseSchema,
  SiwxNonceSchema,
  SiwxRevokeResponseSchema,
  SiwxSessionSchema,
  SiwxSessionsResponseSchema,
  SiwxVerifyResponseSchema,
} from '../core/api/siwx';
import type { SiwxSettings } from '../core/options';
import type { SiwxMessageFields, SiwxSession, SiwxSignedMessage } from '../core/siwxTypes';
import { createHttpClient, type FetchLike } from './http';
import type { Storage } from './storage';

/** SPEC §3 "sign-in auth and nonce tokens", stored locally. */
export const SIWX_STORED = {
  authToken: { key: 'siwxAuthToken', schema: z.string().check(z.minLength(1), z.maxLength(512)) },
  nonceToken: { key: 'siwxNonceToken', schema: z.string().check(z.minLength(1), z.maxLength(512)) },
} as const;

export interface SiwxBackend {
  getNonce(input: { address: string; chainId: string }, signal?: AbortSignal): Promise<string>;
  /** null: the standard message (src/core/siwx.ts) */
  createMessage: ((fields: SiwxMessageFields) => Promise<string>) | null;
  verify(signed: SiwxSignedMessage, signal?: AbortSignal): Promise<SiwxSession>;
  getSessions(input: { address: string; chainId: string }, signal?: AbortSignal): Promise<SiwxSession[]>;
  revokeSession(input: { address: string; chainId: string }, signal?: AbortSignal): Promise<void>;
}

class SiwxRefusedError extends Error {
  constructor() {
    super('The sign-in was not accepted');
  }
}

const SessionsSchema = z.array(SiwxSessionSchema);

/** The default implementation: the site's server, the tokens in storage. */
function serverBackend(server: string, fetch: FetchLike, storage: Storage): Omit<SiwxBackend, 'createMessage'> {
  const http = createHttpClient({ baseUrl: server, fetch });
  const authToken = () => storage.get(SIWX_STORED.authToken.key, SIWX_STORED.authToken.schema);
  return {
    async getNonce(input, signal) {
      const { nonce, token } = await http.get({ path: 'nonce', query: input, schema: SiwxNonceResponseSchema, ...(signal ? { signal } : {}) });
      storage.set(SIWX_STORED.nonceToken.key, token);
      return nonce;
    },
    async verify({ message, signature }, signal) {
      const nonceToken = storage.get(SIWX_STORED.nonceToken.key, SIWX_STORED.nonceToken.schema);
      if (!nonceToken) throw new SiwxRefusedError();
      const held = authToken();
      const answer = await http.post({
        path: 'verify',
        body: { message, signature, nonceToken, ...(held ? { authToken: held } : {}) },
        schema: SiwxVerifyResponseSchema,
        ...(signal ? { signal } : {}),
      });
      // a nonce is good once
      storage.remove(SIWX_STORED.nonceToken.key);
      storage.set(SIWX_STORED.authToken.key, answer.token);
      return answer.session;
    },
    async getSessions(input, signal) {
      const token = authToken();
      if (!token) return [];
      const { sessions } = await http.post({
        path: 'sessions',
        body: { authToken: token, ...input },
        schema: SiwxSessionsResponseSchema,
        ...(signal ? { signal } : {}),
      });
      return sessions;
    },
    async revokeSession(input, signal) {
      const token = authToken();
      if (!token) return;
      await http.post({ path: 'sessions/revoke', body: { authToken: token, ...input }, schema: SiwxRevokeResponseSchema, ...(signal ? { signal } : {}) });
    },
  };
}

/** What a site's function answered, checked. */
function checked<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`The site's ${what} answered something unexpected`);
  return parsed.data;
}

const fn = (value: unknown) => (typeof value === 'function' ? (value as (...args: unknown[]) => unknown) : null);

/** The session a verified message stands for (the site's own verify answers yes or no only). */
function sessionOf(signed: SiwxSignedMessage): SiwxSession {
  return {
    chainId: signed.fields.chainId,
    address: signed.fields.accountAddress,
    message: signed.message,
    issuedAt: signed.fields.issuedAt,
    expirationTime: signed.fields.expirationTime ?? null,
  };
}

export interface BackendParts {
  settings: SiwxSettings;
  /** the site's siwx or siweConfig object, functions included */
  host: unknown;
  fetch: FetchLike;
  storage: Storage;
}

/** The five calls, from the site's functions first and the default server for the rest. */
export function createSiwxBackend({ settings, host, fetch, storage }: BackendParts): SiwxBackend {
  const server = settings.server ? serverBackend(settings.server, fetch, storage) : null;
  const missing = (name: string) => () => Promise.reject(new Error(`No sign-in ${name}: give siwx.server or siwx.${name}`));
  const h = (host && typeof host === 'object' ? host : {}) as Record<string, unknown>;
  if (settings.legacy) return legacyBackend(h, server, missing);
  const getNonce = fn(h.getNonce);
  const createMessage = fn(h.createMessage);
  const verify = fn(h.verify);
  const getSessions = fn(h.getSessions);
  const revokeSession = fn(h.revokeSession);
  return {
    getNonce: getNonce
      ? async (input) => checked(SiwxNonceSchema, await getNonce.call(host, input), 'getNonce')
      : (server?.getNonce ?? missing('getNonce')),
    createMessage: createMessage ? async (fields) => checked(z.string().check(z.minLength(1)), await createMessage.call(host, fields), 'createMessage') : null,
    verify: verify
      ? async (signed) => {
          if ((await verify.call(host, signed)) !== true) throw new SiwxRefusedError();
          return sessionOf(signed);
        }
      : (server?.verify ?? missing('verify')),
    getSessions: getSessions
      ? async (input) => checked(SessionsSchema, await getSessions.call(host, input), 'getSessions')
      : (server?.getSessions ?? missing('getSessions')),
    revokeSession: revokeSession ? async (input) => void (await revokeSession.call(host, input)) : (server?.revokeSession ?? (async () => undefined)),
  };
}

const LegacySessionSchema = z.nullable(z.object({ address: z.string(), chainId: z.number() }));

/**
 * siweConfig (EIP-4361 only): getNonce(address), createMessage({...fields, address}), verifyMessage({message,
 * signature}), getSession() → {address, chainId} or null, signOut(). Its session says no message or expiry: the
 * state shows what it says.
 */
function legacyBackend(h: Record<string, unknown>, server: Omit<SiwxBackend, 'createMessage'> | null, missing: (name: string) => () => Promise<never>): SiwxBackend {
  const getNonce = fn(h.getNonce);
  const createMessage = fn(h.createMessage);
  const verifyMessage = fn(h.verifyMessage);
  const getSession = fn(h.getSession);
  const signOut = fn(h.signOut);
  return {
    getNonce: getNonce ? async (input) => checked(SiwxNonceSchema, await getNonce.call(h, input.address), 'getNonce') : (server?.getNonce ?? missing('getNonce')),
    createMessage: createMessage
      ? async (fields) => checked(z.string().check(z.minLength(1)), await createMessage.call(h, { ...fields, address: `${fields.chainId}:${fields.accountAddress}` }), 'createMessage')
      : null,
    verify: verifyMessage
      ? async (signed) => {
          if ((await verifyMessage.call(h, { message: signed.message, signature: signed.signature })) !== true) throw new SiwxRefusedError();
          return sessionOf(signed);
        }
      : (server?.verify ?? missing('verifyMessage')),
    getSessions: getSession
      ? async (input) => {
          const session = checked(LegacySessionSchema, await getSession.call(h), 'getSession');
          if (!session || `eip155:${session.chainId}` !== input.chainId) return [];
          return [{ chainId: input.chainId, address: session.address, message: '', issuedAt: new Date(0).toISOString(), expirationTime: null }];
        }
      : (server?.getSessions ?? missing('getSession')),
    revokeSession: signOut ? async () => void (await signOut.call(h)) : (server?.revokeSession ?? (async () => undefined)),
  };
}
