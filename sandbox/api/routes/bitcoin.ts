/**
 * Bitcoin verification: no Bitcoin node runs in the sandbox, so what the sandbox Bitcoin wallets sign
 * is checked here — BIP-322 (and legacy ECDSA) message signatures with bip322-js, PSBT input signatures with
 * bitcoinjs-lib and @bitcoinerlab/secp256k1. Malformed input is simply invalid (or a 400 for a bad request shape).
 */
import { z } from 'zod/mini';
import { Verifier } from 'bip322-js';
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { json, parse, type Router } from '../http';

bitcoin.initEccLib(ecc);

const MessageBody = z.object({ address: z.string().check(z.minLength(1)), message: z.string(), signature: z.string().check(z.minLength(1)) });
const PsbtBody = z.object({ psbt: z.string().check(z.minLength(1)), address: z.string().check(z.minLength(1)) });

const NETWORK = bitcoin.networks.testnet;
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The inputs of `psbt` spending `address`'s outputs that carry a valid signature of that address's key. */
function signedInputsOf(psbtBase64: string, address: string): { inputs: number[]; signed: number[] } {
  const psbt = bitcoin.Psbt.fromBase64(psbtBase64, { network: NETWORK });
  const script = bitcoin.address.toOutputScript(address, NETWORK);
  const inputs: number[] = [];
  const signed: number[] = [];
  psbt.data.inputs.forEach((input, index) => {
    if (!input.witnessUtxo || !equal(input.witnessUtxo.script, script)) return;
    inputs.push(index);
    const hasSignature = !!input.tapKeySig || !!input.partialSig?.length;
    if (!hasSignature) return;
    const ok = psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) =>
      pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature),
    );
    // the key that signed must be the address's own: P2WPKH's pubkey hash, or P2TR's output key
    const keyMatches = input.tapKeySig
      ? equal(script.slice(2), bitcoin.payments.p2tr({ internalPubkey: input.tapInternalKey!, network: NETWORK }).pubkey!)
      : input.partialSig!.every((s) => equal(bitcoin.payments.p2wpkh({ pubkey: s.pubkey, network: NETWORK }).output!, script));
    if (ok && keyMatches) signed.push(index);
  });
  return { inputs, signed };
}

export function bitcoinRoutes(router: Router): void {
  router.post('/sandbox/bitcoin/verify-message', async (req) => {
    const { address, message, signature } = parse(MessageBody, await req.body());
    let valid: boolean;
    try {
      valid = Verifier.verifySignature(address, message, signature);
    } catch {
      valid = false; // not a signature at all
    }
    return json({ valid });
  });
  router.post('/sandbox/bitcoin/verify-psbt', async (req) => {
    const { psbt, address } = parse(PsbtBody, await req.body());
    try {
      const { inputs, signed } = signedInputsOf(psbt, address);
      return json({ valid: inputs.length > 0 && signed.length === inputs.length, inputs, signed });
    } catch {
      return json({ valid: false, inputs: [], signed: [] });
    }
  });
}
