/** SS58 address rules over @polkadot/util-crypto (loaded with the `polkadot` chunk, never on the first load). */
import { checkAddress, decodeAddress, encodeAddress } from '@polkadot/util-crypto/address';

/** The same account under `prefix` (an address of any prefix, or its public key in hex); null when it is no address. */
export function reencode(address: string, prefix: number): string | null {
  try {
    return encodeAddress(decodeAddress(address), prefix);
  } catch {
    return null;
  }
}

/** A valid SS58 address under exactly this prefix (checksum included). */
export function isAddressFor(address: string, prefix: number): boolean {
  const [valid] = checkAddress(address, prefix);
  return valid;
}

/** Two encodings of one public key. */
export function sameAccount(a: string, b: string): boolean {
  try {
    const x = decodeAddress(a);
    const y = decodeAddress(b);
    return x.length === y.length && x.every((byte, i) => byte === y[i]);
  } catch {
    return false;
  }
}
