/** What the wallet page's server embeds in the page (a JSON script tag) and the page reads back. */
import type { Hex } from 'viem';
import type { SandboxChain } from './signing';
import type { SandboxSolana } from './signingSolana';
import type { SandboxPolkadot } from './signingPolkadot';
import type { SandboxBitcoin } from './signingBitcoin';
import type { SandboxCosmos } from './signingCosmos';

/** the sandbox Solana account the WalletConnect wallet holds (the injected Solana wallet uses the first ones) */
export const WALLET_SOLANA_INDEX = 3;

/** the dev account the WalletConnect wallet holds on Polkadot (the sandbox extension holds Alice and Bob) */
export const WALLET_POLKADOT_URI = '//Charlie';

export interface WcWalletPageConfig {
  relayUrl: string;
  projectId: string;
  chains: SandboxChain[];
  /** sandbox test keys (public material, the anvil defaults): the first account is the starting one */
  accounts: { index: number; privateKey: Hex }[];
  /** the sandbox Solana cluster and the wallet's sandbox key on it */
  solana?: SandboxSolana;
  /** the sandbox's Polkadot networks and the wallet's dev key */
  polkadot?: SandboxPolkadot;
  /** the wallet's sandbox Bitcoin accounts and networks */
  bitcoin?: SandboxBitcoin;
  /** the Cosmos networks the wallet serves with its Cosmos key */
  cosmos?: SandboxCosmos;
  /** this page's own origin, sent to dapps as the wallet's metadata url */
  pageUrl: string;
}

export const PAGE_CONFIG_ID = 'wc-wallet-config';
/** the wallet starts on sandbox account 5; "Switch account" moves to 6 and back */
export const WALLET_ACCOUNT_INDEXES = [5, 6] as const;
