/**
 * A WalletConnect session's solana namespace as a SolanaTransport, so `getWalletProvider('solana')`
 * signs through a WalletConnect wallet like through a Wallet Standard one. The requests are WalletConnect's
 * Solana JSON-RPC: messages and signatures in base58, transactions in base64 wire format. Every answer is
 * checked before it is handed on.
 */
import { z } from 'zod/mini';
import { toBase58 } from '../../core/solana';
import { sessionSolana, toAddress } from '../../core/walletConnect';
import type { SolanaSendOptions, SolanaTransport } from '../chains/solana';
import type { UniversalProviderLike, WcSessionEvents } from './types';
import { accountsChangedOn, topicOf } from './events';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function fromBase58(text: string): Uint8Array {
  let n = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) throw Object.assign(new Error('The wallet answered with text that is not base58.'), { code: -32603 });
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n % 256n));
    n /= 256n;
  }
  let zeros = 0;
  while (text[zeros] === '1') zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

export const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,100}$/));
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
const SignatureAnswer = z.object({ signature: base58 });
export const TransactionAnswer = z.object({ transaction: base64 });
export const TransactionsAnswer = z.object({ transactions: z.array(base64) });

export const signatureBytes = (answer: unknown) => {
  const bytes = fromBase58(SignatureAnswer.parse(answer).signature);
  if (bytes.length !== 64) throw Object.assign(new Error('The wallet returned a signature that is not 64 bytes.'), { code: -32603 });
  return bytes;
};

export function walletConnectSolanaTransport(up: UniversalProviderLike): SolanaTransport {
  const current = () => sessionSolana(up.session?.namespaces ?? {});
  const request = (method: string, params: unknown, chain: string) => up.request<unknown>({ method, params }, chain);
  const chainFor = (chain: string) => (current().chains.includes(chain) ? chain : (current().chains[0] ?? chain));
  return {
    get chains() {
      return current().chains;
    },
    // the session is the authorization: its accounts are the answer, asked or restored
    connect: () => Promise.resolve(current().accounts),
    // the session's end belongs to the WalletConnect flows (SPEC §4: one disconnect for every namespace on it)
    disconnect: () => Promise.resolve(),
    async signMessage(message, account) {
      const chain = chainFor('');
      return signatureBytes(await request('solana_signMessage', { message: toBase58(message), pubkey: account }, chain));
    },
    async signTransactions(transactions, _account, chain) {
      const on = chainFor(chain);
      if (transactions.length === 1) {
        const answer = TransactionAnswer.parse(await request('solana_signTransaction', { transaction: toBase64(transactions[0]!) }, on));
        return [fromBase64(answer.transaction)];
      }
      const answer = TransactionsAnswer.parse(await request('solana_signAllTransactions', { transactions: transactions.map(toBase64) }, on));
      if (answer.transactions.length !== transactions.length) {
        throw Object.assign(new Error(`The wallet returned ${answer.transactions.length} of ${transactions.length} transactions.`), { code: -32603 });
      }
      return answer.transactions.map(fromBase64);
    },
    async signAndSendTransaction(transaction, _account, chain, options: SolanaSendOptions) {
      const answer = await request('solana_signAndSendTransaction', { transaction: toBase64(transaction), sendOptions: options }, chainFor(chain));
      return signatureBytes(answer);
    },
    onAccountsChanged(listener) {
      const onEvent = (payload: WcSessionEvents['session_event']) => {
        const data = accountsChangedOn(payload, 'solana', up.session?.topic);
        if (data) listener(data.filter((a): a is string => typeof a === 'string').map(toAddress));
      };
      const onDelete = (payload: WcSessionEvents['session_delete']) => {
        if (!up.session || topicOf(payload) === up.session.topic) listener([]);
      };
      up.on('session_event', onEvent);
      up.on('session_delete', onDelete);
      return () => {
        up.removeListener('session_event', onEvent);
        up.removeListener('session_delete', onDelete);
      };
    },
  };
}
