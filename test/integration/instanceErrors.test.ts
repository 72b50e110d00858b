/**
 * SPEC §8 thrown errors and §5 network rules at the instance API: bad calls are refused with the catalogue's texts,
 * never a raw TypeError; runtime addNetwork / removeNetwork; and SPEC §1 options that do what they say.
 */
import { connectedTo } from '../helpers/connection';
import { createWalletGate } from '../../src/index';
import { parseOptions } from '../../src/core/options';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { legalConsentChanged, selectAccount, selectLegalBlocked, selectNotification, selectRequestedNetworks, walletSelected } from '../../slices';
import { makeTestStore, testOptions, TEST_NETWORK, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushAsync, waitUntil } from '../helpers/wait';
import { FakeWallet } from '../helpers/fakeWallet';
import { words } from '../helpers/words';

const server = useMswServer();
beforeEach(() => rpcNode(server));

const NO_ANALYTICS = { analytics: false };
const quiet = { logger: { warn: jest.fn(), error: jest.fn() } };
const SOLANA = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

describe('SPEC §8 thrown errors at the instance API', () => {
  it("§8 'CaipNetwork is undefined': switchNetwork without a network rejects with it, not a TypeError", async () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    await expect(gate.switchNetwork(undefined as never)).rejects.toThrow('CaipNetwork is undefined');
    await expect(gate.switchNetwork(null as never)).rejects.toThrow('CaipNetwork is undefined');
    gate.destroy();
  });

  it("§8 'CaipNetwork not found': switchNetwork with something that is no CAIP-2 network id", async () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    await expect(gate.switchNetwork('31337')).rejects.toThrow('CaipNetwork not found');
    await expect(gate.switchNetwork({ name: 'no id' } as never)).rejects.toThrow('CaipNetwork not found');
    gate.destroy();
  });

  it("§5 namespace not configured: switchNetwork to a namespace the site did not configure says so (not 'Network not found')", async () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    await expect(gate.switchNetwork(SOLANA.caipNetworkId)).rejects.toThrow(
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    );
    gate.destroy();
  });

  it("§8 'Network not found' and the 'Network Not Found' alert: switchNetwork to an unknown network of a configured namespace", async () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    await expect(gate.switchNetwork('eip155:999')).rejects.toThrow('Network not found');
    // SPEC §8 'Network Not Found' alert
    expect(selectNotification(gate.store.getState())).toMatchObject({ message: { code: 'APKT004' }, variant: 'error' });
    gate.destroy();
  });

  it("§8 'Adapter not found': addNetwork in a namespace nothing serves, or with a network of another namespace", async () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    await expect(gate.addNetwork('cosmos' as never, { ...SOLANA, caipNetworkId: 'cosmos:cosmoshub-4' })).rejects.toThrow('Adapter not found');
    await expect(gate.addNetwork('eip155', SOLANA)).rejects.toThrow('Adapter not found');
    await expect(gate.addNetwork('eip155', undefined)).rejects.toThrow('CaipNetwork is undefined');
    await expect(gate.addNetwork('eip155', { ...TEST_NETWORK, id: 5, rpcUrls: { default: { http: ['ftp://x'] } } })).rejects.toThrow(/Invalid option `network.rpcUrls/);
    gate.destroy();
  });
});

describe('SPEC §8 thrown errors of the account methods', () => {
  const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const connectedAs = (gate: ReturnType<typeof createWalletGate>, connectorId: string) => {
    gate.store.dispatch(connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, walletInfo: { name: 'W', type: 'ANNOUNCED' }, connectorId }));
  };

  it("§8 'Invalid CAIP Address' and 'No ActiveCaipAddress found': setAddressLabel; once connected it names the address (§3 addressLabels)", () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    for (const bad of [ADDRESS, 'eip155:31337', 'eip155::0xabc', 'eip155:31337:0xabc:extra', 42]) {
      expect(() => gate.setAddressLabel(bad as string, 'Savings')).toThrow('Invalid CAIP Address');
    }
    expect(() => gate.setAddressLabel(`eip155:31337:${ADDRESS}`, 'Savings')).toThrow('No ActiveCaipAddress found');
    connectedAs(gate, 'io.sandbox');
    gate.setAddressLabel(`eip155:31337:${ADDRESS}`, 'Savings');
    expect(selectAccount(gate.store.getState(), 'eip155')?.addressLabels).toEqual({ [ADDRESS.toLowerCase()]: 'Savings' });
    // another namespace has no account of its own
    expect(() => gate.setAddressLabel(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${ADDRESS}`, 'x')).toThrow('No ActiveCaipAddress found');
    gate.destroy();
  });

  it("§8 'Address or auth connector not found': setPreferredAccountType without an embedded-wallet account", async () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    await expect(gate.setPreferredAccountType('smartAccount')).rejects.toThrow('Address or auth connector not found');
    connectedAs(gate, 'io.sandbox'); // an injected wallet has no account types to switch
    await expect(gate.setPreferredAccountType('smartAccount')).rejects.toThrow('Address or auth connector not found');
    gate.destroy();
  });

  it("§8 'Chain adapter not found': disconnect(namespace) for a namespace none of the site's networks is in", async () => {
    const gate = createWalletGate(testOptions({ headless: true, features: NO_ANALYTICS }), quiet);
    await expect(gate.disconnect('solana')).rejects.toThrow('Chain adapter not found');
    await expect(gate.disconnect('eip155')).resolves.toBeUndefined();
    gate.destroy();
  });
});

