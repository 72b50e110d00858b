/** Who the sandbox Polkadot extension is, and the sandbox's Polkadot network. Pure data, shared by the page
 * bundle and the node side. No Polkadot node is packaged here: the extension signs with real sr25519 keys and the
 * sandbox API verifies its signatures (`POST /sandbox/polkadot/verify`). */
import type { Network } from '../../../src/core/options';

export interface PolkadotWalletDescription {
  /** the key it injects under (`window.injectedWeb3[key]`) and the name it shows */
  key: string;
  name: string;
  /** Substrate's well-known dev accounts: the keys derive from the dev seed (`//Alice`, `//Bob` under DEV_PHRASE) */
  accounts: { name: string; uri: string; address: string }[];
}

/** A made-up genesis hash for the sandbox network: its CAIP-2 id is `polkadot:` and the first 32 hex characters. */
const SANDBOX_POLKADOT_GENESIS = '0x5a4e2c1b0f7d3a96c8e1b2d4f6a8c0e2d4f6a8b0c2e4f6a8b0d2e4f6a8c0e2d4';

export const POLKADOT_WALLET: PolkadotWalletDescription = {
  key: 'sandbox-polkadot',
  name: 'Sandbox Polkadot Wallet',
  // SS58 with the generic prefix 42, as extensions list them (checked against the derivation in test/sandbox)
  accounts: [
    { name: 'Alice', uri: '//Alice', address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY' },
    { name: 'Bob', uri: '//Bob', address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty' },
  ],
};

/**
 * The Polkadot networks the demo configures with `?polkadot=1`: the sandbox network (generic prefix 42) and Polkadot
 * itself (prefix 0: the same accounts start with 1), so switching shows the address in each network's format. The
 * widget makes no request to a Polkadot network (SPEC §6: balances are eip155 and solana only).
 */
export function describePolkadotNetworks(api: string): Network[] {
  return [
    {
      id: SANDBOX_POLKADOT_GENESIS.slice(2, 34),
      caipNetworkId: `polkadot:${SANDBOX_POLKADOT_GENESIS.slice(2, 34)}`,
      chainNamespace: 'polkadot',
      name: 'Sandbox Polkadot',
      nativeCurrency: { name: 'Sandbox DOT', symbol: 'sDOT', decimals: 10 },
      // no node: the sandbox API stands in for its URL (nothing calls it)
      rpcUrls: { default: { http: [`${api}/polkadot`] } },
      testnet: false,
    },
    {
      id: '91b171bb158e2d3848fa23a9f1c25182',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      chainNamespace: 'polkadot',
      name: 'Polkadot',
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
      testnet: false,
    },
  ];
}
