/**
 * The public Solana provider (getWalletProvider('solana')) over any SolanaTransport: SPEC §5 checks first (zod,
 * refused with a SolanaRequestError naming the field), then the wallet. @solana/web3.js loads only when a site
 * hands it web3.js transactions, to give them back of the same kind.
 */
import { parseSolanaRequest, toBase58, SolanaRequestError } from '../../core/solana';
import type { SolanaTransactionInput, SolanaTransport, SolanaWalletProvider } from './solana';

const loadWeb3 = () => import(/* webpackChunkName: "solana-web3" */ '@solana/web3.js');

type Serializable = { serialize: (config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }) => Uint8Array };

/** Wire bytes of a transaction: signatures need not be complete, the wallet adds its own. */
function toWire(transaction: SolanaTransactionInput): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction;
  return Uint8Array.from((transaction as unknown as Serializable).serialize({ requireAllSignatures: false, verifySignatures: false }));
}

/** The signed wire bytes, as the kind of transaction the site gave. */
async function fromWire<T extends SolanaTransactionInput>(like: T, signed: Uint8Array): Promise<T> {
  if (like instanceof Uint8Array) return signed as T;
  const web3 = await loadWeb3();
  return ('version' in like ? web3.VersionedTransaction.deserialize(signed) : web3.Transaction.from(signed)) as unknown as T;
}

export interface SolanaProviderContext {
  /** the connected account and network right now (they change with the wallet and the visitor) */
  current(): { publicKey: string; chainId: string; walletChain: string };
}

export function createSolanaWalletProvider(transport: SolanaTransport, context: SolanaProviderContext): SolanaWalletProvider {
  return {
    namespace: 'solana',
    get publicKey() {
      return context.current().publicKey;
    },
    get chainId() {
      return context.current().chainId;
    },
    async signMessage(params) {
      const { message, pubkey } = parseSolanaRequest('solana_signMessage', params);
      const { publicKey } = context.current();
      if (pubkey !== publicKey) throw new SolanaRequestError('solana_signMessage', `pubkey ${pubkey} is not the connected account ${publicKey}`);
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
      return transport.signMessage(bytes, publicKey);
    },
    async signTransaction(params) {
      const { transaction } = parseSolanaRequest('solana_signTransaction', params);
      const { publicKey, walletChain } = context.current();
      const [signed] = await transport.signTransactions([toWire(transaction)], publicKey, walletChain);
      if (!signed) throw new Error('The wallet returned no transaction');
      return fromWire(params.transaction, signed);
    },
    async signAllTransactions(params) {
      const { transactions } = parseSolanaRequest('solana_signAllTransactions', params);
      const { publicKey, walletChain } = context.current();
      const signed = await transport.signTransactions(transactions.map(toWire), publicKey, walletChain);
      return Promise.all(params.transactions.map((like, i) => fromWire(like, signed[i]!)));
    },
    async signAndSendTransaction(params) {
      const { transaction, options } = parseSolanaRequest('solana_signAndSendTransaction', params);
      const { publicKey, walletChain } = context.current();
      const signature = await transport.signAndSendTransaction(toWire(transaction), publicKey, walletChain, options ?? {});
      return toBase58(signature);
    },
  };
}
