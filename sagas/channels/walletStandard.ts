import { buffers, eventChannel } from 'redux-saga';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { z } from 'zod/mini';
import { standardWalletId } from '../../src/core/solana';

/** Wallet Standard wallets by connector id. Their objects never enter the store. */
export type StandardWalletRegistry = Map<string, Wallet>;

/** What WalletGate needs of a Solana wallet: connect, and at least one way to sign. */
const REQUIRED = ['standard:connect'] as const;
const SIGNING = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const;

/** Any page script can register a wallet: its name, icon and chains are checked, its features looked up by name. */
const solanaWallet = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);/)),
  chains: z.array(z.string()).check(z.refine((chains) => chains.some((c) => c.startsWith('solana:')), 'no Solana chain')),
  features: z.custom<Record<string, unknown>>(
    (f) =>
      typeof f === 'object' && f !== null && REQUIRED.every((name) => name in f) && SIGNING.some((name) => name in f),
    'missing Solana features',
  ),
});

export type StandardWalletEvent =
  | { type: 'registered'; id: string; name: string; icon: string; wallet: Wallet }
  | { type: 'unregistered'; id: string };


function describe(wallet: Wallet): StandardWalletEvent | null {
  let parsed: ReturnType<typeof solanaWallet.safeParse>;
  try {
    parsed = solanaWallet.safeParse(wallet);
  } catch {
    return null; // a wallet whose getters throw is ignored like a malformed one
  }
  if (!parsed.success) return null;
  return { type: 'registered', id: standardWalletId(parsed.data.name), name: parsed.data.name, icon: parsed.data.icon, wallet };
}

/** The name a wallet was registered under; '' for a null wallet or one whose getter throws (found by fuzzing). */
function nameOf(wallet: Wallet | null): string {
  try {
    const name: unknown = wallet?.name;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/** The page's Wallet Standard registry as a channel: the wallets registered so far, then each (un)registration. */
export function createWalletStandardChannel() {
  const wallets = getWallets();
  return eventChannel<StandardWalletEvent>((emit) => {
    const register = (...added: Wallet[]) => {
      for (const wallet of added) {
        const event = describe(wallet);
        if (event) emit(event);
      }
    };
    const offRegister = wallets.on('register', register);
    const offUnregister = wallets.on('unregister', (...removed: Wallet[]) => {
      for (const wallet of removed) {
        const name = nameOf(wallet);
        if (name) emit({ type: 'unregistered', id: standardWalletId(name) });
      }
    });
    queueMicrotask(() => register(...wallets.get()));
    return () => {
      offRegister();
      offUnregister();
    };
  }, buffers.expanding(8));
}
