/**
 * Fixed-size windowing for the All Wallets grid: which rows a scroll position renders. Pure, no DOM: the grid view
 * renders this window and the catalogue saga loads images and pages for the same one.
 */

export const GRID = {
  columns: 4,
  /** a tile (112 px: icon and up to three lines of name) plus the row gap (8 px): every row is exactly this tall, so no row is ever measured */
  rowHeight: 120,
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
  /** the items those rows hold: indices from `firstItem` up to (not including) `endItem` */
  firstItem: number;
  endItem: number;
  /** the window is close enough to the end to load more */
  nearEnd: boolean;
}

/** Where the visitor has scrolled a grid to: its top row, and the viewport's height as laid out. */
export interface GridRowsShown {
  topRow: number;
  viewportHeight: number;
}

/** A grid as it first renders: at the top, in the fallback viewport. */
export const GRID_START: GridRowsShown = { topRow: 0, viewportHeight: GRID.fallbackViewport };

export function gridWindow(itemCount: number, topRow: number, viewportHeight: number, grid = GRID): GridWindow {
  const rowCount = Math.ceil(itemCount / grid.columns);
  const visibleRows = Math.max(1, Math.ceil(viewportHeight / grid.rowHeight));
  const top = Math.max(0, Math.min(topRow, rowCount - 1));
  const firstRow = Math.max(0, top - grid.overscanRows);
  const lastRow = Math.min(rowCount - 1, top + visibleRows + grid.overscanRows);
  const firstItem = firstRow * grid.columns;
  const endItem = Math.min(itemCount, Math.max(firstItem, (lastRow + 1) * grid.columns));
  return { rowCount, firstRow, lastRow, firstItem, endItem, nearEnd: top + visibleRows >= rowCount - grid.loadAheadRows };
}
