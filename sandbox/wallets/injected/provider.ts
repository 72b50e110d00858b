/** One sandbox wallet: its state (connection, chain, account), the EIP-1193 provider it hands to pages,
 * and the controls a person or a test uses to act "in the wallet". Like an extension's content script it is small:
 * the addresses come with the sandbox description, and the signing code (viem's accounts, ./signer.ts, a chunk
 * of its own) loads once a site connects or asks it to sign. */
import { formatEther, hexToNumber, isHex, numberToHex, type Hex } from 'viem';
import { capabilities, walletAssets, type WalletChain } from './assets';
import type { InjectedWalletProfile } from './catalog';
import {
  chainDisconnected,
  invalidParams,
  ProviderRpcError,
  requestPending,
  unauthorized,
  unknownChain,
  unsupportedMethod,
  userRejected,
} from './errors';
import { requestApproval } from './prompt';
import { jsonRpc } from './rpc';
import type { Signer, TransactionRequest } from './signer';
import { loadMemory, saveMemory, type AddedChain, type WalletMemory } from './storage';

export interface WalletSetup {
  profile: InjectedWalletProfile;
  name: string;
  accounts: { address: Hex; privateKey: Hex }[];
  /** the sandbox chains (with their seeded tokens): known to the wallet from the start */
  chains: WalletChain[];
  /** origin of the sandbox API (token icons) */
  apiOrigin: string;
  autoApprove?: boolean;
}

export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message';
type Listener = (...args: never[]) => void;

/** What a page sees (EIP-1193). */
export interface SandboxProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: ProviderEvent | string, listener: Listener): SandboxProvider;
  removeListener(event: ProviderEvent | string, listener: Listener): SandboxProvider;
  off(event: ProviderEvent | string, listener: Listener): SandboxProvider;
  readonly isSandboxWallet: true;
  readonly isMetaMask?: false;
  readonly isLegacySandbox?: true;
}

export interface WalletState {
  connected: boolean;
  chainId: number;
  accountIndex: number;
  address: Hex;
  accounts: Hex[];
  autoApprove: boolean;
}

const loadSigner = () => import(/* webpackChunkName: "sandbox-evm-signer" */ './signer');

/** Node methods any page may call without asking the user; everything else is answered by the wallet or refused. */
const READ_METHODS = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_maxPriorityFeePerGas',
  'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getLogs', 'eth_getStorageAt', 'eth_getTransactionByHash',
  'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_newFilter', 'eth_newBlockFilter', 'eth_getFilterChanges',
  'eth_getFilterLogs', 'eth_uninstallFilter', 'eth_sendRawTransaction', 'eth_syncing', 'web3_clientVersion',
]);

export class SandboxWallet {
  readonly provider: SandboxProvider;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** by account index, made once the signing code has loaded */
  private readonly signers = new Map<number, Promise<Signer>>();
  private readonly memory: WalletMemory;
  private connecting: Promise<Hex[]> | undefined;
  private auto: boolean;
  /** a request is already waiting in the wallet (the user has not opened it): asking again answers -32002 */
  private pending = false;
  /** every method a page asked, in order: lets a test prove a page asked nothing (e.g. during time travel) */
  private readonly asked: string[] = [];

  constructor(private readonly setup: WalletSetup) {
    if (setup.accounts.length === 0) throw new Error(`${setup.name}: no accounts`);
    const stored = loadMemory(setup.profile.rdns);
    const accountIndex = stored.accountIndex !== undefined && stored.accountIndex < setup.accounts.length ? stored.accountIndex : 0;
    this.memory = { ...stored, accountIndex, chainId: stored.chainId ?? setup.chains[0]?.chainId ?? 1 };
    this.auto = setup.autoApprove ?? false;

    const on = (event: string, listener: Listener) => {
      let set = this.listeners.get(event);
      if (!set) this.listeners.set(event, (set = new Set()));
      set.add(listener);
      return provider;
    };
    const off = (event: string, listener: Listener) => {
      this.listeners.get(event)?.delete(listener);
      return provider;
    };
    const flags = setup.profile.legacy ? { isMetaMask: false as const, isLegacySandbox: true as const } : {};
    const provider: SandboxProvider = Object.freeze({
      request: (args: { method: string; params?: unknown }) => this.request(args),
      on,
      removeListener: off,
      off,
      isSandboxWallet: true as const,
      ...flags,
    });
    this.provider = provider;
  }

  get name(): string {
    return this.setup.name;
  }

  // ── controls: what the user does inside the wallet ────────────────────────────────────────────

  state(): WalletState {
    return {
      connected: this.connected,
      chainId: this.chainId,
      accountIndex: this.accountIndex,
      address: this.address,
      accounts: this.setup.accounts.map((a) => a.address),
      autoApprove: this.auto,
    };
  }

