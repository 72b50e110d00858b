/**
 * The sandbox's default sign-in server: a nonce, the standard message signed by a real key, verify
 * (viem's verifySiweMessage on the sandbox chain; ed25519 for Solana), the session listed, a tampered signature or
 * message refused, a nonce good once, revoke. The message text itself is built by the widget's own builder.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair } from '@solana/web3.js';
import { bytesToHex, type Hex } from 'viem';
import { z } from 'zod/mini';
import { claimPortBlock } from '../helpers/ports';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { SiwxNonceResponseSchema, SiwxSessionsResponseSchema, SiwxVerifyResponseSchema, SiwxRevokeResponseSchema } from '../../src/core/api/siwx';
import { createSiwxMessage, messageFields } from '../../src/core/siwx';
import { startHarness, type Harness } from './apiHarness';

jest.setTimeout(60_000);

let h: Harness;
let chain: EvmChainInfo;

beforeAll(async () => {
  h = await startHarness(claimPortBlock());
  chain = h.info.evm[0] as EvmChainInfo;
});
afterAll(() => h?.stop());

const ErrorSchema = z.object({ error: z.string() });
const ListSchema = z.object({ sessions: z.array(z.looseObject({ address: z.string(), chainId: z.string(), signature: z.string(), message: z.string() })) });

async function evmSignIn(index: number, options: { tamper?: (signature: Hex) => Hex; alterMessage?: (message: string) => string } = {}) {
  const wallet = h.wallet(index, chain);
  const address = wallet.account.address;
  const chainId = `eip155:${chain.chainId}`;
  const { nonce, token } = await h.get(`/v1/siwx/nonce?address=${address}&chainId=${chainId}`, SiwxNonceResponseSchema);
  const fields = messageFields({ pageUrl: 'http://127.0.0.1:3000/', chainId, address, nonce, now: Date.now(), expiresInSeconds: 600, statement: 'Sign in to the demo', resources: [] });
  const message = createSiwxMessage(fields);
  const signature = await wallet.signMessage({ message });
  const sent = { message: options.alterMessage?.(message) ?? message, signature: options.tamper?.(signature) ?? signature, nonceToken: token };
  return { address, chainId, message, signature, sent, response: await h.call('/v1/siwx/verify', { method: 'POST', json: sent }) };
}

describe('the default sign-in server (EVM)', () => {
  it('accepts a real EIP-4361 signature, lists that session with that exact signature, and finds it by the auth token', async () => {
    const { address, chainId, message, signature, response } = await evmSignIn(4);
    expect(response.status).toBe(200);
    const verified = SiwxVerifyResponseSchema.parse(response.body);
    expect(verified.session).toMatchObject({ address, chainId, message });

    const listed = await h.get(`/v1/siwx/sessions/${address}`, ListSchema);
    expect(listed.sessions).toEqual([expect.objectContaining({ address, chainId, message, signature })]);
    const mine = await h.post('/v1/siwx/sessions', { authToken: verified.token, address, chainId }, SiwxSessionsResponseSchema);
    expect(mine.sessions.map((s) => s.message)).toEqual([message]);
    // another token sees nothing
    const theirs = await h.post('/v1/siwx/sessions', { authToken: 'someone-else', address, chainId }, SiwxSessionsResponseSchema);
    expect(theirs.sessions).toEqual([]);

    const revoked = await h.post('/v1/siwx/sessions/revoke', { authToken: verified.token, address, chainId }, SiwxRevokeResponseSchema);
    expect(revoked.revoked).toBe(1);
    expect((await h.post('/v1/siwx/sessions', { authToken: verified.token, address, chainId }, SiwxSessionsResponseSchema)).sessions).toEqual([]);
  });

  it('refuses a tampered signature and stores nothing', async () => {
    const flip = (signature: Hex): Hex => `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}` as Hex;
    const { address, response } = await evmSignIn(5, { tamper: flip });
    expect(response.status).toBe(401);
    expect(ErrorSchema.parse(response.body).error).toBe('Invalid signature');
    expect((await h.get(`/v1/siwx/sessions/${address}`, ListSchema)).sessions).toEqual([]);
  });

  it('refuses a message changed after signing (another statement), and a nonce used twice', async () => {
    const altered = await evmSignIn(6, { alterMessage: (m) => m.replace('Sign in to the demo', 'Sign in to the demo and give me everything') });
    expect(altered.response.status).toBe(401);

    const ok = await evmSignIn(6);
    expect(ok.response.status).toBe(200);
    const replay = await h.call('/v1/siwx/verify', { method: 'POST', json: ok.sent });
    expect(replay.status).toBe(401);
    expect(ErrorSchema.parse(replay.body).error).toBe('Unknown or expired nonce');
  });
});

describe('the default sign-in server (Solana)', () => {
  async function solanaSignIn(tamper = false) {
    const keypair = Keypair.generate();
    const address = keypair.publicKey.toBase58();
    const chainId = h.info.solana.caipNetworkId;
    const { nonce, token } = await h.get(`/v1/siwx/nonce?address=${address}&chainId=${chainId}`, SiwxNonceResponseSchema);
    const message = createSiwxMessage(messageFields({ pageUrl: 'http://127.0.0.1:3000/', chainId, address, nonce, now: Date.now(), expiresInSeconds: 600, statement: null, resources: [] }));
    const signature = ed25519.sign(new TextEncoder().encode(message), keypair.secretKey.slice(0, 32));
    if (tamper) signature[0] = signature[0]! ^ 1;
    return { address, response: await h.call('/v1/siwx/verify', { method: 'POST', json: { message, signature: bytesToHex(signature), nonceToken: token } }) };
  }

  it('accepts an ed25519 signature over the Sign In With Solana text', async () => {
    const { address, response } = await solanaSignIn();
    expect(response.status).toBe(200);
    expect(SiwxVerifyResponseSchema.parse(response.body).session.address).toBe(address);
  });

  it('refuses a tampered one', async () => {
    const { response } = await solanaSignIn(true);
    expect(response.status).toBe(401);
  });
});
