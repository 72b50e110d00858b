/** Fixed-size windowing for the All Wallets grid: which rows to render for a scroll position. Pure, no DOM. */

export const GRID = {
  columns: 4,
  /** a tile (96 px) plus the row gap (8 px): every row is exactly this tall, so no row is ever measured */
  rowHeight: 104,
  /** rows rendered above and below the visible ones, so Tab and short scrolls never land on an empty row */
  overscanRows: 2,
  /** ask for the next page when the window reaches this many rows before the end */
  loadAheadRows: 3,
  /** the viewport height where it cannot be measured (no ResizeObserver, no layout) */
  fallbackViewport: 400,
} as const;

export interface GridWindow {
  rowCount: number;
  /** first and last rendered row, inclusive; lastRow < firstRow when nothing is rendered */
  firstRow: number;
  lastRow: number;
  /** the window is close enough to the end to load more */
  nearEnd: boolean;
}

export function gridWindow(itemCount: number, topRow: number, viewportHeight: number, grid = GRID): GridWindow {
  const rowCount = Math.ceil(itemCount / grid.columns);
  const visibleRows = Math.max(1, Math.ceil(viewportHeight / grid.rowHeight));
  const top = Math.max(0, Math.min(topRow, rowCount - 1));
  const firstRow = Math.max(0, top - grid.overscanRows);
  const lastRow = Math.min(rowCount - 1, top + visibleRows + grid.overscanRows);
  return { rowCount, firstRow, lastRow, nearEnd: top + visibleRows >= rowCount - grid.loadAheadRows };
}
