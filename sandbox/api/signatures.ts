import { verifyMessage, type Address, type Hex } from 'viem';
import type { Chains } from './chains';

/** personal_sign verification: an EOA signature locally, else a smart account's on each sandbox chain in turn:
 * ERC-1271 where it is deployed, ERC-6492 (deployed in the call only) where it is not yet. Malformed
 * signatures are simply invalid. */
export async function verifyPersonalSign(chains: Chains, address: Address, message: string, signature: Hex): Promise<boolean> {
  if (await verifyMessage({ address, message, signature }).catch(() => false)) return true;
  for (const chain of chains.evm) {
    if (await chain.client.verifyMessage({ address, message, signature }).catch(() => false)) return true;
  }
  return false;
}
