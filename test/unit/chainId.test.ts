import { describe, expect, it } from '@jest/globals';
import { parseChainId } from '../../src/core/chainId';

describe('parseChainId (wallets, the secure frame and WalletConnect alike)', () => {
  it('reads numbers, decimal and hex text, and CAIP-2 eip155 ids', () => {
    expect(parseChainId(31337)).toBe(31337);
    expect(parseChainId('31338')).toBe(31338);
    expect(parseChainId('0x7a69')).toBe(31337);
    expect(parseChainId('eip155:1')).toBe(1);
    expect(parseChainId('eip155:0x89')).toBe(137);
  });

  it('refuses anything else: zero, negatives, fractions, unsafe integers, other namespaces, text, other types', () => {
    for (const value of [0, '0x0', -1, 1.5, 2 ** 53, '9007199254740993', 'solana:5eykt4Us', 'eip155:', '12abc', '', null, undefined, {}, [1]]) {
      expect(parseChainId(value)).toBeUndefined();
    }
  });
});
