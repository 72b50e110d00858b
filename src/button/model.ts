/**
 * What the host page's button shows, read from WalletGate's state through its selectors. The React
 * `<ConnectButton/>` and the plug-and-play `mountButton(el)` both render this, so they never disagree.
 */
import {
  selectAccount,
  selectAccountInfo,
  selectActiveNetwork,
  selectRequestedNetworks,
  selectResolvedThemeMode,
  selectWalletGate,
  type ResolvedThemeMode,
  type WalletGateRootState,
} from '../../slices';
import type { ChainNamespace } from '../core/caip';
import { formatBalance, truncateAddress } from '../core/format';

export type ButtonModel =
  | { kind: 'connect'; theme: ResolvedThemeMode; busy: boolean }
  | {
      kind: 'account';
      theme: ResolvedThemeMode;
      address: string;
      /** the profile name when there is one, else the truncated address (SPEC §9: 4 + 6) */
      label: string;
      /** the profile image, else the connected wallet's icon; null → `initials` on `hue` */
      image: string | null;
      initials: string;
      hue: number;
      /** "10,000.00 ETH", or null until the balance is known */
      balance: string | null;
      network: string | null;
    };

/** A stable colour for a name: × 137 (near the golden angle) spreads names differing by one letter. */
export function nameHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (hash * 137) % 360;
}

function networkName(state: WalletGateRootState, namespace: ChainNamespace | undefined): string | null {
  if (!namespace) return selectActiveNetwork(state)?.name ?? null;
  const id = selectWalletGate(state).network.active[namespace];
  return selectRequestedNetworks(state).find((n) => n.caipNetworkId === id)?.name ?? null;
}

export function selectButtonModel(state: WalletGateRootState, namespace?: ChainNamespace): ButtonModel {
  const theme = selectResolvedThemeMode(state);
  const info = selectAccountInfo(state, namespace);
  if (!info.isConnected || !info.address) return { kind: 'connect', theme, busy: info.status === 'connecting' };
  const account = selectAccount(state, info.namespace);
  const name = account?.profileName ?? null;
  const seed = name ?? info.walletInfo?.name ?? info.address;
  return {
    kind: 'account',
    theme,
    address: info.address,
    label: name ?? truncateAddress(info.address),
    image: account?.profileImage ?? info.walletInfo?.icon ?? null,
    initials: Array.from(seed.trim())[0]?.toUpperCase() ?? '?',
    hue: nameHue(seed),
    balance: info.balance === null ? null : `${formatBalance(info.balance)} ${info.balanceSymbol ?? ''}`.trimEnd(),
    network: networkName(state, namespace),
  };
}
