/**
 * The sandbox Bitcoin wallet's keys and signing, shared by the in-page wallet, the WalletConnect wallet
 * page and the sandbox description: deterministic dev keys (sha256 of a fixed phrase per account), testnet
 * addresses (testnet and signet share them), BIP-322 simple signatures and PSBT signing with bitcoinjs-lib and
 * @bitcoinerlab/secp256k1. No local Bitcoin node exists here: the sandbox API verifies what this signs.
 */
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';

bitcoin.initEccLib(ecc);

export type SandboxBitcoinPurpose = 'payment' | 'ordinals';

export interface SandboxBitcoinAccount {
  purpose: SandboxBitcoinPurpose;
  address: string;
  /** compressed public key, hex */
  publicKey: string;
  /** dev key of the sandbox only, hex */
  privateKey: string;
}

const NETWORK = bitcoin.networks.testnet;
const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
export const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Account `index` of the wallet named `seed`: payment is native segwit (P2WPKH), ordinals taproot (P2TR). */
export function sandboxBitcoinAccount(seed: string, index: number, purpose: SandboxBitcoinPurpose): SandboxBitcoinAccount {
  const privateKey = bitcoin.crypto.sha256(utf8(`walletgate sandbox bitcoin ${seed} ${purpose} ${index}`));
  if (!ecc.isPrivate(privateKey)) throw new Error('unusable sandbox key');
  const publicKey = ecc.pointFromScalar(privateKey, true)!;
  const payment =
    purpose === 'payment'
      ? bitcoin.payments.p2wpkh({ pubkey: publicKey, network: NETWORK })
      : bitcoin.payments.p2tr({ internalPubkey: publicKey.slice(1, 33), network: NETWORK });
  return { purpose, address: payment.address!, publicKey: hex(publicKey), privateKey: hex(privateKey) };
}

/** The signer bitcoinjs-lib's Psbt asks for: the key itself (segwit v0), or its BIP-86 tweak (taproot key path). */
function signerOf(account: SandboxBitcoinAccount): bitcoin.Signer {
  const priv = fromHex(account.privateKey);
  const pub = fromHex(account.publicKey);
  if (account.purpose === 'payment') return { publicKey: pub, sign: (hash) => ecc.sign(hash, priv) };
  const even = pub[0] === 2 ? priv : ecc.privateNegate(priv);
  const tweaked = ecc.privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', pub.slice(1, 33)))!;
  return {
    publicKey: ecc.pointFromScalar(tweaked, true)!,
    sign: (hash) => ecc.sign(hash, tweaked),
    signSchnorr: (hash) => ecc.signSchnorr(hash, tweaked),
  };
}

function inputFields(account: SandboxBitcoinAccount) {
  return account.purpose === 'ordinals' ? { tapInternalKey: fromHex(account.publicKey).slice(1, 33) } : {};
}

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  return Uint8Array.of(0xfd, n & 0xff, n >> 8);
}

/** BIP-322 "simple": the witness of a virtual transaction spending the message's commitment, base64. */
export function signBip322(account: SandboxBitcoinAccount, message: string): string {
  const tag = bitcoin.crypto.sha256(utf8('BIP0322-signed-message'));
  const messageHash = bitcoin.crypto.sha256(concat(tag, tag, utf8(message)));
  const script = bitcoin.address.toOutputScript(account.address, NETWORK);
  const toSpend = new bitcoin.Transaction();
  toSpend.version = 0;
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, bitcoin.script.compile([bitcoin.opcodes.OP_0!, messageHash]));
  toSpend.addOutput(script, 0n);
  const psbt = new bitcoin.Psbt({ network: NETWORK });
  psbt.setVersion(0);
  psbt.addInput({ hash: toSpend.getHash(), index: 0, sequence: 0, witnessUtxo: { script, value: 0n }, ...inputFields(account) });
  psbt.addOutput({ script: bitcoin.script.compile([bitcoin.opcodes.OP_RETURN!]), value: 0n });
  psbt.signInput(0, signerOf(account));
  psbt.finalizeAllInputs();
  const witness = psbt.extractTransaction().ins[0]!.witness;
  return toBase64(concat(varint(witness.length), ...witness.flatMap((item) => [varint(item.length), item])));
}

/** Signs the inputs of a PSBT (base64) that `account` can sign; returns it signed (not finalized), base64. */
export function signPsbt(account: SandboxBitcoinAccount, psbtBase64: string, indexes: number[]): string {
  const psbt = bitcoin.Psbt.fromBase64(psbtBase64, { network: NETWORK });
  const signer = signerOf(account);
  for (const index of indexes) {
    if (account.purpose === 'ordinals' && !psbt.data.inputs[index]?.tapInternalKey) psbt.updateInput(index, inputFields(account));
    psbt.signInput(index, signer);
  }
  return psbt.toBase64();
}

/** A PSBT spending one made-up output of `account` to `to` (tests and the demo build one to sign). */
export function samplePsbt(account: SandboxBitcoinAccount, to: string, sats: bigint): string {
  const script = bitcoin.address.toOutputScript(account.address, NETWORK);
  const psbt = new bitcoin.Psbt({ network: NETWORK });
  psbt.addInput({ hash: bitcoin.crypto.sha256(utf8(`sandbox utxo ${account.address}`)), index: 0, witnessUtxo: { script, value: sats + 1000n }, ...inputFields(account) });
  psbt.addOutput({ address: to, value: sats });
  return psbt.toBase64();
}
