/**
 * walletgate/ethers — for sites written on ethers v6. Pass `new EthersAdapter()` to WalletGate
 * (`adapters: [ethersAdapter]`); `getProvider()` gives a `BrowserProvider` for the visitor's active EVM wallet and
 * `getSigner()` its signer. They follow WalletGate's account and chain: a provider or signer obtained before a
 * chain switch refuses with a clear error (code 4901) instead of signing on the wrong chain; ask again after it.
 * ethers is the site's own (optional peer dependency).
 */
import { BrowserProvider, type JsonRpcSigner } from 'ethers';
import type { AdapterContext, WalletGateAdapter } from '../adapter';
import type { WalletGateInstance } from '../instance';
import { EthersBinding } from './ethersShared';
import type { EvmConnection } from './projection';

export { StaleProviderError } from './ethersShared';

export class EthersAdapter implements WalletGateAdapter {
  readonly adapterType = 'ethers' as const;
  private readonly binding = new EthersBinding((eip1193, chainId) => new BrowserProvider(eip1193, chainId));

  attach(instance: WalletGateInstance, context: AdapterContext): () => void {
    return this.binding.attach(instance, context);
  }

  /** A BrowserProvider for the wallet and chain active now (undefined while no EVM wallet is connected). */
  getProvider(): BrowserProvider | undefined {
    return this.binding.provider();
  }

  /** The active account's signer; rejects while no EVM wallet is connected (after waiting for a restore to settle). */
  async getSigner(): Promise<JsonRpcSigner> {
    await this.binding.ready();
    const provider = this.binding.provider();
    const address = this.binding.connection().accounts[0];
    if (!provider || !address) throw Object.assign(new Error('No wallet is connected through WalletGate'), { code: 4900 });
    return provider.getSigner(address);
  }

  /** WalletGate's EVM connection now: status, accounts (checksummed), chain id. */
  getConnection(): EvmConnection {
    return this.binding.connection();
  }

  /** Calls back whenever the account, chain or connection changes (getProvider() then gives the new one). */
  subscribe(listener: () => void): () => void {
    return this.binding.subscribe(listener);
  }
}

