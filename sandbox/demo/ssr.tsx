/**
 * /ssr.html, rendered per request with react-dom/server's renderToString — a React host with
 * WalletGateProvider and the connect button, in Node with no window — then hydrated by /assets/demo-ssr.js.
 * Each request has its own instance, destroyed once its HTML is out. Loaded by the demo server on the first
 * request for the page, so starting the sandbox costs nothing more.
 */
import { renderToString } from 'react-dom/server';
import { createWalletGate } from '../../src/react/index';
import type { SandboxDescription } from '../description';
import { SsrHost, ssrOptions } from './pages/ssrApp';

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function ssrHtml(sandbox: SandboxDescription): string {
  const gate = createWalletGate(ssrOptions(sandbox));
  try {
    const app = renderToString(<SsrHost gate={gate} />);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>WalletGate demo: server-side rendering</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>:root { color-scheme: light dark; font-family: system-ui, sans-serif; } body { margin: 0; padding: 32px; background: Canvas; color: CanvasText; }</style>
<script id="sandbox-json" type="application/json">${json(sandbox)}</script>
<script id="ssr-state" type="application/json">${json(gate.store.getState())}</script>
<script src="/assets/sandbox-wallets.js"></script>
<script defer src="/assets/react-vendor.js"></script>
<script defer src="/assets/demo-ssr.js"></script></head>
<body><h1>WalletGate rendered on the server</h1>
<p>This page's HTML comes from <code>renderToString</code> in Node; the browser hydrates it.</p>
<div id="ssr-root">${app}</div></body></html>`;
  } finally {
    gate.destroy();
  }
}
