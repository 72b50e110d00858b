/**
 * Bitcoin wallets in the page, as one channel from two sources:
 * - the Wallet Standard registry: wallets with `bitcoin:connect` and a Bitcoin signing feature;
 * - sats-connect-style providers: `window.btc_providers` lists them ({ id, name, icon }), each reachable at the
 *   dotted path its id names (e.g. `XverseProviders.BitcoinProvider`) with a `request(method, params)` function.
 * Names, icons and features are checked with zod; a malformed entry is ignored, never a crash.
 */
import { buffers, eventChannel } from 'redux-saga';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { z } from 'zod/mini';
import { bitcoinStandardId, satsConnectId } from '../../src/core/bitcoin';
import type { BitcoinSource } from '../../src/services/chains/bitcoin';

export type BitcoinWalletEvent =
  | { type: 'registered'; id: string; name: string; icon: string; source: BitcoinSource }
  | { type: 'unregistered'; id: string };

const icon = z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif)[;,]/));
const name = z.string().check(z.minLength(1), z.maxLength(100));

const SIGNING = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const;
const standardWallet = z.object({
  name,
  icon,
  chains: z.array(z.string()).check(z.refine((chains) => chains.some((c) => c.startsWith('bitcoin:')), 'no Bitcoin chain')),
  features: z.custom<Record<string, unknown>>(
    (f) => typeof f === 'object' && f !== null && 'bitcoin:connect' in f && SIGNING.some((s) => s in f),
    'missing Bitcoin features',
  ),
});

const satsConnectEntry = z.object({
  id: z.string().check(z.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'not a window path')),
  name,
  icon,
});

export function describeStandardWallet(wallet: Wallet): BitcoinWalletEvent | null {
  let parsed: ReturnType<typeof standardWallet.safeParse>;
  try {
    parsed = standardWallet.safeParse(wallet);
  } catch {
    return null; // a wallet whose getters throw is ignored like a malformed one
  }
  if (!parsed.success) return null;
  return { type: 'registered', id: bitcoinStandardId(parsed.data.name), name: parsed.data.name, icon: parsed.data.icon, source: { kind: 'standard', wallet } };
}

/** The providers `window.btc_providers` lists, each found at its path with a request function. */
export function readSatsConnectProviders(win: Window): BitcoinWalletEvent[] {
  // Any page script writes window.btc_providers: a getter that throws (on the list, an entry or a field) is ignored
  // like a malformed entry, never left to escape (found by fuzzing).
  let items: unknown[];
  try {
    const list: unknown = (win as Window & { btc_providers?: unknown }).btc_providers;
    if (!Array.isArray(list)) return [];
    items = Array.from(list);
  } catch {
    return [];
  }
  const out: BitcoinWalletEvent[] = [];
  for (const item of items) {
    let parsed: ReturnType<typeof satsConnectEntry.safeParse>;
    try {
      parsed = satsConnectEntry.safeParse(item);
    } catch {
      continue;
    }
    if (!parsed.success) continue;
    let target: unknown = win;
    let request: unknown;
    try {
      for (const part of parsed.data.id.split('.')) target = target && typeof target === 'object' ? (target as Record<string, unknown>)[part] : undefined;
      request = (target as { request?: unknown } | undefined)?.request;
    } catch {
      continue;
    }
    if (typeof request !== 'function') continue;
    out.push({
      type: 'registered',
      id: satsConnectId(parsed.data.id),
      name: parsed.data.name,
      icon: parsed.data.icon,
      source: { kind: 'satsConnect', provider: target as { request(method: string, params?: unknown): Promise<unknown> } },
    });
  }
  return out;
}

/** The page's Bitcoin wallets so far, then each Wallet Standard (un)registration. */
export function createBitcoinWalletsChannel(win: Window) {
  const wallets = getWallets();
  return eventChannel<BitcoinWalletEvent>((emit) => {
    const register = (...added: Wallet[]) => {
      for (const wallet of added) {
        const event = describeStandardWallet(wallet);
        if (event) emit(event);
      }
    };
    const offRegister = wallets.on('register', register);
    const offUnregister = wallets.on('unregister', (...removed: Wallet[]) => {
      for (const wallet of removed) {
        const event = describeStandardWallet(wallet);
        if (event) emit({ type: 'unregistered', id: event.id });
      }
    });
    queueMicrotask(() => {
      register(...wallets.get());
      for (const event of readSatsConnectProviders(win)) emit(event);
    });
    return () => {
      offRegister();
      offUnregister();
    };
  }, buffers.expanding(8));
}
