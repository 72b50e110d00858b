/** The name rules of SPEC §5 and §9 (src/core/names.ts, coinTypeForChainId). */
import fc from 'fast-check';
import { coinTypeForChainId } from '../../src/core/api/profile';
import { fullName, isAccountName, nameIssue, nameLabel, ownNameOf, registrationMessage } from '../../src/core/names';

describe('the name rule (SPEC §5)', () => {
  it('needs at least 4 letters, digits or hyphens', () => {
    expect(nameIssue('')).toBe('empty');
    expect(nameIssue('   ')).toBe('empty');
    expect(nameIssue('abc')).toBe('tooShort');
    expect(nameIssue('al ice')).toBe('invalidCharacters');
    expect(nameIssue('al_ice')).toBe('invalidCharacters');
    expect(nameIssue('alice.eth')).toBe('invalidCharacters');
    expect(nameIssue('a'.repeat(65))).toBe('tooLong');
    expect(nameIssue('alice-1234')).toBeNull();
    expect(nameIssue('ALICE')).toBeNull(); // stored lower-case
  });

  it('accepts every label of 4 to 64 letters, digits or hyphens, and nothing with another character', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{4,64}$/);
    fc.assert(fc.property(label, (l) => nameIssue(l) === null && nameLabel(fullName(l)) === l));
    fc.assert(fc.property(label, fc.constantFrom(' ', '_', '.', '!', 'é'), (l, bad) => nameIssue(`${l.slice(0, 2)}${bad}${l.slice(2)}`) === 'invalidCharacters'));
  });

  it('reads the suffix, and the legacy one, off what was typed', () => {
    expect(nameLabel(' Alice-1234.reown.id ')).toBe('alice-1234');
    expect(nameLabel('bob.wcn.id')).toBe('bob');
    expect(fullName('alice-1234')).toBe('alice-1234.reown.id');
    expect(isAccountName('bob.wcn.id')).toBe(true);
    expect(isAccountName('bob.eth')).toBe(false);
  });

  it("picks the account's newest name of ours from a reverse lookup", () => {
    const entry = (name: string, registered: number) => ({ name, registered, updated: registered, addresses: {}, attributes: [] });
    expect(ownNameOf([entry('x.eth', 9), entry('old.wcn.id', 1), entry('new.reown.id', 2)])).toBe('new.reown.id');
    expect(ownNameOf([entry('x.eth', 9)])).toBeNull();
  });

  it('signs name, empty attributes and a Unix-seconds timestamp (SPEC §7)', () => {
    expect(JSON.parse(registrationMessage('alice-1234.reown.id', 1_700_000_000_999))).toEqual({
      name: 'alice-1234.reown.id',
      attributes: {},
      timestamp: 1_700_000_000,
    });
  });
});

describe('the coin type (SPEC §5)', () => {
  it("is 60 for Ethereum, 0x80000000 | chainId below 2^31, and 'Invalid chainId' from 2^31 on", () => {
    expect(coinTypeForChainId(1)).toBe(60);
    expect(coinTypeForChainId(31337)).toBe(2147514985);
    expect(coinTypeForChainId(2 ** 31 - 1)).toBe(0xffffffff);
    expect(() => coinTypeForChainId(2 ** 31)).toThrow('Invalid chainId');
    expect(() => coinTypeForChainId(-1)).toThrow('Invalid chainId');
  });
});
