/**
 * The sandbox wallets announce themselves with what the sandbox description says (addresses, public keys) and load
 * their signing code only when asked to sign: the two must agree. For each wallet, the address it announces is the
 * one its signing code derives from the key it holds, and a signature made by that code verifies for that address.
 */
import { Verifier } from 'bip322-js';
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { verifyMessage, type Hex } from 'viem';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { decodeBase58 } from '../../sandbox/chains/solana/base58';
import { describeInjectedWallets } from '../../sandbox/wallets/injected/describe';
import { Signer } from '../../sandbox/wallets/injected/signer';
import { describeMultichainWallet } from '../../sandbox/wallets/solana/describe';
import { addressOf, signMessageWith } from '../../sandbox/wallets/solana/signing';
import { describeBitcoinWallet } from '../../sandbox/wallets/bitcoin/describe';
import { signBip322 } from '../../sandbox/wallets/bitcoin/keys';
import { POLKADOT_WALLET } from '../../sandbox/wallets/polkadot/describe';
import { makePairs } from '../../sandbox/wallets/polkadot/keys';

const evmAccounts = [...describeInjectedWallets().flatMap((w) => w.accounts), ...describeMultichainWallet().evmAccounts];

describe('EVM wallets (Sandbox, Legacy, the multichain wallet’s EVM side)', () => {
  it.each(evmAccounts.map((a) => [a.address, a]))('%s is the address of the key its signer holds, and signs for it', async (_, account) => {
    const signer = new Signer(account.privateKey);
    expect(signer.address).toBe(account.address); // EIP-55 checksummed, as pages see it
    const signature = await signer.signMessage('hello');
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true);
    expect(await verifyMessage({ address: account.address, message: 'hullo', signature })).toBe(false);
  });

  it('holds distinct accounts', () => {
    expect(new Set(evmAccounts.map((a) => a.address)).size).toBe(evmAccounts.length);
  });
});

describe('Solana (the multichain wallet’s Wallet Standard side)', () => {
  const accounts = describeMultichainWallet().solanaAccounts;

  it.each(accounts.map((a) => [a.address, a]))('%s is the public key of its secret key, and signs for it', (_, account) => {
    expect(addressOf(account.secretKey)).toBe(account.address);
    // the public key bytes the wallet announces are the address decoded
    const publicKey = decodeBase58(account.address);
    expect(publicKey).toHaveLength(32);
    const message = new TextEncoder().encode('hello');
    const signature = signMessageWith(account.secretKey, message);
    expect(ed25519.verify(signature, message, publicKey)).toBe(true);
    expect(ed25519.verify(signature, new TextEncoder().encode('hullo'), publicKey)).toBe(false);
  });
});

describe('Bitcoin', () => {
  const { accounts } = describeBitcoinWallet();

  it.each(accounts.map((a) => [a.purpose, a]))('the %s account announces the public key of its key, and signs for its address', (_, account) => {
    expect(Buffer.from(secp256k1.getPublicKey(account.privateKey, true)).toString('hex')).toBe(account.publicKey);
    const signature = signBip322(account, 'hello');
    expect(Verifier.verifySignature(account.address, 'hello', signature)).toBe(true);
    expect(Verifier.verifySignature(account.address, 'hullo', signature)).toBe(false);
  });
});

describe('Polkadot', () => {
  it('lists the addresses of the dev seed’s sr25519 pairs it signs with', async () => {
    await cryptoWaitReady();
    const pairs = await makePairs(POLKADOT_WALLET.accounts.map((a) => a.uri));
    expect(pairs.map((p) => p.address)).toEqual(POLKADOT_WALLET.accounts.map((a) => a.address));
  });
});

// the checks above can fail: a key that is not the account's does not verify
it('a signature from another account does not verify', async () => {
  const [a, b] = evmAccounts as [{ address: Hex; privateKey: Hex }, { address: Hex; privateKey: Hex }];
  const signature = await new Signer(b.privateKey).signMessage('hello');
  expect(await verifyMessage({ address: a.address, message: 'hello', signature })).toBe(false);
});
