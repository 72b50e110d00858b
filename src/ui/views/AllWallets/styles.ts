import { VIEW_STYLES } from '../styles';

import { GRID } from '../../../core/walletGrid';

/**
 * All Wallets' own rules, rendered with the view (a <style> in the shadow root) so they load with its chunk and
 * stay out of the first bundle. Row height and columns come from the windowing constants: CSS and JS agree.
 */
export const ALL_WALLETS_STYLES = /* css */ `
${VIEW_STYLES}
.wg-aw, .wg-aw-list:not([hidden]) { display: flex; flex-direction: column; gap: 12px; }
.wg-aw-search-field { position: relative; display: flex; align-items: center; }
.wg-aw-search-field svg { position: absolute; inset-inline-start: 12px; width: 16px; height: 16px; color: var(--_fg-muted); pointer-events: none; }
.wg-aw-search {
  width: 100%; margin: 0; padding-block: 10px; padding-inline: 36px 12px; border: 1px solid var(--_border);
  border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); color: var(--_fg);
  font: inherit; font-size: 14px; -webkit-appearance: none; appearance: none;
}
.wg-aw-search::placeholder { color: var(--_fg-muted); }
.wg-aw-search:focus-visible { outline: 2px solid var(--wg-accent); outline-offset: 0; }
.wg-aw-viewport {
  position: relative; height: min(${GRID.fallbackViewport}px, calc(100vh - 220px)); overflow-y: auto;
  overscroll-behavior: contain; contain: strict; margin: 0 -4px; padding: 0 4px;
}
.wg-aw-rows { position: relative; width: 100%; }
.wg-aw-grid {
  list-style: none; margin: 0; padding: 0; position: absolute; top: 0; inset-inline: 0;
  display: grid; grid-template-columns: repeat(${GRID.columns}, minmax(0, 1fr));
  grid-auto-rows: ${GRID.rowHeight - 8}px; gap: 8px; will-change: transform;
}
.wg-aw-grid > li { min-width: 0; contain: layout paint; }
.wg-aw-tile {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
  width: 100%; height: 100%; margin: 0; padding: 6px 4px; border: 0; min-width: 0;
  border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); cursor: pointer;
  transition: background-color 120ms ease;
}
.wg-aw-tile:hover { background: var(--_surface-hover); }
.wg-aw-tile .wg-avatar { width: 48px; height: 48px; border-radius: 14px; font-size: 20px; }
.wg-aw-icon { position: relative; display: block; flex-shrink: 0; order: -1; }
/* up to three lines (a row is tall enough for them), then an ellipsis: never shrunk below its text (flex-shrink 0) */
.wg-aw-name {
  max-width: 100%; flex-shrink: 0; font-size: 12px; font-weight: 600; line-height: 1.2; max-height: 3.6em;
  overflow: hidden; text-align: center; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3;
}
.wg-aw-badge {
  position: absolute; left: 50%; bottom: -4px; transform: translateX(-50%); white-space: nowrap;
  padding: 2px 5px; border-radius: 999px; font-size: 9px; font-weight: 700; line-height: 1;
  color: var(--_success); background: var(--_surface); box-shadow: 0 0 0 1px var(--_surface-hover);
}
.wg-aw-skeleton {
  display: block; height: 100%; border-radius: calc(var(--wg-border-radius) * 0.6);
  background: var(--_surface); animation: wg-aw-pulse 1.2s ease-in-out infinite;
}
.wg-aw-skeletons { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(${GRID.columns}, minmax(0, 1fr)); grid-auto-rows: ${GRID.rowHeight - 8}px; gap: 8px; }
.wg-aw-state { display: flex; flex-direction: column; align-items: center; gap: 12px; }
.wg-aw-footer { display: flex; align-items: center; justify-content: center; gap: 12px; }
@keyframes wg-aw-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .wg-aw-skeleton { animation: none; } }

.wg-aw-certified { display: inline-flex; align-items: center; gap: 8px; align-self: flex-start; font-size: 14px; cursor: pointer; }
.wg-aw-certified input { width: 16px; height: 16px; margin: 0; accent-color: var(--wg-accent); }
`;
