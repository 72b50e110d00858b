/**
 * A Solana wallet written by the Solana wallet-adapter's authors, registered with the Wallet Standard's own
 * packages: the published burner wallet (@solana/wallet-adapter-unsafe-burner) made a standard wallet by
 * @solana/wallet-standard-wallet-adapter-base's SolanaWalletAdapterWallet, and announced with
 * @wallet-standard/wallet's registerWallet. It creates a new key when it connects, lists its account before any site
 * asked (once unlocked), names its cluster `solana:localnet` and sends through the RPC it was given.
 */
import { UnsafeBurnerWalletAdapter } from '@solana/wallet-adapter-unsafe-burner';
import { SolanaWalletAdapterWallet } from '@solana/wallet-standard-wallet-adapter-base';
import { registerWallet } from '@wallet-standard/wallet';

export function install({ endpoint }: { endpoint: string }) {
  const adapter = new UnsafeBurnerWalletAdapter();
  registerWallet(new SolanaWalletAdapterWallet(adapter, 'solana:localnet', endpoint));
  return {
    /** The visitor opens the wallet before visiting: it makes its key. Answers the address. */
    async unlock(): Promise<string> {
      await adapter.connect();
      return adapter.publicKey!.toBase58();
    },
  };
}
