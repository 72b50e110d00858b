/** Node side: the keys the sandbox hands its injected wallets through the sandbox description.
 * Only the accounts each wallet uses; these are the well-known dev keys of a local chain. */
import { evmAccount, evmPrivateKey } from '../../chains/keys';
import { INJECTED_WALLETS } from './catalog';

export interface InjectedWalletDescription {
  rdns: string;
  name: string;
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[];
}

export function describeInjectedWallets(): InjectedWalletDescription[] {
  return INJECTED_WALLETS.map((w) => ({
    rdns: w.rdns,
    name: w.name,
    accounts: w.accountIndexes.map((i) => ({ address: evmAccount(i).address, privateKey: evmPrivateKey(i) })),
  }));
}
