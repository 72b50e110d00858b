/** A small fake EIP-1193 wallet for integration tests: scripted answers, real events, EIP-6963 announcement. */
import EventEmitter from 'eventemitter3';

export type Handler = (params: unknown) => unknown;

export class FakeWallet {
  readonly calls: { method: string; params: unknown }[] = [];
  private readonly events = new EventEmitter();
  private readonly handlers = new Map<string, Handler>();
  accounts = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'];
  chainId = 31337;
  private stopAnnouncing: (() => void) | null = null;

  constructor(readonly info = { uuid: 'uuid-1', name: 'Fake Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'test.fake.wallet' }) {
    this.on('eth_requestAccounts', () => this.accounts);
    this.on('eth_accounts', () => this.accounts);
    this.on('eth_chainId', () => `0x${this.chainId.toString(16)}`);
    this.on('wallet_switchEthereumChain', (params) => {
      const [{ chainId }] = params as [{ chainId: string }];
      this.chainId = parseInt(chainId, 16);
      this.emit('chainChanged', chainId);
      return null;
    });
    this.on('wallet_revokePermissions', () => null);
  }

  /** Scripts the answer to a method; throw inside the handler to reject. */
  on(method: string, handler: Handler) {
    this.handlers.set(method, handler);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.events.emit(event, ...args);
  }

  readonly provider = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      this.calls.push({ method, params });
      const handler = this.handlers.get(method);
      if (!handler) throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      return handler(params);
    },
    on: (event: string, listener: (...args: unknown[]) => void) => this.events.on(event, listener),
    removeListener: (event: string, listener: (...args: unknown[]) => void) => this.events.off(event, listener),
  };

  methods() {
    return this.calls.map((c) => c.method);
  }

  /** Answers EIP-6963 requests on `win`, and announces once now. */
  install(win: Window = window) {
    const announce = () =>
      win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: this.info, provider: this.provider }) }));
    win.addEventListener('eip6963:requestProvider', announce);
    this.stopAnnouncing = () => win.removeEventListener('eip6963:requestProvider', announce);
    announce();
    return this;
  }

  uninstall() {
    this.stopAnnouncing?.();
  }
}

export const userRejected = () => {
  throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
};
