/** Serves the sandbox WalletConnect wallet page on its own loopback origin (ports.wcWallet). Its bundle,
 * `wc-wallet.js`, is built with the demo bundles (webpack.config.ts) into the same assets folder. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxDescription } from '../../description';
import { evmPrivateKey, solanaKeypair } from '../../chains/keys';
import { describeWalletConnectBitcoin } from '../bitcoin/describe';
import { walletFaviconSvg, walletHtml } from './html';
import { WALLET_ACCOUNT_INDEXES, WALLET_POLKADOT_URI, WALLET_SOLANA_INDEX, type WcWalletPageConfig } from './pageConfig';

export interface WcWalletServer {
  url: string;
  stop(): Promise<void>;
}

export interface WcWalletServerOptions {
  port: number;
  /** where wc-wallet.js and its chunks are (dist/demo) */
  assetsDir: string;
  describe: () => SandboxDescription;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json' };

function pageConfig(description: SandboxDescription, pageUrl: string): WcWalletPageConfig {
  const relayUrl = description.endpoints.relay;
  if (!relayUrl) throw new Error('the sandbox description has no relay endpoint');
  return {
    relayUrl,
    projectId: description.projectId,
    chains: description.networks
      .filter((n) => n.chainNamespace === 'eip155')
      .map((n) => ({ chainId: Number(n.id), name: n.name, rpcUrl: n.rpcUrls.default.http[0] ?? '' })),
    accounts: WALLET_ACCOUNT_INDEXES.map((index) => ({ index, privateKey: evmPrivateKey(index) })),
    ...(description.chains?.solana
      ? {
          solana: {
            caipNetworkId: description.chains.solana.caipNetworkId,
            rpcUrl: description.chains.solana.rpcUrl,
            secretKey: Array.from(solanaKeypair(WALLET_SOLANA_INDEX).secretKey),
          },
        }
      : {}),
    ...(description.polkadotNetworks?.length ? { polkadot: { networks: description.polkadotNetworks.map((n) => n.caipNetworkId), uri: WALLET_POLKADOT_URI } } : {}),
    ...(description.bitcoinNetworks?.length
      ? { bitcoin: { chains: description.bitcoinNetworks.map((n) => n.caipNetworkId), accounts: describeWalletConnectBitcoin() } }
      : {}),
    ...(description.cosmosNetworks?.length ? { cosmos: { chains: description.cosmosNetworks.map((n) => n.caipNetworkId) } } : {}),
    pageUrl,
  };
}

export function startWcWalletServer(opts: WcWalletServerOptions): Promise<WcWalletServer> {
  const assetsDir = path.resolve(opts.assetsDir);
  const url = `http://127.0.0.1:${opts.port}`;
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    // `/wc?uri=…` is the wallet's mobile / desktop / web link (the catalogue's links carry the URI there): it pairs at once
    if (pathname === '/' || pathname === '/index.html' || pathname === '/wc') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(walletHtml(pageConfig(opts.describe(), url)));
      return;
    }
    if (pathname === '/favicon.svg' || pathname === '/favicon.ico') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(walletFaviconSvg);
      return;
    }
    const wanted = pathname === '/assets/wc-wallet.js' || pathname.startsWith('/assets/chunks/');
    const file = path.resolve(assetsDir, `.${pathname.slice('/assets'.length)}`);
    if (!wanted || !file.startsWith(assetsDir + path.sep)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end('Not found'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () =>
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
