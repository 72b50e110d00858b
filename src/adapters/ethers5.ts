/**
 * walletgate/ethers5 — for sites still on ethers v5. Pass `new Ethers5Adapter()` to WalletGate
 * (`adapters: [ethers5Adapter]`); `getProvider()` gives a `Web3Provider` for the visitor's active EVM wallet and
 * `getSigner()` its signer, following account and chain like walletgate/ethers (a stale one refuses, code 4901).
 *
 * Which ethers v5: the site's. This module imports `@ethersproject/providers`, the package ethers@5 itself is
 * built from (`ethers.providers.Web3Provider` is that class), so a site with `ethers@5` as `ethers` gets no second
 * copy, and a site on ethers v6 as `ethers` is never confused with it. It is an optional peer dependency; npm
 * installs it with ethers@5 (pnpm users add it next to ethers@5).
 */
import { Web3Provider, type JsonRpcSigner } from '@ethersproject/providers';
import type { AdapterContext, WalletGateAdapter } from '../adapter';
import type { WalletGateInstance } from '../instance';
import { EthersBinding } from './ethersShared';
import type { EvmConnection } from './projection';

export { StaleProviderError } from './ethersShared';

export class Ethers5Adapter implements WalletGateAdapter {
  readonly adapterType = 'ethers5' as const;
  private readonly binding = new EthersBinding((eip1193, chainId) => new Web3Provider(eip1193 as ConstructorParameters<typeof Web3Provider>[0], chainId));

  attach(instance: WalletGateInstance, context: AdapterContext): () => void {
    return this.binding.attach(instance, context);
  }

  /** A Web3Provider for the wallet and chain active now (undefined while no EVM wallet is connected). */
  getProvider(): Web3Provider | undefined {
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

  getConnection(): EvmConnection {
    return this.binding.connection();
  }

  subscribe(listener: () => void): () => void {
    return this.binding.subscribe(listener);
  }
}

