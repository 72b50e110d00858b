/**
 * How the sandbox WalletConnect wallet carries out WalletConnect's Cosmos JSON-RPC (a namespace WalletGate
 * serves only through a WalletConnect session) with a real Cosmos key: secp256k1, the address bech32('cosmos',
 * RIPEMD160(SHA256(compressed public key))), and cosmos_signAmino signing SHA256 of the Amino sign document as
 * Cosmos SDK wallets serialize it (keys sorted, no whitespace, <>& escaped). cosmos_signDirect (protobuf) is not
 * offered. The key is test material, derived from a fixed label like the EVM dev keys.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bech32 } from '@scure/base';
import { crypto as btcCrypto } from 'bitcoinjs-lib';
import { WalletRpcError } from './signing';

export interface SandboxCosmos {
  /** the cosmos networks (CAIP-2) the wallet serves */
  chains: string[];
}

export const COSMOS_WALLET_METHODS = ['cosmos_getAccounts', 'cosmos_signAmino'] as const;
export const COSMOS_SILENT_METHODS = new Set<string>(['cosmos_getAccounts']);

const KEY_LABEL = 'walletgate sandbox cosmos key';
const privateKey = (): Uint8Array => new Uint8Array(btcCrypto.sha256(new TextEncoder().encode(KEY_LABEL)));
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export function cosmosKey(): { publicKey: Uint8Array; address: string } {
  const publicKey = secp256k1.getPublicKey(privateKey(), true);
  const address = bech32.encode('cosmos', bech32.toWords(new Uint8Array(btcCrypto.hash160(publicKey))));
  return { publicKey, address };
}

/** Cosmos SDK's Amino JSON: object keys sorted at every level, no whitespace, and <, > and & escaped. */
function serializeSignDoc(doc: unknown): Uint8Array {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]))
        : value;
  const json = JSON.stringify(sorted(doc)).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return new TextEncoder().encode(json);
}

const field = (params: unknown, name: string): unknown => (params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined);

/** Carries out a Cosmos method; throws WalletRpcError for a bad request. */
export function performCosmos(method: string, params: unknown): unknown {
  const { publicKey, address } = cosmosKey();
  switch (method) {
    case 'cosmos_getAccounts':
      return [{ algo: 'secp256k1', address, pubkey: toBase64(publicKey) }];
    case 'cosmos_signAmino': {
      if (field(params, 'signerAddress') !== address) throw new WalletRpcError(4100, `The requested account ${String(field(params, 'signerAddress'))} is not this wallet's account.`);
      const signDoc = field(params, 'signDoc');
      if (!signDoc || typeof signDoc !== 'object' || typeof field(signDoc, 'chain_id') !== 'string') {
        throw new WalletRpcError(-32602, 'cosmos_signAmino: signDoc with chain_id missing');
      }
      const digest = new Uint8Array(btcCrypto.sha256(serializeSignDoc(signDoc)));
      const signature = secp256k1.sign(digest, privateKey()).toCompactRawBytes();
      return { signed: signDoc, signature: { pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(publicKey) }, signature: toBase64(signature) } };
    }
    default:
      throw new WalletRpcError(4200, `Unsupported method: ${method}`);
  }
}
