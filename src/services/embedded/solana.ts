/**
 * The embedded wallet's Solana account as a SolanaTransport: each call goes through the embedded
 * provider as a Solana JSON-RPC request (the wire form WalletConnect uses: messages and signatures base58,
 * transactions base64), which the embedded flows send to the secure frame on the active Solana network —
 * an unsafe method, so the visitor approves it in the frame first (SPEC §6). Every answer is checked.
 */
import { toBase58 } from '../../core/solana';
import type { SolanaSendOptions, SolanaTransport } from '../chains/solana';
import type { Eip1193Provider } from '../providers';
import { fromBase64, signatureBytes, toBase64, TransactionAnswer, TransactionsAnswer } from '../walletconnect/solana';

/** An answer the frame sent that is not the shape its method promises: an internal error (-32603), never a crash. */
function checked<T>(method: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (typeof (error as { code?: unknown } | null)?.code === 'number') throw error;
    throw Object.assign(new Error(`The secure frame answered ${method} with an unexpected result.`), { code: -32603 });
  }
}

export function embeddedSolanaTransport(provider: Eip1193Provider, account: string, chains: readonly string[]): SolanaTransport {
  const request = async <T>(method: string, params: Record<string, unknown>, read: (answer: unknown) => T) => {
    const answer = await provider.request({ method, params: [params] });
    return checked(method, () => read(answer));
  };
  return {
    chains,
    // the frame's session is the authorization: its Solana account is the answer
    connect: () => Promise.resolve([account]),
    // signing out of the embedded wallet belongs to the embedded flows (one sign-out for every namespace)
    disconnect: () => Promise.resolve(),
    async signMessage(message, pubkey) {
      return request('solana_signMessage', { message: toBase58(message), pubkey }, signatureBytes);
    },
    async signTransactions(transactions) {
      if (transactions.length === 1) {
        return [await request('solana_signTransaction', { transaction: toBase64(transactions[0]!) }, (a) => fromBase64(TransactionAnswer.parse(a).transaction))];
      }
      const answer = await request('solana_signAllTransactions', { transactions: transactions.map(toBase64) }, (a) => TransactionsAnswer.parse(a));
      if (answer.transactions.length !== transactions.length) {
        throw Object.assign(new Error(`The wallet returned ${answer.transactions.length} of ${transactions.length} transactions.`), { code: -32603 });
      }
      return checked('solana_signAllTransactions', () => answer.transactions.map(fromBase64));
    },
    async signAndSendTransaction(transaction, _account, _chain, options: SolanaSendOptions) {
      return request('solana_signAndSendTransaction', { transaction: toBase64(transaction), sendOptions: options }, signatureBytes);
    },
    // one account per user: it never changes while signed in
    onAccountsChanged: () => () => undefined,
  };
}
