/** What the wallet remembers across page loads, like an extension does: the origin it is connected to,
 * the selected chain and account, and the chains a site added. localStorage, namespaced `sandbox-wallet:`. */

export interface AddedChain {
  chainId: number;
  name: string;
  rpcUrl: string;
}

export interface WalletMemory {
  /** the origin the user connected the wallet to; absent when disconnected */
  connectedOrigin?: string;
  chainId?: number;
  accountIndex?: number;
  addedChains?: AddedChain[];
}

const key = (rdns: string) => `sandbox-wallet:${rdns}`;

export function loadMemory(rdns: string): WalletMemory {
  try {
    const raw = JSON.parse(localStorage.getItem(key(rdns)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const m = raw as Record<string, unknown>;
    const int = (v: unknown) => (Number.isSafeInteger(v) ? (v as number) : undefined);
    return {
      connectedOrigin: typeof m.connectedOrigin === 'string' ? m.connectedOrigin : undefined,
      chainId: int(m.chainId),
      accountIndex: int(m.accountIndex),
      addedChains: Array.isArray(m.addedChains)
        ? (m.addedChains as AddedChain[]).filter((c) => c && Number.isSafeInteger(c.chainId) && typeof c.rpcUrl === 'string')
        : undefined,
    };
  } catch {
    return {}; // garbage in storage: start fresh, as a wallet would
  }
}

export function saveMemory(rdns: string, memory: WalletMemory): void {
  try {
    localStorage.setItem(key(rdns), JSON.stringify(memory));
  } catch {
    // storage full or blocked: the wallet still works for this page
  }
}
