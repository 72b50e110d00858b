/** The sandbox Solana wallet: a Wallet Standard wallet (registered with @wallet-standard/wallet's registerWallet)
 * holding the sandbox's funded Solana keys, signing for real with @solana/web3.js and sending to the local litesvm
 * chain, after the same approval prompt as the injected EVM wallets. `window.sandboxWallets.solana` acts "in the wallet".
 * It registers with the addresses the sandbox described; the signing code (./signing.ts) loads once a site connects or asks it to sign. */
import { registerWallet, ReadonlyWalletAccount } from '@wallet-standard/wallet';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardConnectInput,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import { decodeBase58 } from '../../chains/solana/base58';
import { requestApproval } from '../injected/prompt';
import type * as signing from './signing';

type Signing = typeof signing;
const loadSigning = () => import(/* webpackChunkName: "sandbox-solana-signing" */ './signing');

export interface SolanaWalletSetup {
  name: string;
  accounts: { address: string; secretKey: string }[];
  /** the sandbox cluster: its RPC and its CAIP-2 id (`solana:<genesis prefix>`) */
  rpcUrl: string;
  caipNetworkId: string;
  icon: `data:image/svg+xml;base64,${string}`;
  autoApprove?: boolean;
}

interface SolanaWalletState {
  connected: boolean;
  accountIndex: number;
  address: string;
  accounts: string[];
  autoApprove: boolean;
  autoReject: boolean;
}

/** What a person (devtools) or a browser test does "inside" the Solana wallet. */
export interface SolanaWalletControls {
  readonly name: string;
  readonly wallet: Wallet;
  /** selects another of the wallet's accounts (0-based); emits `change` when connected */
  switchAccount(index: number): void;
  /** the wallet lets the site go: emits `change` with no accounts */
  disconnect(): void;
  autoApprove(on: boolean): void;
  /** refuse every request without showing the prompt (as if the user clicked Reject) */
  autoReject(on: boolean): void;
  state(): SolanaWalletState;
  /** every feature pages have called, oldest first */
  requests(): string[];
}

const MEMORY_KEY = 'sandbox-wallet:solana';
type Memory = { connectedOrigin?: string; accountIndex?: number };

function loadMemory(): Memory {
  try {
    const raw = JSON.parse(localStorage.getItem(MEMORY_KEY) ?? '{}') as Record<string, unknown>;
    return {
      ...(typeof raw.connectedOrigin === 'string' ? { connectedOrigin: raw.connectedOrigin } : {}),
      ...(Number.isSafeInteger(raw.accountIndex) ? { accountIndex: raw.accountIndex as number } : {}),
    };
  } catch {
    return {};
  }
}

const rejected = (what: string) => Object.assign(new Error(`User rejected the ${what}`), { code: 4001 });

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;

class SandboxSolanaWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name: string;
  readonly icon: SolanaWalletSetup['icon'];
  readonly chains: `${string}:${string}`[];
  private readonly keys: SolanaWalletSetup['accounts'];
  private readonly memory: Memory;
  private readonly listeners = new Set<StandardEventsListeners['change']>();
  private signing: Promise<Signing> | undefined;
  private auto: boolean;
  private refuse = false;
  private readonly asked: string[] = [];

  constructor(private readonly setup: SolanaWalletSetup) {
    this.name = setup.name;
    this.icon = setup.icon;
    // the sandbox cluster under its CAIP-2 id, and as Wallet Standard names a local cluster
    this.chains = [setup.caipNetworkId as `${string}:${string}`, 'solana:localnet'];
    this.keys = setup.accounts;
    const stored = loadMemory();
    this.memory = { ...stored, accountIndex: stored.accountIndex !== undefined && stored.accountIndex < this.keys.length ? stored.accountIndex : 0 };
    this.auto = setup.autoApprove ?? false;
  }

  private get connected() {
    return this.memory.connectedOrigin === location.origin;
  }

  private get key(): SolanaWalletSetup['accounts'][number] {
    return this.keys[this.memory.accountIndex ?? 0]!;
  }

  /** The signing code, loaded once (again after a failed load). */
  private signer(): Promise<Signing> {
    if (!this.signing) {
      const loading = loadSigning();
      this.signing = loading;
      loading.catch(() => this.signing === loading && (this.signing = undefined));
    }
    return this.signing;
  }

  private save() {
    try {
      localStorage.setItem(MEMORY_KEY, JSON.stringify(this.memory));
    } catch {
      // blocked storage: the wallet still works for this page
    }
  }

  get accounts(): WalletAccount[] {
    if (!this.connected) return [];
    return [
      new ReadonlyWalletAccount({
        address: this.key.address,
        publicKey: decodeBase58(this.key.address),
        chains: this.chains,
        features: [...FEATURES],
      }),
    ];
  }

  get features(): StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature {
    return {
      'standard:connect': { version: '1.0.0', connect: (input) => this.connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.forget() },
      'standard:events': { version: '1.0.0', on: (_event, listener) => this.on(listener) },
      'solana:signMessage': { version: '1.0.0', signMessage: (...inputs) => this.signMessage(inputs) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs) => this.signTransaction(inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) => this.signAndSend(inputs),
      },
    };
  }

  private on(listener: StandardEventsListeners['change']) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private emit() {
    for (const listener of this.listeners) listener({ accounts: this.accounts });
  }

  private async approve(action: string, details: [string, string][]) {
    if (this.refuse) return false;
    if (this.auto) return true;
    return requestApproval({ wallet: `${this.name} (Solana)`, action, details });
  }

  private async connect(input?: StandardConnectInput) {
    this.asked.push('standard:connect');
    if (this.connected || input?.silent) return { accounts: this.accounts };
    const ok = await this.approve(`${location.origin} wants to connect to your Solana account`, [['Account', this.key.address]]);
    if (!ok) throw rejected('connection');
    this.memory.connectedOrigin = location.origin;
    this.save();
    this.signer().catch(() => undefined); // load the signing code while the site reads the account
    this.emit();
    return { accounts: this.accounts };
  }

  private forget() {
    this.asked.push('standard:disconnect');
    delete this.memory.connectedOrigin;
    this.save();
    this.emit();
  }

  /** The key of an account this wallet holds and the site may use. */
  private keyFor(account: WalletAccount): SolanaWalletSetup['accounts'][number] {
    if (!this.connected) throw Object.assign(new Error('The site is not connected to this wallet'), { code: 4100 });
    const key = this.keys.find((k) => k.address === account.address);
    if (!key) throw Object.assign(new Error(`Unknown account ${account.address}`), { code: 4100 });
    return key;
  }

  private async signMessage(inputs: readonly SolanaSignMessageInput[]) {
    this.asked.push('solana:signMessage');
    const outputs = [];
    for (const input of inputs) {
      const key = this.keyFor(input.account);
      const text = new TextDecoder('utf-8', { fatal: false }).decode(input.message);
      if (!(await this.approve('Sign this message', [['Message', text], ['Account', input.account.address]]))) throw rejected('signature');
      const signature = (await this.signer()).signMessageWith(key.secretKey, input.message as Uint8Array);
      outputs.push({ signedMessage: input.message, signature });
    }
    return outputs;
  }

  private sign(signing: Signing, input: SolanaSignTransactionInput): Uint8Array {
    return signing.signTransactionWith(this.keyFor(input.account).secretKey, input.transaction as Uint8Array);
  }

  private async signTransaction(inputs: readonly SolanaSignTransactionInput[]) {
    this.asked.push('solana:signTransaction');
    for (const input of inputs) this.keyFor(input.account);
    const count = inputs.length === 1 ? 'a transaction' : `${inputs.length} transactions`;
    if (!(await this.approve(`Sign ${count}`, [['Account', inputs[0]?.account.address ?? '']]))) throw rejected('transaction');
    const signing = await this.signer();
    return inputs.map((input) => ({ signedTransaction: this.sign(signing, input) }));
  }

  private async signAndSend(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    this.asked.push('solana:signAndSendTransaction');
    const outputs = [];
    for (const input of inputs) {
      this.keyFor(input.account);
      if (!(await this.approve('Send a transaction', [['Account', input.account.address], ['Network', input.chain]]))) throw rejected('transaction');
      const signing = await this.signer();
      const signed = this.sign(signing, input);
      const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {};
      const signature = await signing.sendSigned(this.setup.rpcUrl, signed, {
        ...(skipPreflight !== undefined ? { skipPreflight } : {}),
        ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(minContextSlot !== undefined ? { minContextSlot } : {}),
      });
      outputs.push({ signature: decodeBase58(signature) });
    }
    return outputs;
  }

  controls(): SolanaWalletControls {
    return {
      name: this.name,
      wallet: this,
      switchAccount: (index) => {
        if (!Number.isSafeInteger(index) || index < 0 || index >= this.keys.length) throw new Error(`No account ${index}`);
        this.memory.accountIndex = index;
        this.save();
        if (this.connected) this.emit();
      },
      disconnect: () => this.forget(),
      autoApprove: (on) => void (this.auto = on),
      autoReject: (on) => void (this.refuse = on),
      state: () => ({
        connected: this.connected,
        accountIndex: this.memory.accountIndex ?? 0,
        address: this.key.address,
        accounts: this.keys.map((k) => k.address),
        autoApprove: this.auto,
        autoReject: this.refuse,
      }),
      requests: () => [...this.asked],
    };
  }
}

/** Registers the wallet with the page's Wallet Standard registry; returns its controls. */
export function installSolanaWallet(setup: SolanaWalletSetup): SolanaWalletControls {
  const wallet = new SandboxSolanaWallet(setup);
  registerWallet(wallet);
  return wallet.controls();
}