describe('SPEC §5 networks at runtime', () => {
  it('§5 addNetwork adds a network the visitor can switch to; removeNetwork takes it away again', async () => {
    const gate = createWalletGate(testOptions({ headless: true, networks: [TEST_NETWORK], features: NO_ANALYTICS }), quiet);
    await gate.addNetwork('eip155', TEST_NETWORK_B);
    expect(selectRequestedNetworks(gate.store.getState()).map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338']);
    await gate.switchNetwork('eip155:31338');
    expect(gate.getNetwork().caipNetworkId).toBe('eip155:31338');
    await gate.addNetwork('solana', SOLANA);
    await gate.removeNetwork('eip155', 'eip155:31337');
    expect(selectRequestedNetworks(gate.store.getState()).map((n) => n.caipNetworkId)).toEqual(['eip155:31338', SOLANA.caipNetworkId]);
    gate.destroy();
  });

  it('§5 removeNetwork refuses the last network of its namespace, an unknown one, and an unconfigured namespace', async () => {
    const gate = createWalletGate(testOptions({ headless: true, networks: [TEST_NETWORK], features: NO_ANALYTICS }), quiet);
    await expect(gate.removeNetwork('eip155', 'eip155:31337')).rejects.toThrow("Cannot remove the last network of the namespace 'eip155'");
    await expect(gate.removeNetwork('eip155', 'eip155:1')).rejects.toThrow('Network not found');
    await expect(gate.removeNetwork('solana', SOLANA.caipNetworkId)).rejects.toThrow("Namespace 'solana' is not configured.");
    expect(selectRequestedNetworks(gate.store.getState())).toHaveLength(1);
    gate.destroy();
  });

  it('§5 a network in a namespace nothing can serve is refused when the site configures it', () => {
    // (with no adapter, cosmos and SPEC §4's other namespaces are served by WalletConnect: walletconnectUniversal.test.ts)
    const cosmos = { ...SOLANA, id: 'cosmoshub-4', caipNetworkId: 'cosmos:cosmoshub-4' };
    const result = parseOptions({ projectId: 'p', networks: [TEST_NETWORK, cosmos], adapters: [{ adapterType: 'ethers' }] });
    expect(result.ok).toBe(false);
    expect(!result.ok && words(result.error)).toBe("Invalid option `networks[1]`: no adapter serves the namespace 'cosmos' (eip155, solana, polkadot, bip122)");
    // a chainNamespace that contradicts the id is refused too
    expect(parseOptions({ projectId: 'p', networks: [{ ...TEST_NETWORK, caipNetworkId: 'eip155:31337', chainNamespace: 'solana' }] }).ok).toBe(false);
    expect(parseOptions({ projectId: 'p', networks: [TEST_NETWORK, SOLANA] }).ok).toBe(true);
  });
});

describe('SPEC §1 features.legalCheckbox', () => {
  it('§1 legal checkbox: off by default; on, it blocks choosing a wallet until accepted, and the acceptance is remembered', async () => {
    const plain = makeTestStore(testOptions({ features: NO_ANALYTICS }));
    expect(selectLegalBlocked(plain.state())).toBe(false);
    plain.task.cancel();
    const backend = memoryBackend();
    const storage = createStorage(backend);
    const options = testOptions({ features: { ...NO_ANALYTICS, legalCheckbox: true }, termsConditionsUrl: 'https://site.example/terms' });
    const wallet = new FakeWallet().install();
    const t = makeTestStore(options, { storage });
    expect(t.state().walletGate.options.config?.legal).toEqual({ termsConditionsUrl: 'https://site.example/terms', privacyPolicyUrl: null });
    expect(selectLegalBlocked(t.state())).toBe(true);
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await flushAsync();
    expect(wallet.methods()).not.toContain('eth_requestAccounts');

    t.store.dispatch(legalConsentChanged(true));
    expect(selectLegalBlocked(t.state())).toBe(false);
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => wallet.methods().includes('eth_requestAccounts'));
    t.task.cancel();

    // a later visit: accepted already
    const again = makeTestStore(options, { storage });
    await waitUntil(() => !selectLegalBlocked(again.state()));
    again.store.dispatch(legalConsentChanged(false));
    again.task.cancel();
    const third = makeTestStore(options, { storage });
    await flushAsync();
    expect(selectLegalBlocked(third.state())).toBe(true);
    third.task.cancel();
    wallet.uninstall();
  });
});
