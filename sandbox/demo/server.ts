/** Serves the demo host pages, their bundles and /sandbox.json on loopback. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxDescription } from '../description';
import { demoHtml, faviconSvg, type DemoPage } from './html';
import { cspHeader, cspHtml } from './csp';

const PAGES: Record<string, DemoPage> = { '/': 'all', '/index.html': 'all', '/plain.html': 'plain', '/react.html': 'react', '/redux.html': 'redux', '/timetravel.html': 'timetravel', '/wagmi.html': 'wagmi', '/ethers.html': 'ethers' };
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.json': 'application/json' };

export interface DemoServer {
  url: string;
  stop(): Promise<void>;
}

export function startDemoServer(opts: { port: number; assetsDir: string; describe: () => SandboxDescription }): Promise<DemoServer> {
  const assetsDir = path.resolve(opts.assetsDir);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = PAGES[url.pathname];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (page) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(demoHtml(page, opts.describe(), { bitcoin: url.searchParams.get('bitcoin') === '1' }));
      return;
    }
    if (url.pathname === '/csp.html') {
      const sandbox = opts.describe();
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': cspHeader(sandbox) }).end(cspHtml(sandbox));
      return;
    }
    if (url.pathname === '/ssr.html') {
      // rendered per request with react-dom/server (the module loads on the first request)
      import('./ssr').then(({ ssrHtml }) => ssrHtml(opts.describe())).then(
        (html) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html),
        (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Server rendering failed: ${String(error)}`),
      );
      return;
    }
    if (url.pathname === '/sandbox.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(opts.describe(), null, 2));
      return;
    }
    if (url.pathname === '/favicon.svg' || url.pathname === '/favicon.ico') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(faviconSvg);
      return;
    }
    if (url.pathname.startsWith('/assets/')) {
      const file = path.resolve(assetsDir, `.${url.pathname.slice('/assets'.length)}`);
      if (!file.startsWith(assetsDir + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      readFile(file).then(
        (body) => res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }).end(body),
        () => res.writeHead(404).end('Not found'),
      );
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${opts.port}`,
        stop: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
      }),
    );
  });
}
