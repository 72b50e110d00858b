/**
 * What an adapter of SPEC §1 is to WalletGate (`adapters: [wagmiAdapter]`): an object naming its type, which
 * WalletGate hands its instance once the options are valid. The adapter projects the instance's state into the
 * site's chain library and turns that library's calls into instance calls; it keeps no copy of who is connected.
 * The adapters themselves live in their own entry points (walletgate/wagmi, walletgate/ethers, walletgate/ethers5).
 */
import type { AdapterDeclaration } from './core/options';
import type { WalletGateInstance } from './instance';
import type { Storage } from './services/storage';

export interface WalletGateAdapter extends AdapterDeclaration {
  /** Binds the adapter to the instance; returns what undoes it (called by destroy()). */
  attach?(instance: WalletGateInstance, context: AdapterContext): () => void;
}

export interface AdapterContext {
  /** the instance's storage, where the adapter reads whether a stored EVM connection is being restored */
  storage: Storage;
}