  /** The user picks another network in the wallet, known to it or not (e.g. 1, to test unsupported chains). */
  switchChain(chainId: number | string): void {
    const id = typeof chainId === 'string' ? Number(chainId) : chainId;
    if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`not a chain id: ${chainId}`);
    this.setChain(id);
  }

  /** The user selects another of the wallet's accounts. */
  switchAccount(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.setup.accounts.length) {
      throw new RangeError(`${this.name} has accounts 0..${this.setup.accounts.length - 1}`);
    }
    if (index === this.accountIndex) return;
    this.remember({ accountIndex: index });
    if (this.connected) this.emit('accountsChanged', [this.address]);
  }

  /** The user disconnects the site from inside the wallet. */
  disconnect(): void {
    const was = this.connected;
    this.remember({ connectedOrigin: undefined });
    if (!was) return;
    this.emit('disconnect', new ProviderRpcError(4900, 'The user disconnected the wallet from this site.'));
    this.emit('accountsChanged', []);
  }

  autoApprove(on: boolean): void {
    this.auto = on;
  }

  /** As if a request were already waiting in the wallet: every request needing the user answers -32002 until off. */
  holdPendingRequest(on: boolean): void {
    this.pending = on;
  }

  /** The methods pages have called, oldest first (a copy). */
  requests(): string[] {
    return [...this.asked];
  }

  // ── state ──────────────────────────────────────────────────────────────────────────────────────

  private get connected(): boolean {
    return this.memory.connectedOrigin === location.origin;
  }

  private get chainId(): number {
    return this.memory.chainId as number;
  }

  private get accountIndex(): number {
    return this.memory.accountIndex ?? 0;
  }

  /** the selected account's address, as the sandbox described it (test/sandbox/walletKeys.test.ts: the signer's own) */
  private get address(): Hex {
    return (this.setup.accounts[this.accountIndex] as { address: Hex }).address;
  }

  /** The selected account's signer: the first call loads the signing code. */
  private signer(): Promise<Signer> {
    const index = this.accountIndex;
    let signer = this.signers.get(index);
    if (!signer) {
      const { privateKey } = this.setup.accounts[index] as { privateKey: Hex };
      signer = loadSigner().then(({ Signer }) => new Signer(privateKey));
      this.signers.set(index, signer);
      // a chunk that failed to load (the server went away) is asked for again next time
      signer.catch(() => this.signers.delete(index));
    }
    return signer;
  }

  private knownChains(): AddedChain[] {
    return [...this.setup.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl })), ...(this.memory.addedChains ?? [])];
  }

  private knownChain(chainId: number): AddedChain | undefined {
    return this.knownChains().find((c) => c.chainId === chainId);
  }

  private rpcUrl(): string {
    const chain = this.knownChain(this.chainId);
    if (!chain) throw chainDisconnected(numberToHex(this.chainId));
    return chain.rpcUrl;
  }

  private chainLabel(): string {
    return this.knownChain(this.chainId)?.name ?? `chain ${this.chainId}`;
  }

  private remember(change: Partial<WalletMemory>): void {
    Object.assign(this.memory, change);
    saveMemory(this.setup.profile.rdns, this.memory);
  }

  private setChain(chainId: number): void {
    if (chainId === this.chainId) return;
    this.remember({ chainId });
    this.emit('chainChanged', numberToHex(chainId));
  }

  private emit(event: ProviderEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as (arg: unknown) => void)(payload);
      } catch (error) {
        queueMicrotask(() => {
          throw error; // a page's listener failing is the page's error, not the wallet's
        });
      }
    }
  }

  // ── EIP-1193 ───────────────────────────────────────────────────────────────────────────────────

  private async request(args: { method: string; params?: unknown }): Promise<unknown> {
    this.asked.push(typeof args?.method === 'string' ? args.method : '(malformed)');
    if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
      throw new ProviderRpcError(-32600, 'Expected a single object argument: { method, params? }');
    }
    const params = args.params === undefined ? [] : args.params;
    if (!Array.isArray(params) && typeof params !== 'object') throw invalidParams('params must be an array or an object');
    try {
      return await this.handle(args.method, Array.isArray(params) ? params : [params]);
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error;
      throw new ProviderRpcError(-32603, (error as Error).message ?? String(error));
    }
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return this.connect();
      case 'eth_accounts':
        return this.connected ? [this.address] : [];
      case 'eth_chainId':
        return numberToHex(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'personal_sign': {
        const [message, address] = params as [string, string | undefined];
        if (typeof message !== 'string') throw invalidParams('personal_sign: expected [message, address]');
        this.authorize(address);
        await this.approve('Sign a message', [['Message', readable(message)], ['Account', this.address]]);
        return (await this.signer()).signMessage(message);
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = params as [string, unknown];
        this.authorize(address);
        const text = typeof typedData === 'string' ? typedData : JSON.stringify(typedData, null, 1);
        await this.approve('Sign typed data', [['Data', text], ['Account', this.address]]);
        return (await this.signer()).signTypedData(typedData);
      }
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0] as TransactionRequest | undefined);
      case 'wallet_switchEthereumChain': {
        const chainId = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId);
        if (!this.knownChain(chainId)) throw unknownChain(numberToHex(chainId));
        this.setChain(chainId);
        return null;
      }
      case 'wallet_addEthereumChain':
        return this.addChain(params[0]);
      case 'wallet_getCapabilities': {
        const [address, chainIds] = params as [string, string[] | undefined];
        this.authorize(address);
        const chains = this.setup.chains.filter((c) => !chainIds || chainIds.some((id) => parseChainId(id) === c.chainId));
        return capabilities(chains, this.setup.profile.assetDiscovery);
      }
      case 'wallet_getAssets':
        return this.assets(params[0]);
      case 'wallet_revokePermissions':
        if (this.connected) {
          this.remember({ connectedOrigin: undefined });
          this.emit('accountsChanged', []);
        }
        return null;
      default:
        if (READ_METHODS.has(method)) return jsonRpc(this.rpcUrl(), method, params);
        throw unsupportedMethod(method);
    }
  }

  /** Throws 4100 unless the site is connected and `address` (when given) is the selected account. */
  private authorize(address?: unknown): void {
    if (!this.connected) throw unauthorized();
    if (address !== undefined && (typeof address !== 'string' || address.toLowerCase() !== this.address.toLowerCase())) {
      throw unauthorized();
    }
  }

  private async approve(action: string, details: [string, string][]): Promise<void> {
    if (this.pending) throw requestPending();
    if (this.auto) return;
    const approved = await requestApproval({ wallet: this.name, action, details });
    if (!approved) throw userRejected();
  }

  private connect(): Promise<Hex[]> {
    if (this.connected) return Promise.resolve([this.address]);
    this.connecting ??= (async () => {
      await this.approve(`Connect to ${location.origin}`, [['Account', this.address], ['Network', this.chainLabel()]]);
      this.remember({ connectedOrigin: location.origin });
      this.signer().catch(() => undefined); // load the signing code while the site reads the account
      this.emit('connect', { chainId: numberToHex(this.chainId) });
      this.emit('accountsChanged', [this.address]);
      return [this.address];
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async sendTransaction(tx: TransactionRequest | undefined): Promise<Hex> {
    if (!tx || typeof tx !== 'object') throw invalidParams('eth_sendTransaction: expected [transaction]');
    this.authorize(tx.from);
    const rpcUrl = this.rpcUrl();
    const chainId = this.chainId;
    const details: [string, string][] = [
      ['Network', this.chainLabel()],
      ['From', this.address],
      ['To', tx.to ?? '(contract creation)'],
      ['Value', `${formatEther(tx.value ? BigInt(tx.value) : 0n)} ETH`],
    ];
    const data = tx.data ?? tx.input;
    if (data && data !== '0x') details.push(['Data', data.length > 74 ? `${data.slice(0, 74)}…` : data]);
    await this.approve('Send a transaction', details);
    return (await this.signer()).sendTransaction(rpcUrl, chainId, tx);
  }

  private async addChain(param: unknown): Promise<null> {
    const p = (param ?? {}) as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown };
    const chainId = parseChainId(p.chainId);
    if (this.knownChain(chainId)) {
      this.setChain(chainId);
      return null;
    }
    const rpcUrl = Array.isArray(p.rpcUrls) ? p.rpcUrls.find((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u)) : undefined;
    if (!rpcUrl) throw invalidParams('wallet_addEthereumChain: expected rpcUrls with an http(s) URL');
    const name = typeof p.chainName === 'string' && p.chainName ? p.chainName : `Chain ${chainId}`;
    await this.approve('Add a network and switch to it', [['Network', name], ['Chain ID', String(chainId)], ['RPC URL', rpcUrl]]);
    this.remember({ addedChains: [...(this.memory.addedChains ?? []), { chainId, name, rpcUrl }] });
    this.setChain(chainId);
    return null;
  }

  private async assets(param: unknown): Promise<unknown> {
    if (!this.setup.profile.assetDiscovery) throw unsupportedMethod('wallet_getAssets');
    const p = (param ?? {}) as { account?: unknown; chainFilter?: unknown; assetTypeFilter?: unknown };
    if (typeof p.account !== 'string') throw invalidParams('wallet_getAssets: expected [{ account, chainFilter?, assetTypeFilter? }]');
    this.authorize(p.account);
    const chainFilter = Array.isArray(p.chainFilter) ? p.chainFilter.map(parseChainId) : undefined;
    const chains = this.setup.chains.filter((c) => !chainFilter || chainFilter.includes(c.chainId));
    const result = await walletAssets(chains, this.address, this.setup.apiOrigin);
    if (!Array.isArray(p.assetTypeFilter)) return result;
    const types = p.assetTypeFilter.map((t) => String(t).toUpperCase());
    return Object.fromEntries(Object.entries(result).map(([chain, list]) => [chain, list.filter((a) => types.includes(a.type))]));
  }
}

function parseChainId(value: unknown): number {
  const id = typeof value === 'string' && isHex(value) ? hexToNumber(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParams(`invalid chainId: ${String(value)}`);
  return id;
}

/** A hex message shown as text when it is UTF-8, as wallets do. */
function readable(message: string): string {
  if (!isHex(message)) return message;
  try {
    const bytes = Uint8Array.from(message.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return message;
  }
}
