/** Key custody: each user's EOA key is generated here and never leaves this module — no route returns it,
 * no log prints it. The rest of the site asks the vault to sign on a user's behalf. The user's Solana
 * keypair is derived from that same secret (deterministic: one secret, one Solana account), and stays here too. */
import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { toHex, type Address, type Hex } from 'viem';

/** ed25519 seed for a user's Solana account: a domain-separated hash of their EOA key. */
const solanaSeed = (key: Hex): Buffer => createHash('sha256').update(`walletgate-secure-frame:solana:${key}`).digest();

export class KeyVault {
  readonly #accounts = new Map<string, PrivateKeyAccount>();
  readonly #keys = new Map<string, Hex>();
  readonly #solana = new Map<string, Keypair>();
  /** smart-session keys, by their address: they sign only what a session allows, on chain */
  readonly #sessionKeys = new Map<Address, { key: Hex; account: PrivateKeyAccount }>();

  /** Generates a key for `userId` and answers its address. */
  create(userId: string): Address {
    if (this.#accounts.has(userId)) throw new Error(`user ${userId} already has a key`);
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    this.#keys.set(userId, key);
    this.#accounts.set(userId, account);
    this.#solana.set(userId, Keypair.fromSeed(solanaSeed(key)));
    return account.address;
  }

  /** The base58 address of `userId`'s Solana account. */
  solanaAddress(userId: string): string {
    return this.solanaSigner(userId).publicKey.toBase58();
  }

  /** `userId`'s Solana keypair, for signing in-process only (never serialized, never returned over HTTP). */
  solanaSigner(userId: string): Keypair {
    const keypair = this.#solana.get(userId);
    if (!keypair) throw new Error(`no Solana key for user ${userId}`);
    return keypair;
  }

  /** The signer for `userId` (a viem local account: signs in-process, never exports the key). */
  signer(userId: string): PrivateKeyAccount {
    const account = this.#accounts.get(userId);
    if (!account) throw new Error(`no key for user ${userId}`);
    return account;
  }

  /** Generates a smart-session key and answers its address (the session's id). */
  createSessionKey(): Address {
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    this.#sessionKeys.set(account.address, { key, account });
    return account.address;
  }

  /** The signer of a session key this vault made, or undefined. */
  sessionSigner(address: Address): PrivateKeyAccount | undefined {
    return this.#sessionKeys.get(address)?.account;
  }

  /** Every key held, for tests that prove no response ever carries one. Not reachable over HTTP. */
  keysForLeakChecks(): Hex[] {
    return [
      ...this.#keys.values(),
      ...[...this.#solana.values()].map((k) => toHex(k.secretKey.slice(0, 32))),
      ...[...this.#sessionKeys.values()].map((k) => k.key),
    ];
  }
}
