/**
 * Polkadot extensions: the `window.injectedWeb3` discovery channel (zod-checked, only for sites with a
 * polkadot network, only once a wallet is needed), connect with SS58 addresses in the network's format, following the
 * extension's accounts and the site's network, getWalletProvider('polkadot') signing, restore and disconnect.
 * Real store and sagas; the extension is a fake written to the page's window, as extensions inject themselves.
 */
import {
  connectRequested,
  disconnectRequested,
  openRequested,
  selectAccount,
  selectAllConnectors,
  selectConnection,
  selectMergedConnectors,
  selectWalletList,
  switchNetworkRequested,
  walletSelected,
} from '../../slices';
import { accountSelected } from '../../slices/walletRequests';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { STORED } from '../../src/core/storageKeys';
import { FakeWallet } from '../helpers/fakeWallet';
import { makeTestStore, testOptions, TEST_NETWORK, useSagaTimers } from '../helpers/makeTestStore';
import { flushAsync, untilTurns, waitUntil } from '../helpers/wait';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const ALICE_DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const BOB_DOT = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3';
const ALICE_KSM = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';
const POLKADOT = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.test'] } },
} as const;
const KUSAMA = { ...POLKADOT, id: 'b0a8d493285c2df73290dfb7e61f870f', caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f', name: 'Kusama' } as const;
const SIGNATURE = `0x${'ab'.repeat(64)}`;

type Account = { address: string; name?: string; type?: string; genesisHash?: string | null };
const page = window as Window & { injectedWeb3?: Record<string, unknown> };

/** An extension under `key` whose answers a test controls, recording what it was asked. */
function extension(key: string, { accounts = [{ address: ALICE, type: 'sr25519' }, { address: BOB, type: 'sr25519' }] as Account[], approve = true } = {}) {
  const asked: { call: string; input?: unknown }[] = [];
  const listeners = new Set<(a: Account[]) => void>();
  const state = { accounts, approve, authorized: false };
  const injected = {
    accounts: {
      get: async () => (asked.push({ call: 'accounts.get' }), state.accounts),
      subscribe: (cb: (a: Account[]) => void) => (listeners.add(cb), () => listeners.delete(cb)),
    },
    signer: {
      signRaw: async (raw: unknown) => (asked.push({ call: 'signRaw', input: raw }), { id: 1, signature: SIGNATURE }),
    },
  };
  page.injectedWeb3 ??= {};
  page.injectedWeb3[key] = {
    version: '1.0.0',
    enable: async (origin: string) => {
      asked.push({ call: 'enable', input: origin });
      if (!state.authorized && !state.approve) throw new Error('Rejected');
      state.authorized = true;
      return injected;
    },
  };
  return {
    asked,
    state,
    connectorId: `polkadot:${key}`,
    emit: (list: Account[]) => {
      state.accounts = list;
      for (const l of listeners) l(list);
    },
  };
}

const dotOptions = (networks: unknown[] = [TEST_NETWORK, POLKADOT, KUSAMA]) =>
  testOptions({ networks: networks as never, features: { analytics: false }, metadata: { name: 'Dot Dapp', description: '', url: 'http://host.test', icons: [] } });

afterEach(() => {
  delete page.injectedWeb3;
});

async function connect(t: ReturnType<typeof makeTestStore>, connectorId: string) {
  t.store.dispatch(openRequested());
  await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === connectorId), 'listed');
  t.store.dispatch(walletSelected({ walletId: connectorId, name: 'x', connectorId }));
  await waitUntil(() => selectConnection(t.state()).status.polkadot === 'connected', 'polkadot connected');
}

describe('the injectedWeb3 channel', () => {
  it('lists extensions once the modal opens, with the Polkadot badge, and ignores malformed entries', async () => {
    extension('polkadot-js');
    page.injectedWeb3!['<img src=x>'] = { version: '1', enable: async () => ({}) };
    page.injectedWeb3!.broken = { version: '1', enable: 'not a function' };
    const t = makeTestStore(dotOptions());
    await flushAsync();
    expect(selectAllConnectors(t.state()).some((c) => c.chain === 'polkadot')).toBe(false);
    t.store.dispatch(openRequested());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === 'polkadot:polkadot-js'), 'listed');
    extension('talisman');
    window.dispatchEvent(new Event('load')); // an extension that injected late is read after the page's load
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === 'polkadot:talisman'), 'late one listed');
    expect(selectAllConnectors(t.state()).filter((c) => c.chain === 'polkadot')).toEqual([
      { id: 'polkadot:polkadot-js', name: 'Polkadot{.js}', type: 'ANNOUNCED', chain: 'polkadot' },
      { id: 'polkadot:talisman', name: 'Talisman', type: 'ANNOUNCED', chain: 'polkadot' },
    ]);
    expect(selectWalletList(t.state()).find((w) => w.id === 'polkadot:polkadot-js')).toMatchObject({ source: 'injected', chains: ['polkadot'] });
    t.task.cancel();
  });

  it('reads nothing for a site with no polkadot network', async () => {
    const ext = extension('polkadot-js');
    const t = makeTestStore(dotOptions([TEST_NETWORK]));
    t.store.dispatch(openRequested());
    await flushAsync(30);
    expect(selectAllConnectors(t.state()).some((c) => c.chain === 'polkadot')).toBe(false);
    expect(ext.asked).toEqual([]);
    t.task.cancel();
  });
});

