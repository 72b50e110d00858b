/**
 * Sign-in messages built to the standards (SPEC §3 fields): for a fixed set of fields the EIP-4361 text is
 * exactly the ABNF's output, and parses back to the same fields with viem; the Solana one is the CAIP-122 (Sign In
 * With Solana) text and parses back with @solana/wallet-standard-util.
 */
import { parseSignInMessageText } from '@solana/wallet-standard-util';
import { parseSiweMessage } from 'viem/siwe';
import { createSiwxMessage, liveSession, messageFields } from '../../src/core/siwx';
import type { SiwxMessageFields } from '../../src/core/siwxTypes';

const FIELDS: SiwxMessageFields = {
  domain: 'shop.example:8443',
  uri: 'https://shop.example:8443',
  version: '1',
  chainId: 'eip155:31337',
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  nonce: 'k3YpQ9vXz2mB',
  issuedAt: '2026-11-24T19:30:00.000Z',
  expirationTime: '2026-11-25T19:30:00.000Z',
  notBefore: '2026-11-24T19:29:00.000Z',
  requestId: 'req-42',
  resources: ['https://shop.example/terms', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
  statement: 'I accept the Terms of Service of shop.example.',
};

describe('EIP-4361 (eip155)', () => {
  it('is exactly the ABNF output for a fixed set of fields', () => {
    expect(createSiwxMessage(FIELDS)).toBe(
      [
        'shop.example:8443 wants you to sign in with your Ethereum account:',
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        '',
        'I accept the Terms of Service of shop.example.',
        '',
        'URI: https://shop.example:8443',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: k3YpQ9vXz2mB',
        'Issued At: 2026-11-24T19:30:00.000Z',
        'Expiration Time: 2026-11-25T19:30:00.000Z',
        'Not Before: 2026-11-24T19:29:00.000Z',
        'Request ID: req-42',
        'Resources:',
        '- https://shop.example/terms',
        '- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      ].join('\n'),
    );
  });

  it('parses back to the same fields with viem', () => {
    const parsed = parseSiweMessage(createSiwxMessage(FIELDS));
    expect(parsed).toEqual({
      domain: FIELDS.domain,
      address: FIELDS.accountAddress,
      statement: FIELDS.statement,
      uri: FIELDS.uri,
      version: '1',
      chainId: 31337,
      nonce: FIELDS.nonce,
      issuedAt: new Date(FIELDS.issuedAt),
      expirationTime: new Date(FIELDS.expirationTime!),
      notBefore: new Date(FIELDS.notBefore!),
      requestId: FIELDS.requestId,
      resources: FIELDS.resources,
    });
  });

  it('leaves out the optional lines it was not given, and refuses a nonce the standard refuses', () => {
    const { statement: _s, expirationTime: _e, notBefore: _n, requestId: _r, resources: _res, ...required } = FIELDS;
    const text = createSiwxMessage(required);
    expect(text.split('\n')).toEqual([
      'shop.example:8443 wants you to sign in with your Ethereum account:',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      // the ABNF: address LF, LF, [statement LF], LF
      '',
      '',
      'URI: https://shop.example:8443',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: k3YpQ9vXz2mB',
      'Issued At: 2026-11-24T19:30:00.000Z',
    ]);
    expect(() => createSiwxMessage({ ...FIELDS, nonce: 'short' })).toThrow(/nonce/i);
  });
});

describe('CAIP-122 (solana)', () => {
  it('is the Sign In With Solana text and parses back', () => {
    const fields = { ...FIELDS, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', accountAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' };
    const text = createSiwxMessage(fields);
    expect(text.split('\n').slice(0, 2)).toEqual(['shop.example:8443 wants you to sign in with your Solana account:', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU']);
    expect(parseSignInMessageText(text)).toMatchObject({
      domain: fields.domain,
      address: fields.accountAddress,
      statement: fields.statement,
      uri: fields.uri,
      version: '1',
      chainId: fields.chainId,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expirationTime,
      notBefore: fields.notBefore,
      requestId: fields.requestId,
      resources: fields.resources,
    });
  });
});

describe('SPEC §3 fields from the page and the account', () => {
  it('takes domain and uri from the page, times from now and the lifetime', () => {
    const fields = messageFields({
      pageUrl: 'http://127.0.0.1:3000/redux.html?x=1',
      chainId: 'eip155:31337',
      address: FIELDS.accountAddress,
      nonce: 'abcdefgh1234',
      now: Date.parse('2026-11-24T20:00:00Z'),
      expiresInSeconds: 3600,
      statement: null,
      resources: [],
    });
    expect(fields).toEqual({
      domain: '127.0.0.1:3000',
      uri: 'http://127.0.0.1:3000',
      version: '1',
      chainId: 'eip155:31337',
      accountAddress: FIELDS.accountAddress,
      nonce: 'abcdefgh1234',
      issuedAt: '2026-11-24T20:00:00.000Z',
      expirationTime: '2026-11-24T21:00:00.000Z',
    });
  });

  it('a live session is this account on this network, not expired (EVM addresses in any case)', () => {
    const session = { chainId: 'eip155:31337', address: FIELDS.accountAddress, message: 'm', issuedAt: FIELDS.issuedAt, expirationTime: FIELDS.expirationTime! };
    const before = Date.parse(FIELDS.expirationTime!) - 1;
    expect(liveSession([session], 'eip155:31337', FIELDS.accountAddress.toLowerCase(), before)).toBe(session);
    expect(liveSession([session], 'eip155:31338', FIELDS.accountAddress, before)).toBeNull();
    expect(liveSession([session], 'eip155:31337', FIELDS.accountAddress, before + 1)).toBeNull();
  });
});
