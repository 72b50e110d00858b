import { caipChainIdToHex } from '../../src/core/chainId';
import { isCaipAddress, isCaipNetworkId, parseCaipAddress } from '../../src/core/caip';

describe('CAIP rules (SPEC §5)', () => {
  it.each([
    ['eip155:1:0xabc', true],
    ['eip155:1', false],
    ['eip155::0xabc', false],
    ['eip155:1:0xabc:extra', false],
    [':1:0xabc', false],
  ])('CAIP-10 %s → %s', (value, ok) => expect(isCaipAddress(value)).toBe(ok));

  it.each([
    ['eip155:1', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
    ['eip155', false],
    ['eip155:', false],
    ['eip155:1:2', false],
  ])('CAIP-2 %s → %s', (value, ok) => expect(isCaipNetworkId(value)).toBe(ok));

  it('maps a missing or non-numeric chain reference to 0x0', () => {
    expect(caipChainIdToHex('eip155:31337')).toBe('0x7a69');
    expect(caipChainIdToHex('eip155:abc')).toBe('0x0');
    expect(caipChainIdToHex('eip155')).toBe('0x0');
  });

  it('throws Invalid CAIP Address for a malformed address', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP Address');
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ namespace: 'eip155', chainId: '1', address: '0xabc' });
  });
});
