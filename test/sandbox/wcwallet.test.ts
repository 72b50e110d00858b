/** The real WalletConnect SDKs through the sandbox relay: UniversalProvider (dapp side, as the widget will use
 * it) and the sandbox wallet's own logic module (@reown/walletkit), with nothing allowed off loopback. */
import { afterEach, describe, expect, it } from '@jest/globals';
import UniversalProvider from '@walletconnect/universal-provider';
import { createPublicClient, http, recoverTypedDataAddress, stringToHex, verifyMessage, type Hex } from 'viem';
import { startRelay } from '../../sandbox/relay';
import { closeCore, createOfflineCore, MemoryStorage } from '../../sandbox/relay/offline';
import { SandboxWcWallet, type WalletState } from '../../sandbox/wallets/walletconnect/wallet';
import { WALLET_EVENTS, WALLET_METHODS } from '../../sandbox/wallets/walletconnect/namespaces';
import { evmAccount, evmPrivateKey } from '../../sandbox/chains/keys';
import { useRelayWorld } from './relayWorld';
import { useSeparateWalletConnectCores } from './separateCores';

// Each client gets its own core: no process-global core cache shared between tests.
useSeparateWalletConnectCores();
const world = useRelayWorld();
const { ports, chains, cleanups } = world;
const PROJECT_ID = 'walletgate-sandbox';
const rpcMap = Object.fromEntries(chains.map((c) => [String(c.chainId), c.rpcUrl]));
const account5 = evmAccount(5).address;
const account6 = evmAccount(6).address;

let seq = 0;

afterEach(() => {
  expect(world.guard.violations).toEqual([]);
});

/** Resolves when the wallet's state satisfies `predicate` (checked now and after every change). */
function walletWhen(wallet: SandboxWcWallet, predicate: (s: WalletState) => boolean): Promise<WalletState> {
  return new Promise((resolve) => {
    const check = (s: WalletState) => {
      if (!predicate(s)) return false;
      off();
      resolve(s);
      return true;
    };
    const off = wallet.subscribe(check);
    check(wallet.state());
  });
}

async function makeWallet(): Promise<SandboxWcWallet> {
  const wallet = await SandboxWcWallet.create({
    relayUrl: world.relay.url,
    projectId: PROJECT_ID,
    chains,
    accounts: [5, 6].map((index) => ({ index, privateKey: evmPrivateKey(index) })),
    storage: new MemoryStorage(),
    storagePrefix: `test-wallet-${++seq}`,
    logger: 'silent', // a rejected request is logged as an error by design
  });
  cleanups.push(() => wallet.close());
  return wallet;
}

async function makeDapp(): Promise<UniversalProvider> {
  const core = createOfflineCore({ relayUrl: world.relay.url, projectId: PROJECT_ID, customStoragePrefix: `test-dapp-${++seq}`, storage: new MemoryStorage(), logger: 'silent' });
  const provider = await UniversalProvider.init({
    core,
    projectId: PROJECT_ID,
    logger: 'silent',
    metadata: { name: 'WalletGate test dapp', description: 'jest', url: 'http://127.0.0.1:5210', icons: [] },
  });
  cleanups.push(() => closeCore(core));
  return provider;
}

const namespaces = (chainIds: string[]) => ({
  eip155: { chains: chainIds, methods: [...WALLET_METHODS], events: [...WALLET_EVENTS], rpcMap },
});

/** dapp.connect() with the wallet pairing from the URI and approving as soon as the proposal shows. */
async function connect(dapp: UniversalProvider, wallet: SandboxWcWallet, answer: 'approve' | 'reject' = 'approve', chainIds = ['eip155:31337', 'eip155:31338']) {
  dapp.once('display_uri', (uri: string) => void wallet.pair(uri));
  const off = wallet.subscribe((s) => {
    const proposal = s.proposals[0];
    if (!proposal) return;
    off();
    void (answer === 'approve' ? wallet.approveSession(proposal.id) : wallet.rejectSession(proposal.id));
  });
  return dapp.connect({ optionalNamespaces: namespaces(chainIds) });
}

/** Sends a request from the dapp and approves it in the wallet once it arrives. */
async function requestApproved<T>(dapp: UniversalProvider, wallet: SandboxWcWallet, method: string, params: unknown[], chain = 'eip155:31337'): Promise<T> {
  const answered = walletWhen(wallet, (s) => s.requests.some((r) => r.method === method)).then((s) => wallet.approveRequest(s.requests[0]?.id));
  const [result] = await Promise.all([dapp.request<T>({ method, params }, chain), answered]);
  return result;
}

