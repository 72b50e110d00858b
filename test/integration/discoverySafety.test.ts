/**
 * EIP-6963 announcements are open to any script in the page: an impostor announcing an
 * rdns already listed never takes its place (the visitor's click reaches the first wallet), and an announcement
 * whose getters throw is ignored without a page error. Real store and sagas, fake EIP-1193 wallets.
 */
import { selectAccount, selectAllConnectors, selectConnection, walletSelected } from '../../slices';
import { FakeWallet } from '../helpers/fakeWallet';
import { makeTestStore, testOptions, TEST_ENDPOINTS, TEST_NETWORK } from '../helpers/makeTestStore';
import { http, HttpResponse } from 'msw';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';

const server = useMswServer();
const options = testOptions({ networks: [TEST_NETWORK], features: { analytics: false } });
const IMPOSTOR_ICON = 'data:image/svg+xml,<svg id="impostor"/>';

let wallet: FakeWallet;
const installed: FakeWallet[] = [];
beforeEach(() => {
  rpcNode(server);
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  wallet = new FakeWallet().install();
  installed.push(wallet);
});
afterEach(() => {
  for (const w of installed.splice(0)) w.uninstall();
});

/** Another script announcing the listed wallet's rdns with its own provider. */
function impostor(uuid: string) {
  const fake = new FakeWallet({ uuid, name: 'Fake Wallet (update)', icon: IMPOSTOR_ICON, rdns: wallet.info.rdns });
  fake.accounts = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];
  installed.push(fake.install());
  return fake;
}

describe('a repeated rdns (wallet spoofing)', () => {
  it.each([
    ['another uuid', 'uuid-impostor'],
    ['the listed uuid', 'uuid-1'],
  ])('an impostor announced with a listed rdns and %s never receives the connect', async (_label, uuid) => {
    const t = makeTestStore(options);
    const fake = impostor(uuid);
    // it also answers every later request for providers, as the real one does
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    const listed = selectAllConnectors(t.state()).filter((c) => c.rdns === wallet.info.rdns);
    expect(listed).toEqual([expect.objectContaining({ id: 'test.fake.wallet', name: 'Fake Wallet', imageUrl: wallet.info.icon })]);
    expect(t.logger.warn).toHaveBeenCalledTimes(1); // said once, however often it announces

    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(wallet.methods()).toContain('eth_requestAccounts');
    expect(fake.calls).toEqual([]);
    expect(t.deps.providers.get('test.fake.wallet')).toBe(wallet.provider);
    t.task.cancel();
  });

  it('the same wallet announcing again changes nothing and says nothing', () => {
    const t = makeTestStore(options);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet']);
    expect(t.logger.warn).not.toHaveBeenCalled();
    t.task.cancel();
  });
});

describe('the same wallet announcing a new provider (test wallets re-inject theirs under the same uuid)', () => {
  /** The listed wallet again: same uuid, name and rdns, a new provider object. */
  const reinjected = () => {
    const again = new FakeWallet({ ...wallet.info });
    again.accounts = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];
    installed.push(again.install());
    return again;
  };

  it('takes the newer provider, says nothing, and lists the wallet once', async () => {
    const t = makeTestStore(options);
    const again = reinjected();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet']);
    expect(t.logger.warn).not.toHaveBeenCalled();
    expect(t.deps.providers.get('test.fake.wallet')).toBe(again.provider);

    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(again.methods()).toContain('eth_requestAccounts');
    expect(wallet.methods()).not.toContain('eth_requestAccounts');
    t.task.cancel();
  });

  it('window.ethereum, the newer provider, is not listed a second time as a Browser Wallet', () => {
    const again = new FakeWallet({ ...wallet.info });
    (window as { ethereum?: unknown }).ethereum = again.provider;
    try {
      installed.push(again.install());
      const t = makeTestStore(options);
      expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet']);
      expect(t.logger.warn).not.toHaveBeenCalled();
      t.task.cancel();
    } finally {
      delete (window as { ethereum?: unknown }).ethereum;
    }
  });

  it('a Browser Wallet entry for window.ethereum goes once that provider is announced as the listed wallet', () => {
    const again = new FakeWallet({ ...wallet.info });
    (window as { ethereum?: unknown }).ethereum = again.provider;
    try {
      const t = makeTestStore(options);
      expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet', 'injected']);
      installed.push(again.install());
      expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet']);
      expect(t.logger.warn).not.toHaveBeenCalled();
      t.task.cancel();
    } finally {
      delete (window as { ethereum?: unknown }).ethereum;
    }
  });

  it('a connection follows the newer provider once the wallet re-announces', async () => {
    const t = makeTestStore(options);
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    const again = reinjected();
    again.emit('accountsChanged', ['0x90F79bf6EB2c4f870365E785982E1f101E93b906']);
    expect(selectAccount(t.state(), 'eip155')?.address).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    // the replaced provider is no longer heard
    wallet.emit('accountsChanged', ['0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65']);
    expect(selectAccount(t.state(), 'eip155')?.address).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    expect(t.logger.warn).not.toHaveBeenCalled();
    t.task.cancel();
  });

  it('another instance (uuid) under the same name and rdns is still refused, with the warning', () => {
    const t = makeTestStore(options);
    const copy = new FakeWallet({ ...wallet.info, uuid: 'uuid-2' });
    installed.push(copy.install());
    expect(t.deps.providers.get('test.fake.wallet')).toBe(wallet.provider);
    expect(t.logger.warn).toHaveBeenCalledWith(expect.stringContaining('ignored another wallet announcing itself as test.fake.wallet'));
    t.task.cancel();
  });
});

