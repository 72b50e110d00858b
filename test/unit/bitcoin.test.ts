/** Bitcoin rules: bip122 CAIP-2 ids by genesis prefix, address formats per network, CAIP-10, the account
 * purposes' order, PSBT input counting, and the checks of getWalletProvider('bip122') requests. */
import {
  addressNetworkKinds,
  bip122NetworkId,
  bitcoinCaipAddress,
  bitcoinNetworkKind,
  isBip122NetworkId,
  isBitcoinAddress,
  orderBitcoinAccounts,
  parseBitcoinRequest,
  psbtInputCount,
  segwitVersion,
  walletStandardChain,
  BTC_DECIMALS,
} from '../../src/core/bitcoin';
import { isCaipAddress } from '../../src/core/caip';
import { sandboxBitcoinAccount, samplePsbt } from '../../sandbox/wallets/bitcoin/keys';

const PAYMENT = 'tb1qpz7jlzwz2mk9c4hf55k303qczmerajqcvcvv2a';
const ORDINALS = 'tb1pmm6nfkqn7ltuw9wytaz6p04k0jhcdr5d8gfcqxdpye0wzlysh95qhc7hu2';

describe('bip122 networks (CAIP-2: the first 32 hex characters of the genesis hash)', () => {
  it('names mainnet, testnet and signet by their genesis prefixes', () => {
    expect(bip122NetworkId('mainnet')).toBe('bip122:000000000019d6689c085ae165831e93');
    expect(bitcoinNetworkKind('bip122:000000000933ea01ad0ee984209779ba')).toBe('testnet');
    expect(bitcoinNetworkKind('bip122:00000008819873e925422c1ff0f99f7c')).toBe('signet');
    expect(bitcoinNetworkKind('bip122:ffffffffffffffffffffffffffffffff')).toBeNull();
    expect(bitcoinNetworkKind('eip155:1')).toBeNull();
  });

  it('accepts only 32 lowercase hex characters after bip122:', () => {
    expect(isBip122NetworkId('bip122:000000000019d6689c085ae165831e93')).toBe(true);
    expect(isBip122NetworkId('bip122:000000000019d6689c085ae165831e9')).toBe(false);
    expect(isBip122NetworkId('bip122:000000000019D6689C085AE165831E93')).toBe(false);
    expect(isBip122NetworkId('bip122:000000000019d6689c085ae165831e93:x')).toBe(false);
  });

  it('maps a network to the chain the Wallet Standard names (signet addresses are testnet ones)', () => {
    expect(walletStandardChain(bip122NetworkId('mainnet'))).toBe('bitcoin:mainnet');
    expect(walletStandardChain(bip122NetworkId('testnet'))).toBe('bitcoin:testnet');
    expect(walletStandardChain(bip122NetworkId('signet'))).toBe('bitcoin:testnet');
    expect(walletStandardChain(bip122NetworkId('regtest'))).toBe('bitcoin:regtest');
  });

  it('SPEC §9: Bitcoin has 8 decimals', () => expect(BTC_DECIMALS).toBe(8));
});

describe('addresses', () => {
  // addresses made with bitcoinjs-lib from one key: P2WPKH, P2TR, P2WSH, regtest P2WPKH
  const P2WPKH = 'bc1q8la8vpxs2gt4rr4tje7qgglh29pkda83j42nhz';
  const P2TR = 'bc1p287uf4hm07799nt5wzpr8y385mwzrex8hnjzym2je8k0mxj8dj3slngnpu';

  it('checks bech32 (v0) and bech32m (v1+) checksums and program lengths', () => {
    expect(segwitVersion(P2WPKH, 'bc')).toBe(0);
    expect(segwitVersion(P2WPKH.toUpperCase(), 'bc')).toBe(0);
    expect(segwitVersion(P2TR, 'bc')).toBe(1);
    expect(segwitVersion('tb1qxsfgs8mdvxjmml3xzrlzzt2sqenamrcwrrlyp3gm6u5ztnqvk6hqxkquwm', 'tb')).toBe(0);
    expect(segwitVersion('bcrt1q8la8vpxs2gt4rr4tje7qgglh29pkda8366gdmc', 'bcrt')).toBe(0);
    // one character off, mixed case, another network's prefix, a v1 program with a bech32 (not bech32m) checksum (BIP-350)
    expect(segwitVersion('bc1q8la8vpxs2gt4rr4tje7qgglh29pkda83j42nhy', 'bc')).toBeNull();
    expect(segwitVersion('bc1Q8la8vpxs2gt4rr4tje7qgglh29pkda83j42nhz', 'bc')).toBeNull();
    expect(segwitVersion(P2WPKH, 'tb')).toBeNull();
    expect(segwitVersion('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bc')).toBeNull();
  });

  it('tells mainnet from test-network addresses, segwit and legacy', () => {
    expect(isBitcoinAddress(P2WPKH, 'mainnet')).toBe(true);
    expect(isBitcoinAddress(P2WPKH, 'testnet')).toBe(false);
    expect(isBitcoinAddress(PAYMENT, 'signet')).toBe(true);
    expect(isBitcoinAddress(PAYMENT, 'mainnet')).toBe(false);
    expect(isBitcoinAddress('16qHcRSjAULAxkAy1uvdJ6Mer8CEPa84Yv', 'mainnet')).toBe(true);
    expect(isBitcoinAddress('16qHcRSjAULAxkAy1uvdJ6Mer8CEPa84Yv', 'testnet')).toBe(false);
    expect(isBitcoinAddress('mmMEuUXhyVmRjreajUu181Zyi7nwHhZkyN', 'testnet')).toBe(true);
    expect(isBitcoinAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'mainnet')).toBe(false);
    expect(isBitcoinAddress(42, 'mainnet')).toBe(false);
    expect(addressNetworkKinds(ORDINALS)).toEqual(['testnet', 'testnet4', 'signet']);
  });

  it('the sandbox wallet derives the same addresses every time (deterministic keys)', () => {
    expect(sandboxBitcoinAccount('x', 0, 'payment').address).toBe(PAYMENT);
    expect(sandboxBitcoinAccount('x', 0, 'ordinals').address).toBe(ORDINALS);
  });
});

