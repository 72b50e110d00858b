/** The bytes the sandbox Polkadot extension signs for signPayload, shared with the sandbox API's verifier: the fields
 * in extrinsic-payload order (hex concatenated, not SCALE: the sandbox has no runtime metadata), hashed with
 * blake2-256 when longer than 256 bytes, as Substrate does. */
import { blake2AsU8a } from '@polkadot/util-crypto';
import { hexToU8a, u8aConcat } from '@polkadot/util';

export interface PayloadFields {
  method: string;
  era: string;
  nonce: string;
  tip: string;
  specVersion: string;
  transactionVersion: string;
  genesisHash: string;
  blockHash: string;
}

export function payloadBytes(p: PayloadFields): Uint8Array {
  const bytes = u8aConcat(...[p.method, p.era, p.nonce, p.tip, p.specVersion, p.transactionVersion, p.genesisHash, p.blockHash].map((h) => hexToU8a(h)));
  return bytes.length > 256 ? blake2AsU8a(bytes, 256) : bytes;
}