describe('merging with EIP-6963 (SPEC §3)', () => {
  it('an EVM wallet and a Polkadot extension of one name are one multi-chain wallet, connected on both chains', async () => {
    const evm = new FakeWallet({ uuid: 'uuid-talisman', name: 'Talisman', icon: 'data:image/svg+xml,<svg/>', rdns: 'xyz.talisman' }).install();
    const ext = extension('talisman'); // injects under 'talisman', known as "Talisman"
    try {
      const t = makeTestStore(dotOptions());
      t.store.dispatch(openRequested());
      await waitUntil(() => selectMergedConnectors(t.state()).some((c) => c.type === 'MULTI_CHAIN'), 'merged');
      expect(selectMergedConnectors(t.state()).filter((c) => c.name === 'Talisman')).toEqual([
        expect.objectContaining({ id: 'xyz.talisman', type: 'MULTI_CHAIN', chain: 'eip155', connectors: [
          { id: 'xyz.talisman', chain: 'eip155', type: 'ANNOUNCED' },
          { id: ext.connectorId, chain: 'polkadot', type: 'ANNOUNCED' },
        ] }),
      ]);
      expect(selectWalletList(t.state()).find((w) => w.name === 'Talisman')).toMatchObject({ connectorId: 'xyz.talisman', chains: ['eip155', 'polkadot'] });
      t.store.dispatch(walletSelected({ walletId: 'xyz.talisman', name: 'Talisman', connectorId: 'xyz.talisman' }));
      await waitUntil(() => selectConnection(t.state()).status.polkadot === 'connected' && selectConnection(t.state()).status.eip155 === 'connected', 'both connected');
      expect(selectAccount(t.state(), 'polkadot')?.address).toBe(ALICE_DOT);
      t.task.cancel();
    } finally {
      evm.uninstall();
    }
  });
});