describe('CAIP-10 on bip122 (SPEC §5: three non-empty parts)', () => {
  it('joins a network and an address of that network', () => {
    const id = bitcoinCaipAddress(bip122NetworkId('testnet'), PAYMENT);
    expect(id).toBe(`bip122:000000000933ea01ad0ee984209779ba:${PAYMENT}`);
    expect(isCaipAddress(id)).toBe(true);
  });

  it("refuses another network's address, an empty one, or a bad network id with 'Invalid CAIP Address'", () => {
    expect(() => bitcoinCaipAddress(bip122NetworkId('mainnet'), PAYMENT)).toThrow('Invalid CAIP Address');
    expect(() => bitcoinCaipAddress(bip122NetworkId('mainnet'), '')).toThrow('Invalid CAIP Address');
    expect(() => bitcoinCaipAddress('bip122:main', PAYMENT)).toThrow('Invalid CAIP Address');
  });
});

describe('account purposes (SPEC §3: payment is the one used)', () => {
  it('lists payment first, then ordinals, each address once', () => {
    expect(
      orderBitcoinAccounts([
        { address: ORDINALS, purpose: 'ordinals' },
        { address: PAYMENT, purpose: 'payment' },
        { address: PAYMENT, purpose: 'payment' },
      ]),
    ).toEqual([
      { address: PAYMENT, purpose: 'payment' },
      { address: ORDINALS, purpose: 'ordinals' },
    ]);
  });
});

describe('requests of getWalletProvider("bip122")', () => {
  const psbt = samplePsbt(sandboxBitcoinAccount('x', 0, 'payment'), ORDINALS, 5000n);

  it('counts the inputs of a PSBT, and knows text that is not one', () => {
    expect(psbtInputCount(psbt)).toBe(1);
    expect(psbtInputCount(btoa('not a psbt'))).toBeNull();
    expect(psbtInputCount('%%%')).toBeNull();
  });

  it('passes good params through', () => {
    expect(parseBitcoinRequest('signMessage', { message: 'hi', protocol: 'ecdsa' })).toEqual({ message: 'hi', protocol: 'ecdsa' });
    expect(parseBitcoinRequest('signPsbt', { psbt, signInputs: { [PAYMENT]: [0] } })).toEqual({ psbt, signInputs: { [PAYMENT]: [0] } });
  });

  it('refuses a bad field with code -32602, naming it', () => {
    const refusal = (method: 'signMessage' | 'signPsbt', params: unknown) => {
      try {
        parseBitcoinRequest(method, params);
        return null;
      } catch (e) {
        return { message: (e as Error).message, code: (e as { code: number }).code };
      }
    };
    expect(refusal('signMessage', { message: '' })?.code).toBe(-32602);
    expect(refusal('signMessage', { message: 'hi', protocol: 'schnorr' })?.message).toMatch(/^Invalid params for signMessage: protocol /);
    expect(refusal('signMessage', { message: 'hi', extra: 1 })?.code).toBe(-32602);
    expect(refusal('signPsbt', { psbt: btoa('not a psbt') })).toEqual({ message: 'Invalid params for signPsbt: psbt must be a base64 PSBT (BIP-174)', code: -32602 });
    expect(refusal('signPsbt', { psbt, signInputs: { [PAYMENT]: [-1] } })?.message).toMatch(/signInputs/);
  });
});
