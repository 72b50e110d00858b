import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type RefObject, type UIEvent } from 'react';
import { catalogNextPageRequested, type CatalogWallet } from '../../../../slices';
import { useGateDispatch } from '../../context';
import { WalletTile } from './WalletTile';
import { GRID, gridWindow } from './windowing';
import { tal } from '../../i18n/allWallets';

export interface WalletGridProps {
  wallets: CatalogWallet[];
  /** how many the whole list holds (loaded or not), for aria-setsize */
  total: number;
  /** more pages exist and none is loading or failed: reaching the end asks for the next one */
  canLoadMore: boolean;
}

/** The viewport's height as laid out; the fallback where there is no layout (jsdom) or no ResizeObserver. */
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
 * scroll through 1,000 wallets re-renders a handful of rows at a time. Near the end it asks for the next page.
 */
export const WalletGrid = memo(function WalletGrid({ wallets, total, canLoadMore }: WalletGridProps): ReactElement {
  const dispatch = useGateDispatch();
  const viewportRef = useRef<HTMLDivElement>(null);
  const viewportHeight = useViewportHeight(viewportRef);
  const [topRow, setTopRow] = useState(0);
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    setTopRow(Math.floor(event.currentTarget.scrollTop / GRID.rowHeight));
  }, []);

  const { rowCount, firstRow, lastRow, nearEnd } = gridWindow(wallets.length, topRow, viewportHeight);
  const shouldLoadMore = canLoadMore && nearEnd;
  useEffect(() => {
    if (shouldLoadMore) dispatch(catalogNextPageRequested());
  }, [dispatch, shouldLoadMore, wallets.length]);

  const first = firstRow * GRID.columns;
  const visible = wallets.slice(first, (lastRow + 1) * GRID.columns);
  const setSize = Math.max(total, wallets.length);
  return (
    <div ref={viewportRef} className="wg-aw-viewport" onScroll={onScroll}>
      <div className="wg-aw-rows" style={{ height: rowCount * GRID.rowHeight }}>
        <ul role="list" className="wg-aw-grid" aria-label={tal('allWallets.list')} style={{ transform: `translateY(${firstRow * GRID.rowHeight}px)` }}>
          {visible.map((wallet, i) => (
            <WalletTile key={wallet.id} wallet={wallet} position={first + i + 1} setSize={setSize} />
          ))}
        </ul>
      </div>
    </div>
  );
});
