import { describe, expect, it } from '@jest/globals';
import { hasBadChecksum, isReceiverAddress, parseAmount, sendIssue, type SendDraft } from '../../src/core/send';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MIS_CHECKSUMMED = '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('receiver addresses (EIP-55 through viem)', () => {
  it('accepts all-lowercase and correctly checksummed EVM addresses', () => {
    expect(isReceiverAddress(CHECKSUMMED, 'eip155')).toBe(true);
    expect(isReceiverAddress(CHECKSUMMED.toLowerCase(), 'eip155')).toBe(true);
    expect(hasBadChecksum(CHECKSUMMED, 'eip155')).toBe(false);
    expect(hasBadChecksum(CHECKSUMMED.toLowerCase(), 'eip155')).toBe(false);
  });

  it('refuses mixed case that is not the EIP-55 form, and says it is the checksum', () => {
    expect(isReceiverAddress(MIS_CHECKSUMMED, 'eip155')).toBe(false);
    expect(hasBadChecksum(MIS_CHECKSUMMED, 'eip155')).toBe(true);
  });

  it('refuses what is not an address at all without blaming a checksum', () => {
    for (const value of ['0x1234', `${CHECKSUMMED}00`, 'alice.reown.id', CHECKSUMMED.replace('0x', '0X'), '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266']) {
      expect([value, isReceiverAddress(value, 'eip155'), hasBadChecksum(value, 'eip155')]).toEqual([value, false, false]);
    }
  });

  it('checks Solana receivers as base58 and never as EVM checksums', () => {
    expect(isReceiverAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'solana')).toBe(true);
    expect(isReceiverAddress(CHECKSUMMED, 'solana')).toBe(false);
    expect(hasBadChecksum(MIS_CHECKSUMMED, 'solana')).toBe(false);
  });
});

describe('amounts (viem parseUnits behind the form rule)', () => {
  it('turns plain decimals into base units', () => {
    expect(parseAmount('1.5', 6)).toBe(1_500_000n);
    expect(parseAmount(' .5 ', 18)).toBe(5n * 10n ** 17n);
    expect(parseAmount('2.', 0)).toBe(2n);
    expect(parseAmount('0.000001', 6)).toBe(1n);
  });

  it('refuses signs, exponents, text and more decimals than the token has (never rounds what was typed)', () => {
    for (const text of ['-1', '1e3', 'abc', '', '.', '1.2.3', '1.1234567']) expect([text, parseAmount(text, 6)]).toEqual([text, null]);
  });
});

describe('sendIssue', () => {
  const draft: SendDraft = {
    namespace: 'eip155',
    token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 1, price: 1, quantity: { decimals: '18', numeric: '2' }, iconUrl: '' },
    amount: '1',
    receiverInput: CHECKSUMMED,
    receiverAddress: CHECKSUMMED,
    resolving: false,
    gasPrice: '1',
    networkBalanceInUSD: 10,
    gasPriceInUSD: 0,
    isSmartAccount: false,
  };

  it('names the checksum when a mis-checksummed address was typed, and the address otherwise', () => {
    expect(sendIssue(draft)).toBeNull();
    expect(sendIssue({ ...draft, receiverInput: MIS_CHECKSUMMED, receiverAddress: null })).toBe('addressChecksum');
    expect(sendIssue({ ...draft, receiverInput: '0x1234', receiverAddress: null })).toBe('invalidAddress');
    // a state where the mis-checksummed text still sits as the receiver is refused too
    expect(sendIssue({ ...draft, receiverInput: MIS_CHECKSUMMED, receiverAddress: MIS_CHECKSUMMED })).toBe('addressChecksum');
  });
});
