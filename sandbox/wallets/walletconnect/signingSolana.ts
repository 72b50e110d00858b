/** How the sandbox WalletConnect wallet carries out WalletConnect's Solana JSON-RPC with its sandbox Solana key:
 * messages and signatures in base58, transactions in base64 wire format, sent to the local litesvm RPC. */
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, Keypair, VersionedTransaction, type SendOptions } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from '../../chains/solana/base58';
import { WalletRpcError } from './signing';

export interface SandboxSolana {
  /** CAIP-2 id of the sandbox cluster */
  caipNetworkId: string;
  rpcUrl: string;
  /** the 64-byte secret key (sandbox test material, like the EVM dev keys) */
  secretKey: number[];
}

export const SOLANA_WALLET_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const;

// btoa/atob rather than Buffer: this module runs in the wallet page too, where webpack gives no Buffer global
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const field = (params: unknown, name: string): unknown =>
  params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;

function decodeTransaction(value: unknown): VersionedTransaction {
  if (typeof value !== 'string') throw new WalletRpcError(-32602, 'transaction missing (base64)');
  try {
    return VersionedTransaction.deserialize(fromBase64(value));
  } catch (err) {
    throw new WalletRpcError(-32602, `transaction is not a Solana transaction: ${(err as Error).message}`);
  }
}

function signWith(keypair: Keypair, tx: VersionedTransaction): VersionedTransaction {
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures);
  if (!signers.some((k) => k.equals(keypair.publicKey))) {
    throw new WalletRpcError(4100, `The transaction does not ask ${keypair.publicKey.toBase58()} to sign.`);
  }
  tx.sign([keypair]);
  return tx;
}

const ownSignature = (keypair: Keypair, tx: VersionedTransaction) => {
  const index = tx.message.staticAccountKeys.findIndex((k) => k.equals(keypair.publicKey));
  return encodeBase58(tx.signatures[index] ?? new Uint8Array(64));
};

/** Carries out a Solana method; throws WalletRpcError for a bad request. */
export async function performSolana(method: string, params: unknown, solana: SandboxSolana): Promise<unknown> {
  const keypair = Keypair.fromSecretKey(Uint8Array.from(solana.secretKey));
  const address = keypair.publicKey.toBase58();
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: address }];
    case 'solana_signMessage': {
      const message = field(params, 'message');
      if (typeof message !== 'string') throw new WalletRpcError(-32602, 'solana_signMessage: message missing (base58)');
      if (field(params, 'pubkey') !== address) throw new WalletRpcError(4100, `The requested account ${String(field(params, 'pubkey'))} is not this wallet's account.`);
      let bytes: Uint8Array;
      try {
        bytes = decodeBase58(message);
      } catch {
        throw new WalletRpcError(-32602, 'solana_signMessage: message is not base58');
      }
      return { signature: encodeBase58(ed25519.sign(bytes, keypair.secretKey.slice(0, 32))) };
    }
    case 'solana_signTransaction': {
      const tx = signWith(keypair, decodeTransaction(field(params, 'transaction')));
      return { signature: ownSignature(keypair, tx), transaction: toBase64(tx.serialize()) };
    }
    case 'solana_signAllTransactions': {
      const list = field(params, 'transactions');
      if (!Array.isArray(list) || list.length === 0) throw new WalletRpcError(-32602, 'solana_signAllTransactions: transactions missing');
      return { transactions: list.map((t) => toBase64(signWith(keypair, decodeTransaction(t)).serialize())) };
    }
    case 'solana_signAndSendTransaction': {
      const tx = signWith(keypair, decodeTransaction(field(params, 'transaction')));
      const options = (field(params, 'sendOptions') ?? {}) as SendOptions;
      const connection = new Connection(solana.rpcUrl, 'confirmed');
      try {
        return { signature: await connection.sendRawTransaction(tx.serialize(), options) };
      } catch (err) {
        throw new WalletRpcError(-32603, (err as Error).message);
      }
    }
    default:
      throw new WalletRpcError(4200, `Unsupported method: ${method}`);
  }
}
