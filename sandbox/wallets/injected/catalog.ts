/** Who the sandbox's injected wallets are. Pure data, shared by the page bundle and the node side. */

export interface InjectedWalletProfile {
  /** key under `window.sandboxWallets` */
  key: 'sandbox' | 'legacy' | 'multichain';
  name: string;
  rdns: string;
  /** indexes of the sandbox accounts (m/44'/60'/0'/0/<i>) the wallet holds, the first selected */
  accountIndexes: number[];
  /** answers wallet_getAssets and says so in wallet_getCapabilities */
  assetDiscovery: boolean;
  /** also sets `window.ethereum`, as wallets did before EIP-6963 */
  legacy: boolean;
  /** two colours of the icon's tile */
  colors: [string, string];
}

export const INJECTED_WALLETS: InjectedWalletProfile[] = [
  {
    key: 'sandbox',
    name: 'Sandbox Wallet',
    rdns: 'dev.walletgate.sandbox',
    accountIndexes: [1, 2],
    assetDiscovery: true,
    legacy: false,
    colors: ['#3b5bfd', '#16c79a'],
  },
  {
    key: 'legacy',
    name: 'Legacy Sandbox Wallet',
    rdns: 'dev.walletgate.legacy',
    accountIndexes: [3],
    assetDiscovery: false,
    legacy: true,
    colors: ['#8a5a2b', '#e0a458'],
  },
];

/** The EVM side of the multi-chain sandbox wallet (sandbox/wallets/solana): not in the catalogue, installed only
 * when the sandbox runs its Solana chain; its keys come from `wallets.multichain` of the sandbox description. */
export const MULTICHAIN_PROFILE: InjectedWalletProfile = {
  key: 'multichain',
  name: 'Sandbox Multichain Wallet',
  rdns: 'dev.walletgate.multichain',
  accountIndexes: [4],
  assetDiscovery: true,
  legacy: false,
  colors: ['#9945ff', '#14f195'],
};

/** EIP-6963 wants the icon as a data URI: a small gradient tile with a key. */
export function walletIcon(profile: InjectedWalletProfile): string {
  const [from, to] = profile.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="24" fill="url(#g)"/><circle cx="38" cy="48" r="14" fill="none" stroke="#fff" stroke-width="7"/><path d="M52 48h26M70 48v12M62 48v8" stroke="#fff" stroke-width="7" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
