/**
 * The widget's own WalletConnect chunk (src/services/walletconnect/universal.ts, configured as the widget configures
 * it) against the sandbox relay and wallet, with every request, WebSocket and TCP connection to a host other than
 * loopback refused and recorded: nothing leaves loopback when the endpoints are local and analytics is off.
 */
import { describe, expect, it } from '@jest/globals';
import { stringToHex, verifyMessage, type Hex } from 'viem';
import { closeCore, MemoryStorage } from '../../sandbox/relay/offline';
import { SandboxWcWallet } from '../../sandbox/wallets/walletconnect/wallet';
import { evmAccount, evmPrivateKey } from '../../sandbox/chains/keys';
import { useRelayWorld } from './relayWorld';
import { parseOptions } from '../../src/core/options';
import { proposalNamespaces, walletConnectServices } from '../../src/core/walletConnect';
import { claimStoragePrefix, closeProvider, initProvider } from '../../src/services/walletconnect/universal';
import { createWalletConnectEip1193 } from '../../src/services/walletconnect/eip1193';
import type { UniversalProviderLike } from '../../src/services/walletconnect/types';
import type { ICore } from '@walletconnect/types';
import { useSeparateWalletConnectCores } from './separateCores';
import { words } from '../helpers/words';

useSeparateWalletConnectCores();
const world = useRelayWorld();
const { chains, cleanups } = world;
const account5 = evmAccount(5).address;



/** The options a site on the sandbox passes (analytics left on: it points at the sandbox, not the hosted sink). */
function siteOptions() {
  const parsed = parseOptions({
    projectId: 'walletgate-sandbox',
    networks: chains.map((c) => ({
      id: c.chainId,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    })),
    metadata: { name: 'WalletGate test site', url: 'http://127.0.0.1:5230' },
    endpoints: { blockchainApi: 'http://127.0.0.1:5231', catalogApi: 'http://127.0.0.1:5231', analyticsApi: 'http://127.0.0.1:5231', secureSite: 'http://127.0.0.1:5237', relay: world.relay.url },
  });
  if (!parsed.ok) throw new Error(words(parsed.error));
  return parsed.options;
}

describe('claimStoragePrefix', () => {
  it('gives each instance on a page a prefix of its own, so WalletConnect never hands one a shared global core', () => {
    expect(claimStoragePrefix('claim-test')).toBe('claim-test');
    expect(claimStoragePrefix('claim-test')).toBe('claim-test-2');
    expect(claimStoragePrefix('claim-test')).toBe('claim-test-3');
  });
});

describe('closeProvider', () => {
  it("frees a destroyed instance's prefix: the instance made again starts a fresh client on the same one", async () => {
    const config = siteOptions();
    const setup = { projectId: config.projectId, relayUrl: config.endpoints.relay, metadata: config.metadata!, ...walletConnectServices(config), storagePrefix: 'reuse-test' };
    const up = await initProvider(setup, new MemoryStorage());
    const core = (up as unknown as { client: { core: ICore } }).client.core;
    cleanups.push(() => closeCore(core));
    expect(core.customStoragePrefix).toBe(':reuse-test'); // WalletConnect's form of the prefix in its storage keys
    await closeProvider(up);
    // the instance made again (a remount) starts on the same prefix, so on the same stored sessions
    const again = await initProvider(setup, new MemoryStorage());
    const core2 = (again as unknown as { client: { core: ICore } }).client.core;
    cleanups.push(() => closeCore(core2));
    expect(core2).not.toBe(core);
    expect(core2.customStoragePrefix).toBe(':reuse-test');
    await closeProvider(again);
    expect(claimStoragePrefix('reuse-test')).toBe('reuse-test');
  });
});

describe("the widget's WalletConnect provider on the sandbox", () => {
  it('pairs, signs and reads through the configured RPC without reaching any host but loopback', async () => {
    const config = siteOptions();
    expect(walletConnectServices(config)).toEqual({ telemetry: false, verify: false });
    // as the store hands it over: frozen (Immer), icons included; they must reach the wallet
    const icon = 'http://127.0.0.1:5230/icon.png';
    const metadata = Object.freeze({ ...config.metadata!, icons: Object.freeze([icon]) as string[] });
    const up = await initProvider(
      { projectId: config.projectId, relayUrl: config.endpoints.relay, metadata, ...walletConnectServices(config), storagePrefix: 'test-widget' },
      new MemoryStorage(),
    );
    cleanups.push(() => closeCore((up as unknown as { client: { core: ICore } }).client.core));
    const wallet = await SandboxWcWallet.create({
      relayUrl: world.relay.url,
      projectId: config.projectId,
      chains,
      accounts: [5, 6].map((index) => ({ index, privateKey: evmPrivateKey(index) })),
      storage: new MemoryStorage(),
      storagePrefix: 'test-wallet',
      logger: 'silent',
    });
    cleanups.push(() => wallet.close());
    const adapter = createWalletConnectEip1193(up as UniversalProviderLike);

    let proposedIcons: string[] = [];
    up.on('display_uri', (uri) => void wallet.pair(uri));
    const off = wallet.subscribe((s) => {
      if (!s.proposals[0]) return;
      off();
      proposedIcons = s.proposals[0].dappIcons;
      void wallet.approveSession(s.proposals[0].id);
    });
    const began = performance.now();
    const session = await up.connect({ optionalNamespaces: proposalNamespaces(config.networks, 'eip155:31337') });
    console.log(`widget WalletConnect pair + session on the local relay: ${(performance.now() - began).toFixed(0)} ms`);
    adapter.attach(session!, [31337]);
    expect(proposedIcons).toEqual([icon]);
    expect(await adapter.request({ method: 'eth_accounts' })).toEqual([account5]);
    expect(await adapter.request({ method: 'eth_chainId' })).toBe('0x7a69');

    // a read goes to the site's RPC (the rpcMap), not to a hosted default
    expect(await adapter.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/);

    const signed = new Promise<Hex>((resolve, reject) => {
      const stop = wallet.subscribe((s) => {
        const request = s.requests[0];
        if (!request) return;
        stop();
        wallet.approveRequest(request.id).catch(reject);
      });
      adapter.request({ method: 'personal_sign', params: [stringToHex('hello from the widget'), account5] }).then((sig) => resolve(sig as Hex), reject);
    });
    expect(await verifyMessage({ address: account5, message: 'hello from the widget', signature: await signed })).toBe(true);

    // the wallet ends the session: the adapter reports it with the user-disconnected reason
    const reason = new Promise((resolve) => adapter.on('disconnect', resolve));
    await wallet.disconnect();
    expect(await reason).toMatchObject({ code: 6000, message: 'User disconnected.' });
    expect(adapter.topic).toBeNull();

    expect(world.guard.violations).toEqual([]);
  });
});
