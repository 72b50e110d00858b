import { VIEW_STYLES } from '../styles';

/**
 * The embedded wallet's own rules, rendered with its views (a <style> in the shadow root) so they load with
 * their chunks and stay out of the first bundle.
 */
export const EMBEDDED_STYLES = /* css */ `
${VIEW_STYLES}
.wg-em-input::placeholder { color: var(--_fg-muted); }
.wg-em-input:focus-visible { outline: 2px solid var(--wg-accent); outline-offset: 0; }
.wg-em-input[aria-invalid="true"] { border-color: var(--_error); }
.wg-em-form .wg-button:disabled, .wg-em-stack .wg-button:disabled { opacity: 0.55; cursor: default; }
.wg-em-otp { display: flex; justify-content: center; gap: 8px; margin: 0; padding: 0; border: 0; }
.wg-em-otp-digit {
  width: 44px; height: 52px; padding: 0; text-align: center;
  font: 600 24px/1 ui-monospace, SFMono-Regular, Menlo, monospace;
}
@media (max-width: 380px) { .wg-em-otp { gap: 6px; } .wg-em-otp-digit { width: 38px; height: 48px; } }
.wg-em-stack { display: flex; flex-direction: column; gap: 12px; }
.wg-em-row { display: flex; align-items: center; justify-content: center; gap: 6px; flex-wrap: wrap; }
.wg-em-notice { margin: 0; text-align: center; color: var(--_success); font-size: 14px; }
.wg-em-qr { align-self: center; width: 220px; height: 220px; padding: 12px; border-radius: 16px; background: #fff; }
.wg-em-qr svg { display: block; width: 100%; height: 100%; }
.wg-em-approve {
  position: relative; min-height: 420px; border-radius: 12px; background: var(--_surface);
  display: flex; align-items: center; justify-content: center; text-align: center; padding: 16px;
}
.wg-em-approve:focus-visible { outline: 2px solid var(--wg-accent); outline-offset: 2px; }
.wg-em-actions { display: flex; flex-direction: column; gap: 8px; }
.wg-em-actions a.wg-button { text-decoration: none; text-align: center; }
`;
