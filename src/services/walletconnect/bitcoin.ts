/**
 * A WalletConnect session's bip122 namespace as a BitcoinTransport, so `getWalletProvider('bip122')`
 * signs through a WalletConnect wallet like through an extension. The requests are WalletConnect's Bitcoin
 * JSON-RPC (getAccountAddresses, signMessage, signPsbt); every answer is checked before it is handed on.
 */
import { z } from 'zod/mini';
import { isAnyBitcoinAddress, orderBitcoinAccounts, signatureAnswer, type BitcoinAccount } from '../../core/bitcoin';
import { sessionBitcoin } from '../../core/bip122';
import type { BitcoinTransport } from '../chains/bitcoin';
import type { UniversalProviderLike, WcSessionEvents } from './types';
import { topicOf } from './events';

const AddressEntry = z.object({
  address: z.string().check(z.refine(isAnyBitcoinAddress, 'not a Bitcoin address')),
  publicKey: z.optional(z.string()),
  /** WalletConnect says `intention`: payment or ordinal */
  intention: z.optional(z.string()),
});
const SignMessageAnswer = z.object({ signature: signatureAnswer });
const SignPsbtAnswer = z.object({ psbt: signatureAnswer, txid: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))) });
const bad = (method: string) => Object.assign(new Error(`The wallet answered ${method} with something unexpected.`), { code: -32603 });

export function walletConnectBitcoinTransport(up: UniversalProviderLike): BitcoinTransport {
  const session = () => sessionBitcoin(up.session?.namespaces ?? {});
  const chainFor = (chain: string) => (session().chains.includes(chain) ? chain : (session().chains[0] ?? chain));
  const request = (method: string, params: unknown, chain: string) => up.request<unknown>({ method, params }, chainFor(chain));
  /** the session's accounts, each with the purpose getAccountAddresses gives it (payment when the wallet does not say) */
  async function accounts(chain: string): Promise<BitcoinAccount[]> {
    const inSession = session().accounts;
    const [first] = inSession;
    if (!first) return [];
    const listed = await request('getAccountAddresses', { account: first, intentions: ['payment', 'ordinal'] }, chain).catch(() => null);
    const entries = (Array.isArray(listed) ? listed : []).flatMap((item) => {
      const parsed = AddressEntry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const purposeOf = (address: string) => (entries.find((e) => e.address === address)?.intention === 'ordinal' ? 'ordinals' : 'payment');
    const known = new Set(inSession);
    const all: BitcoinAccount[] = [
      ...inSession.map((address) => ({ address, purpose: purposeOf(address) }) as BitcoinAccount),
      // ordinals the wallet lists beside the session's accounts
      ...entries.filter((e) => !known.has(e.address) && e.intention === 'ordinal').map((e) => ({ address: e.address, purpose: 'ordinals' as const })),
    ];
    return orderBitcoinAccounts(all);
  }
  return {
    messageProtocols: ['bip322', 'ecdsa'],
    // the session is the authorization: its accounts are the answer, asked or restored
    connect: ({ chain }) => accounts(chain),
    // the session's end belongs to the WalletConnect flows (SPEC §4: one disconnect for every namespace on it)
    disconnect: () => Promise.resolve(),
    async signMessage({ address, message, protocol, chain }) {
      const parsed = SignMessageAnswer.safeParse(await request('signMessage', { account: address, address, message, protocol: protocol === 'ecdsa' ? 'ecdsa' : 'bip322' }, chain));
      if (!parsed.success) throw bad('signMessage');
      return { address, signature: parsed.data.signature, protocol };
    },
    async signPsbt({ psbt, signInputs, broadcast, chain }) {
      const account = session().accounts[0] ?? '';
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) => indexes.map((index) => ({ address, index })));
      const parsed = SignPsbtAnswer.safeParse(await request('signPsbt', { account, psbt, signInputs: inputs, broadcast }, chain));
      if (!parsed.success) throw bad('signPsbt');
      return { psbt: parsed.data.psbt, ...(parsed.data.txid ? { txid: parsed.data.txid } : {}) };
    },
    onAccountsChanged(listener) {
      const onDelete = (payload: WcSessionEvents['session_delete']) => {
        if (!up.session || topicOf(payload) === up.session.topic) listener([]);
      };
      up.on('session_delete', onDelete);
      return () => void up.removeListener('session_delete', onDelete);
    },
  };
}
