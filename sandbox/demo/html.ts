/** The demo host pages. Each embeds the sandbox description the widget is configured from. */
import type { SandboxDescription } from '../description';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bfd"/><path d="M9 16h14M16 9v14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`;
export const faviconSvg = FAVICON;

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; padding: 32px; background: Canvas; color: CanvasText; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; } p.lead { margin: 0 0 24px; opacity: .75; }
  main { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 16px; }
  section { border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); border-radius: 16px; padding: 20px; }
  h2 { font-size: 1.05rem; margin: 0 0 8px; } p { font-size: .9rem; }
  button { font: inherit; padding: 10px 18px; border-radius: 12px; border: 0; background: #3b5bfd; color: #fff; cursor: pointer; }
  button:disabled { opacity: .5; cursor: progress; } button:focus-visible { outline: 3px solid #93a5ff; outline-offset: 2px; }
  walletgate-button { display: inline-block; }
  pre { font-size: .75rem; min-height: 4.5em; background: color-mix(in srgb, CanvasText 6%, transparent); padding: 8px; border-radius: 8px; }
  /* the action log wraps inside its box: long action types never push the column wider than the page */
  section { min-width: 0; }
  #wagmi-root dl, #ethers-root dl { display: grid; gap: 4px; font-size: .85rem; } #wagmi-root .row, #ethers-root .row { display: grid; grid-template-columns: 9em 1fr; gap: 8px; }
  #wagmi-root dt, #ethers-root dt { opacity: .7; } #wagmi-root dd, #ethers-root dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; }
  #wagmi-root .actions, #ethers-root .actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
  .demo-theme { margin: 0 0 16px; } .demo-theme select { font: inherit; padding: 4px 8px; border-radius: 8px; }
  #redux-log { box-sizing: border-box; max-width: 100%; margin-bottom: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** The demo's theme switch (`?theme=` keeps the choice); sandbox/demo/pages/config.ts wires it. */
const THEME_SWITCH = `<p class="demo-theme"><label for="demo-theme">Theme</label> <select id="demo-theme">
  <option value="system">System</option><option value="light">Light</option><option value="dark">Dark</option></select></p>`;

const SECTIONS = {
  plain: `<section aria-labelledby="plain-title"><h2 id="plain-title">Plug-and-play</h2>
    <p>No React, no Redux: <code>createWalletGate(options)</code> and <code>gate.mountButton(el)</code>.</p>
    <walletgate-button id="plain-connect"><button type="button" disabled>Connect (plug-and-play)</button></walletgate-button></section>`,
  react: `<section aria-labelledby="react-title"><h2 id="react-title">React</h2>
    <p><code>&lt;WalletGateProvider&gt;</code>, <code>&lt;ConnectButton/&gt;</code> and hooks.</p>
    <div id="react-root"></div></section>`,
  redux: `<section aria-labelledby="redux-title"><h2 id="redux-title">Redux host app</h2>
    <p>WalletGate's reducer merged into the host's store; the host sees every <code>walletGate/…</code> action. Sign-in with the wallet is on (<code>siwx</code>, the sandbox's sign-in server).</p>
    <walletgate-button id="redux-connect"><button type="button" disabled>Connect (Redux host)</button></walletgate-button>
    <p id="redux-siwx" role="status" aria-label="Sign-in">Not signed in</p>
    <pre id="redux-log" aria-label="Host store: latest actions"></pre></section>`,
  timetravel: `<section aria-labelledby="timetravel-title"><h2 id="timetravel-title">Redux host with time travel</h2>
    <p>The host's store records every action with the Redux DevTools' enhancer; <code>window.walletGateTimeTravel</code> jumps between them.</p>
    <button id="timetravel-connect" type="button" disabled>Connect (time travel)</button></section>`,
  wagmi: `<section aria-labelledby="wagmi-title"><h2 id="wagmi-title">A wagmi site</h2>
    <p>wagmi's hooks are this site's data layer; <code>walletgate/wagmi</code> makes WalletGate its connect modal. Everything below comes from wagmi.</p>
    <div id="wagmi-root"></div></section>`,
  ethers: `<section aria-labelledby="ethers-title"><h2 id="ethers-title">An ethers site</h2>
    <p><code>walletgate/ethers</code> (v6) and <code>walletgate/ethers5</code> on one instance: each button signs or sends through that library's signer.</p>
    <div id="ethers-root"></div></section>`,
} as const;

/** The demo's language menu: every shipped locale by its own name, and the pseudo-locale for testing. */
const LANGUAGES: [string, string][] = [
  ['', 'Browser default'], ['en', 'English'], ['es', 'Español'], ['pt-BR', 'Português (Brasil)'], ['fr', 'Français'],
  ['de', 'Deutsch'], ['it', 'Italiano'], ['nl', 'Nederlands'], ['pl', 'Polski'], ['tr', 'Türkçe'], ['ru', 'Русский'],
  ['uk', 'Українська'], ['ar', 'العربية'], ['he', 'עברית'], ['fa', 'فارسی'], ['hi', 'हिन्दी'], ['bn', 'বাংলা'],
  ['id', 'Bahasa Indonesia'], ['vi', 'Tiếng Việt'], ['th', 'ไทย'], ['ja', '日本語'], ['ko', '한국어'],
  ['zh-CN', '简体中文'], ['zh-TW', '繁體中文'], ['sw', 'Kiswahili'], ['en-XA', 'Pseudo-locale (en-XA)'],
];
const LANGUAGE_MENU = `<p><label>Language <select id="demo-locale">${LANGUAGES.map(
  ([code, name]) => `<option value="${code}"${code ? ` lang="${code}"` : ''}>${name}</option>`,
).join('')}</select></label></p>`;

/** Three instances on one page are three sites' worth of WalletGate: none shares state with another. */
const INDEPENDENT = `<p class="lead" id="demo-independent">Each column is its own WalletGate instance with its own store: connecting in one
  does not connect the others (a site has one). After a reload each restores the last session on its own.</p>`;

/** The sections the `/` page shows side by side (time travel has its own page: its enhancer is not first-click bytes). */
const ALL = ['plain', 'react', 'redux'] as const;

export type DemoPage = 'all' | keyof typeof SECTIONS;

/** The pages that, with `?bitcoin=1`, configure Bitcoin networks and carry the sandbox Bitcoin wallet; without it, or on the others, no Bitcoin code loads. */
const BITCOIN_PAGES: ReadonlySet<DemoPage> = new Set(['plain']);

/** `bitcoin`: the page was asked for with `?bitcoin=1` — it carries the sandbox Bitcoin wallet and configures Bitcoin networks. */
export function demoHtml(page: DemoPage, sandbox: SandboxDescription, { bitcoin = false }: { bitcoin?: boolean } = {}): string {
  const sections = page === 'all' ? ALL.map((name) => SECTIONS[name]).join('\n') : SECTIONS[page];
  const json = JSON.stringify(sandbox).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>WalletGate demo</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style>
<script id="sandbox-json" type="application/json">${json}</script>
<script src="/assets/sandbox-wallets.js"></script>
${bitcoin && BITCOIN_PAGES.has(page) ? '<script src="/assets/sandbox-bitcoin-wallet.js"></script>\n' : ''}${page === 'all' || page === 'react' || page === 'wagmi' ? '<script defer src="/assets/react-vendor.js"></script>' : ''}
<script defer src="/assets/demo-${page}.js"></script></head>
<body><header><h1>WalletGate demo</h1><p class="lead">Running on the local sandbox. Nothing here leaves this machine.</p>${LANGUAGE_MENU}${THEME_SWITCH}</header>
${page === 'all' ? INDEPENDENT : ''}<main${page === 'all' ? ' id="demo-all"' : ''}>${sections}</main></body></html>`;
}
