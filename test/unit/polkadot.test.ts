import {
  accountServesNetwork,
  isPolkadotCaipNetworkId,
  polkadotCaipNetworkId,
  POLKADOT_NETWORKS,
  sessionPolkadot,
  ss58PrefixOf,
  toHexData,
} from '../../src/core/polkadot';
import { parseInjectedAccounts, parsePolkadotRequest, PolkadotRequestError } from '../../src/core/polkadotSchemas';
import { isCaipAddress, isCaipNetworkId, parseCaipAddress } from '../../src/core/caip';
import { proposalNamespaces } from '../../src/core/walletConnect';
import { isAddressFor, reencode, sameAccount } from '../../src/services/chains/polkadotAddress';

const ALICE_42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
// Alice's public key under Polkadot's prefix 0 and Kusama's 2 (ss58 registry)
const ALICE_0 = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ALICE_2 = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f';

describe('Polkadot CAIP-2 rules', () => {
  it('a network id is polkadot: and the genesis hash’s first 32 hex characters, lower case', () => {
    expect(polkadotCaipNetworkId(POLKADOT_NETWORKS.polkadot.genesisHash)).toBe(POLKADOT);
    expect(polkadotCaipNetworkId(POLKADOT_NETWORKS.kusama.genesisHash.toUpperCase().replace('0X', '0x'))).toBe(KUSAMA);
    expect(() => polkadotCaipNetworkId('0x1234')).toThrow('Not a genesis hash');
    expect(isPolkadotCaipNetworkId(POLKADOT)).toBe(true);
    expect(isPolkadotCaipNetworkId('polkadot:91B171BB158E2D3848FA23A9F1C25182')).toBe(false);
    expect(isPolkadotCaipNetworkId('polkadot:91b171bb')).toBe(false);
    expect(isPolkadotCaipNetworkId(`${POLKADOT}:x`)).toBe(false);
    expect(isPolkadotCaipNetworkId('eip155:1')).toBe(false);
    // SPEC §5: still a CAIP-2 id of two parts, and a CAIP-10 address of three
    expect(isCaipNetworkId(POLKADOT)).toBe(true);
    expect(isCaipAddress(`${POLKADOT}:${ALICE_0}`)).toBe(true);
    expect(parseCaipAddress(`${POLKADOT}:${ALICE_0}`)).toEqual({ namespace: 'polkadot', chainId: '91b171bb158e2d3848fa23a9f1c25182', address: ALICE_0 });
  });

  it('the SS58 prefix follows the network: Polkadot 0, Kusama 2, anything else the generic 42', () => {
    expect(ss58PrefixOf(POLKADOT)).toBe(0);
    expect(ss58PrefixOf(KUSAMA)).toBe(2);
    expect(ss58PrefixOf('polkadot:5a4e2c1b0f7d3a96c8e1b2d4f6a8c0e2')).toBe(42);
  });

  it('an account restricted to one chain serves only that chain', () => {
    expect(accountServesNetwork(null, POLKADOT)).toBe(true);
    expect(accountServesNetwork(POLKADOT_NETWORKS.polkadot.genesisHash, POLKADOT)).toBe(true);
    expect(accountServesNetwork(POLKADOT_NETWORKS.kusama.genesisHash, POLKADOT)).toBe(false);
  });
});

describe('SS58 addresses (util-crypto)', () => {
  it('one key reads differently under each prefix, and back', () => {
    expect(reencode(ALICE_42, 0)).toBe(ALICE_0);
    expect(reencode(ALICE_42, 2)).toBe(ALICE_2);
    expect(reencode(ALICE_0, 42)).toBe(ALICE_42);
    expect(sameAccount(ALICE_0, ALICE_2)).toBe(true);
    expect(sameAccount(ALICE_0, '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')).toBe(false);
  });

  it('checks the prefix and the checksum', () => {
    expect(isAddressFor(ALICE_0, 0)).toBe(true);
    expect(isAddressFor(ALICE_42, 0)).toBe(false);
    const broken = `${ALICE_42.slice(0, -1)}${ALICE_42.endsWith('Y') ? 'Z' : 'Y'}`;
    expect(isAddressFor(broken, 42)).toBe(false);
    expect(reencode('not an address', 0)).toBeNull();
  });
});

describe('what extensions and sites hand over', () => {
  it('keeps well-formed SS58 accounts and drops the rest (ethereum-type, malformed)', () => {
    expect(
      parseInjectedAccounts([
        { address: ALICE_42, name: 'Alice', type: 'sr25519' },
        { address: '0x1234567890123456789012345678901234567890', type: 'ethereum' },
        { address: 42 },
        null,
        { address: ALICE_0, genesisHash: null },
      ]),
    ).toEqual([{ address: ALICE_42, name: 'Alice', type: 'sr25519' }, { address: ALICE_0, genesisHash: null }]);
    expect(parseInjectedAccounts('nope')).toEqual([]);
  });

  it('signRaw needs an SS58 address and data; text becomes its UTF-8 hex', () => {
    expect(parsePolkadotRequest('signRaw', { address: ALICE_0, data: 'hi' })).toEqual({ address: ALICE_0, data: 'hi' });
    expect(() => parsePolkadotRequest('signRaw', { address: '0xabc', data: 'hi' })).toThrow(PolkadotRequestError);
    expect(() => parsePolkadotRequest('signRaw', { address: ALICE_0, data: '' })).toThrow('Invalid params for signRaw: data');
    expect(() => parsePolkadotRequest('signRaw', { address: ALICE_0, data: 'x', type: 'other' })).toThrow('type');
    expect(toHexData('hi')).toBe('0x6869');
    expect(toHexData('0x00ff')).toBe('0x00ff');
  });
});

describe('WalletConnect’s polkadot namespace', () => {
  const network = (caipNetworkId: string, chainNamespace: 'eip155' | 'polkadot') => ({
    id: caipNetworkId.split(':')[1]!,
    caipNetworkId: caipNetworkId as `${string}:${string}`,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'x', symbol: 'X', decimals: 10 },
    rpcUrls: { default: { http: [`https://${chainNamespace}.example`] } },
    testnet: false,
  });

  it('the proposal asks for polkadot only when the site configured a Polkadot network, with WalletConnect’s method names', () => {
    expect(proposalNamespaces([network('eip155:1', 'eip155')]).polkadot).toBeUndefined();
    const ns = proposalNamespaces([network('eip155:1', 'eip155'), network(POLKADOT, 'polkadot'), network(KUSAMA, 'polkadot')], KUSAMA);
    expect(ns.polkadot).toEqual({
      chains: [KUSAMA, POLKADOT],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { b0a8d493285c2df73290dfb7e61f870f: 'https://polkadot.example', '91b171bb158e2d3848fa23a9f1c25182': 'https://polkadot.example' },
    });
  });

  it('reads a session’s SS58 accounts and chains, dropping malformed entries', () => {
    expect(sessionPolkadot({})).toEqual({ accounts: [], chains: [] });
    expect(
      sessionPolkadot({ polkadot: { accounts: [`${POLKADOT}:${ALICE_0}`, `${KUSAMA}:${ALICE_2}`, `${POLKADOT}:${ALICE_0}`, 'polkadot:x', `eip155:1:0xabc`] } }),
    ).toEqual({ accounts: [ALICE_0, ALICE_2], chains: [POLKADOT, KUSAMA] });
  });
});
