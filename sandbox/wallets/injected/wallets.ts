/** Puts the sandbox's injected wallets into a page: providers, EIP-6963 announcements, legacy
 * `window.ethereum`, and `window.sandboxWallets` for people and tests. */
import type { SandboxDescription } from '../../description';
import { announceProvider, setLegacyProvider } from './announce';
import { INJECTED_WALLETS, MULTICHAIN_PROFILE, walletIcon } from './catalog';
import { cancelApprovals } from './prompt';
import type { WalletChain } from './assets';
import { SandboxWallet, type SandboxProvider, type WalletState } from './provider';
import { installSolanaWallet, type SolanaWalletControls } from '../solana/wallet';
import { installPolkadotExtension, type PolkadotWalletControls } from '../polkadot/extension';

/** What a person (devtools console) or a browser test does "inside" one wallet. */
interface SandboxWalletControls {
  readonly name: string;
  readonly rdns: string;
  readonly provider: SandboxProvider;
  /** emits chainChanged, as if the user switched networks in the wallet; any chain id, known or not */
  switchChain(chainId: number | string): void;
  /** selects another of the wallet's accounts (0-based); emits accountsChanged when connected */
  switchAccount(index: number): void;
  /** disconnects the site: emits disconnect, then accountsChanged [] */
  disconnect(): void;
  /** approve every request without showing the prompt */
  autoApprove(on: boolean): void;
  /** as if a request already waited in the wallet: requests needing approval answer -32002 until turned off */
  holdPendingRequest(on: boolean): void;
  state(): WalletState;
  /** every method pages have asked this wallet, oldest first (read-only: a record, not a control) */
  requests(): string[];
}

export type SandboxWallets = Record<'sandbox' | 'legacy', SandboxWalletControls> & {
  /** the EVM side of "Sandbox Multichain Wallet", present when the sandbox runs its Solana chain */
  multichain?: SandboxWalletControls;
  /** its Solana side (Wallet Standard) */
  solana?: SolanaWalletControls;
  /** the sandbox Polkadot extension (`window.injectedWeb3['sandbox-polkadot']`) */
  polkadot?: PolkadotWalletControls;
};

declare global {
  interface Window {
    sandboxWallets?: SandboxWallets;
  }
}

export interface InstallOptions {
  /** the page's query string; `wallet.autoApprove=1` turns auto-approval on for both wallets */
  search?: string;
}

/** The sandbox chains the wallets know: ChainsInfo when the chains run, else the networks of the description. */
function chainsOf(description: SandboxDescription): WalletChain[] {
  if (description.chains) return description.chains.evm;
  return description.networks
    .filter((n) => n.chainNamespace === 'eip155')
    .map((n) => ({ chainId: Number(n.id), name: n.name, rpcUrl: n.rpcUrls.default.http[0] ?? '', nativeCurrency: n.nativeCurrency, tokens: [] }));
}

function controlsOf(name: string, rdns: string, wallet: SandboxWallet): SandboxWalletControls {
  return {
    name,
    rdns,
    provider: wallet.provider,
    switchChain: (chainId) => wallet.switchChain(chainId),
    switchAccount: (index) => wallet.switchAccount(index),
    disconnect: () => wallet.disconnect(),
    autoApprove: (on) => wallet.autoApprove(on),
    holdPendingRequest: (on) => wallet.holdPendingRequest(on),
    state: () => wallet.state(),
    requests: () => wallet.requests(),
  };
}

/** Installs both wallets; returns their controls and an uninstall for tests. */
export function installSandboxWallets(description: SandboxDescription, options: InstallOptions = {}): { wallets: SandboxWallets; uninstall: () => void } {
  const autoApprove = new URLSearchParams(options.search ?? '').get('wallet.autoApprove');
  const auto = autoApprove === '1' || autoApprove === 'true';
  const chains = chainsOf(description);
  const stops: (() => void)[] = [];
  const wallets = {} as SandboxWallets;
  for (const profile of INJECTED_WALLETS) {
    const keys = description.wallets?.injected.find((w) => w.rdns === profile.rdns);
    if (!keys?.accounts.length) continue; // the sandbox gave this wallet no keys: it is not installed
    const icon = walletIcon(profile);
    const wallet = new SandboxWallet({
      profile,
      name: keys.name,
      accounts: keys.accounts,
      chains,
      apiOrigin: description.urls.api,
      autoApprove: autoApprove === '1' || autoApprove === 'true',
    });
    stops.push(announceProvider({ name: keys.name, icon, rdns: profile.rdns }, wallet.provider), () => cancelApprovals(keys.name));
    if (profile.legacy) {
      setLegacyProvider(wallet.provider);
      stops.push(() => {
        const w = window as unknown as { ethereum?: unknown };
        if (w.ethereum === wallet.provider) delete w.ethereum;
      });
    }
    wallets[profile.key] = controlsOf(keys.name, profile.rdns, wallet);
  }
  const multi = description.wallets?.multichain;
  const cluster = description.chains?.solana;
  if (multi?.evmAccounts.length && multi.solanaAccounts.length && cluster) {
    // One wallet on two chains under one name, as a multi-chain extension is: EIP-6963 for EVM, the Wallet
    // Standard for Solana. The widget merges them into one multi-chain wallet (SPEC §3).
    const profile = MULTICHAIN_PROFILE;
    const icon = walletIcon(profile);
    const evm = new SandboxWallet({ profile, name: multi.name, accounts: multi.evmAccounts, chains, apiOrigin: description.urls.api, autoApprove: auto });
    stops.push(announceProvider({ name: multi.name, icon, rdns: multi.rdns }, evm.provider), () => cancelApprovals(multi.name));
    wallets.multichain = controlsOf(multi.name, multi.rdns, evm);
    wallets.solana = installSolanaWallet({
      name: multi.name,
      accounts: multi.solanaAccounts,
      rpcUrl: cluster.rpcUrl,
      caipNetworkId: cluster.caipNetworkId,
      // the Wallet Standard wants a base64 data URI; the same picture as the EIP-6963 side
      icon: `data:image/svg+xml;base64,${btoa(decodeURIComponent(icon.slice('data:image/svg+xml,'.length)))}`,
      autoApprove: auto,
    });
    // the Wallet Standard has no way for a wallet to leave the registry: uninstall only stops its prompts
    stops.push(() => cancelApprovals(`${multi.name} (Solana)`));
  }
  const polkadot = description.wallets?.polkadot;
  if (polkadot?.accounts.length) {
    wallets.polkadot = installPolkadotExtension(polkadot, {
      autoApprove: auto,
      icon: walletIcon({ ...MULTICHAIN_PROFILE, colors: ['#e6007a', '#552bbf'] }),
    });
    stops.push(() => cancelApprovals(polkadot.name));
  }
  window.sandboxWallets = wallets;
  return {
    wallets,
    uninstall: () => {
      for (const stop of stops) stop();
      if (window.sandboxWallets === wallets) delete window.sandboxWallets;
    },
  };
}