describe('connecting an extension', () => {
  it('asks enable with the site’s name and shows the accounts as SS58 of the network (Polkadot: prefix 0)', async () => {
    const ext = extension('polkadot-js');
    const t = makeTestStore(dotOptions());
    await connect(t, ext.connectorId);
    expect(ext.asked[0]).toEqual({ call: 'enable', input: 'Dot Dapp' });
    expect(selectAccount(t.state(), 'polkadot')).toMatchObject({
      address: ALICE_DOT,
      caipAddress: `${POLKADOT.caipNetworkId}:${ALICE_DOT}`,
      allAccounts: [{ address: ALICE_DOT, type: 'eoa' }, { address: BOB_DOT, type: 'eoa' }],
      connectedWalletInfo: expect.objectContaining({ name: 'Polkadot{.js}' }),
    });
    t.task.cancel();
  });

  it('a refusal is a connect error, and a list with no SS58 account too', async () => {
    const ext = extension('polkadot-js', { approve: false });
    const t = makeTestStore(dotOptions());
    t.store.dispatch(openRequested());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === ext.connectorId), 'listed');
    t.store.dispatch(connectRequested({ connectorId: ext.connectorId, namespace: 'polkadot' }));
    await waitUntil(() => t.types().includes('walletGate/connection/connectFailed'), 'failed');
    ext.state.approve = true;
    ext.state.accounts = [{ address: '0x1234567890123456789012345678901234567890', type: 'ethereum' }];
    t.store.dispatch(connectRequested({ connectorId: ext.connectorId, namespace: 'polkadot' }));
    await waitUntil(() => t.types().filter((x) => x === 'walletGate/connection/connectFailed').length === 2, 'failed again');
    expect(selectConnection(t.state()).status.polkadot).toBe('disconnected');
    t.task.cancel();
  });

  it('follows the accounts the extension lets the site see, and a network switch re-encodes them', async () => {
    const ext = extension('polkadot-js');
    const t = makeTestStore(dotOptions());
    await connect(t, ext.connectorId);
    ext.emit([{ address: BOB }]);
    await waitUntil(() => selectAccount(t.state(), 'polkadot')?.address === BOB_DOT, 'switched to Bob');
    ext.emit([{ address: ALICE }, { address: BOB }]);
    await flushAsync();
    // the account the visitor is on stays while the extension still shows it
    expect(selectAccount(t.state(), 'polkadot')?.address).toBe(BOB_DOT);
    ext.emit([{ address: ALICE }]);
    await waitUntil(() => selectAccount(t.state(), 'polkadot')?.address === ALICE_DOT, 'back to Alice');
    t.store.dispatch(switchNetworkRequested({ caipNetworkId: KUSAMA.caipNetworkId }));
    await waitUntil(() => selectAccount(t.state(), 'polkadot')?.caipAddress === `${KUSAMA.caipNetworkId}:${ALICE_KSM}`, 'Kusama format');
    ext.emit([]);
    await waitUntil(() => selectConnection(t.state()).status.polkadot === 'disconnected', 'let go');
    t.task.cancel();
  });

  it('the visitor picks another account in the Account view: the store and the provider follow', async () => {
    const ext = extension('polkadot-js');
    const t = makeTestStore(dotOptions());
    await connect(t, ext.connectorId);
    t.store.dispatch(accountSelected({ namespace: 'polkadot', address: BOB_DOT }));
    await waitUntil(() => selectAccount(t.state(), 'polkadot')?.address === BOB_DOT, 'Bob in use');
    expect(t.deps.polkadot.get(ext.connectorId)?.provider?.address).toBe(BOB_DOT);
    // an address the wallet did not give is ignored
    t.store.dispatch(accountSelected({ namespace: 'polkadot', address: ALICE_KSM }));
    await flushAsync();
    expect(selectAccount(t.state(), 'polkadot')?.address).toBe(BOB_DOT);
    t.task.cancel();
  });

  it('getWalletProvider signs through the extension with its own address form; bad params never reach it', async () => {
    const ext = extension('polkadot-js');
    const t = makeTestStore(dotOptions());
    await connect(t, ext.connectorId);
    const provider = t.deps.polkadot.get(ext.connectorId)?.provider;
    expect(provider).toMatchObject({ namespace: 'polkadot', address: ALICE_DOT, chainId: POLKADOT.caipNetworkId, accounts: [ALICE_DOT, BOB_DOT] });
    await expect(provider!.signRaw({ address: ALICE_DOT, data: 'hello' })).resolves.toEqual({ id: 1, signature: SIGNATURE });
    expect(ext.asked.at(-1)).toEqual({ call: 'signRaw', input: { address: ALICE, data: '0x68656c6c6f', type: 'bytes' } });
    const asked = ext.asked.length;
    await expect(provider!.signRaw({ address: 'nope', data: 'x' })).rejects.toMatchObject({ code: -32602 });
    await expect(provider!.signRaw({ address: ALICE_KSM.replace('H', 'J'), data: 'x' })).rejects.toMatchObject({ code: -32602 });
    await expect(provider!.signPayload({ address: ALICE_DOT } as never)).rejects.toMatchObject({ code: -32602 });
    expect(ext.asked).toHaveLength(asked);
    t.task.cancel();
  });
});

describe('restore and disconnect', () => {
  it('restores a stored Polkadot connection, and disconnect forgets it', async () => {
    const storage = createStorage(memoryBackend());
    storage.set(STORED.connectionStatus.key, 'connected');
    storage.set(STORED.connectedNamespaces.key, ['polkadot']);
    storage.set(STORED.connectedConnectorIds.key, { polkadot: 'polkadot:polkadot-js' });
    const ext = extension('polkadot-js');
    ext.state.authorized = true;
    const t = makeTestStore(dotOptions(), { storage });
    await waitUntil(() => selectConnection(t.state()).status.polkadot === 'connected', 'restored');
    expect(selectAccount(t.state(), 'polkadot')?.address).toBe(ALICE_DOT);
    t.store.dispatch(disconnectRequested({ namespace: 'polkadot' }));
    await waitUntil(() => selectConnection(t.state()).status.polkadot === 'disconnected', 'disconnected');
    expect(selectAccount(t.state(), 'polkadot')).toBeNull();
    expect(storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema)).toBe('disconnected');
    expect(t.deps.polkadot.get(ext.connectorId)?.provider).toBeUndefined();
    t.task.cancel();
  });

  it('a stored connection whose extension is gone fails its restore', async () => {
    const storage = createStorage(memoryBackend());
    storage.set(STORED.connectionStatus.key, 'connected');
    storage.set(STORED.connectedNamespaces.key, ['polkadot']);
    storage.set(STORED.connectedConnectorIds.key, { polkadot: 'polkadot:gone' });
    useSagaTimers();
    try {
      const t = makeTestStore(dotOptions(), { storage });
      await untilTurns(() => selectConnection(t.state()).status.polkadot === 'connecting', 'connecting');
      await jest.advanceTimersByTimeAsync(15000);
      await untilTurns(() => selectConnection(t.state()).status.polkadot === 'disconnected', 'restore failed');
      t.task.cancel();
    } finally {
      jest.useRealTimers();
    }
  });
});
