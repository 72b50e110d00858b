/** The sandbox WalletConnect wallet page: static, accessible markup; walletPage.ts fills the live parts. */
import { PAGE_CONFIG_ID, type WcWalletPageConfig } from './pageConfig';

export const walletFaviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f9d58"/><path d="M8 12c4.5-4 11.5-4 16 0M11 16c2.8-2.5 7.2-2.5 10 0M14 20c1.1-1 2.9-1 4 0" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>`;

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0 auto; padding: 24px; max-width: 760px; background: Canvas; color: CanvasText; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; } h2 { font-size: 1.05rem; margin: 0 0 8px; }
  section, article { border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); border-radius: 14px; padding: 16px; margin: 0 0 14px; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  label { font-weight: 600; } input { font: inherit; flex: 1 1 320px; padding: 8px 10px; border-radius: 10px; border: 1px solid color-mix(in srgb, CanvasText 30%, transparent); }
  button { font: inherit; padding: 8px 16px; border-radius: 10px; border: 0; background: #0b7a43; color: #fff; cursor: pointer; }
  button.secondary { background: color-mix(in srgb, CanvasText 14%, transparent); color: CanvasText; }
  button:focus-visible, input:focus-visible { outline: 3px solid #7fd3a8; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; } dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { font-size: .75rem; white-space: pre-wrap; overflow-wrap: anywhere; background: color-mix(in srgb, CanvasText 6%, transparent); padding: 8px; border-radius: 8px; }
  .muted { opacity: .7; } code { overflow-wrap: anywhere; }
`;

export function walletHtml(config: WcWalletPageConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox WalletConnect</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style>
<script id="${PAGE_CONFIG_ID}" type="application/json">${json}</script>
<script defer src="/assets/wc-wallet.js"></script></head>
<body><header><h1>Sandbox WalletConnect</h1>
<p class="muted">A WalletConnect wallet on the local sandbox relay. Test keys only; nothing leaves this machine.</p></header>
<main>
<section aria-labelledby="account-title"><h2 id="account-title">Account</h2>
  <p id="account" aria-live="polite">Starting…</p>
  <div class="row" role="group" aria-label="Wallet actions">
    <button type="button" id="switch-b">Switch to Sandbox B</button>
    <button type="button" id="switch-a">Switch to Sandbox A</button>
    <button type="button" id="switch-account">Switch account</button>
    <button type="button" id="disconnect" class="secondary">Disconnect</button>
  </div></section>
<section aria-labelledby="pair-title"><h2 id="pair-title">Connect to a dapp</h2>
  <form id="pair-form" class="row"><label for="wc-uri">WalletConnect URI</label>
    <input id="wc-uri" name="uri" type="text" autocomplete="off" spellcheck="false" placeholder="wc:…">
    <button type="submit" id="pair">Pair</button></form>
  <p id="status" role="status" aria-live="polite"></p></section>
<section aria-labelledby="proposals-title"><h2 id="proposals-title">Session proposals</h2><div id="proposals"><p class="muted">None pending.</p></div></section>
<section aria-labelledby="requests-title"><h2 id="requests-title">Requests</h2><div id="requests"><p class="muted">None pending.</p></div></section>
<section aria-labelledby="sessions-title"><h2 id="sessions-title">Active sessions</h2><ul id="sessions" aria-labelledby="sessions-title"></ul></section>
<section aria-labelledby="activity-title"><h2 id="activity-title">Activity</h2><ol id="activity" aria-labelledby="activity-title"></ol></section>
</main></body></html>`;
}
