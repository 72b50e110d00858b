import { VIEW_STYLES } from '../styles';

/** The WalletConnect views' own rules, rendered with them (a <style> in the shadow root) so they load with their chunk. */
export const WALLET_CONNECT_STYLES = /* css */ `
${VIEW_STYLES}
.wg-wc-qr {
  align-self: center; width: min(256px, 70vw); aspect-ratio: 1; padding: 8px; box-sizing: border-box;
  border-radius: calc(var(--wg-border-radius) * 0.8); background: #fff; border: 1px solid var(--_border);
}
.wg-wc-qr-loading { display: flex; align-items: center; justify-content: center; background: var(--_surface); }
.wg-wc-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
.wg-wc-actions .wg-button { text-decoration: none; display: inline-flex; align-items: center; }
.wg-wc-actions .wg-button, .wg-wc-web .wg-button { white-space: normal; justify-content: center; text-align: center; }
.wg-wc-web { display: flex; flex-direction: column; align-items: stretch; gap: 8px; text-align: center; }
.wg-wc-web .wg-button { display: flex; align-items: center; text-decoration: none; }
.wg-wc-link-loading { display: inline-flex; align-items: center; justify-content: center; min-width: 96px; min-height: 40px; }
.wg-wc-other { align-self: stretch; text-align: center; }
.wg-wc-other summary {
  cursor: pointer; padding: 10px; border-radius: calc(var(--wg-border-radius) * 0.6); color: var(--_fg-muted, inherit); font-size: 14px;
}
.wg-wc-other summary:focus-visible { outline: 2px solid var(--wg-accent); outline-offset: 2px; }
.wg-wc-other[open] { display: flex; flex-direction: column; gap: 12px; }
.wg-wc-other[open] summary { margin-bottom: 4px; }
`;
