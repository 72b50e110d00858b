import { memo, type ReactElement } from 'react';
import {
  selectInstalledConnectorIdsByExplorerId,
  selectInstalledConnectorIdsByRdns,
  selectMergedConnectors,
  selectWalletImage,
  walletConnectIntent,
  walletSelected,
  type CatalogWallet,
} from '../../../../slices';
import { walletIntent } from '../../../../slices/walletRequests';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { useAllWalletsStrings } from '../../i18n/allWallets';
import { walletSelection } from '../../../core/connectors';
import { safeImageUrl } from '../../../core/imageUrl';
import { intentHandlers } from '../../focus';
import { useSafeImage } from '../../hooks/useSafeImage';

export interface WalletTileProps {
  wallet: CatalogWallet;
  /** 1-based place in the whole list, and the list's size: screen readers hear "12 of 1,200" though few are rendered */
  position: number;
  setSize: number;
}

/**
 * One wallet of the grid: image (or a placeholder until it loads), name, and "Installed" when a connector with
 * the same rdns is in this browser. Memoized: scrolling re-renders only the tiles entering the window.
 */
export const WalletTile = memo(function WalletTile({ wallet, position, setSize }: WalletTileProps): ReactElement {
  const tal = useAllWalletsStrings();
  const dispatch = useGateDispatch();
  const imageUrl = useGateSelector((s) => selectWalletImage(s, wallet.image_id));
  // installed here: a connector linked to this entry (SPEC §3 explorerId: rdns, or a Wallet Standard wallet's name)
  const connectorId = useGateSelector(
    (s) => selectInstalledConnectorIdsByExplorerId(s)[wallet.id] ?? (wallet.rdns ? selectInstalledConnectorIdsByRdns(s)[wallet.rdns] : undefined),
  );
  // an installed wallet shows the icon it announced (EIP-6963): that is how the visitor knows it
  const announcedIcon = useGateSelector((s) => (connectorId ? selectMergedConnectors(s).find((c) => c.id === connectorId)?.imageUrl : undefined));
  const image = useSafeImage(safeImageUrl(announcedIcon) ? announcedIcon : imageUrl);
  const icon = image.src;

  const select = () => dispatch(walletSelected(walletSelection({ id: wallet.id, name: wallet.name, rdns: wallet.rdns, imageUrl: icon, connectorId })));
  // pointer over it or focus loads what picking it needs: the wallet flows, or WalletConnect's provider for a
  // wallet with no connector here
  const intent = intentHandlers(() => dispatch(connectorId ? walletIntent() : walletConnectIntent()));

  return (
    <li aria-posinset={position} aria-setsize={setSize}>
      {/* named by its content, "<name> Installed": the name comes first (read first), the icon shows first (CSS order) */}
      <button type="button" className="wg-aw-tile" onClick={select} {...intent}>
        <span className="wg-aw-name" dir="auto">
          {wallet.name}
        </span>
        {/* decoded off the main thread: a fast scroll brings dozens of images in at once */}
        <span className="wg-aw-icon">
          {icon ? <img className="wg-avatar" src={icon} alt="" decoding="async" draggable={false} onError={image.failed} /> : <Avatar name={wallet.name} />}
          {/* over the icon's foot, so the name keeps its two lines in the fixed row height */}
          {connectorId ? <span className="wg-aw-badge">{tal('allWallets.installed')}</span> : null}
        </span>
      </button>
    </li>
  );
});
