/** WhatIsAWallet's own rules, rendered with the view so they load with its chunk. */
export const WHAT_IS_A_WALLET_STYLES = /* css */ `
.wg-points { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 14px; }
.wg-point { display: grid; grid-template-columns: 40px 1fr; gap: 12px; align-items: start; }
.wg-point-icon {
  display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  border-radius: 12px; background: var(--_surface); color: var(--wg-accent);
}
.wg-point-icon svg { width: 20px; height: 20px; }
.wg-point-title { margin: 0 0 2px; font-size: 15px; font-weight: 600; }
.wg-point-body { margin: 0; font-size: 14px; color: var(--_fg-muted); }
`;
