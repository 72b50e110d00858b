/**
 * What the host page's button shows, read from WalletGate's state through its selectors. The React
 * `<ConnectButton/>` and the plug-and-play `mountButton(el)` both render this, so they never disagree.
 */
import {
  selectAccount,
  selectAccountInfo,
  selectActiveNetwork,
  selectImageOrigins,
  selectRequestedNetworks,
  selectResolvedThemeMode,
  selectWalletGate,
  type ResolvedThemeMode,
  type WalletGateRootState,
} from '../../slices';
import type { ChainNamespace } from '../core/caip';
import { initialOf, nameHue } from '../core/badge';
import { safeImageUrl } from '../core/imageUrl';
import { formatBalance, truncateAddress } from '../core/format';
import { buttonLocale, buttonText, type ButtonLocale } from './locale';

export type ButtonModel =
  | (ButtonLocale & {
      kind: 'connect';
      theme: ResolvedThemeMode;
      busy: boolean;
      /** "Connect Wallet", or "Connecting…" while busy, in the locale shown (a site's `strings` first) */
      text: string;
    })
  | (ButtonLocale & {
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
    });

function networkName(state: WalletGateRootState, namespace: ChainNamespace | undefined): string | null {
  if (!namespace) return selectActiveNetwork(state)?.name ?? null;
  const id = selectWalletGate(state).network.active[namespace];
  return selectRequestedNetworks(state).find((n) => n.caipNetworkId === id)?.name ?? null;
}

export function selectButtonModel(state: WalletGateRootState, namespace?: ChainNamespace): ButtonModel {
  const theme = selectResolvedThemeMode(state);
  const shown = buttonLocale(state);
  const locale: ButtonLocale = { lang: shown.code, dir: shown.dir };
  const info = selectAccountInfo(state, namespace);
  if (!info.isConnected || !info.address) {
    const busy = info.status === 'connecting';
    return { kind: 'connect', theme, ...locale, busy, text: buttonText(shown, busy ? 'button.connecting' : 'button.connect') };
  }
  const account = selectAccount(state, info.namespace);
  const name = account?.profileName ?? null;
  const seed = name ?? info.walletInfo?.name ?? info.address;
  return {
    kind: 'account',
    theme,
    ...locale,
    address: info.address,
    label: name ?? truncateAddress(info.address),
    // SPEC §5: checked by scheme here, where the configured API origins are known
    image: safeImageUrl(account?.profileImage ?? info.walletInfo?.icon, selectImageOrigins(state)) ?? null,
    initials: initialOf(seed) || '?',
    hue: nameHue(seed),
    balance: info.balance === null ? null : `${formatBalance(info.balance, shown.intl)} ${info.balanceSymbol ?? ''}`.trimEnd(),
    network: networkName(state, namespace),
  };
}
