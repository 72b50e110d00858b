import { verifyMessage, type Address, type Hex } from 'viem';
import type { Chains } from './chains';

/** personal_sign verification: an EOA signature locally, else a smart account's (ERC-1271 / ERC-6492)
 * on each sandbox chain in turn. Malformed signatures are simply invalid. */
export async function verifyPersonalSign(chains: Chains, address: Address, message: string, signature: Hex): Promise<boolean> {
  if (await verifyMessage({ address, message, signature }).catch(() => false)) return true;
  for (const chain of chains.evm) {
    const code = await chain.client.getCode({ address }).catch(() => undefined);
    if (!code || code === '0x') continue;
    if (await chain.client.verifyMessage({ address, message, signature }).catch(() => false)) return true;
  }
  return false;
}
