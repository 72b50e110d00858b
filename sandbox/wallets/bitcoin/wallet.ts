/** The sandbox Bitcoin wallet: a Bitcoin Wallet Standard wallet (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`) holding deterministic testnet keys — a payment (P2WPKH) and an ordinals (P2TR)
 * account — that signs BIP-322 messages and PSBTs for real after the same approval prompt as the other sandbox
 * wallets. `window.sandboxWallets.bitcoin` acts "in the wallet". It registers with the addresses and public keys the
 * sandbox described; bitcoinjs-lib and secp256k1 (./keys.ts) load once a site connects or asks it to sign. */
import { registerWallet } from '@wallet-standard/wallet';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features';
import { requestApproval } from '../injected/prompt';
import type { SandboxBitcoinAccount } from './keys';

export interface BitcoinWalletSetup {
  name: string;
  icon: `data:image/svg+xml;base64,${string}`;
  accounts: SandboxBitcoinAccount[];
  autoApprove?: boolean;
}

export interface BitcoinWalletControls {
  readonly name: string;
  readonly wallet: Wallet;
  /** the wallet lets the site go: emits `change` with no accounts */
  disconnect(): void;
  autoApprove(on: boolean): void;
  autoReject(on: boolean): void;
  state(): { connected: boolean; accounts: { purpose: string; address: string }[] };
  /** every feature pages have called, oldest first */
  requests(): string[];
}

const MEMORY_KEY = 'sandbox-wallet:bitcoin';
const CHAINS: IdentifierString[] = ['bitcoin:testnet'];
const rejected = (what: string) => Object.assign(new Error(`User rejected the ${what}`), { code: 4001 });
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16));
const loadKeys = () => import(/* webpackChunkName: "sandbox-bitcoin-keys" */ './keys');

/** A Wallet Standard account that also says its purpose (payment or ordinals), as Bitcoin wallets do. */
function accountObject(account: SandboxBitcoinAccount): WalletAccount & { purpose: string } {
  return Object.freeze({
    address: account.address,
    publicKey: fromHex(account.publicKey),
    chains: CHAINS,
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as IdentifierString[],
    purpose: account.purpose,
  });
}

class SandboxBitcoinWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name: string;
  readonly icon: BitcoinWalletSetup['icon'];
  readonly chains = CHAINS;
  private readonly listeners = new Set<StandardEventsListeners['change']>();
  private readonly objects: (WalletAccount & { purpose: string })[];
  private auto: boolean;
  private refuse = false;
  private readonly asked: string[] = [];

  constructor(private readonly setup: BitcoinWalletSetup) {
    this.name = setup.name;
    this.icon = setup.icon;
    this.auto = setup.autoApprove ?? false;
    this.objects = setup.accounts.map(accountObject);
  }

  private get connected() {
    try {
      return localStorage.getItem(MEMORY_KEY) === location.origin;
    } catch {
      return false;
    }
  }

  private remember(on: boolean) {
    try {
      if (on) localStorage.setItem(MEMORY_KEY, location.origin);
      else localStorage.removeItem(MEMORY_KEY);
    } catch {
      // blocked storage: the wallet still works for this page
    }
  }

  get accounts(): WalletAccount[] {
    return this.connected ? [...this.objects] : [];
  }

  get features(): StandardDisconnectFeature & StandardEventsFeature & Record<IdentifierString, unknown> {
    return {
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.forget() },
      'standard:events': { version: '1.0.0', on: (_event, listener) => this.on(listener) },
      'bitcoin:connect': { version: '1.0.0', connect: (input: { purposes?: string[] }) => this.connect(input) },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) => this.signMessage(inputs) },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (...inputs: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }[]) => this.signTransaction(inputs),
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
    return requestApproval({ wallet: `${this.name} (Bitcoin)`, action, details });
  }

  private async connect(input: { purposes?: string[] }) {
    this.asked.push('bitcoin:connect');
    const purposes = input?.purposes?.length ? input.purposes : ['payment'];
    const shared = () => this.objects.filter((a) => purposes.includes(a.purpose));
    if (this.connected) return { accounts: shared() };
    const ok = await this.approve(`${location.origin} wants to connect to your Bitcoin accounts`, shared().map((a) => [a.purpose, a.address]));
    if (!ok) throw rejected('connection');
    this.remember(true);
    loadKeys().catch(() => undefined); // load the signing code while the site reads the accounts
    this.emit();
    return { accounts: shared() };
  }

  private forget() {
    this.asked.push('standard:disconnect');
    this.remember(false);
    this.emit();
  }

  private keyFor(account: WalletAccount): SandboxBitcoinAccount {
    if (!this.connected) throw Object.assign(new Error('The site is not connected to this wallet'), { code: 4100 });
    const key = this.setup.accounts.find((a) => a.address === account?.address);
    if (!key) throw Object.assign(new Error(`Unknown account ${account?.address}`), { code: 4100 });
    return key;
  }

  private async signMessage(inputs: { account: WalletAccount; message: Uint8Array }[]) {
    this.asked.push('bitcoin:signMessage');
    const outputs = [];
    for (const input of inputs) {
      const key = this.keyFor(input.account);
      const text = new TextDecoder('utf-8', { fatal: false }).decode(input.message);
      if (!(await this.approve('Sign this message (BIP-322)', [['Message', text], ['Account', key.address]]))) throw rejected('signature');
      const { fromBase64, signBip322 } = await loadKeys();
      outputs.push({ signedMessage: input.message, signature: fromBase64(signBip322(key, text)) });
    }
    return outputs;
  }

  private async signTransaction(inputs: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }[]) {
    this.asked.push('bitcoin:signTransaction');
    const outputs = [];
    for (const input of inputs) {
      const signers = input.inputsToSign.map((i) => ({ key: this.keyFor(i.account), indexes: i.signingIndexes }));
      const rows: [string, string][] = signers.map((s) => [s.key.purpose, `${s.key.address} (inputs ${s.indexes.join(', ')})`]);
      if (!(await this.approve('Sign a transaction (PSBT)', rows))) throw rejected('transaction');
      const { fromBase64, signPsbt, toBase64 } = await loadKeys();
      let psbt = toBase64(input.psbt);
      for (const { key, indexes } of signers) psbt = signPsbt(key, psbt, indexes);
      outputs.push({ signedPsbt: fromBase64(psbt) });
    }
    return outputs;
  }

  controls(): BitcoinWalletControls {
    return {
      name: this.name,
      wallet: this,
      disconnect: () => this.forget(),
      autoApprove: (on) => void (this.auto = on),
      autoReject: (on) => void (this.refuse = on),
      state: () => ({ connected: this.connected, accounts: this.setup.accounts.map(({ purpose, address }) => ({ purpose, address })) }),
      requests: () => [...this.asked],
    };
  }
}

export function installBitcoinWallet(setup: BitcoinWalletSetup): BitcoinWalletControls {
  const wallet = new SandboxBitcoinWallet(setup);
  registerWallet(wallet);
  return wallet.controls();
}
