/**
 * A sats-connect-style provider (`request(method, params)` answering JSON-RPC objects, as Xverse, Leather and
 * others inject) as a BitcoinTransport. sats-connect itself is not used: its wire format is read with zod.
 */
import { z } from 'zod/mini';
import { isAnyBitcoinAddress, orderBitcoinAccounts, signatureAnswer, type BitcoinAccount } from '../../core/bitcoin';
import type { BitcoinTransport } from './bitcoin';

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>;
  addListener?(event: string, listener: (...args: unknown[]) => void): (() => void) | unknown;
}

const RpcAnswer = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);
const address = z.object({
  address: z.string().check(z.refine(isAnyBitcoinAddress, 'not a Bitcoin address')),
  publicKey: z.optional(z.string()),
  purpose: z.string(),
});
const SignMessageResult = z.object({ signature: signatureAnswer });
const SignPsbtResult = z.object({ psbt: signatureAnswer, txid: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))) });

/** The provider's answer: its result, or its error thrown with the wallet's own code and words. */
async function ask(provider: SatsConnectProvider, method: string, params?: unknown): Promise<unknown> {
  const raw = await provider.request(method, params);
  const parsed = RpcAnswer.safeParse(raw);
  if (!parsed.success) throw Object.assign(new Error(`The wallet answered ${method} with something unexpected.`), { code: -32603 });
  if ('error' in parsed.data) throw Object.assign(new Error(parsed.data.error.message), { code: parsed.data.error.code });
  return parsed.data.result;
}

/** Payment and ordinals accounts; anything else the wallet lists (stacks, unknown entries) is left out. */
function readAccounts(list: unknown): BitcoinAccount[] {
  const items = Array.isArray(list) ? list : [];
  const accounts: BitcoinAccount[] = [];
  for (const item of items) {
    const parsed = address.safeParse(item);
    if (!parsed.success || (parsed.data.purpose !== 'payment' && parsed.data.purpose !== 'ordinals')) continue;
    accounts.push({ address: parsed.data.address, purpose: parsed.data.purpose, ...(parsed.data.publicKey ? { publicKey: parsed.data.publicKey } : {}) });
  }
  return orderBitcoinAccounts(accounts);
}

export function satsConnectTransport(provider: SatsConnectProvider): BitcoinTransport {
  const bad = (method: string) => Object.assign(new Error(`The wallet answered ${method} with something unexpected.`), { code: -32603 });
  return {
    messageProtocols: ['bip322', 'ecdsa'],
    async connect({ silent }) {
      if (silent) {
        // only a site the wallet already authorized gets its accounts without a prompt
        const result = await ask(provider, 'wallet_getAccount').catch(() => null);
        return readAccounts((result as { addresses?: unknown } | null)?.addresses);
      }
      const result = await ask(provider, 'getAccounts', { purposes: ['payment', 'ordinals'] });
      return readAccounts(Array.isArray(result) ? result : (result as { addresses?: unknown } | null)?.addresses);
    },
    async disconnect() {
      await ask(provider, 'wallet_renouncePermissions').catch(() => undefined);
    },
    async signMessage({ address: signer, message, protocol }) {
      const parsed = SignMessageResult.safeParse(await ask(provider, 'signMessage', { address: signer, message, protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' }));
      if (!parsed.success) throw bad('signMessage');
      return { address: signer, signature: parsed.data.signature, protocol };
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const parsed = SignPsbtResult.safeParse(await ask(provider, 'signPsbt', { psbt, signInputs, broadcast }));
      if (!parsed.success) throw bad('signPsbt');
      return { psbt: parsed.data.psbt, ...(parsed.data.txid ? { txid: parsed.data.txid } : {}) };
    },
    onAccountsChanged(listener) {
      if (typeof provider.addListener !== 'function') return () => undefined;
      const offChange = provider.addListener('accountChange', () => {
        void ask(provider, 'wallet_getAccount')
          .then((result) => listener(readAccounts((result as { addresses?: unknown } | null)?.addresses)))
          .catch(() => listener([]));
      });
      const offDisconnect = provider.addListener('disconnect', () => listener([]));
      return () => {
        if (typeof offChange === 'function') offChange();
        if (typeof offDisconnect === 'function') offDisconnect();
      };
    },
  };
}
