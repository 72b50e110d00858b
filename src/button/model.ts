/**
 * What the host page's button shows, read from WalletGate's state through its selectors. The React
 * `<ConnectButton/>` and the plug-and-play `mountButton(el)` both render this, so they never disagree.
 */
import {
  selectAccount,
  selectAccountInfo,
  selectActiveNetwork,
  selectImageOrigins,
  selectLocale,
  selectRequestedNetworks,
  selectStringOverrides,
  selectResolvedThemeMode,
  selectWalletGate,
  type ResolvedThemeMode,
  type WalletGateRootState,
} from '../../slices';
import type { ChainNamespace } from '../core/caip';
import { initialOf, nameHue } from '../core/badge';
import { safeImageUrl } from '../core/imageUrl';
import { formatBalance, truncateAddress } from '../core/format';
import { intlLocale, isRtl } from '../core/locale';
import { enButton } from '../ui/i18n/button';
import { localeTables } from '../ui/i18n/registry';

type ButtonKey = keyof typeof enButton;

/** The locale the modal shows, for the button: its `lang`, its direction (`dir`) and the locale Intl formats in. */
interface ButtonLocale {
  lang: string;
  dir: 'ltr' | 'rtl';
}

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

/**
 * A button string in the locale shown, like the modal's (issue 19): the site's override for that locale, else the
 * locale's text (loaded before the state shows the locale), else English.
 */
function buttonText(state: WalletGateRootState, code: string, key: ButtonKey): string {
  return selectStringOverrides(state)[code]?.[key] ?? localeTables(code)?.button[key] ?? enButton[key];
}

export function selectButtonModel(state: WalletGateRootState, namespace?: ChainNamespace): ButtonModel {
  const theme = selectResolvedThemeMode(state);
  const code = selectLocale(state);
  const locale: ButtonLocale = { lang: code, dir: isRtl(code) ? 'rtl' : 'ltr' };
  const info = selectAccountInfo(state, namespace);
  if (!info.isConnected || !info.address) {
    const busy = info.status === 'connecting';
    return { kind: 'connect', theme, ...locale, busy, text: buttonText(state, code, busy ? 'button.connecting' : 'button.connect') };
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
    balance: info.balance === null ? null : `${formatBalance(info.balance, intlLocale(code))} ${info.balanceSymbol ?? ''}`.trimEnd(),
    network: networkName(state, namespace),
  };
}
