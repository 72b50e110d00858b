/** Node side: the sandbox Bitcoin wallet's accounts (deterministic dev keys) and the Bitcoin networks the demo pages
 * that carry it configure. No Bitcoin node runs here; the networks name testnet and signet by their CAIP-2 ids. */
import type { Network } from '../../../src/core/options';
import { sandboxBitcoinAccount, type SandboxBitcoinAccount } from './keys';

export interface BitcoinWalletDescription {
  name: string;
  accounts: SandboxBitcoinAccount[];
}

const BITCOIN_WALLET_NAME = 'Sandbox Bitcoin Wallet';

export function describeBitcoinWallet(): BitcoinWalletDescription {
  return { name: BITCOIN_WALLET_NAME, accounts: [sandboxBitcoinAccount('in-page', 0, 'payment'), sandboxBitcoinAccount('in-page', 0, 'ordinals')] };
}

/** The WalletConnect wallet page's Bitcoin accounts (another seed: a different wallet). */
export function describeWalletConnectBitcoin(): SandboxBitcoinAccount[] {
  return [sandboxBitcoinAccount('walletconnect', 0, 'payment'), sandboxBitcoinAccount('walletconnect', 0, 'ordinals')];
}

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };
// no RPC runs for them: the URL is only the shape a Network needs (balances are not asked for bip122, SPEC §6)
export const BITCOIN_NETWORKS = (apiOrigin: string): Network[] => [
  {
    id: '000000000933ea01ad0ee984209779ba',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    chainNamespace: 'bip122',
    name: 'Bitcoin Testnet',
    nativeCurrency: btc,
    rpcUrls: { default: { http: [`${apiOrigin}/sandbox/bitcoin/rpc`] } },
    testnet: true,
  },
  {
    id: '00000008819873e925422c1ff0f99f7c',
    caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
    chainNamespace: 'bip122',
    name: 'Bitcoin Signet',
    nativeCurrency: btc,
    rpcUrls: { default: { http: [`${apiOrigin}/sandbox/bitcoin/rpc`] } },
    testnet: true,
  },
];
