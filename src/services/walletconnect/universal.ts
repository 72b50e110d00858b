/**
 * The WalletConnect chunk (~130 KiB gzip): UniversalProvider on its own core. Loaded with a dynamic import
 * only when WalletConnect is used or about to be (pointer over, focus on a WalletConnect entry), never before.
 */
import { Core } from '@walletconnect/core';
import UniversalProvider from '@walletconnect/universal-provider';
import type { ICore } from '@walletconnect/types';
import type { UniversalProviderLike, WalletConnectModule, WalletConnectSetup } from './types';
import { relayError } from '../../core/walletConnect';

/**
 * A logger that drops everything. The core given the level 'silent' still logs every relay frame at trace
 * level into its own in-memory log list (WalletConnect's diagnostics download), and that list throws on any single
 * entry above its 1,024,000 bytes — a frame of 1 MB or more from the relay became an uncaught error in the page
 * ("[LinkedList] Value too big to insert into list"). The widget keeps its own log buffer (src/events/logBuffer.ts).
 */
function silentLogger(): ICore['logger'] {
  const drop = () => undefined;
  const logger = { level: 'silent', trace: drop, debug: drop, info: drop, warn: drop, error: drop, fatal: drop, child: () => silentLogger() };
  return logger as unknown as ICore['logger'];
}

/**
 * The core is made here, not inside UniversalProvider, so its cloud services can be turned off before it
 * starts: the telemetry client posts an INIT event on start even with telemetry disabled, and `verify.register`
 * loads a verification iframe from WalletConnect's host on every proposal and request.
 */
function createCore(setup: WalletConnectSetup, storage?: ICore['storage']): ICore {
  const core = new Core({
    projectId: setup.projectId,
    relayUrl: setup.relayUrl,
    customStoragePrefix: setup.storagePrefix,
    telemetryEnabled: setup.telemetry,
    logger: silentLogger(),
    ...(storage ? { storage } : {}),
  });
  if (!setup.telemetry) {
    core.eventClient.telemetryEnabled = false;
    core.eventClient.init = async () => {};
  }
  // An empty attestation id: the wallet shows the request as unverified, as it would for any unknown domain.
  if (!setup.verify) core.verify.register = async () => '';
  return core;
}

/**
 * The storage prefixes taken on this page. WalletConnect keeps one global core per prefix: a second `new Core`
 * with a taken prefix is handed the first one (warning "Core is already initialized … Init() was called 2 times"),
 * and every client on it adds its heartbeat listeners to that one core (MaxListenersExceededWarning). So each
 * WalletGate instance on a page starts its own core under a prefix of its own, in the order they start.
 * Page-level on purpose: the thing it keeps apart (WalletConnect's global core) is page-level too.
 */
const takenPrefixes = new Set<string>();

export function claimStoragePrefix(prefix: string): string {
  let claimed = prefix;
  for (let n = 2; takenPrefixes.has(claimed); n += 1) claimed = `${prefix}-${n}`;
  takenPrefixes.add(claimed);
  return claimed;
}

/** The core and prefix of each provider started here, for closeProvider. */
const started = new WeakMap<object, { core: ICore; prefix: string }>();

/**
 * A destroyed instance's client stops (heartbeat, relay socket) and gives its prefix back, WalletConnect's
 * global core for it included, so an instance made again on the page (a remount) starts a fresh core on the same
 * storage and restores the same session instead of taking a suffixed prefix with none in it.
 */
export async function closeProvider(provider: UniversalProviderLike): Promise<void> {
  const own = started.get(provider);
  if (!own) return;
  started.delete(provider);
  own.core.heartbeat.stop();
  await own.core.relayer.transportClose().catch(() => {});
  takenPrefixes.delete(own.prefix);
  const key = `_walletConnectCore_${own.prefix}`;
  const globals = globalThis as Record<string, unknown>;
  if (globals[key] === own.core) delete globals[key];
}

/** A fresh relay socket in place of one the relay accepted and never answers on. */
async function restartRelay(provider: UniversalProviderLike): Promise<void> {
  await started.get(provider)?.core.relayer.restartTransport();
}

/** @param storage where pairings and sessions are kept; the default is the clients' own (IndexedDB in a browser) */
export async function initProvider(setup: WalletConnectSetup, storage?: ICore['storage']): Promise<UniversalProviderLike> {
  const own = { ...setup, storagePrefix: claimStoragePrefix(setup.storagePrefix) };
  const core = createCore(own, storage);
  const provider = await UniversalProvider.init({
    core,
    projectId: setup.projectId,
    relayUrl: setup.relayUrl,
    // a plain copy: the options come from the store, which freezes them, and the client writes to metadata.icons
    // ("Cannot assign to read only property 'icons'", and the icons never reached the wallet)
    metadata: { ...setup.metadata, icons: [...setup.metadata.icons] },
    logger: 'silent',
    // reads go to the site's own RPC (the proposal's rpcMap); no probe request before the first real one.
    // UniversalProvider keeps this, its client and its events in module-level globals that the namespace providers
    // read as they are made (synchronously after they are set, so each instance's stay its own), and this one
    // again when it makes a chain's RPC provider later (setDefaultChain): every instance passes the same value, so
    // none sees another's.
    disableProviderPing: true,
  });
  started.set(provider, { core, prefix: own.storagePrefix });
  // SPEC §8: the relay closing its socket with code 3000 is an abnormal close; the core then stops its transport,
  // so the flows hear of it (transport_error) instead of waiting for a wallet that can no longer answer
  provider.client.core.relayer.on('relayer_error', (error: unknown) => {
    provider.events.emit('transport_error', relayError(error));
  });
  // The provider's listener signatures are untyped (`any`); ours name the events the adapter reads.
  return provider as unknown as UniversalProviderLike;
}

export const walletConnectModule: WalletConnectModule = { initProvider: (setup) => initProvider(setup), closeProvider, restartRelay };
