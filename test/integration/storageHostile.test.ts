/**
 * Whatever a browser hands back from localStorage / sessionStorage — corrupt JSON, values of
 * the wrong type, oversize values, or a storage that throws on every call — the instance starts clean, the bad
 * keys are cleared, and nothing throws. Covers every key of src/core/storageKeys.ts, the embedded keys and the
 * WalletConnect deep-link key, as read by the real root saga at start.
 */
import { openRequested, restoreStarted, selectIsOpen, selectModal, selectRecentWallets, selectConnection, selectActiveCaipNetworkId } from '../../slices';
import { LIMITS } from '../../src/core/constants';
import { EMBEDDED_LOCAL, EMBEDDED_SESSION } from '../../src/core/embedded';
import { STORED } from '../../src/core/storageKeys';
import { browserBackend, createStorage, memoryBackend, STORAGE_PREFIX, type KeyValueBackend } from '../../src/services/storage';
import { STORED_DEEP_LINK } from '../../sagas/walletconnect/storage';
import { makeTestStore, testOptions, TEST_NETWORK, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { flushAsync, waitUntil } from '../helpers/wait';

/** A value each key's schema accepts: with these the next page would restore all of it. */
const LOCAL_VALUES: Record<string, unknown> = {
  [STORED.connectionStatus.key]: 'connected',
  [STORED.connectedConnectorIds.key]: { eip155: 'test.fake.wallet' },
  [STORED.connectedNamespaces.key]: ['eip155'],
  [STORED.activeNamespace.key]: 'eip155',
  [STORED.activeCaipNetworkId.key]: 'eip155:31338',
  [STORED.connectedWalletInfo.key]: { eip155: { name: 'Fake Wallet' } },
  [STORED.legalAccepted.key]: true,
  [STORED.recentWallets.key]: [{ id: 'w1', name: 'Wallet One' }],
  [EMBEDDED_LOCAL.socialProvider.key]: 'google',
  [EMBEDDED_LOCAL.lastEmailLoginTime.key]: 1_700_000_000_000,
  [STORED_DEEP_LINK.key]: { name: 'Wallet One', href: 'https://w1.example' },
};
const SESSION_VALUES: Record<string, unknown> = {
  [EMBEDDED_SESSION.loginUsed.key]: true,
  [EMBEDDED_SESSION.email.key]: 'visitor@example.com',
  [EMBEDDED_SESSION.socialUsername.key]: 'visitor',
  [EMBEDDED_SESSION.lastEmailLoginTime.key]: 1_700_000_000_000,
  [EMBEDDED_SESSION.lastUsedChainId.key]: 31337,
  [EMBEDDED_SESSION.smartAccountNetworks.key]: '31337',
  [EMBEDDED_SESSION.token.key]: 'session-token',
};

const everyKeyCovered = () => {
  const local = [...Object.values(STORED), ...Object.values(EMBEDDED_LOCAL), STORED_DEEP_LINK].map((k) => k.key);
  expect(Object.keys(LOCAL_VALUES).sort()).toEqual([...new Set(local)].sort());
  expect(Object.keys(SESSION_VALUES).sort()).toEqual(Object.values(EMBEDDED_SESSION).map((k) => k.key).sort());
};

const DAMAGE: Record<string, (valid: unknown) => string> = {
  'corrupt JSON': (valid) => `${JSON.stringify(valid).slice(0, -1)}{`,
  'a value of the wrong type': () => JSON.stringify([{ constructor: 1 }, null, 2]),
  // valid JSON of a valid value, padded past the cap with whitespace JSON.parse would accept
  'an oversize value': (valid) => JSON.stringify(valid) + ' '.repeat(LIMITS.storedValueChars),
};

function seeded(values: Record<string, unknown>, raw: (valid: unknown) => string) {
  const backend = memoryBackend();
  for (const [key, valid] of Object.entries(values)) backend.setItem(STORAGE_PREFIX + key, raw(valid));
  return backend;
}

const stored = (backend: KeyValueBackend, values: Record<string, unknown>) =>
  Object.keys(values).filter((key) => backend.getItem(STORAGE_PREFIX + key) !== null);

const twoNetworks = () => testOptions({ networks: [TEST_NETWORK, TEST_NETWORK_B], features: { analytics: false, legalCheckbox: true } });

describe('storage that cannot be believed', () => {
  it('lists every key WalletGate keeps (a new key must be added here)', everyKeyCovered);

  it('keeps and restores every key when the values are good (the control)', async () => {
    const local = seeded(LOCAL_VALUES, (v) => JSON.stringify(v));
    const session = seeded(SESSION_VALUES, (v) => JSON.stringify(v));
    const t = makeTestStore(twoNetworks(), { storage: createStorage(local), session: createStorage(session) });
    await waitUntil(() => selectRecentWallets(t.state()).length === 1, 'the recent wallet restored');
    await waitUntil(() => t.types().includes(restoreStarted.type), 'the stored connection restoring');
    expect(selectModal(t.state()).legalAccepted).toBe(true);
    expect(selectActiveCaipNetworkId(t.state())).toBe('eip155:31338');
    expect(stored(local, LOCAL_VALUES)).toEqual(Object.keys(LOCAL_VALUES));
    expect(stored(session, SESSION_VALUES)).toEqual(Object.keys(SESSION_VALUES));
    t.task.cancel();
  });

  it.each(Object.keys(DAMAGE))('starts clean from %s in every key, and clears them all', async (kind) => {
    const local = seeded(LOCAL_VALUES, DAMAGE[kind]!);
    const session = seeded(SESSION_VALUES, DAMAGE[kind]!);
    expect(stored(local, LOCAL_VALUES)).toHaveLength(Object.keys(LOCAL_VALUES).length);
    const t = makeTestStore(twoNetworks(), { storage: createStorage(local), session: createStorage(session) });
    await waitUntil(() => stored(local, LOCAL_VALUES).length === 0 && stored(session, SESSION_VALUES).length === 0, 'the bad keys cleared');
    await flushAsync(50);
    expect(t.types()).not.toContain(restoreStarted.type);
    expect(selectConnection(t.state()).status.eip155).not.toBe('connecting');
    expect(selectRecentWallets(t.state())).toEqual([]);
    expect(selectModal(t.state()).legalAccepted).toBe(false);
    expect(selectActiveCaipNetworkId(t.state())).toBe('eip155:31337');
    expect(t.logger.error).not.toHaveBeenCalled();
    // and the modal still opens on a clean start
    t.store.dispatch(openRequested());
    await waitUntil(() => selectIsOpen(t.state()), 'the modal open');
    t.task.cancel();
  });

  it('starts clean when every storage call throws, and remembers nothing without throwing', async () => {
    const denied = (): never => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const hostile: KeyValueBackend = { getItem: denied, setItem: denied, removeItem: denied };
    const t = makeTestStore(twoNetworks(), { storage: createStorage(hostile), session: createStorage(hostile) });
    await flushAsync();
    t.store.dispatch(openRequested());
    await waitUntil(() => selectIsOpen(t.state()), 'the modal open');
    expect(t.types()).not.toContain(restoreStarted.type);
    expect(t.logger.error).not.toHaveBeenCalled();
    t.task.cancel();
  });

  it('falls back to memory when merely touching window.localStorage throws (sandboxed frame)', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new DOMException('denied', 'SecurityError'); } });
    try {
      expect(browserBackend('localStorage')).toBeNull();
      const storage = createStorage(browserBackend('localStorage'));
      storage.set(STORED.legalAccepted.key, true);
      expect(storage.get(STORED.legalAccepted.key, STORED.legalAccepted.schema)).toBe(true);
    } finally {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else delete (window as { localStorage?: unknown }).localStorage;
    }
  });

  it('clears a damaged key where it is read, not only at start (a stored value is believed only if it passes)', () => {
    const backend = memoryBackend();
    const storage = createStorage(backend);
    backend.setItem(`${STORAGE_PREFIX}${STORED.recentWallets.key}`, '[{"id":""}]');
    expect(storage.get(STORED.recentWallets.key, STORED.recentWallets.schema)).toBeUndefined();
    expect(backend.getItem(`${STORAGE_PREFIX}${STORED.recentWallets.key}`)).toBeNull();
    // a denied read clears nothing
    const flaky: KeyValueBackend = { ...backend, getItem: () => { throw new Error('denied'); }, removeItem: jest.fn() };
    expect(createStorage(flaky).get('x', STORED.legalAccepted.schema)).toBeUndefined();
    expect(flaky.removeItem).not.toHaveBeenCalled();
  });
});
