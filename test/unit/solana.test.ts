import { PublicKey } from '@solana/web3.js';
import { parseSolanaRequest, solanaDeepLink, solanaDeepLinkWallet, toBase58, walletChainFor, PREFLIGHT_COMMITMENTS } from '../../src/core/solana';
const solanaKeypairForTest = '8ZNnujwcwuThZLYKvQmJ1xMhRvLTpzBGAzGuiVe2uk2r';

describe('SPEC §5 Solana request rules', () => {
  it('sign message needs message and pubkey', () => {
    expect(parseSolanaRequest('solana_signMessage', { message: 'hi', pubkey: solanaKeypairForTest })).toEqual({ message: 'hi', pubkey: solanaKeypairForTest });
    expect(() => parseSolanaRequest('solana_signMessage', { message: 'hi' })).toThrow(/^Invalid params for solana_signMessage: pubkey/);
    expect(() => parseSolanaRequest('solana_signMessage', { pubkey: solanaKeypairForTest })).toThrow(/solana_signMessage: message/);
    expect(() => parseSolanaRequest('solana_signMessage', { message: 'hi', pubkey: '0xabc' })).toThrow(/pubkey must be a base58 public key/);
  });

  it('sign transaction needs a transaction; sign all a non-empty list', () => {
    const tx = new Uint8Array([1]);
    expect(parseSolanaRequest('solana_signTransaction', { transaction: tx }).transaction).toBe(tx);
    expect(parseSolanaRequest('solana_signTransaction', { transaction: { serialize: () => tx } })).toBeTruthy();
    expect(() => parseSolanaRequest('solana_signTransaction', { transaction: 'abc' })).toThrow(/solana_signTransaction: transaction/);
    expect(() => parseSolanaRequest('solana_signAllTransactions', { transactions: [] })).toThrow(/solana_signAllTransactions: transactions/);
    expect(() => parseSolanaRequest('solana_signAllTransactions', { transactions: [tx, 7] })).toThrow(/transactions\.1/);
  });

  it('sign-and-send takes every allowed commitment and refuses anything else, naming the list', () => {
    const tx = new Uint8Array([1]);
    for (const preflightCommitment of PREFLIGHT_COMMITMENTS) {
      expect(parseSolanaRequest('solana_signAndSendTransaction', { transaction: tx, options: { preflightCommitment } }).options).toEqual({ preflightCommitment });
    }
    expect(() => parseSolanaRequest('solana_signAndSendTransaction', { transaction: tx, options: { preflightCommitment: 'bogus' } })).toThrow(
      'Invalid params for solana_signAndSendTransaction: options.preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    );
    expect(() => parseSolanaRequest('solana_signAndSendTransaction', { transaction: tx, options: { maxRetries: 1.5 } })).toThrow(/options.maxRetries/);
    expect(() => parseSolanaRequest('solana_signAndSendTransaction', { transaction: tx, options: { minContextSlot: -1 } })).toThrow(/options.minContextSlot/);
    expect(() => parseSolanaRequest('solana_signAndSendTransaction', { transaction: tx, options: { skipPreflight: 1 } })).toThrow(/options.skipPreflight/);
  });
});

describe('Solana helpers', () => {
  it('hands a wallet the chain id it lists, else the cluster name it knows', () => {
    expect(walletChainFor('solana:abc', ['solana:abc'])).toBe('solana:abc');
    expect(walletChainFor('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['solana:mainnet'])).toBe('solana:mainnet');
    expect(walletChainFor('solana:local123', ['solana:localnet'])).toBe('solana:localnet');
  });

  it('builds the Phantom browse link and the Coinbase Wallet dapp link (SPEC §7)', () => {
    expect(solanaDeepLinkWallet('Phantom')).toBe('phantom');
    expect(solanaDeepLinkWallet('Coinbase Wallet')).toBe('coinbase');
    expect(solanaDeepLinkWallet('Rainbow')).toBeNull();
    expect(solanaDeepLink('phantom', 'https://dapp.example/app?x=1')).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Fapp%3Fx%3D1?ref=https%3A%2F%2Fdapp.example',
    );
    expect(solanaDeepLink('coinbase', 'https://dapp.example/')).toBe('https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example%2F');
  });

  it('writes base58 as Solana does (leading zero bytes as 1s)', () => {
    expect(toBase58(new Uint8Array([0, 0, 1]))).toBe('112');
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111');
    // the same text as @solana/web3.js gives a public key
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256);
    expect(toBase58(bytes)).toBe(new PublicKey(bytes).toBase58());
  });
});
