/**
 * Bitcoin rules: the bip122 networks CAIP-2 names by genesis-hash prefix, address formats per network,
 * the purposes a wallet gives its accounts (SPEC §3: `payment` is the one used), SPEC §9's 8 decimals, and the
 * checks `getWalletProvider('bip122')` runs on a site's requests before any wallet is asked. Pure.
 */
import { z } from 'zod/mini';
import { isBip122NetworkId } from './bip122';

/** SPEC §9: BTC has 8 decimals. */
export const BTC_DECIMALS = 8;

export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest';

/** CAIP-2 for bip122: the first 32 hex characters of the genesis block hash. */
const BIP122_GENESIS: Record<BitcoinNetworkKind, string> = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  testnet4: '00000000da84f2bafbbc53dee25a72ae',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
};

export { isBip122NetworkId } from './bip122';

/** Which Bitcoin network a CAIP-2 id names; null for an unknown genesis or another namespace. */
export function bitcoinNetworkKind(caipNetworkId: string): BitcoinNetworkKind | null {
  if (!isBip122NetworkId(caipNetworkId)) return null;
  const reference = caipNetworkId.slice('bip122:'.length);
  const found = (Object.keys(BIP122_GENESIS) as BitcoinNetworkKind[]).find((k) => BIP122_GENESIS[k] === reference);
  return found ?? null;
}

export const bip122NetworkId = (kind: BitcoinNetworkKind) => `bip122:${BIP122_GENESIS[kind]}` as const;

/** Wallet Standard names chains `bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest` (signet addresses are testnet's). */
export function walletStandardChain(caipNetworkId: string): string {
  const kind = bitcoinNetworkKind(caipNetworkId);
  if (kind === 'mainnet') return 'bitcoin:mainnet';
  if (kind === 'regtest') return 'bitcoin:regtest';
  return 'bitcoin:testnet';
}

/** The address prefix each network's segwit addresses carry (BIP-173 human-readable part). */
const HRP: Record<BitcoinNetworkKind, string> = { mainnet: 'bc', testnet: 'tb', testnet4: 'tb', signet: 'tb', regtest: 'bcrt' };
/** Legacy (P2PKH, P2SH) base58 addresses start with these characters. */
const BASE58_LEADS: Record<BitcoinNetworkKind, RegExp> = {
  mainnet: /^[13]/,
  testnet: /^[mn2]/,
  testnet4: /^[mn2]/,
  signet: /^[mn2]/,
  regtest: /^[mn2]/,
};
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/;
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk >>> 0;
}

/**
 * A segwit address (BIP-173 bech32 for v0, BIP-350 bech32m for v1+) with `hrp`: checksum, witness version and
 * program length checked. Returns the witness version, or null.
 */
export function segwitVersion(address: string, hrp: string): number | null {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return null;
  const lower = address.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || lower.slice(0, sep) !== hrp || lower.length > 90 || lower.length - sep - 1 < 7) return null;
  const data: number[] = [];
  for (const ch of lower.slice(sep + 1)) {
    const v = BECH32_CHARSET.indexOf(ch);
    if (v < 0) return null;
    data.push(v);
  }
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const check = polymod([...expanded, ...data]);
  const version = data[0]!;
  if (version > 16) return null;
  // bech32 for witness v0, bech32m for v1 and above
  if (check !== (version === 0 ? 1 : 0x2bc830a3)) return null;
  // the program: 5-bit groups back to bytes
  let acc = 0;
  let bits = 0;
  const program: number[] = [];
  for (const v of data.slice(1, -6)) {
    acc = (acc << 5) | v;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      program.push((acc >> bits) & 0xff);
    }
  }
  if (bits >= 5 || ((acc << (8 - bits)) & 0xff) !== 0) return null;
  if (program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return version;
}

/** An address of the given network: segwit (checksum checked) or legacy base58 with the network's leading character. */
export function isBitcoinAddress(address: unknown, kind: BitcoinNetworkKind): address is string {
  if (typeof address !== 'string') return false;
  if (segwitVersion(address, HRP[kind]) !== null) return true;
  return BASE58.test(address) && BASE58_LEADS[kind].test(address);
}

/** An address of any Bitcoin network (what a wallet's account list is checked against before the network is known). */
export const isAnyBitcoinAddress = (address: unknown): address is string =>
  (['mainnet', 'testnet', 'regtest'] as const).some((kind) => isBitcoinAddress(address, kind));

/** The networks an address can belong to: mainnet, or the test networks (which share one format). */
export function addressNetworkKinds(address: string): BitcoinNetworkKind[] {
  return (Object.keys(HRP) as BitcoinNetworkKind[]).filter((kind) => isBitcoinAddress(address, kind));
}

/** SPEC §3: what a Bitcoin account is for. `payment` is the account the site uses; `ordinals` holds inscriptions. */
export const BITCOIN_PURPOSES = ['payment', 'ordinals'] as const;
export type BitcoinPurpose = (typeof BITCOIN_PURPOSES)[number];

export interface BitcoinAccount {
  address: string;
  purpose: BitcoinPurpose;
  /** hex, when the wallet gives it */
  publicKey?: string;
}

