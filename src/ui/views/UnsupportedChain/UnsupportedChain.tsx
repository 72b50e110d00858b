import type { ReactElement } from 'react';
import { disconnectRequested, selectCurrentNamespace } from '../../../../slices';
import { useGateDispatch, useGateSelector } from '../../context';
import { t } from '../../i18n';
import { NetworkList } from '../Networks/NetworkList';

/**
 * The wallet is on a network the site did not ask for (SPEC §2): switch to one it did, or disconnect.
 * Back from here closes the modal; the router saga handles that.
 */
export function UnsupportedChain(): ReactElement {
  const namespace = useGateSelector(selectCurrentNamespace);
  const dispatch = useGateDispatch();
  return (
    <div className="wg-stack">
      <p className="wg-intro">{t('unsupported.body')}</p>
      <NetworkList />
      <button type="button" className="wg-button wg-button-secondary" onClick={() => dispatch(disconnectRequested({ namespace }))}>
        {t('account.disconnect')}
      </button>
    </div>
  );
}
