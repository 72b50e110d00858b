/**
 * A `window.injectedWeb3` extension as a PolkadotTransport: the raw interface polkadot-js extensions expose
 * (enable(origin) → { accounts: { get, subscribe }, signer: { signRaw, signPayload } }), every answer checked.
 */
import { injectedSchema, parseInjectedAccounts, signerResultSchema, type PolkadotSignerResult } from '../../core/polkadotSchemas';
import type { InjectedExtension, PolkadotTransport } from './polkadot';

const malformed = (what: string) => Object.assign(new Error(`The Polkadot extension answered ${what} with something WalletGate cannot read.`), { code: -32603 });
const unsupported = (key: string, what: string) => Object.assign(new Error(`${key} does not support ${what}`), { code: 4200 });

function checkedResult(raw: unknown, what: string): PolkadotSignerResult {
  const parsed = signerResultSchema.safeParse(raw);
  if (!parsed.success) throw malformed(what);
  return { id: parsed.data.id ?? 0, signature: parsed.data.signature as `0x${string}` };
}

export function injectedExtensionTransport(extension: InjectedExtension, origin: string): PolkadotTransport {
  let enabled: Promise<ReturnType<typeof injectedSchema.parse>> | undefined;
  const injected = () => {
    enabled ??= extension.enable(origin).then((raw) => {
      const parsed = injectedSchema.safeParse(raw);
      if (!parsed.success) throw malformed('enable');
      return parsed.data;
    });
    // a refusal is not remembered: the visitor may try again
    enabled.catch(() => (enabled = undefined));
    return enabled;
  };
  return {
    // extensions have no silent mode: enable() answers at once for a site the visitor authorized before
    async connect() {
      const { accounts } = await injected();
      return parseInjectedAccounts(await accounts.get());
    },
    disconnect: () => Promise.resolve(),
    async signRaw(raw) {
      const { signer } = await injected();
      if (!signer.signRaw) throw unsupported(extension.key, 'signRaw');
      return checkedResult(await signer.signRaw(raw), 'signRaw');
    },
    async signPayload(payload) {
      const { signer } = await injected();
      if (!signer.signPayload) throw unsupported(extension.key, 'signPayload');
      return checkedResult(await signer.signPayload(payload), 'signPayload');
    },
    onAccountsChanged(listener) {
      let stop: (() => void) | undefined;
      let stopped = false;
      void injected().then(({ accounts }) => {
        if (stopped || !accounts.subscribe) return;
        const off = accounts.subscribe((list) => listener(parseInjectedAccounts(list)));
        stop = typeof off === 'function' ? (off as () => void) : undefined;
      }, () => undefined);
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
