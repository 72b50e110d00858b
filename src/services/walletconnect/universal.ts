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
    logger: 'silent',
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

/** @param storage where pairings and sessions are kept; the default is the clients' own (IndexedDB in a browser) */
export async function initProvider(setup: WalletConnectSetup, storage?: ICore['storage']): Promise<UniversalProviderLike> {
  const own = { ...setup, storagePrefix: claimStoragePrefix(setup.storagePrefix) };
  const provider = await UniversalProvider.init({
    core: createCore(own, storage),
    projectId: setup.projectId,
    relayUrl: setup.relayUrl,
    // a plain copy: the options come from the store, which freezes them, and the client writes to metadata.icons
    // ("Cannot assign to read only property 'icons'", and the icons never reached the wallet)
    metadata: { ...setup.metadata, icons: [...setup.metadata.icons] },
    logger: 'silent',
    // reads go to the site's own RPC (the proposal's rpcMap); no probe request before the first real one
    disableProviderPing: true,
  });
  // SPEC §8: the relay closing its socket with code 3000 is an abnormal close; the core then stops its transport,
  // so the flows hear of it (transport_error) instead of waiting for a wallet that can no longer answer
  provider.client.core.relayer.on('relayer_error', (error: unknown) => {
    provider.events.emit('transport_error', relayError(error));
  });
  // The provider's listener signatures are untyped (`any`); ours name the events the adapter reads.
  return provider as unknown as UniversalProviderLike;
}

export const walletConnectModule: WalletConnectModule = { initProvider: (setup) => initProvider(setup) };
