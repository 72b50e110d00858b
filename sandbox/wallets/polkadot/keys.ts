/** The sandbox Polkadot extension's keys: sr25519 pairs from the dev seed, made once util-crypto's wasm is ready.
 * Loaded by the extension on its first enable(), never with the page. */
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { payloadBytes, type PayloadFields } from './payload';

export async function makePairs(uris: string[]): Promise<KeyringPair[]> {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  return uris.map((uri) => keyring.addFromUri(uri));
}

/** signRaw as polkadot-js extensions do it: 'bytes' data is wrapped in <Bytes>…</Bytes> before signing. */
export function signRawWith(pair: KeyringPair, data: string, type: 'bytes' | 'payload'): `0x${string}` {
  const bytes = isHex(data) ? hexToU8a(data) : new TextEncoder().encode(data);
  return u8aToHex(pair.sign(type === 'bytes' ? u8aWrapBytes(bytes) : bytes));
}

/** signPayload: the payload's bytes (./payload.ts, which the sandbox API verifies against) signed. */
export function signPayloadWith(pair: KeyringPair, payload: PayloadFields): `0x${string}` {
  return u8aToHex(pair.sign(payloadBytes(payload)));
}
