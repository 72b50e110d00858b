import { useEffect, type ReactElement } from 'react';
import { selectAccountInfo, selectActiveNetwork } from '../../../../slices';
import { listKey, nftsRequested, selectNfts, selectTransactionsState } from '../../../../slices/transactions';
import { useGateDispatch, useGateSelector } from '../../context';
import { ta } from '../../i18n/account';

/** The collectibles the account holds on the active network: image (content.preview.url) and name (SPEC §3, §7). */
export function NftsTab(): ReactElement {
  const dispatch = useGateDispatch();
  const networkId = useGateSelector((state) => selectActiveNetwork(state)?.caipNetworkId);
  const address = useGateSelector((state) => selectAccountInfo(state).address);
  const nfts = useGateSelector(selectNfts);
  const { nftsStatus: status, nftsFor } = useGateSelector(selectTransactionsState);
  // Ask when what is shown belongs to another network or account, or went stale (after a send).
  const key = networkId && address ? listKey(networkId, address) : null;
  const outdated = key !== null && key !== nftsFor;
  useEffect(() => {
    if (outdated) dispatch(nftsRequested());
  }, [dispatch, outdated, key]);

  if (status === 'failed' && !outdated) return <p className="wg-empty">{ta('nfts.failed')}</p>;
  if (status !== 'ready' || outdated) {
    return (
      <p className="wg-placeholder" role="status">
        <span className="wg-spinner" aria-hidden="true" />
        <span className="wg-visually-hidden">{ta('nfts.loading')}</span>
      </p>
    );
  }
  if (nfts.length === 0) return <p className="wg-empty">{ta('nfts.empty')}</p>;
  return (
    <ul className="wg-nfts">
      {nfts.map((nft) => (
        <li key={nft.name}>
          <figure className="wg-nft">
            <img src={nft.imageUrl} alt="" loading="lazy" />
            <figcaption>{nft.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
