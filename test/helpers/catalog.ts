import type { WalletEntry } from '../../src/core/api/catalog';

/** The id of catalogue entry number `n` (64 hex digits, as catalogue ids are). */
export const hex64 = (n: number) => n.toString(16).padStart(64, '0');

/** Catalogue entry number `n`, shaped as /getWallets returns it. */
export function catalogWallet(n: number, extra: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: hex64(n),
    name: `Wallet ${n}`,
    homepage: `https://w${n}.example`,
    image_id: `img-${n}`,
    order: n,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    app_type: 'wallet',
    chains: ['eip155:31337'],
    rdns: `com.wallet${n}`,
    injected: null,
    badge_type: 'none',
    ...extra,
  };
}
