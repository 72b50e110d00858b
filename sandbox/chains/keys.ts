import { createHash, pbkdf2Sync } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { bytesToHex, type Hex } from 'viem';
import { HDKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

/** Sandbox secrets. Only the sandbox wallets (and the chain seeding) may import this module;
 * ChainsInfo carries addresses, never keys. Everything here is public test material. */
export const SANDBOX_MNEMONIC = 'test test test test test test test test test test test junk';
export const EVM_ACCOUNT_COUNT = 10;
export const SOLANA_ACCOUNT_COUNT = 5;
/** The on-ramp faucet pays from this EVM account. */
export const FAUCET_INDEX = 9;

let accountsNode: HDKey | undefined;
const evmAccounts = new Map<number, { privateKey: Hex; account: PrivateKeyAccount }>();

/** m/44'/60'/0'/0 of the sandbox mnemonic, computed once with node's native PBKDF2 (viem's
 * mnemonicToAccount redoes the seed and the whole path in JS for every account). */
function accountsParent(): HDKey {
  accountsNode ??= HDKey.fromMasterSeed(
    pbkdf2Sync(SANDBOX_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'),
  ).derive("m/44'/60'/0'/0");
  return accountsNode;
}

function evmEntry(index: number): { privateKey: Hex; account: PrivateKeyAccount } {
  let entry = evmAccounts.get(index);
  if (!entry) {
    const key = accountsParent().deriveChild(index).privateKey;
    if (!key) throw new Error(`no private key for account ${index}`);
    const privateKey = bytesToHex(key);
    entry = { privateKey, account: privateKeyToAccount(privateKey) };
    evmAccounts.set(index, entry);
  }
  return entry;
}

/** The EVM account at m/44'/60'/0'/0/<index> of the sandbox mnemonic (what anvil funds). */
export function evmAccount(index: number): PrivateKeyAccount {
  return evmEntry(index).account;
}

export function evmPrivateKey(index: number): Hex {
  return evmEntry(index).privateKey;
}

/** Deterministic Solana keypair: seed = sha256("walletgate-sandbox-sol-<label>"). */
export function solanaKeypair(label: number | string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`walletgate-sandbox-sol-${label}`).digest());
}
