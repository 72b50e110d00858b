/** The sandbox Solana wallet's signing code: @solana/web3.js and ed25519, loaded on the first request that signs
 * (./wallet.ts announces the wallet without them). The keys arrive as the sandbox description's base58 secret keys. */
import { Connection, Keypair, VersionedTransaction, type SendOptions } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import { decodeBase58 } from '../../chains/solana/base58';

const keypairs = new Map<string, Keypair>();
const connections = new Map<string, Connection>();

function keypair(secretKey: string): Keypair {
  let key = keypairs.get(secretKey);
  if (!key) keypairs.set(secretKey, (key = Keypair.fromSecretKey(decodeBase58(secretKey))));
  return key;
}

/** The address web3.js derives from a secret key (what the description's address must be). */
export const addressOf = (secretKey: string): string => keypair(secretKey).publicKey.toBase58();

/** solana:signMessage: an ed25519 signature of the bytes themselves. */
export const signMessageWith = (secretKey: string, message: Uint8Array): Uint8Array => ed25519.sign(message, keypair(secretKey).secretKey.slice(0, 32));

/** solana:signTransaction: a serialized (legacy or v0) transaction, signed and serialized again. */
export function signTransactionWith(secretKey: string, transaction: Uint8Array): Uint8Array {
  const tx = VersionedTransaction.deserialize(transaction);
  tx.sign([keypair(secretKey)]);
  return tx.serialize();
}

/** Sends a signed transaction to the cluster; resolves with its signature (base58). */
export function sendSigned(rpcUrl: string, signed: Uint8Array, options: SendOptions): Promise<string> {
  let connection = connections.get(rpcUrl);
  if (!connection) connections.set(rpcUrl, (connection = new Connection(rpcUrl, 'confirmed')));
  return connection.sendRawTransaction(signed, options);
}
