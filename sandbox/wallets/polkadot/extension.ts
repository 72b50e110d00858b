/** The sandbox Polkadot extension: `window.injectedWeb3['sandbox-polkadot']` with the raw interface
 * polkadot-js extensions inject — enable(origin) → { accounts: { get, subscribe }, signer: { signRaw, signPayload } } —
 * holding Substrate's dev accounts (sr25519, from the dev seed), behind the same approval prompt as the other sandbox
 * wallets. Its keys (@polkadot/keyring and util-crypto's wasm) load on the first enable(), never with the page.
 * `window.sandboxWallets.polkadot` acts "in the extension". */
import { requestApproval } from '../injected/prompt';
import type { PolkadotWalletDescription } from './describe';
import type { KeyringPair } from '@polkadot/keyring/types';

type Pair = KeyringPair;
type InjectedAccount = { address: string; name: string; type: 'sr25519' };
type Listener = (accounts: InjectedAccount[]) => void;

interface PolkadotWalletState {
  /** the origins (enable's argument: the site's name) the visitor authorized, and the page origins they came from */
  authorized: boolean;
  /** the accounts this site may see (indexes into `accounts`) */
  visible: number[];
  accounts: string[];
  autoApprove: boolean;
  autoReject: boolean;
}

export interface PolkadotWalletControls {
  readonly key: string;
  readonly name: string;
  /** the visitor lets the site see only account `index` (as in polkadot-js "Manage website access"); subscribers hear it */
  switchAccount(index: number): void;
  /** the visitor lets the site see every account again */
  showAllAccounts(): void;
  /** the visitor revokes the site's access: subscribers hear an empty list */
  disconnect(): void;
  autoApprove(on: boolean): void;
  autoReject(on: boolean): void;
  state(): PolkadotWalletState;
  /** every call pages have made, oldest first */
  requests(): string[];
}

const MEMORY_KEY = 'sandbox-wallet:polkadot';
type Memory = { authorizedOrigin?: string; visible?: number[] };

function loadMemory(count: number): Memory {
  try {
    const raw = JSON.parse(localStorage.getItem(MEMORY_KEY) ?? '{}') as Record<string, unknown>;
    const visible = Array.isArray(raw.visible) ? raw.visible.filter((i): i is number => Number.isSafeInteger(i) && i >= 0 && i < count) : [];
    return {
      ...(typeof raw.authorizedOrigin === 'string' ? { authorizedOrigin: raw.authorizedOrigin } : {}),
      ...(visible.length ? { visible } : {}),
    };
  } catch {
    return {};
  }
}

const rejected = (what: string) => Object.assign(new Error(`Cancelled: the user rejected the ${what}`), { code: 4001 });
const loadKeys = () => import(/* webpackChunkName: "sandbox-polkadot-keys" */ './keys');

/** Text of hex bytes when they are readable, for the prompt. */
function readable(data: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) return data;
  const bytes = Uint8Array.from(data.slice(2).match(/../g) ?? [], (h) => parseInt(h, 16));
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return /^[\P{C}\n\t]*$/u.test(text) ? text : data;
}

export function installPolkadotExtension(description: PolkadotWalletDescription, options: { autoApprove: boolean; icon: string }): PolkadotWalletControls {
  const { accounts } = description;
  const memory = loadMemory(accounts.length);
  const listeners = new Set<Listener>();
  const asked: string[] = [];
  let auto = options.autoApprove;
  let refuse = false;
  let pairs: Promise<Pair[]> | undefined;
  const keys = () => (pairs ??= loadKeys().then((m) => m.makePairs(accounts.map((a) => a.uri))));
  const prompt = `${description.name}`;

  const save = () => {
    try {
      localStorage.setItem(MEMORY_KEY, JSON.stringify(memory));
    } catch {
      // blocked storage: the extension still works for this page
    }
  };
  const authorized = () => memory.authorizedOrigin === location.origin;
  const visible = (): InjectedAccount[] =>
    authorized() ? (memory.visible ?? accounts.map((_, i) => i)).map((i) => ({ address: accounts[i]!.address, name: accounts[i]!.name, type: 'sr25519' as const })) : [];
  const emit = () => {
    for (const listener of listeners) listener(visible());
  };
  const approve = async (action: string, details: [string, string][]) => {
    if (refuse) return false;
    if (auto) return true;
    return requestApproval({ wallet: prompt, action, details });
  };
  const pairFor = async (address: string) => {
    const index = visible().findIndex((a) => a.address === address);
    if (index < 0) throw Object.assign(new Error(`Unable to find an account for ${address} that this site may use`), { code: 4100 });
    const all = await keys();
    return all[accounts.findIndex((a) => a.address === address)]!;
  };

  const injected = {
    accounts: {
      get: async () => {
        asked.push('accounts.get');
        return visible();
      },
      subscribe: (cb: Listener) => {
        asked.push('accounts.subscribe');
        listeners.add(cb);
        queueMicrotask(() => listeners.has(cb) && cb(visible()));
        return () => void listeners.delete(cb);
      },
    },
    signer: {
      signRaw: async (raw: { address: string; data: string; type: 'bytes' | 'payload' }) => {
        asked.push('signer.signRaw');
        const pair = await pairFor(raw.address);
        if (!(await approve('Sign this message', [['Message', readable(raw.data)], ['Account', raw.address]]))) throw rejected('signature');
        const { signRawWith } = await loadKeys();
        return { id: asked.length, signature: signRawWith(pair, raw.data, raw.type) };
      },
      signPayload: async (payload: { address: string; method: string; genesisHash: string } & Record<string, string>) => {
        asked.push('signer.signPayload');
        const pair = await pairFor(payload.address);
        if (!(await approve('Sign a transaction', [['Call', payload.method], ['Network', payload.genesisHash], ['Account', payload.address]]))) throw rejected('transaction');
        const { signPayloadWith } = await loadKeys();
        return { id: asked.length, signature: signPayloadWith(pair, payload as never) };
      },
    },
  };

  const host = window as Window & { injectedWeb3?: Record<string, unknown> };
  host.injectedWeb3 ??= {};
  host.injectedWeb3[description.key] = {
    version: '0.1.0',
    name: description.name,
    icon: options.icon,
    enable: async (origin: string) => {
      asked.push('enable');
      if (!authorized()) {
        const ok = await approve(`${typeof origin === 'string' ? origin : 'A site'} (${location.origin}) wants to access your Polkadot accounts`, [
          ['Accounts', accounts.map((a) => `${a.name} ${a.address}`).join('\n')],
        ]);
        if (!ok) throw rejected('authorization');
        memory.authorizedOrigin = location.origin;
        save();
      }
      void keys(); // warm the keys while the site reads the accounts
      return injected;
    },
  };

  return {
    key: description.key,
    name: description.name,
    switchAccount: (index) => {
      if (!Number.isSafeInteger(index) || index < 0 || index >= accounts.length) throw new Error(`No account ${index}`);
      memory.visible = [index];
      save();
      emit();
    },
    showAllAccounts: () => {
      delete memory.visible;
      save();
      emit();
    },
    disconnect: () => {
      delete memory.authorizedOrigin;
      save();
      emit();
    },
    autoApprove: (on) => void (auto = on),
    autoReject: (on) => void (refuse = on),
    state: () => ({
      authorized: authorized(),
      visible: visible().map((a) => accounts.findIndex((x) => x.address === a.address)),
      accounts: accounts.map((a) => a.address),
      autoApprove: auto,
      autoReject: refuse,
    }),
    requests: () => [...asked],
  };
}