describe('an announcement whose getters throw', () => {
  it('is ignored without a page error, and later wallets are still listed', () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      const t = makeTestStore(options);
      const detail = {
        get info(): never {
          throw new Error('boom');
        },
        provider: new FakeWallet().provider,
      };
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      const late = new FakeWallet({ uuid: 'u2', name: 'Late Wallet', icon: 'data:image/png;base64,AA', rdns: 'test.late' });
      installed.push(late.install());
      expect(errors).toEqual([]);
      expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet', 'test.late']);
      t.task.cancel();
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});

describe('an rdns without a dot (wallets in the wild announce ids such as "headless-web3-provider")', () => {
  const announce = (info: Record<string, unknown>, provider: unknown = new FakeWallet().provider) =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }));

  it('is listed under its own name and connects, saying nothing', async () => {
    const t = makeTestStore(options);
    const headless = new FakeWallet({ uuid: 'u-headless', name: 'Headless Web3 Provider', icon: 'data:image/svg+xml,<svg/>', rdns: 'headless-web3-provider' });
    headless.accounts = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];
    installed.push(headless.install());
    expect(selectAllConnectors(t.state())).toContainEqual(expect.objectContaining({ id: 'headless-web3-provider', name: 'Headless Web3 Provider', type: 'ANNOUNCED' }));
    expect(t.logger.warn).not.toHaveBeenCalled();

    t.store.dispatch(walletSelected({ walletId: 'headless-web3-provider', name: 'Headless Web3 Provider', connectorId: 'headless-web3-provider' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(headless.methods()).toContain('eth_requestAccounts');
    expect(wallet.calls).toEqual([]);
    t.task.cancel();
  });

  it.each([
    ['whitespace', 'my wallet'],
    ['a control character', 'wallet\u0007'],
    ['an invisible character', 'wallet\u200b'],
    ['nothing', ''],
  ])('an rdns with %s is refused, and said once in words', (_label, rdns) => {
    const t = makeTestStore(options);
    const info = { uuid: 'u-odd', name: 'Odd Wallet', icon: 'data:image/svg+xml,<svg/>', rdns };
    announce(info);
    announce(info);
    expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet']);
    expect(t.logger.warn).toHaveBeenCalledTimes(1);
    expect(t.logger.warn.mock.calls[0]![0]).toMatch(/ignored the wallet announcement \(EIP-6963\) of .*(Odd Wallet|wallet).*: its info\.rdns is missing or not what EIP-6963 describes/);
    t.task.cancel();
  });

  it('a refused wallet named by a long run of emoji is said in whole characters, never half of one', () => {
    const t = makeTestStore(options);
    // 101 family emoji: too long an rdns; the warning shortens it, and a cut through a surrogate pair would print
    // a lone half (found by test/unit/fuzzBoundaries.test.ts)
    const rdns = `"${'👩‍👩‍👧‍👦'.repeat(101)}`;
    announce({ uuid: 'u-long', name: 'Long Wallet', icon: 'data:image/svg+xml,<svg/>', rdns });
    expect(t.logger.warn).toHaveBeenCalledTimes(1);
    const said = String(t.logger.warn.mock.calls[0]![0]);
    expect(said).toMatch(/ignored the wallet announcement \(EIP-6963\) of /);
    // neither a lone half in the text nor its escape (the name is quoted as JSON)
    expect(said).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\\ud[89a-f][0-9a-f]{2}/i);
    t.task.cancel();
  });

  it.each(['injected', 'walletConnect', 'ID_AUTH', 'walletStandard:Phantom'])('the id %s, kept for another kind of connector, is refused in words', (rdns) => {
    const t = makeTestStore(options);
    announce({ uuid: 'u-own', name: 'Claimant', icon: 'data:image/svg+xml,<svg/>', rdns });
    expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet']);
    expect(t.deps.providers.has(rdns)).toBe(false);
    expect(t.logger.warn).toHaveBeenCalledWith(expect.stringContaining('a name WalletGate keeps for another kind of connector'));
    t.task.cancel();
  });

  it('an announcement whose getters throw is refused in words too', () => {
    const t = makeTestStore(options);
    const detail = {
      get info(): never {
        throw new Error('boom');
      },
    };
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    expect(t.logger.warn).toHaveBeenCalledWith(expect.stringMatching(/ignored the wallet announcement \(EIP-6963\) of "a wallet"/));
    t.task.cancel();
  });
});