/** The payment account first, then the others, no address twice: the order the account switcher lists them. */
export function orderBitcoinAccounts(accounts: readonly BitcoinAccount[]): BitcoinAccount[] {
  const seen = new Set<string>();
  const sorted = [...accounts].sort((a, b) => BITCOIN_PURPOSES.indexOf(a.purpose) - BITCOIN_PURPOSES.indexOf(b.purpose));
  return sorted.filter((a) => (seen.has(a.address) ? false : (seen.add(a.address), true)));
}

/** The CAIP-10 account id of an address on a bip122 network (SPEC §5: exactly three non-empty parts). */
export function bitcoinCaipAddress(caipNetworkId: string, address: string): string {
  if (!isBip122NetworkId(caipNetworkId)) throw new Error('Invalid CAIP Address');
  const kind = bitcoinNetworkKind(caipNetworkId);
  if (!address || address.includes(':') || (kind && !isBitcoinAddress(address, kind))) throw new Error('Invalid CAIP Address');
  return `${caipNetworkId}:${address}`;
}

/** Message signing: BIP-322 simple (segwit and taproot), or the legacy ECDSA "Bitcoin Signed Message" where a wallet offers only that. */
const SIGN_MESSAGE_PROTOCOLS = ['bip322', 'ecdsa'] as const;
export type SignMessageProtocol = (typeof SIGN_MESSAGE_PROTOCOLS)[number];

const base64 = z.string().check(z.minLength(4), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'));

/** The requests `getWalletProvider('bip122')` accepts; a bad field is refused before the wallet is asked. */
export const BITCOIN_REQUESTS = {
  signMessage: z.strictObject({
    message: z.string().check(z.minLength(1)),
    /** the account that signs; default: the connected (payment) account */
    address: z.optional(z.string().check(z.minLength(1))),
    protocol: z.optional(z.enum(SIGN_MESSAGE_PROTOCOLS)),
  }),
  signPsbt: z.strictObject({
    /** the PSBT, base64 (BIP-174) */
    psbt: base64.check(z.refine((text) => psbtInputCount(text) !== null, 'must be a base64 PSBT (BIP-174)')),
    /** which inputs each address signs; default: every input the connected account can sign */
    signInputs: z.optional(z.record(z.string().check(z.minLength(1)), z.array(z.int().check(z.gte(0))))),
    broadcast: z.optional(z.boolean()),
  }),
} as const;
export type BitcoinRequestMethod = keyof typeof BITCOIN_REQUESTS;
export type BitcoinRequestParams<M extends BitcoinRequestMethod> = z.infer<(typeof BITCOIN_REQUESTS)[M]>;

/** A request a site developer can fix: which method, which field (JSON-RPC -32602 invalid params). */
export class BitcoinRequestError extends Error {
  readonly code = -32602;
  constructor(method: string, detail: string) {
    super(`Invalid params for ${method}: ${detail}`);
    this.name = 'BitcoinRequestError';
  }
}

export function parseBitcoinRequest<M extends BitcoinRequestMethod>(method: M, params: unknown): BitcoinRequestParams<M> {
  const parsed = BITCOIN_REQUESTS[method].safeParse(params);
  if (parsed.success) return parsed.data as BitcoinRequestParams<M>;
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : 'params';
  throw new BitcoinRequestError(method, `${path} ${issue?.message ?? 'invalid'}`);
}

/** What a wallet's signature answer must be: base64 (65-byte compact ECDSA, or a BIP-322 witness). */
export const signatureAnswer = base64;

/** Connector ids: the Wallet Standard gives a wallet no id, so its name is it; a sats-connect provider has its own id. */
const BITCOIN_STANDARD_PREFIX = 'bitcoinStandard:';
const SATS_CONNECT_PREFIX = 'satsConnect:';
export const bitcoinStandardId = (name: string) => `${BITCOIN_STANDARD_PREFIX}${name}`;
export const satsConnectId = (id: string) => `${SATS_CONNECT_PREFIX}${id}`;

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Reads a Bitcoin varint at `at`: its value and the bytes it took. */
function varint(bytes: Uint8Array, at: number): [number, number] {
  const first = bytes[at];
  if (first === undefined) throw new Error('truncated');
  if (first < 0xfd) return [first, 1];
  const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
  if (at + size >= bytes.length) throw new Error('truncated');
  let value = 0;
  for (let i = size; i >= 1; i--) value = value * 256 + bytes[at + i]!;
  return [value, size + 1];
}

/**
 * BIP-174: how many inputs a PSBT's unsigned transaction spends, or null when the text is not a PSBT (its magic
 * `psbt\xff`, then the global unsigned-transaction entry). Lets "sign every input" be said without a Bitcoin library.
 */
export function psbtInputCount(psbtBase64: string): number | null {
  try {
    const bytes = fromBase64(psbtBase64);
    const magic = [0x70, 0x73, 0x62, 0x74, 0xff];
    if (!magic.every((b, i) => bytes[i] === b)) return null;
    let at = magic.length;
    const [keyLength, k] = varint(bytes, at);
    at += k;
    if (keyLength !== 1 || bytes[at] !== 0x00) return null; // the first global key must be the unsigned transaction
    at += 1;
    const [, v] = varint(bytes, at);
    at += v;
    // the unsigned transaction: version (4 bytes), then its input count (no segwit marker in a PSBT's unsigned tx)
    const [inputs] = varint(bytes, at + 4);
    return inputs;
  } catch {
    return null;
  }
}

