import { VIEW_STYLES } from '../styles';

/**
 * The account area's own rules (tabs, token rows, NFT grid, activity, send form, receive QR), rendered with its
 * views (a <style> in the shadow root) so they load with their chunks and stay out of the first bundle.
 */
export const ACCOUNT_STYLES = /* css */ `
${VIEW_STYLES}
.wg-account { gap: 8px; }
.wg-chain-switch { display: flex; gap: 4px; padding: 4px; border-radius: 999px; background: var(--_surface); align-self: center; }
.wg-chain-option {
  padding: 6px 14px; border: 0; border-radius: 999px; background: transparent; color: var(--_fg-muted);
  font: inherit; font-size: 13px; font-weight: 600; cursor: pointer;
}
.wg-chain-option[aria-pressed='true'] { background: var(--_bg); color: var(--_fg); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.wg-address-row { display: flex; align-items: center; justify-content: center; gap: 4px; }
.wg-address { margin: 0; font-size: 18px; font-weight: 600; }
.wg-account-name { margin: 0; display: flex; align-items: center; justify-content: center; gap: 8px; font-size: 17px; font-weight: 600; overflow-wrap: anywhere; }
.wg-balance { margin: 0; color: var(--_fg-muted); font-weight: 500; }
.wg-skeleton { display: inline-block; width: 80px; height: 1em; border-radius: 6px; background: var(--_surface-hover); }
.wg-actions { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 8px; }
.wg-action {
  display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 10px 8px; border: 0;
  border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); font-weight: 600; font-size: 14px;
  cursor: pointer; transition: background-color 120ms ease;
}
.wg-action:hover { background: var(--_surface-hover); }
.wg-action svg { width: 18px; height: 18px; color: var(--wg-accent); }
.wg-tablist { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 4px; padding: 4px; border-radius: 999px; background: var(--_surface); }
.wg-tab {
  padding: 6px 10px; border: 0; border-radius: 999px; background: transparent; color: var(--_fg-muted);
  font-weight: 600; font-size: 14px; cursor: pointer;
}
.wg-tab[aria-selected="true"] { background: var(--_bg); color: var(--_fg); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.wg-tabpanel { display: flex; flex-direction: column; gap: 8px; height: 214px; overflow-y: auto; overscroll-behavior: contain; }
.wg-tabpanel > * { flex-shrink: 0; }
.wg-tabpanel:focus-visible { outline-offset: 4px; }
.wg-row { display: flex; align-items: center; gap: 12px; padding: 8px 10px; border-radius: calc(var(--wg-border-radius) * 0.6); }
.wg-item > .wg-row { flex: 1; min-width: 0; padding: 0; }
.wg-row-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.wg-row-title { margin: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wg-row-sub { margin: 0; font-size: 13px; color: var(--_fg-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wg-row-end { margin: 0; display: flex; flex-direction: column; align-items: flex-end; font-size: 14px; font-weight: 600; white-space: nowrap; }
.wg-row-end .wg-row-sub { font-weight: 400; }
.wg-amount-in { color: var(--_success); }
.wg-token-icon { flex: none; width: 32px; height: 32px; border-radius: 50%; object-fit: cover; background: var(--_surface); }
.wg-token-badge {
  display: inline-flex; align-items: center; justify-content: center; overflow: hidden;
  font-size: 11px; font-weight: 700; color: var(--_fg); border: 1px solid var(--_border); box-sizing: border-box;
}
.wg-token-badge[data-size="small"] { font-size: 9px; letter-spacing: -0.02em; }
.wg-nfts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.wg-nft { margin: 0; display: flex; flex-direction: column; gap: 6px; }
.wg-nft img, .wg-nft-placeholder { display: block; width: 100%; aspect-ratio: 1; border-radius: calc(var(--wg-border-radius) * 0.6); object-fit: cover; background: var(--_surface); }
.wg-nft figcaption { font-size: 13px; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wg-year { margin: 8px 0 0; font-size: 13px; font-weight: 700; color: var(--_fg-muted); }
.wg-month { margin: 4px 0; font-size: 13px; font-weight: 600; color: var(--_fg-muted); }
.wg-field { display: flex; flex-direction: column; gap: 6px; }
.wg-label { font-size: 13px; font-weight: 600; color: var(--_fg-muted); }
.wg-input-row { display: flex; align-items: center; gap: 8px; }
.wg-input {
  flex: 1; min-width: 0; margin: 0; padding: 10px 12px; border: 1px solid var(--_border);
  border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); color: var(--_fg); font: inherit;
}
.wg-input:focus-visible { outline: 2px solid var(--wg-accent); outline-offset: 0; }
.wg-input-amount { font-size: 22px; font-weight: 600; }
.wg-details { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; font-size: 14px; }
.wg-details dt { color: var(--_fg-muted); }
.wg-details dd { margin: 0; text-align: end; font-weight: 600; }
.wg-button:disabled { opacity: 0.55; cursor: not-allowed; }
.wg-qr { align-self: center; width: 200px; height: 200px; padding: 12px; border-radius: calc(var(--wg-border-radius) * 0.6); background: #fff; color: #000; }
.wg-qr svg { display: block; width: 100%; height: 100%; }
`;
