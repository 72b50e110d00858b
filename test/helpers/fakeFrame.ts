/**
 * A fake secure frame for integration tests: it reads what the widget posts to the iframe, and answers with
 * real MessageEvents dispatched on the page window with an origin and a source, as a browser would deliver them.
 */
import { appEventName, type AppEvent, type AppEventName } from '../../src/core/frame';

export const FRAME_ORIGIN = 'http://frame.test';

type Answer = { payload?: unknown } | { error: string } | 'silent';
type Handler = (payload: unknown, event: AppEvent) => Answer;

export const EOA = '0x1111111111111111111111111111111111111111';
export const SMART = '0x2222222222222222222222222222222222222222';

/** the user's Solana account, as the frame answers it on a Solana chain id */
export const SOLANA_ACCOUNT = 'Emb3dd3dSo1anaAccount1111111111111111111111';

const USER = {
  email: 'ada@example.com',
  address: EOA,
  chainId: 31337,
  accounts: [
    { address: EOA, type: 'eoa' as const },
    { address: SMART, type: 'smartAccount' as const },
  ],
  userName: null,
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
};

export class FakeFrame {
  /** every app event the widget posted, in order */
  readonly posted: AppEvent[] = [];
  /** the targetOrigin of every post */
  readonly targets: string[] = [];
  private readonly handlers = new Map<AppEventName, Handler>();
  accountType: 'eoa' | 'smartAccount' = 'eoa';
  private win: Window | null = null;

  constructor() {
    this.on('SYNC_THEME', () => ({}));
    this.on('SYNC_DAPP_DATA', () => ({}));
    this.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ payload: { smartAccountEnabledNetworks: [31337] } }));
    // like the sandbox: GET_USER may switch the preferred account type; smart accounts exist on 31337 only
    this.on('GET_USER', (payload) => {
      const { chainId, preferredAccountType } = payload as { chainId: number | string; preferredAccountType?: 'eoa' | 'smartAccount' };
      if (preferredAccountType) this.accountType = preferredAccountType;
      if (typeof chainId === 'string' && chainId.startsWith('solana:')) return { payload: this.solanaUser(chainId) };
      return { payload: this.user(Number(chainId)) };
    });
    this.on('SET_PREFERRED_ACCOUNT', (payload) => {
      this.accountType = (payload as { type: 'eoa' | 'smartAccount' }).type;
      return { payload: { type: this.accountType, address: this.user(31337).address } };
    });
    this.on('IS_CONNECTED', () => ({ payload: { isConnected: true } }));
    this.on('SIGN_OUT', () => ({}));
  }

  /** The user record the frame answers on a Solana chain (CAIP-2 id): one EOA, the Solana account. */
  solanaUser(chainId: string) {
    return { ...USER, chainId, address: SOLANA_ACCOUNT, accounts: [{ address: SOLANA_ACCOUNT, type: 'eoa' as const }], preferredAccountType: 'eoa' as const };
  }

  /** The user record the frame answers on `chainId`. */
  user(chainId: number) {
    const smart = this.accountType === 'smartAccount' && chainId === 31337;
    return { ...USER, chainId, address: smart ? SMART : EOA, preferredAccountType: smart ? 'smartAccount' : 'eoa', accounts: chainId === 31337 ? USER.accounts : USER.accounts.slice(0, 1) };
  }

  /** Scripts the answer to an app event ('silent' never answers). */
  on(name: AppEventName, handler: Handler) {
    this.handlers.set(name, handler);
    return this;
  }

  get iframe(): HTMLIFrameElement | null {
    return document.getElementById('w3m-iframe') as HTMLIFrameElement | null;
  }

  /** Starts reading what the widget posts to the iframe (call once the iframe exists). */
  attach() {
    const iframe = this.iframe;
    if (!iframe?.contentWindow) throw new Error('the widget has not created the secure frame yet');
    this.win = iframe.contentWindow;
    jest.spyOn(this.win, 'postMessage').mockImplementation(((message: AppEvent, targetOrigin: string) => {
      this.posted.push(message);
      this.targets.push(targetOrigin);
      const name = appEventName(message.type);
      const handler = name ? this.handlers.get(name) : undefined;
      if (!name || !handler) return;
      const answer = handler('payload' in message ? message.payload : undefined, message);
      if (answer === 'silent') return;
      queueMicrotask(() => {
        if ('error' in answer) this.error(name, message.id, answer.error);
        else this.reply(name, message.id, answer.payload);
      });
    }) as typeof window.postMessage);
    return this;
  }

  /** Posts `data` to the page as the frame (or as someone else, with other origin / source). */
  send(data: unknown, opts: { origin?: string; source?: Window | null } = {}) {
    const source = opts.source === undefined ? this.win : opts.source;
    window.dispatchEvent(new MessageEvent('message', { data, origin: opts.origin ?? FRAME_ORIGIN, source }));
  }

  ready() {
    this.send({ type: '@w3m-frame/READY', payload: { version: '1.0.0' } });
  }

  reply(name: AppEventName, id: string | undefined, payload?: unknown) {
    this.send({ type: `@w3m-frame/${name}_SUCCESS`, id, ...(payload === undefined ? {} : { payload }) });
  }

  error(name: AppEventName, id: string | undefined, message: string) {
    this.send({ type: `@w3m-frame/${name}_ERROR`, id, payload: { message } });
  }

  /** The app events posted so far, by name. */
  names(): AppEventName[] {
    return this.posted.map((e) => appEventName(e.type)!);
  }

  last(name: AppEventName): AppEvent | undefined {
    return [...this.posted].reverse().find((e) => e.type === `@w3m-app/${name}`);
  }
}
