/** Sandbox only: verifies what the sandbox Polkadot extension (or any sr25519/ed25519/ecdsa key) signed,
 * with @polkadot/util-crypto's signatureVerify. No Polkadot node runs here; this is how a site's server would check. */
import { z } from 'zod/mini';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { hexToU8a, isHex } from '@polkadot/util';
import { json, parse, type Router } from '../http';
import { payloadBytes } from '../../wallets/polkadot/payload';

const hex = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/));
const VerifyRaw = z.object({ address: z.string().check(z.minLength(1)), message: z.string(), signature: hex });
const VerifyPayload = z.object({
  address: z.string().check(z.minLength(1)),
  signature: hex,
  payload: z.object({ method: hex, era: hex, nonce: hex, tip: hex, specVersion: hex, transactionVersion: hex, genesisHash: hex, blockHash: hex }),
});

/** What signRaw signed (hex, or text as its UTF-8 bytes). polkadot-js extensions wrap 'bytes' data in <Bytes>…</Bytes>;
 * signatureVerify accepts the message either way. */
export function verifyRaw(message: string, signature: string, address: string) {
  const bytes = isHex(message) ? hexToU8a(message) : new TextEncoder().encode(message);
  const result = signatureVerify(bytes, signature, address);
  return { isValid: result.isValid, crypto: result.crypto };
}

export function polkadotRoutes(router: Router): void {
  const ready = cryptoWaitReady();

  router.post('/sandbox/polkadot/verify', async (req) => {
    const body = parse(VerifyRaw, await req.body(), 'body');
    await ready;
    try {
      return json(verifyRaw(body.message, body.signature, body.address));
    } catch {
      return json({ isValid: false, crypto: 'none' });
    }
  });

  router.post('/sandbox/polkadot/verify-payload', async (req) => {
    const body = parse(VerifyPayload, await req.body(), 'body');
    await ready;
    try {
      const result = signatureVerify(payloadBytes(body.payload), body.signature, body.address);
      return json({ isValid: result.isValid, crypto: result.crypto });
    } catch {
      return json({ isValid: false, crypto: 'none' });
    }
  });
}
