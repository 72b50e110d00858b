/** The page the widget loads in its hidden iframe (SPEC §2). Its script (sandbox/secureSite/frame) does
 * all the work; the markup is the idle state and the place the approval card renders into. */
import { page } from './layout';

const FRAME_SCRIPT = '/assets/secure-frame.js';

const STYLE = `
  body { padding: 16px; background: Canvas; }
  :root[data-theme="dark"] { color-scheme: dark; } :root[data-theme="light"] { color-scheme: light; }
  .card { border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); border-radius: 18px; padding: 18px; }
  .card h1 { font-size: 1.15rem; } dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 12px; font-size: .9rem; }
  dt { opacity: .7; } dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 220px; overflow: auto; font-size: .8rem; padding: 10px; border-radius: 10px; background: color-mix(in srgb, CanvasText 6%, transparent); }
  .actions { display: flex; gap: 10px; justify-content: flex-end; }
  .actions button.secondary { background: transparent; color: CanvasText; border: 1px solid color-mix(in srgb, CanvasText 30%, transparent); }
  button:disabled { opacity: .55; cursor: progress; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function framePage(): string {
  return page(
    'WalletGate secure frame',
    `<p id="frame-status" class="visually-hidden" role="status">Secure frame loading…</p>
<div id="approval-root"></div>
<noscript><p>The secure frame needs JavaScript.</p></noscript>
<script src="${FRAME_SCRIPT}" defer></script>`,
    STYLE,
  );
}
