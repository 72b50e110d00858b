import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactElement, type RefObject, type UIEvent } from 'react';
import { catalogRowsShown, type CatalogWallet } from '../../../../slices';
import { GRID, gridWindow } from '../../../core/walletGrid';
import { useGateDispatch } from '../../context';
import { WalletTile } from './WalletTile';
import { useAllWalletsStrings } from '../../i18n/allWallets';

export interface WalletGridProps {
  wallets: CatalogWallet[];
  /** how many the whole list holds (loaded or not), for aria-setsize */
  total: number;
}

/**
 * The viewport's height as laid out; the fallback where there is no layout (jsdom) or no ResizeObserver. Local
 * only: the observer also fires when the grid mounts, and mounting is not something the visitor did.
 */
function useViewportHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState<number>(GRID.fallbackViewport);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (el.clientHeight > 0) setHeight(el.clientHeight);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

/**
 * A virtualised grid: a scroll container as tall as every row, holding only the rows in view plus a few either
 * side, moved into place with one transform. Scrolling changes state only when the top row changes, so a
 * scroll through 1,000 wallets re-renders a handful of rows at a time. It tells the store where the visitor
 * scrolled (catalogRowsShown); the catalogue saga decides which images and pages that needs.
 */
export const WalletGrid = memo(function WalletGrid({ wallets, total }: WalletGridProps): ReactElement {
  const tal = useAllWalletsStrings();
  const dispatch = useGateDispatch();
  const viewportRef = useRef<HTMLDivElement>(null);
  const viewportHeight = useViewportHeight(viewportRef);
  const [topRow, setTopRow] = useState(0);
  const shownRow = useRef(0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const row = Math.floor(event.currentTarget.scrollTop / GRID.rowHeight);
      if (row === shownRow.current) return;
      shownRow.current = row;
      setTopRow(row);
      dispatch(catalogRowsShown({ topRow: row, viewportHeight }));
    },
    [dispatch, viewportHeight],
  );

  const { rowCount, firstRow, firstItem, endItem } = gridWindow(wallets.length, topRow, viewportHeight);
  const visible = wallets.slice(firstItem, endItem);
  const setSize = Math.max(total, wallets.length);
  return (
    <div ref={viewportRef} className="wg-aw-viewport" onScroll={onScroll}>
      <div className="wg-aw-rows" style={{ height: rowCount * GRID.rowHeight }}>
        <ul role="list" className="wg-aw-grid" aria-label={tal('allWallets.list')} style={{ transform: `translateY(${firstRow * GRID.rowHeight}px)` }}>
          {visible.map((wallet, i) => (
            <WalletTile key={wallet.id} wallet={wallet} position={firstItem + i + 1} setSize={setSize} />
          ))}
        </ul>
      </div>
    </div>
  );
});
