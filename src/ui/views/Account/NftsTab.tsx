import type { ReactElement } from 'react';
import { selectNfts, selectNftsOutdated, selectTransactionsState } from '../../../../slices/transactions';
import { useGateSelector } from '../../context';
import { useAccountStrings } from '../../i18n/account';
import { useSafeImage } from '../../hooks/useSafeImage';

/** An NFT preview (SPEC §3 content.preview.url), checked by scheme; the placeholder when it has none or it fails. */
function NftImage({ src }: { src: string | null | undefined }): ReactElement {
  const image = useSafeImage(src);
  return image.src ? <img src={image.src} alt="" loading="lazy" onError={image.failed} /> : <span className="wg-nft-placeholder" aria-hidden="true" />;
}

/**
 * The collectibles the account holds on the active network: image (content.preview.url) and name (SPEC §3, §7).
 * The account sagas fetch them when this tab comes into view and what it holds is another account's or stale.
 */
export function NftsTab(): ReactElement {
  const ta = useAccountStrings();
  const nfts = useGateSelector(selectNfts);
  const status = useGateSelector((state) => selectTransactionsState(state).nftsStatus);
  // another network's or account's collectibles (or stale ones) are not shown while the fresh ones load
  const outdated = useGateSelector(selectNftsOutdated);

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
            <NftImage src={nft.imageUrl} />
            <figcaption>{nft.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
