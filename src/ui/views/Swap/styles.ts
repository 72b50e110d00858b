import { ACCOUNT_STYLES } from '../Account/styles';

/** Swap's own rules on top of the account area's (rendered with its views, so they load with the swap chunk). */
export const SWAP_STYLES = /* css */ `
${ACCOUNT_STYLES}
.wg-swap-box { display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); }
.wg-swap-box .wg-input { background: var(--_bg); }
.wg-swap-row { display: flex; align-items: center; gap: 8px; }
.wg-swap-token {
  flex: none; display: inline-flex; align-items: center; gap: 6px; padding-block: 6px; padding-inline: 6px 10px; border: 1px solid var(--_border);
  border-radius: 999px; background: var(--_bg); color: var(--_fg); font: inherit; font-weight: 600; cursor: pointer;
}
.wg-swap-token .wg-token-icon { width: 24px; height: 24px; }
.wg-swap-token:hover { background: var(--_surface-hover); }
.wg-swap-out { flex: 1; min-width: 0; margin: 0; padding: 10px 12px; font-size: 22px; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wg-swap-out[data-pending] { color: var(--_fg-muted); }
.wg-swap-meta { display: flex; justify-content: space-between; gap: 8px; }
.wg-swap-flip {
  align-self: center; display: inline-flex; margin: -14px 0; z-index: 1; padding: 6px; border: 3px solid var(--_bg);
  border-radius: 12px; background: var(--_surface); color: var(--_fg); cursor: pointer;
}
.wg-swap-flip svg { width: 18px; height: 18px; }
.wg-swap-flip:hover { background: var(--_surface-hover); }
.wg-warning { margin: 0; padding: 8px 10px; border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); color: var(--_error); font-size: 13px; }
.wg-swap-error { margin: 0; display: flex; flex-direction: column; gap: 8px; align-items: stretch; padding: 10px 12px; border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); }
.wg-swap-error p { margin: 0; color: var(--_error); font-size: 14px; }
.wg-swap-progress { display: flex; align-items: center; gap: 10px; margin: 0; font-size: 14px; font-weight: 600; }
.wg-swap-progress .wg-spinner { width: 18px; height: 18px; }
.wg-swap-summary { display: flex; flex-direction: column; gap: 4px; align-items: center; text-align: center; }
.wg-swap-summary .wg-swap-big { margin: 0; font-size: 22px; font-weight: 700; }
`;
