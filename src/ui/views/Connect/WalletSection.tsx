import { useId, type ReactElement } from 'react';
import { pushed } from '../../../../slices';
import { useGateDispatch } from '../../context';
import { t } from '../../i18n';
import { WhatIsAWalletView } from '../lazy';

/** The external-wallet part of Connect: the wallet list (empty until connectors are detected) and the explainer link. */
export function WalletSection(): ReactElement {
  const dispatch = useGateDispatch();
  const headingId = useId();
  return (
    <section className="wg-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="wg-section-heading">
        {t('connect.walletsHeading')}
      </h3>
      <p className="wg-empty">{t('connect.noWallets')}</p>
      <button
        type="button"
        className="wg-link"
        onPointerEnter={WhatIsAWalletView.preload}
        onFocus={WhatIsAWalletView.preload}
        onClick={() => dispatch(pushed({ view: 'WhatIsAWallet' }))}
      >
        {t('connect.whatIsAWallet')}
      </button>
    </section>
  );
}
