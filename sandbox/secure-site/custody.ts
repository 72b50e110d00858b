/** Key custody: each user's EOA key is generated here and never leaves this module — no route returns it,
 * no log prints it. The rest of the site asks the vault to sign on a user's behalf. */
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Address, Hex } from 'viem';

export class KeyVault {
  readonly #accounts = new Map<string, PrivateKeyAccount>();
  readonly #keys = new Map<string, Hex>();

  /** Generates a key for `userId` and answers its address. */
  create(userId: string): Address {
    if (this.#accounts.has(userId)) throw new Error(`user ${userId} already has a key`);
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    this.#keys.set(userId, key);
    this.#accounts.set(userId, account);
    return account.address;
  }

  /** The signer for `userId` (a viem local account: signs in-process, never exports the key). */
  signer(userId: string): PrivateKeyAccount {
    const account = this.#accounts.get(userId);
    if (!account) throw new Error(`no key for user ${userId}`);
    return account;
  }

  /** Every key held, for tests that prove no response ever carries one. Not reachable over HTTP. */
  keysForLeakChecks(): Hex[] {
    return [...this.#keys.values()];
  }
}
