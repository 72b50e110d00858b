/** What /sandbox.json tells pages, tests and people about the running sandbox. No keys except the injected
 * sandbox wallets' (`wallets`): well-known dev keys of the local chains, which the widget never reads. */
import type { Network, Endpoints } from '../src/core/options';
import type { ChainsInfo } from './chains/types';
import type { SandboxPorts } from './ports';
import { describeInjectedWallets, type InjectedWalletDescription } from './wallets/injected/describe';
import { describeMultichainWallet, type MultichainWalletDescription } from './wallets/solana/describe';
import { describePolkadotNetworks, POLKADOT_WALLET, type PolkadotWalletDescription } from './wallets/polkadot/describe';
import { BITCOIN_NETWORKS, describeBitcoinWallet, type BitcoinWalletDescription } from './wallets/bitcoin/describe';

export interface SandboxDescription {
  projectId: string;
  urls: {
    demo: string;
    api: string;
    catalogApi: string;
    analytics: string;
    /** later issues: relay, secure frame site, mailbox, WalletConnect wallet page */
    [service: string]: string;
  };
  endpoints: Endpoints;
  networks: Network[];
  chains: ChainsInfo | null;
  /** keys for the in-page sandbox wallets (sandbox/wallets/injected, sandbox/wallets/solana), only the accounts each one uses */
  wallets?: {
    injected: InjectedWalletDescription[];
    multichain?: MultichainWalletDescription;
    polkadot?: PolkadotWalletDescription;
    bitcoin?: BitcoinWalletDescription;
  };
  /** Polkadot networks a page may add to `networks` (the demo pages do with `?polkadot=1`) */
  polkadotNetworks?: Network[];
  /** Bitcoin testnet and signet, which the demo pages carrying the sandbox Bitcoin wallet add to `networks` */
  bitcoinNetworks?: Network[];
  /**
   * a Cosmos network, served only through a WalletConnect session (the demo pages add it with `?cosmos=1`);
   * the sandbox WalletConnect wallet signs on it. There is no Cosmos node: its RPC URL answers nothing.
   */
  cosmosNetworks?: Network[];
}

const SANDBOX_PROJECT_ID = 'walletgate-sandbox';

/** Cosmos Hub as a site names it (the chain's real CAIP-2 id); `Network.chainNamespace` is the site's string. */
const COSMOS_HUB = (api: string) =>
  ({
    id: 'cosmoshub-4',
    caipNetworkId: 'cosmos:cosmoshub-4',
    chainNamespace: 'cosmos' as Network['chainNamespace'],
    name: 'Cosmos Hub',
    nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
    rpcUrls: { default: { http: [`${api}/cosmos-rpc`] } },
    testnet: false,
  }) satisfies Network;

const loopback = (port: number, scheme = 'http') => `${scheme}://127.0.0.1:${port}`;

export function describeSandbox(ports: SandboxPorts, chains: ChainsInfo | null): SandboxDescription {
  const api = loopback(ports.api);
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
  const evm = chains?.evm ?? [
    { chainId: 31337, name: 'Sandbox A', rpcUrl: loopback(ports.evmA), nativeCurrency: ether },
    { chainId: 31338, name: 'Sandbox B', rpcUrl: loopback(ports.evmB), nativeCurrency: ether },
  ];
  const networks: Network[] = evm.map((c) => ({
    id: c.chainId,
    caipNetworkId: `eip155:${c.chainId}`,
    chainNamespace: 'eip155',
    name: c.name,
    nativeCurrency: c.nativeCurrency,
    rpcUrls: { default: { http: [c.rpcUrl] } },
    // Not testnets to the widget: SPEC §9 shows a testnet's fiat values as 0.00, and the demo is meant to show
    // the sandbox price table's values ("$0.00 beside 10,000 ETH" reads as "you cannot pay gas").
    testnet: false,
  }));
  // The local Solana cluster beside the two EVM chains; its CAIP-2 id needs the running chain's genesis.
  if (chains?.solana) {
    const { solana } = chains;
    networks.push({
      id: solana.caipNetworkId.split(':')[1]!,
      caipNetworkId: solana.caipNetworkId as Network['caipNetworkId'],
      chainNamespace: 'solana',
      name: 'Sandbox Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
      testnet: false,
    });
  }
  return {
    projectId: SANDBOX_PROJECT_ID,
    urls: {
      demo: loopback(ports.demo),
      api,
      catalogApi: api,
      analytics: api,
      relay: loopback(ports.relay, 'ws'),
      wcWallet: loopback(ports.wcWallet),
      secureSite: loopback(ports.secureSite),
      mailbox: `${loopback(ports.secureSite)}/mailbox`,
      /** the default sign-in server (siwx option `server`): nonce, verify, sessions, sessions/revoke */
      siwx: `${api}/v1/siwx`,
    },
    endpoints: {
      blockchainApi: api,
      catalogApi: api,
      analyticsApi: api,
      secureSite: loopback(ports.secureSite),
      relay: loopback(ports.relay, 'ws'),
    },
    networks,
    chains,
    wallets: { injected: describeInjectedWallets(), multichain: describeMultichainWallet(), polkadot: POLKADOT_WALLET, bitcoin: describeBitcoinWallet() },
    polkadotNetworks: describePolkadotNetworks(api),
    bitcoinNetworks: BITCOIN_NETWORKS(api),
    cosmosNetworks: [COSMOS_HUB(api)],
  };
}
