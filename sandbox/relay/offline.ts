/** Keeping WalletConnect 2.25 clients on loopback. Browser- and node-safe (no node imports), so the sandbox
 * wallet page, node tests and the widget's UniversalProvider can all share it.
 *
 * What reaches the internet if left alone (read from @walletconnect/core 2.25 and @reown/walletkit 1.6):
 * - `core.eventClient.init()` posts an INIT event to pulse.walletconnect.org — WalletKit calls it even with
 *   `telemetryEnabled: false`. Stubbed; telemetry is also turned off so no other event is queued.
 * - `core.verify.register()` (dapp side, every proposal/request) loads a verify.walletconnect.org iframe
 *   and waits up to 5 s; `core.verify.resolve()` (wallet side, every incoming proposal/request) fetches an
 *   attestation. Both stubbed: the wallet sees `validation: 'UNKNOWN'`.
 * - `core.echoClient.registerDeviceToken()` (push) only runs when called; stubbed anyway.
 * - The relay URL defaults to relay.walletconnect.org: always pass `relayUrl`.
 * - UniversalProvider sends read-only RPC (eth_chainId, eth_getBalance…) to rpc.walletconnect.org unless
 *   each namespace carries an `rpcMap` — give it the sandbox chains' RPC URLs.
 * - Two clients in one process share a core per `customStoragePrefix`: give each its own.
 * The clients keep a 5 s heartbeat interval and a reconnecting socket alive after disconnect: end them
 * with `closeCore()` (tests) or leave them to the page's lifetime. */
import { Core } from '@walletconnect/core';
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json';
import type { ICore } from '@walletconnect/types';

export type KeyValueStorage = ICore['storage'];

/** In-memory storage with the same (safe-json) copy semantics as the clients' own. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  async getKeys(): Promise<string[]> {
    return [...this.items.keys()];
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items].map(([k, v]) => [k, safeJsonParse(v) as T]);
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const v = this.items.get(key);
    return v === undefined ? undefined : (safeJsonParse(v) as T);
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, safeJsonStringify(value));
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }
}

/** Replaces every member of a core that would call a WalletConnect cloud service. Call before init. */
function keepCoreOffline(core: ICore): ICore {
  core.eventClient.telemetryEnabled = false;
  core.eventClient.init = async () => {};
  core.verify.register = async () => '';
  // typed as always resolving, but the engine treats no answer as "unverified" (validation UNKNOWN)
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve'];
  core.echoClient.registerDeviceToken = async () => {};
  return core;
}

export interface OfflineCoreOptions {
  relayUrl: string;
  projectId: string;
  /** distinct per client in one process (and per page role) */
  customStoragePrefix: string;
  /** defaults to the clients' own (IndexedDB in a browser); pass MemoryStorage in node */
  storage?: KeyValueStorage;
  /** pino level, e.g. 'error' (default) or 'debug' */
  logger?: string;
}

/** A core for WalletKit (`WalletKit.init({ core })`) or UniversalProvider / SignClient (`{ core }`). */
export function createOfflineCore(opts: OfflineCoreOptions): ICore {
  const core = new Core({
    relayUrl: opts.relayUrl,
    projectId: opts.projectId,
    customStoragePrefix: opts.customStoragePrefix,
    telemetryEnabled: false,
    logger: opts.logger ?? 'error',
    ...(opts.storage ? { storage: opts.storage } : {}),
  });
  return keepCoreOffline(core);
}

/** Ends a core's timers and socket so a test process can exit (the clients have no close of their own). */
export async function closeCore(core: ICore): Promise<void> {
  core.heartbeat.stop();
  await core.relayer.transportClose().catch(() => {});
  core.relayer.events.removeAllListeners();
}