describe('sandbox WalletConnect wallet through the local relay', () => {
  // how fast: `npm run bench` reports pair + session on the local relay (goal 300 ms)
  it('pairs and settles an eip155 session with sandbox account 5 on both sandbox chains, the same session on both sides', async () => {
    const [dapp, wallet] = await Promise.all([makeDapp(), makeWallet()]);
    const session = await connect(dapp, wallet);
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account5}`, `eip155:31338:${account5}`]);
    expect(session?.namespaces.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']));
    expect(session?.peer.metadata.name).toBe('Sandbox WalletConnect');
    expect(dapp.session?.topic).toBe(session?.topic);
    expect(wallet.state().sessions).toEqual([
      {
        topic: session?.topic,
        dappName: 'WalletGate test dapp',
        dappUrl: 'http://127.0.0.1:5210',
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${account5}`, `eip155:31338:${account5}`],
      },
    ]);
    expect(await dapp.request({ method: 'eth_accounts' }, 'eip155:31337')).toEqual([account5]);
  });

  it('answers personal_sign and eth_signTypedData_v4 after approval, after a relay restart and after a fresh relay', async () => {
    const [dapp, wallet] = await Promise.all([makeDapp(), makeWallet()]);
    await connect(dapp, wallet);
    const message = 'WalletGate sandbox says hi';
    const signature = await requestApproved<Hex>(dapp, wallet, 'personal_sign', [stringToHex(message), account5]);
    expect(await verifyMessage({ address: account5, message, signature })).toBe(true);

    await world.relay.restart(); // every socket drops; both clients reconnect and resubscribe
    const typed = {
      domain: { name: 'WalletGate', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'after the restart' },
    };
    const typedSig = await requestApproved<Hex>(dapp, wallet, 'eth_signTypedData_v4', [account5, JSON.stringify(typed)]);
    expect(await recoverTypedDataAddress({ ...typed, signature: typedSig })).toBe(account5);

    // A new relay process on the same port, with an empty mailbox: the clients resubscribe and carry on.
    await world.relay.stop();
    world.relay = await startRelay({ port: ports.relay });
    const again = await requestApproved<Hex>(dapp, wallet, 'personal_sign', [stringToHex('third'), account5]);
    expect(await verifyMessage({ address: account5, message: 'third', signature: again })).toBe(true);
  });

  it('sends an approved eth_sendTransaction to the sandbox chain; a rejected request fails with 4001', async () => {
    const [dapp, wallet] = await Promise.all([makeDapp(), makeWallet()]);
    await connect(dapp, wallet);
    const tx = { from: account5, to: account6, value: '0x2386f26fc10000' };
    const hash = await requestApproved<Hex>(dapp, wallet, 'eth_sendTransaction', [tx]);
    const chain = createPublicClient({ transport: http(world.anvil.rpcUrl) });
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(account5.toLowerCase());

    const rejected = walletWhen(wallet, (s) => s.requests.length > 0).then(() => wallet.rejectRequest());
    const failure = dapp.request({ method: 'personal_sign', params: [stringToHex('no'), account5] }, 'eip155:31337');
    await expect(failure).rejects.toMatchObject({ code: 4001 });
    await rejected;
  });

  it('handles wallet_switchEthereumChain to a chain outside the session, and emits chainChanged / accountsChanged', async () => {
    const [dapp, wallet] = await Promise.all([makeDapp(), makeWallet()]);
    await connect(dapp, wallet, 'approve', ['eip155:31337']);
    expect(dapp.session?.namespaces.eip155?.chains).toEqual(['eip155:31337']);
    // UniversalProvider switches locally between approved chains; only an unapproved one reaches the wallet.
    const switched = await requestApproved(dapp, wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
    expect(switched).toBeNull();
    expect(wallet.state().chainId).toBe(31338);
    expect(wallet.state().sessions[0]?.chains).toEqual(['eip155:31337', 'eip155:31338']);

    const chainChanged = new Promise((resolve) => dapp.on('chainChanged', (id: unknown) => Number(id) === 31337 && resolve(id)));
    await wallet.switchChain(31337);
    await chainChanged;

    const accountsChanged = new Promise<string[]>((resolve) => dapp.on('accountsChanged', (a: string[]) => a[0] === account6 && resolve(a)));
    await wallet.switchAccount(6);
    expect(await accountsChanged).toEqual([account6]);
    expect(wallet.state().sessions[0]?.accounts).toEqual([`eip155:31337:${account6}`, `eip155:31338:${account6}`]);
  });

  it('a wallet disconnect reaches the dapp', async () => {
    const [dapp, wallet] = await Promise.all([makeDapp(), makeWallet()]);
    await connect(dapp, wallet);
    const deleted = new Promise((resolve) => dapp.on('session_delete', resolve));
    await wallet.disconnect();
    await deleted;
    expect(wallet.state().sessions).toEqual([]);
  });

  it('a rejected proposal rejects the dapp connect', async () => {
    const [dapp, wallet] = await Promise.all([makeDapp(), makeWallet()]);
    await expect(connect(dapp, wallet, 'reject')).rejects.toMatchObject({ message: expect.stringMatching(/reject/i) });
    expect(wallet.state().sessions).toEqual([]);
  });
});
