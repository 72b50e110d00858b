/** The sandbox's smart account: a deterministic address per user, keccak256(salt ‖ EOA)[12:]. There is no
 * contract behind it and it is never deployed. Messages "signed by the smart account" are signed with the
 * owner's EOA key; its transactions run on the sandbox chain through anvil's account impersonation. */
import { encodePacked, getAddress, keccak256, type Address } from 'viem';

const SALT = 'walletgate-sandbox-smart-account-v1';

export function smartAccountAddress(owner: Address): Address {
  return getAddress(`0x${keccak256(encodePacked(['string', 'address'], [SALT, owner])).slice(-40)}`);
}
