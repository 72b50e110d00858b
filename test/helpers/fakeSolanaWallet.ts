/** A Wallet Standard Solana wallet for the widget's tests, registered in the page's registry (@wallet-standard/app). */
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';

export const SOL_ADDRESS = '8ZNnujwcwuThZLYKvQmJ1xMhRvLTpzBGAzGuiVe2uk2r';
export const SOL_RECEIVER = 'BqLP1Ea7d8SUv4GQGbGGUzMnDUhWZ5FXz8Lu9K5mTzBN';
export const SOL_CHAIN = 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3';
export const SOL_MINT = '6DdTq7SF3A3GETPafvp5CSPWSV46Q9nQq2V6SndWk3uV';

/** The sandbox cluster as a site configures it (SPEC §9: SOL has 9 decimals). */
export const SOLANA_NETWORK = {
  id: 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3',
  caipNetworkId: SOL_CHAIN,
  chainNamespace: 'solana' as const,
  name: 'Sandbox Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
};

/** Registers a wallet named `name` holding SOL_ADDRESS; returns its connector id and the unregister. */
export function registerSolanaWallet(name = 'Fake Sol') {
  const account: WalletAccount = {
    address: SOL_ADDRESS,
    publicKey: new Uint8Array(32),
    chains: ['solana:devnet', SOL_CHAIN],
    features: ['solana:signMessage'],
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:devnet', SOL_CHAIN],
    accounts: [account],
    features: {
      'standard:connect': { version: '1.0.0', connect: () => Promise.resolve({ accounts: [account] }) },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: { message: Uint8Array }[]) =>
          Promise.resolve(inputs.map((i) => ({ signedMessage: i.message, signature: new Uint8Array(64).fill(7) }))),
      },
    },
  };
  const unregister = getWallets().register(wallet);
  return { connectorId: `walletStandard:${name}`, unregister };
}
