/** The frame's state across requests: storage, API client, current chain, dapp data, approvals. */
import { toEvmChainId } from '../chain-id';
import type { ChainsAnswer } from '../contract';
import type { ApprovalQueue } from './approval-card';
import { SiteApi } from './site-api';
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
    if (!storage.chain.get()) this.setChain(toEvmChainId(initialChain ?? 'eip155:1') ?? 1);
  }

  get token(): string | null {
    return this.storage.session.get();
  }

  set token(value: string | null) {
    this.storage.session.set(value);
  }

  get chainId(): number {
    return Number(this.storage.chain.get() ?? 1);
  }

  setChain(chainId: number): void {
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

  async networkLabel(chainId: number): Promise<string> {
    const chain = (await this.sandboxChains().catch(() => undefined))?.chains.find((c) => c.chainId === chainId);
    return chain ? `${chain.name} (${chainId})` : `Chain ${chainId}`;
  }
}
