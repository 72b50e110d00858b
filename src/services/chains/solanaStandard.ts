/** A Wallet Standard wallet as a SolanaTransport: the features it registered, called as their authors document. */
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
} from '@wallet-standard/features';
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { SolanaTransport } from './solana';

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>;

const unsupported = (wallet: Wallet, feature: string) =>
  Object.assign(new Error(`${wallet.name} does not support ${feature}`), { code: 4200 });

const solanaAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:')));

export function standardWalletTransport(wallet: Wallet): SolanaTransport {
  const features = wallet.features as Features;
  const account = (address: string): WalletAccount => {
    const found = wallet.accounts.find((a) => a.address === address);
    if (!found) throw Object.assign(new Error(`${wallet.name} does not hold the account ${address}`), { code: 4100 });
    return found;
  };
  return {
    get chains() {
      return wallet.chains;
    },
    async connect({ silent }) {
      const connect = features[StandardConnect];
      if (!connect) throw unsupported(wallet, StandardConnect);
      const { accounts } = await connect.connect({ silent });
      return solanaAccounts(accounts).map((a) => a.address);
    },
    async disconnect() {
      await features[StandardDisconnect]?.disconnect();
    },
    async signMessage(message, address) {
      const feature = features[SolanaSignMessage];
      if (!feature) throw unsupported(wallet, SolanaSignMessage);
      const [output] = await feature.signMessage({ account: account(address), message });
      if (!output) throw new Error(`${wallet.name} returned no signature`);
      return output.signature;
    },
    async signTransactions(transactions, address, chain) {
      const feature = features[SolanaSignTransaction];
      if (!feature) throw unsupported(wallet, SolanaSignTransaction);
      const acc = account(address);
      const outputs = await feature.signTransaction(...transactions.map((transaction) => ({ account: acc, transaction, chain: chain as `${string}:${string}` })));
      if (outputs.length !== transactions.length) throw new Error(`${wallet.name} returned ${outputs.length} of ${transactions.length} transactions`);
      return outputs.map((o) => o.signedTransaction);
    },
    async signAndSendTransaction(transaction, address, chain, options) {
      const feature = features[SolanaSignAndSendTransaction];
      if (!feature) throw unsupported(wallet, SolanaSignAndSendTransaction);
      // SPEC §5 allows the older commitment names too; the wallet's RPC decides what it accepts.
      const [output] = await feature.signAndSendTransaction({
        account: account(address),
        transaction,
        chain: chain as `${string}:${string}`,
        options: options as never,
      });
      if (!output) throw new Error(`${wallet.name} returned no signature`);
      return output.signature;
    },
    onAccountsChanged(listener) {
      const events = features[StandardEvents];
      if (!events) return () => {};
      return events.on('change', ({ accounts }) => {
        if (accounts) listener(solanaAccounts(accounts).map((a) => a.address));
      });
    },
  };
}
