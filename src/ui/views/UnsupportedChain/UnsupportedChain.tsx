import type { ReactElement } from 'react';
import { disconnectRequested, selectCurrentNamespace } from '../../../../slices';
import { useGateDispatch, useGateSelector } from '../../context';
import { NetworkList } from '../Networks/NetworkList';
import { useNetworksStrings } from '../../i18n/networks';

/**
 * The wallet is on a network the site did not ask for (SPEC §2): switch to one it did, or disconnect.
 * Back from here closes the modal; the router saga handles that.
 */
export function UnsupportedChain(): ReactElement {
  const tn = useNetworksStrings();
  const namespace = useGateSelector(selectCurrentNamespace);
  const dispatch = useGateDispatch();
  return (
    <div className="wg-stack">
      <p className="wg-intro">{tn('unsupported.body')}</p>
      <NetworkList />
      <button type="button" className="wg-button wg-button-secondary" onClick={() => dispatch(disconnectRequested({ namespace }))}>
        {tn('unsupported.disconnect')}
      </button>
    </div>
  );
}
