import type { ReactElement } from 'react';
import { pushed, selectCatalogCount, selectConfig } from '../../../../slices';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { useLocale, useStrings } from '../../i18n';
import { AllWalletsView } from '../lazy';
import { intentHandlers } from '../../focus';

const GRID_ICON = 'M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z';

/** The catalogue's size as a tag: exact below 10, else rounded down to tens with a plus ("1,200+"). */
export function countTag(count: number, intl = 'en-US'): string | null {
  if (count <= 0) return null;
  if (count < 10) return count.toLocaleString(intl);
  return `${(Math.floor(count / 10) * 10).toLocaleString(intl)}+`;
}

/** Connect's way into All Wallets, with the catalogue count; shown when the allWallets feature is on. */
export function AllWalletsButton(): ReactElement | null {
  const t = useStrings();
  const dispatch = useGateDispatch();
  const enabled = useGateSelector((s) => selectConfig(s)?.features.allWallets ?? false);
  const tag = countTag(useGateSelector(selectCatalogCount), useLocale().intl);
  if (!enabled) return null;
  // named by what it shows ("All wallets 1,200+"): the visible label is in the name (WCAG 2.5.3)
  return (
    <button
      type="button"
      className="wg-item"
      {...intentHandlers(AllWalletsView.preload)}
      onClick={() => dispatch(pushed({ view: 'AllWallets' }))}
    >
      <span className="wg-avatar" style={{ background: 'var(--_bg)' }} aria-hidden="true">
        <span className="wg-item-end">
          <Icon path={GRID_ICON} />
        </span>
      </span>
      <span className="wg-item-name">{t('connect.allWallets')}</span>
      {tag ? <span className="wg-tag">{tag}</span> : null}
    </button>
  );
}
