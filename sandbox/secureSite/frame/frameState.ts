/** The frame's state across requests: storage, API client, current chain, dapp data, approvals. */
import { toSiteChainId, type SiteChainId } from '../chainId';
import type { ChainsAnswer } from '../contract';
import type { ApprovalQueue } from './approvalCard';
import { SiteApi } from './siteApi';
import { FRAME_EVM_CHAINS, isFrameEvmChain } from '../../../src/core/frameChains';
import type { FrameStorage } from './storage';

export class FrameState {
  readonly api: SiteApi;
  dappName: string | undefined;
  farcasterChannel: string | undefined;
  private chains: Promise<ChainsAnswer> | undefined;

  constructor(
    readonly storage: FrameStorage,
    readonly approvals: ApprovalQueue,
    initialChain: string | null,
  ) {
    this.api = new SiteApi(storage.deviceId, () => storage.session.get());
    if (!storage.chain.get()) this.setChain(toSiteChainId(initialChain ?? 'eip155:1') ?? 1);
  }

  get token(): string | null {
    return this.storage.session.get();
  }

  set token(value: string | null) {
    this.storage.session.set(value);
  }

  /** an eip155 chain id, or the CAIP-2 id of a Solana cluster */
  get chainId(): SiteChainId {
    return toSiteChainId(this.storage.chain.get() ?? 1) ?? 1;
  }

  setChain(chainId: SiteChainId): void {
    this.storage.chain.set(String(chainId));
  }

  /** the sandbox chains, fetched once */
  sandboxChains(): Promise<ChainsAnswer> {
    this.chains ??= this.api.get<ChainsAnswer>('/api/chains').catch((error: unknown) => {
      this.chains = undefined;
      throw error;
    });
    return this.chains;
  }

  /**
   * whether the frame serves `chainId`: SPEC §9's frame chains (eip155 ones here, the Solana clusters from the site),
   * and the sandbox's own EVM chains. The sandbox has no node for §9's EVM chains: their reads and transactions fail.
   */
  async serves(chainId: SiteChainId): Promise<boolean> {
    if (typeof chainId === 'number' && isFrameEvmChain(chainId)) return true;
    const { chains, solanaChains } = await this.sandboxChains();
    return typeof chainId === 'string' ? solanaChains.some((c) => c.caipNetworkId === chainId) : chains.some((c) => c.chainId === chainId);
  }

  async networkLabel(chainId: SiteChainId): Promise<string> {
    const known = await this.sandboxChains().catch(() => undefined);
    if (typeof chainId === 'string') return known?.solanaChains.find((c) => c.caipNetworkId === chainId)?.name ?? chainId;
    const chain = known?.chains.find((c) => c.chainId === chainId) ?? FRAME_EVM_CHAINS.find((c) => c.chainId === chainId);
    return chain ? `${chain.name} (${chainId})` : `Chain ${chainId}`;
  }
}
