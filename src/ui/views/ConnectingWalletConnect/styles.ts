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
.wg-wc-web { display: flex; align-items: center; justify-content: space-between; gap: 12px; text-align: left; }
.wg-wc-web .wg-button { flex: none; text-decoration: none; }
`;
