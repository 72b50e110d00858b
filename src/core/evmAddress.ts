/**
 * EVM addresses as WalletGate shows and hands them out: EIP-55 checksummed (viem's getAddress), whatever case the
 * wallet answered in. Wallets may answer all lowercase; the checksum's capitals let a person spot a mistyped
 * address, so every EVM address entering the state is put in that form. Other namespaces' addresses keep theirs.
 * Imported by the wallet flows only: getAddress brings keccak, which the first bundle need not carry.
 */
import { getAddress } from 'viem';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** 0x and 20 bytes of hex in any case, checksummed; anything else (a Solana or Bitcoin address) as it is. */
export function checksummedEvm(address: string): string {
  return EVM_ADDRESS.test(address) ? getAddress(address) : address;
}
