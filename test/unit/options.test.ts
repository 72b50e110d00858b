import { parseOptions, DEFAULT_FEATURES } from '../../src/core/options';
import { TEST_NETWORK } from '../helpers/makeTestStore';
import type { CreateOptions } from '../../src/index';
import { words } from '../helpers/words';

describe('parseOptions', () => {
  it('applies the feature defaults and connect-method order of SPEC §1', () => {
    const result = parseOptions({ projectId: 'p', networks: [TEST_NETWORK] });
    if (!result.ok) throw new Error(words(result.error));
    const f = result.options.features;
    expect([f.swaps, f.onramp, f.receive, f.send, f.email, f.history, f.analytics, f.allWallets]).toEqual(Array(8).fill(true));
    expect([f.legalCheckbox, f.smartSessions, f.collapseWallets]).toEqual([false, false, false]);
    expect(f.connectMethodsOrder).toEqual(['email', 'social', 'wallet']);
    expect(f.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(result.options.networks[0]!.caipNetworkId).toBe('eip155:31337');
    expect(result.options.defaultNetwork).toBe('eip155:31337');
  });

  it('keeps a site feature choice and turns socials off with false', () => {
    const result = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], features: { email: false, socials: false } });
    expect(result.ok && result.options.features).toEqual({ ...DEFAULT_FEATURES, email: false, socials: [] });
  });

  it('raises the Project ID Not Configured alert without failing', () => {
    const result = parseOptions({ networks: [TEST_NETWORK] });
    expect(result.ok && result.alerts).toEqual([{ code: 'APKT001' }]);
  });

  it('refuses siweConfig together with siwx (Invalid App Configuration)', () => {
    const result = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], siweConfig: {}, siwx: {} });
    expect(result.ok).toBe(false);
    expect(!result.ok && words(result.error)).toMatch(/^Invalid App Configuration/);
  });

  it('siwx.keepSessionsOnDisconnect: off unless the site says true; anything but a boolean is refused', () => {
    const server = 'http://siwx.test/v1/siwx';
    const plain = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], siwx: { server } });
    expect(plain.ok && plain.options.siwx?.keepSessionsOnDisconnect).toBe(false);
    const kept = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], siwx: { server, keepSessionsOnDisconnect: true } });
    expect(kept.ok && kept.options.siwx?.keepSessionsOnDisconnect).toBe(true);
    const legacy = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], siweConfig: { server, keepSessionsOnDisconnect: true } });
    expect(legacy.ok && legacy.options.siwx?.keepSessionsOnDisconnect).toBe(true);
    const wrong = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], siwx: { server, keepSessionsOnDisconnect: 'yes' } });
    expect(!wrong.ok && words(wrong.error)).toMatch(/^Invalid option `siwx.keepSessionsOnDisconnect`/);
  });

  it('takes the SPEC §1 adapter types (none means universal) and refuses two of one type or an unknown one', () => {
    const none = parseOptions({ projectId: 'p', networks: [TEST_NETWORK] });
    expect(none.ok && none.options.adapterTypes).toEqual(['universal']);
    const two = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], adapters: [{ adapterType: 'wagmi' }, { adapterType: 'ethers' }] });
    expect(two.ok && two.options.adapterTypes).toEqual(['wagmi', 'ethers']);
    for (const adapters of [[{ adapterType: 'wagmi' }, { adapterType: 'wagmi' }], [{ adapterType: 'web3js' }]]) {
      const result = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], adapters });
      expect(!result.ok && result.error).toEqual({ code: 'APKT002', params: { detail: expect.stringMatching(/^(two adapters of type `wagmi`|unknown adapter type `web3js`)/) } });
      expect(words(result.ok ? null : result.error)).toMatch(/^Invalid App Configuration: /);
    }
  });

  it.each([
    [{ networks: [{ ...TEST_NETWORK, caipNetworkId: 'eip155' }] }, 'networks[0].caipNetworkId'],
    [{ networks: [{ ...TEST_NETWORK, caipNetworkId: 'eip155:' }] }, 'networks[0].caipNetworkId'],
    [{ networks: [{ ...TEST_NETWORK, rpcUrls: { default: { http: ['ws://x'] } } }] }, 'networks[0].rpcUrls.default.http[0]'],
    [{ networks: [TEST_NETWORK], endpoints: { relay: 'https://relay' } }, 'endpoints.relay'],
    [{ networks: [TEST_NETWORK], endpoints: { secureSite: 'ftp://x' } }, 'endpoints.secureSite'],
    [{ networks: [] }, 'networks'],
    [{ networks: [TEST_NETWORK], metadata: { name: 'x', url: 'not a url' } }, 'metadata.url'],
    [{ networks: [TEST_NETWORK], features: { connectMethodsOrder: ['wallet', 'wallet'] } }, 'features.connectMethodsOrder'],
    [{ networks: [TEST_NETWORK], defaultNetwork: 'eip155:1' }, 'defaultNetwork'],
  ])('names the bad option %#', (input, path) => {
    const result = parseOptions({ projectId: 'p', ...input });
    expect(result.ok).toBe(false);
    expect(!result.ok && words(result.error)).toContain(`\`${path}\``);
  });
});

describe('SPEC §4 default account types', () => {
  it('§4 defaults: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa; a site overrides one namespace', () => {
    const plain = parseOptions({ projectId: 'p', networks: [TEST_NETWORK] });
    expect(plain.ok && plain.options.defaultAccountTypes).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' });
    const site = parseOptions({ projectId: 'p', networks: [TEST_NETWORK], defaultAccountTypes: { eip155: 'eoa' } });
    expect(site.ok && site.options.defaultAccountTypes.eip155).toBe('eoa');
    expect(parseOptions({ projectId: 'p', networks: [TEST_NETWORK], defaultAccountTypes: { eip155: 'payment' } }).ok).toBe(false);
  });
});

describe('the options type a TypeScript site writes against', () => {
  it('names every option, so a wrong value is a compile error (npm test typechecks this file)', () => {
    // @ts-expect-error themeMode is 'light' | 'dark' | 'system', not a number
    const wrongTheme: CreateOptions = { projectId: 'p', networks: [TEST_NETWORK], themeMode: 42 };
    // @ts-expect-error projectId is a string
    const wrongProject: CreateOptions = { projectId: 1, networks: [TEST_NETWORK] };
    const named: CreateOptions = { projectId: 'p', networks: [TEST_NETWORK], instanceId: 'shop', themeMode: 'dark' };
    // at run time the same values are refused by the schema, and the right ones pass
    expect(parseOptions(wrongTheme).ok).toBe(false);
    expect(parseOptions(wrongProject).ok).toBe(false);
    expect(parseOptions(named).ok).toBe(true);
  });
});
