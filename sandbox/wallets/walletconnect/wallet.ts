/** The sandbox WalletConnect wallet's logic, DOM-free: the page renders it, node tests drive it directly.
 * Built on @reown/walletkit over the local relay with every cloud call stubbed (sandbox/relay/offline.ts). */
import { WalletKit, type IWalletKit, type WalletKitTypes } from '@reown/walletkit';
import type { ICore, ProposalTypes, SessionTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import type { Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { closeCore, createOfflineCore, type KeyValueStorage } from '../../relay/offline';
import { approvedNamespaces, caip10, caip2, describeProposal, evmChainId, sessionChainIds, withAccount, type ProposalView } from './namespaces';
import { SIGNING_METHODS, performSigning, userRejected, WalletRpcError, type SandboxChain } from './signing';
import { performSolana, type SandboxSolana } from './signingSolana';
import { performPolkadot, polkadotAccounts, type SandboxPolkadot } from './signingPolkadot';
import { Keypair } from '@solana/web3.js';
import { BITCOIN_SILENT_METHODS, BITCOIN_WALLET_METHODS, performBitcoin, type SandboxBitcoin } from './signingBitcoin';
import { COSMOS_SILENT_METHODS, COSMOS_WALLET_METHODS, cosmosKey, performCosmos, type SandboxCosmos } from './signingCosmos';

export interface WcWalletConfig {
  relayUrl: string;
  projectId: string;
  /** the sandbox EVM chains; the first is where the wallet starts */
  chains: SandboxChain[];
  /** sandbox accounts by derivation index; the first is the one sessions start with */
  accounts: { index: number; privateKey: Hex }[];
  /** the sandbox Solana cluster and the wallet's key on it: sessions that ask for solana get this account */
  solana?: SandboxSolana;
  /** the Polkadot networks it serves and its dev key: sessions that ask for polkadot get this account */
  polkadot?: SandboxPolkadot;
  /** the wallet's Bitcoin accounts: sessions that ask for bip122 get the payment one */
  bitcoin?: SandboxBitcoin;
  /** the Cosmos networks it serves: sessions that ask for cosmos get its Cosmos account */
  cosmos?: SandboxCosmos;
  metadata?: WalletKitTypes.Metadata;
  /** node: pass MemoryStorage; the browser default is IndexedDB */
  storage?: KeyValueStorage;
  storagePrefix?: string;
  logger?: string;
}

export interface RequestView {
  id: number;
  topic: string;
  method: string;
  params: unknown;
  chainId: string;
  dappName: string;
  dappUrl: string;
}

interface SessionView {
  topic: string;
  dappName: string;
  dappUrl: string;
  chains: string[];
  accounts: string[];
}

export interface WalletState {
  accountIndex: number;
  address: string;
  /** the wallet's Solana account (base58), when it has one */
  solanaAddress: string | null;
  chainId: number;
  proposals: ProposalView[];
  requests: RequestView[];
  sessions: SessionView[];
  /** newest last, at most ACTIVITY_LIMIT lines */
  activity: string[];
}

/** Read-only methods a wallet answers without asking. */
const SILENT_METHODS = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts', 'solana_getAccounts', 'solana_requestAccounts']);
const ACTIVITY_LIMIT = 20;

const pick = <T extends { id: number }>(items: Map<number, T>, id: number | undefined, what: string): T => {
  const item = id === undefined ? items.values().next().value : items.get(id);
  if (!item) throw new Error(id === undefined ? `no pending ${what}` : `no pending ${what} ${id}`);
  return item;
};

export class SandboxWcWallet {
  private readonly accounts = new Map<number, PrivateKeyAccount>();
  private readonly proposals = new Map<number, ProposalTypes.Struct>();
  private readonly requests = new Map<number, WalletKitTypes.SessionRequest>();
  private readonly listeners = new Set<(state: WalletState) => void>();
  private readonly activity: string[] = [];
  private accountIndex: number;
  private chainId: number;

  private constructor(
    readonly kit: IWalletKit,
    readonly core: ICore,
    private readonly config: WcWalletConfig,
  ) {
    for (const { index, privateKey } of config.accounts) this.accounts.set(index, privateKeyToAccount(privateKey));
    const first = config.accounts[0];
    const chain = config.chains[0];
    if (!first || !chain) throw new Error('the wallet needs at least one account and one chain');
    this.accountIndex = first.index;
    this.chainId = chain.chainId;
    kit.on('session_proposal', (p) => {
      this.proposals.set(p.id, p.params);
      this.note(`Proposal from ${p.params.proposer.metadata.name}`);
    });
    kit.on('proposal_expire', ({ id }) => this.proposals.delete(id) && this.notify());
    kit.on('session_request', (r) => void this.onRequest(r));
    kit.on('session_request_expire', ({ id }) => this.requests.delete(id) && this.notify());
    kit.on('session_delete', () => this.note('The dapp disconnected'));
  }

  static async create(config: WcWalletConfig): Promise<SandboxWcWallet> {
    const core = createOfflineCore({
      relayUrl: config.relayUrl,
      projectId: config.projectId,
      customStoragePrefix: config.storagePrefix ?? 'walletgate-sandbox-wallet',
      ...(config.storage ? { storage: config.storage } : {}),
      ...(config.logger ? { logger: config.logger } : {}),
    });
    const kit = await WalletKit.init({
      core,
      metadata: config.metadata ?? { name: 'Sandbox WalletConnect', description: 'A WalletConnect wallet on the local sandbox', url: 'http://127.0.0.1', icons: [] },
    });
    return new SandboxWcWallet(kit, core, config);
  }

  get solanaAddress(): string | null {
    const key = this.config.solana?.secretKey;
    return key ? Keypair.fromSecretKey(Uint8Array.from(key)).publicKey.toBase58() : null;
  }

  get account(): PrivateKeyAccount {
    const account = this.accounts.get(this.accountIndex);
    if (!account) throw new Error(`no account ${this.accountIndex}`);
    return account;
  }

  state(): WalletState {
    return {
      accountIndex: this.accountIndex,
      address: this.account.address,
      solanaAddress: this.solanaAddress,
      chainId: this.chainId,
      proposals: [...this.proposals.values()].map(describeProposal),
      requests: [...this.requests.values()].map((r) => this.describeRequest(r)),
      sessions: Object.values(this.kit.getActiveSessions()).map((s) => ({
        topic: s.topic,
        dappName: s.peer.metadata.name,
        dappUrl: s.peer.metadata.url,
        chains: [...sessionChainIds(s).map(caip2), ...(s.namespaces.solana?.chains ?? []), ...(s.namespaces.polkadot?.chains ?? []), ...(s.namespaces.bip122?.chains ?? []), ...(s.namespaces.cosmos?.chains ?? [])],
        accounts: [
          ...(s.namespaces.eip155?.accounts ?? []),
          ...(s.namespaces.solana?.accounts ?? []),
          ...(s.namespaces.polkadot?.accounts ?? []),
          ...(s.namespaces.bip122?.accounts ?? []),
          ...(s.namespaces.cosmos?.accounts ?? []),
        ],
      })),
      activity: [...this.activity],
    };
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (state: WalletState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async pair(uri: string): Promise<void> {
    await this.kit.pair({ uri: uri.trim() });
    this.note('Paired; waiting for the proposal');
  }

  async approveSession(id?: number): Promise<SessionTypes.Struct> {
    const proposal = pick(this.proposals, id, 'proposal');
    const solana = this.config.solana && this.solanaAddress ? { caipNetworkId: this.config.solana.caipNetworkId, address: this.solanaAddress } : undefined;
    const polkadot = this.config.polkadot ? { accounts: await polkadotAccounts(this.config.polkadot) } : undefined;
    const payment = this.config.bitcoin?.accounts.find((a) => a.purpose === 'payment');
    const bitcoin = this.config.bitcoin && payment ? { chains: this.config.bitcoin.chains, address: payment.address, methods: [...BITCOIN_WALLET_METHODS] } : undefined;
    const cosmos = this.config.cosmos ? { chains: this.config.cosmos.chains, address: cosmosKey().address, methods: [...COSMOS_WALLET_METHODS] } : undefined;
    const namespaces = approvedNamespaces(proposal, this.config.chains.map((c) => c.chainId), this.account.address, solana, polkadot, bitcoin, cosmos);
    const session = await this.kit.approveSession({ id: proposal.id, namespaces });
    this.proposals.delete(proposal.id);
    this.note(`Connected to ${proposal.proposer.metadata.name}`);
    return session;
  }

  async rejectSession(id?: number): Promise<void> {
    const proposal = pick(this.proposals, id, 'proposal');
    await this.kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
    this.proposals.delete(proposal.id);
    this.note(`Rejected ${proposal.proposer.metadata.name}`);
  }

  async approveRequest(id?: number): Promise<void> {
    const request = pick(this.requests, id, 'request');
    const { method, params } = request.params.request;
    try {
      const result = await this.carryOut(method, params, request.params.chainId);
      await this.respond(request, { result });
      this.note(`Approved ${method}`);
    } catch (err) {
      const code = err instanceof WalletRpcError ? err.code : -32603;
      const message = err instanceof Error ? err.message : String(err);
      await this.respond(request, { error: { code, message } });
      this.note(`${method} failed: ${message}`);
    }
  }

  async rejectRequest(id?: number): Promise<void> {
    const request = pick(this.requests, id, 'request');
    const { code, message } = userRejected();
    await this.respond(request, { error: { code, message } });
    this.note(`Rejected ${request.params.request.method}`);
  }

  /** Moves every session to `chainId` (adding it to a session that lacks it) and emits chainChanged. */
  async switchChain(chainId: number): Promise<void> {
    if (!this.config.chains.some((c) => c.chainId === chainId)) throw new WalletRpcError(4902, `Unrecognized chain ${chainId}`);
    this.chainId = chainId;
    for (const session of Object.values(this.kit.getActiveSessions())) {
      if (!sessionChainIds(session).includes(chainId)) {
        await this.kit.updateSession({ topic: session.topic, namespaces: withAccount(session.namespaces, this.account.address, chainId) });
      }
      await this.kit.emitSessionEvent({ topic: session.topic, event: { name: 'chainChanged', data: chainId }, chainId: caip2(chainId) });
    }
    this.note(`Switched to ${this.chainName(chainId)}`);
  }

  /** Switches to `index` (default: the next configured account), updates every session, emits accountsChanged. */
  async switchAccount(index?: number): Promise<void> {
    const indexes = [...this.accounts.keys()];
    const next = index ?? indexes[(indexes.indexOf(this.accountIndex) + 1) % indexes.length] ?? this.accountIndex;
    if (!this.accounts.has(next)) throw new Error(`no sandbox account ${next} in this wallet`);
    this.accountIndex = next;
    const address = this.account.address;
    for (const session of Object.values(this.kit.getActiveSessions())) {
      await this.kit.updateSession({ topic: session.topic, namespaces: withAccount(session.namespaces, address) });
      const chains = sessionChainIds(session);
      const chainId = chains.includes(this.chainId) ? this.chainId : (chains[0] ?? this.chainId);
      await this.kit.emitSessionEvent({ topic: session.topic, event: { name: 'accountsChanged', data: [caip10(chainId, address)] }, chainId: caip2(chainId) });
    }
    this.note(`Switched to account ${next}`);
  }

  /** Disconnects one session, or all of them. */
  async disconnect(topic?: string): Promise<void> {
    const topics = topic ? [topic] : Object.keys(this.kit.getActiveSessions());
    for (const t of topics) await this.kit.disconnectSession({ topic: t, reason: getSdkError('USER_DISCONNECTED') });
    this.note(topics.length ? 'Disconnected' : 'Nothing to disconnect');
  }

  /** Ends the client's timers and socket (node tests). */
  async close(): Promise<void> {
    this.listeners.clear();
    await closeCore(this.core);
  }

  private async onRequest(r: WalletKitTypes.SessionRequest): Promise<void> {
    const { method, params } = r.params.request;
    if (SILENT_METHODS.has(method) || BITCOIN_SILENT_METHODS.has(method) || COSMOS_SILENT_METHODS.has(method)) {
      const result = await this.carryOut(method, params, r.params.chainId).catch(() => null);
      await this.respond(r, { result }).catch(() => {});
      return;
    }
    this.requests.set(r.id, r);
    this.note(`Request ${method} from ${this.describeRequest(r).dappName}`);
  }

  private async carryOut(method: string, params: unknown, requestChain: string): Promise<unknown> {
    if (this.config.bitcoin && requestChain.startsWith('bip122:')) {
      if (!this.config.bitcoin.chains.includes(requestChain)) throw new WalletRpcError(4901, `Chain ${requestChain} is not available`);
      return performBitcoin(method, params, this.config.bitcoin);
    }
    if (requestChain.startsWith('cosmos:')) {
      if (!this.config.cosmos?.chains.includes(requestChain)) throw new WalletRpcError(4901, `Chain ${requestChain} is not available`);
      return performCosmos(method, params);
    }
    if (method.startsWith('solana_')) {
      const solana = this.config.solana;
      if (!solana || requestChain !== solana.caipNetworkId) throw new WalletRpcError(4901, `Chain ${requestChain} is not available`);
      return performSolana(method, params, solana);
    }
    if (method.startsWith('polkadot_')) {
      const polkadot = this.config.polkadot;
      if (!polkadot || !polkadot.networks.includes(requestChain)) throw new WalletRpcError(4901, `Chain ${requestChain} is not available`);
      return performPolkadot(method, params, polkadot);
    }
    if (method === 'eth_chainId') return `0x${(evmChainId(requestChain) ?? this.chainId).toString(16)}`;
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [this.account.address];
    if (method === 'wallet_switchEthereumChain') {
      const target = (Array.isArray(params) ? params[0] : undefined) as { chainId?: unknown } | undefined;
      const chainId = typeof target?.chainId === 'string' || typeof target?.chainId === 'number' ? Number(target.chainId) : NaN;
      if (!Number.isInteger(chainId)) throw new WalletRpcError(-32602, 'wallet_switchEthereumChain: chainId missing');
      await this.switchChain(chainId);
      return null;
    }
    if (!SIGNING_METHODS.has(method)) throw new WalletRpcError(4200, `Unsupported method: ${method}`);
    const id = evmChainId(requestChain) ?? this.chainId;
    const chain = this.config.chains.find((c) => c.chainId === id);
    if (!chain) throw new WalletRpcError(4901, `Chain ${requestChain} is not available`);
    return performSigning(method, params, this.account, chain);
  }

  private async respond(request: WalletKitTypes.SessionRequest, outcome: { result: unknown } | { error: { code: number; message: string } }) {
    this.requests.delete(request.id);
    await this.kit.respondSessionRequest({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', ...outcome } });
    this.notify();
  }

  private describeRequest(r: WalletKitTypes.SessionRequest): RequestView {
    let peer: SessionTypes.Struct['peer'] | undefined;
    try {
      peer = this.kit.engine.signClient.session.get(r.topic).peer;
    } catch {
      peer = undefined;
    }
    return {
      id: r.id,
      topic: r.topic,
      method: r.params.request.method,
      params: r.params.request.params,
      chainId: r.params.chainId,
      dappName: peer?.metadata.name ?? 'unknown dapp',
      dappUrl: peer?.metadata.url ?? '',
    };
  }

  private chainName(chainId: number): string {
    return this.config.chains.find((c) => c.chainId === chainId)?.name ?? caip2(chainId);
  }

  private note(line: string): void {
    this.activity.push(line);
    if (this.activity.length > ACTIVITY_LIMIT) this.activity.splice(0, this.activity.length - ACTIVITY_LIMIT);
    this.notify();
  }

  private notify(): void {
    const state = this.state();
    for (const listener of this.listeners) listener(state);
  }
}
