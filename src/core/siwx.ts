/**
 * Sign-in messages built to the standards (SPEC §3 fields): EIP-4361 on eip155 through viem's createSiweMessage,
 * CAIP-122 "Sign In With Solana" through @solana/wallet-standard-util's createSignInMessageText. Loaded with the
 * siwx flows only.
 */
import { createSiweMessage } from 'viem/siwe';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import type { SiwxMessageFields, SiwxSession } from './siwxTypes';

/** The message version both standards use. */
const SIWX_VERSION = '1';

export interface FieldsInput {
  /** the page the site runs on */
  pageUrl: string;
  chainId: string;
  address: string;
  nonce: string;
  now: number;
  expiresInSeconds: number;
  statement: string | null;
  resources: readonly string[];
}

/** SPEC §3: the fields of the message for this account, page and moment. */
export function messageFields(input: FieldsInput): SiwxMessageFields {
  const page = new URL(input.pageUrl);
  const fields: SiwxMessageFields = {
    domain: page.host,
    uri: page.origin,
    version: SIWX_VERSION,
    chainId: input.chainId,
    accountAddress: input.address,
    nonce: input.nonce,
    issuedAt: new Date(input.now).toISOString(),
    expirationTime: new Date(input.now + input.expiresInSeconds * 1000).toISOString(),
  };
  if (input.statement) fields.statement = input.statement;
  if (input.resources.length > 0) fields.resources = [...input.resources];
  return fields;
}

/** The CAIP-2 reference of `eip155:<n>` as a number (EIP-4361's Chain ID). */
function evmChainId(caip2: string): number {
  const id = Number(caip2.split(':')[1]);
  if (!Number.isSafeInteger(id)) throw new Error(`Not an EIP-155 chain: ${caip2}`);
  return id;
}

/** The text the wallet signs: EIP-4361 for eip155, CAIP-122 (SIWS) for solana. Throws on fields the standard refuses. */
export function createSiwxMessage(fields: SiwxMessageFields): string {
  const namespace = fields.chainId.split(':')[0];
  if (namespace === 'eip155') {
    return createSiweMessage({
      domain: fields.domain,
      address: fields.accountAddress as `0x${string}`,
      uri: fields.uri,
      version: '1',
      chainId: evmChainId(fields.chainId),
      nonce: fields.nonce,
      issuedAt: new Date(fields.issuedAt),
      ...(fields.statement ? { statement: fields.statement } : {}),
      ...(fields.expirationTime ? { expirationTime: new Date(fields.expirationTime) } : {}),
      ...(fields.notBefore ? { notBefore: new Date(fields.notBefore) } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
      ...(fields.resources?.length ? { resources: fields.resources } : {}),
    });
  }
  if (namespace === 'solana') {
    return createSignInMessageText({
      domain: fields.domain,
      address: fields.accountAddress,
      uri: fields.uri,
      version: fields.version,
      // CAIP-122: the full CAIP-2 id names the cluster unambiguously (solana:<genesis hash prefix>)
      chainId: fields.chainId,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      ...(fields.statement ? { statement: fields.statement } : {}),
      ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
      ...(fields.notBefore ? { notBefore: fields.notBefore } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
      ...(fields.resources?.length ? { resources: fields.resources } : {}),
    });
  }
  throw new Error(`Sign-in is not available on ${fields.chainId}`);
}

const sameAddress = (namespace: string, a: string, b: string) => (namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b);

/** The first of `sessions` that belongs to this account and network and has not expired at `now`. */
export function liveSession(sessions: readonly SiwxSession[], chainId: string, address: string, now: number): SiwxSession | null {
  const namespace = chainId.split(':')[0] ?? '';
  return (
    sessions.find(
      (s) =>
        s.chainId === chainId &&
        sameAddress(namespace, s.address, address) &&
        (s.expirationTime === null || Date.parse(s.expirationTime) > now),
    ) ?? null
  );
}

/**
 * Sign-in through a WalletConnect session (SPEC §4): WalletConnect's own rule applies it only when every network the
 * site configured is an eip155 one; a site with another namespace signs in through its injected wallets alone.
 */
export const walletConnectSignsIn = (networks: readonly { chainNamespace: string }[]): boolean => networks.every((n) => n.chainNamespace === 'eip155');
