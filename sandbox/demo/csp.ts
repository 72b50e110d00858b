/**
 * Pages it does not own: the plug-and-play demo under a strict Content-Security-Policy — no inline
 * script or style, no eval, and `connect-src` / `frame-src` / `img-src` limited to the hosts the sandbox
 * configures. The page carries no inline <style> or script of its own (the sandbox description is a JSON data
 * block, which is never executed), so every violation the browser reports is the widget's.
 */
import type { SandboxDescription } from '../description';

const origin = (url: string) => {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
};

/** Every host the configured options name: the APIs, the relay, the secure site and each network's RPC. */
function configuredHosts(sandbox: SandboxDescription): string[] {
  const { endpoints } = sandbox;
  const rpc = sandbox.networks.flatMap((n) => [...n.rpcUrls.default.http, ...(n.rpcUrls.default.webSocket ?? [])]);
  const urls = [endpoints.blockchainApi, endpoints.catalogApi, endpoints.analyticsApi, endpoints.relay, endpoints.secureSite, ...rpc].filter(
    (u): u is string => typeof u === 'string' && u.length > 0,
  );
  return [...new Set(urls.map(origin))];
}

export function cspHeader(sandbox: SandboxDescription): string {
  const hosts = configuredHosts(sandbox).join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${origin(sandbox.endpoints.catalogApi)} ${origin(sandbox.endpoints.blockchainApi)}`,
    `connect-src 'self' ${hosts}`,
    `frame-src ${origin(sandbox.endpoints.secureSite)}`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

export function cspHtml(sandbox: SandboxDescription): string {
  const json = JSON.stringify(sandbox).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>WalletGate demo: strict CSP</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script id="sandbox-json" type="application/json">${json}</script>
<script src="/assets/sandbox-wallets.js"></script>
<script defer src="/assets/demo-plain.js"></script></head>
<body><header><h1>WalletGate under a strict Content-Security-Policy</h1>
<p>No inline script or style, no eval; only the configured hosts may be fetched or framed.</p></header>
<main><walletgate-button id="plain-connect"><button type="button" disabled>Connect (plug-and-play)</button></walletgate-button></main></body></html>`;
}
