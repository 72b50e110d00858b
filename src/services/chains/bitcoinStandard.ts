/**
 * A Bitcoin Wallet Standard wallet (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`) as a
 * BitcoinTransport. Everything the wallet answers is checked before it is handed on. Loaded with the `bitcoin` chunk.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { z } from 'zod/mini';
import { BITCOIN_PURPOSES, isAnyBitcoinAddress, orderBitcoinAccounts, type BitcoinAccount, type BitcoinPurpose } from '../../core/bitcoin';
import type { BitcoinTransport } from './bitcoin';
import { toBase64, toHex } from './bitcoinBytes';

const account = z.object({
  address: z.string().check(z.refine(isAnyBitcoinAddress, 'not a Bitcoin address')),
  publicKey: z.optional(z.instanceof(Uint8Array)),
  chains: z.array(z.string()),
  /** not in the standard's account type; wallets that say it are believed, others are read in the order asked */
  purpose: z.optional(z.enum(BITCOIN_PURPOSES)),
});
const ConnectOutput = z.object({ accounts: z.array(z.unknown()) });
const SignMessageOutput = z.tuple([z.object({ signature: z.union([z.instanceof(Uint8Array), z.string()]) })], z.unknown());
const SignTransactionOutput = z.tuple([z.object({ signedPsbt: z.instanceof(Uint8Array) })], z.unknown());

type Feature = Record<string, ((...args: never[]) => unknown) | unknown>;
const bad = (what: string) => Object.assign(new Error(`The wallet answered ${what} with something unexpected.`), { code: -32603 });

/** The wallet's accounts that are Bitcoin ones, each with its purpose (asked ones in the order asked). */
function readAccounts(raw: readonly unknown[], asked: readonly BitcoinPurpose[]): { accounts: BitcoinAccount[]; objects: Map<string, WalletAccount> } {
  const objects = new Map<string, WalletAccount>();
  const accounts: BitcoinAccount[] = [];
  raw.forEach((item, index) => {
    const parsed = account.safeParse(item);
    if (!parsed.success || !parsed.data.chains.some((c) => c.startsWith('bitcoin:'))) return;
    const { address, publicKey, purpose } = parsed.data;
    objects.set(address, item as WalletAccount);
    accounts.push({ address, purpose: purpose ?? asked[index] ?? 'payment', ...(publicKey ? { publicKey: toHex(publicKey) } : {}) });
  });
  return { accounts: orderBitcoinAccounts(accounts), objects };
}

export function standardBitcoinTransport(wallet: Wallet): BitcoinTransport {
  const features = () => wallet.features as Record<string, Feature | undefined>;
  const call = <T>(feature: string, method: string, ...args: unknown[]) => {
    const f = features()[feature]?.[method];
    if (typeof f !== 'function') throw Object.assign(new Error(`The wallet does not offer ${feature}.`), { code: 4200 });
    return Promise.resolve((f as (...a: unknown[]) => unknown)(...args)) as Promise<T>;
  };
  let objects = new Map<string, WalletAccount>();
  const asked: BitcoinPurpose[] = ['payment', 'ordinals'];
  const accountObject = (address: string) => {
    const found = objects.get(address);
    if (!found) throw Object.assign(new Error(`The wallet did not share ${address} with this site.`), { code: 4100 });
    return found;
  };
  return {
    messageProtocols: ['bip322'],
    async connect({ silent }) {
      // a silent connect only reads the accounts the wallet already authorized (the Wallet Standard has no silent flag for bitcoin:connect)
      const raw = silent ? wallet.accounts : ConnectOutput.parse(await call('bitcoin:connect', 'connect', { purposes: asked })).accounts;
      const read = readAccounts(raw, asked);
      objects = read.objects;
      return read.accounts;
    },
    async disconnect() {
      const f = features()['standard:disconnect']?.disconnect;
      if (typeof f === 'function') await (f as () => Promise<void>)();
    },
    async signMessage({ address, message }) {
      const answer = SignMessageOutput.safeParse(await call('bitcoin:signMessage', 'signMessage', { account: accountObject(address), message: new TextEncoder().encode(message) }));
      if (!answer.success) throw bad('bitcoin:signMessage');
      const { signature } = answer.data[0];
      return { address, signature: typeof signature === 'string' ? signature : toBase64(signature), protocol: 'bip322' };
    },
    async signPsbt({ psbt, signInputs, chain }) {
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({ account: accountObject(address), signingIndexes }));
      const bytes = Uint8Array.from(atob(psbt), (c) => c.charCodeAt(0));
      const answer = SignTransactionOutput.safeParse(await call('bitcoin:signTransaction', 'signTransaction', { psbt: bytes, inputsToSign, chain }));
      if (!answer.success) throw bad('bitcoin:signTransaction');
      return { psbt: toBase64(answer.data[0].signedPsbt) };
    },
    onAccountsChanged(listener) {
      const on = features()['standard:events']?.on;
      if (typeof on !== 'function') return () => undefined;
      return (on as (event: 'change', l: (p: { accounts?: readonly WalletAccount[] }) => void) => () => void)('change', ({ accounts }) => {
        if (!accounts) return;
        const read = readAccounts(accounts, asked);
        objects = read.objects;
        listener(read.accounts);
      });
    },
  };
}
