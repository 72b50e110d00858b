/**
 * The minimal host app's dev server for the test kit's e2e files: builds test/e2e/testkitHost/app.ts with webpack
 * (unminified production build: the library as a host bundler sees it, lazy chunks included) and serves its page
 * on loopback, pointed at a sandbox by URL as a site's dev server would be configured.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';
import { demoConfig } from '../../../webpack.config';

export interface HostApp {
  url: string;
  /** every path the site served, oldest first */
  requests: string[];
  stop(): Promise<void>;
}

const root = process.cwd();

/**
 * The built host app: the e2e run's globalSetup builds it once for both test kit files (alongside the demo);
 * a file run on its own against a developer's stack host builds it here.
 */
export function hostAppDir(): Promise<string> {
  return process.env.WALLETGATE_TESTKIT_HOST_DIR ? Promise.resolve(process.env.WALLETGATE_TESTKIT_HOST_DIR) : buildHostApp('host');
}

/** Builds the host app into `.tmp-testkit/<name>` (a cache of its own, so two builds may run side by side). */
export function buildHostApp(name: string): Promise<string> {
  const dir = path.join(root, '.tmp-testkit', name);
  const demo = demoConfig('production');
  const config: webpack.Configuration = {
    name: `testkit-host-${name}`,
    mode: 'production',
    target: demo.target,
    entry: { app: path.join(root, 'test/e2e/testkitHost/app.ts') },
    output: { path: path.join(dir, 'assets'), filename: '[name].js', chunkFilename: 'chunks/[name].js', publicPath: '/assets/', clean: true },
    module: demo.module,
    resolve: demo.resolve,
    devtool: false,
    performance: { hints: false },
    optimization: { minimize: false },
    cache: { type: 'filesystem', name: `testkit-host-${name}`, cacheDirectory: path.join(root, '.tmp-testkit', `${name}-cache`) },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'build failed'));
      resolve(dir);
    });
  });
}

const page = (sandboxUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>My dapp</title><link rel="icon" href="data:,">
<meta name="walletgate-sandbox" content="${sandboxUrl}"><script defer src="/assets/app.js"></script></head>
<body><main><h1>My dapp</h1>
<walletgate-button id="connect"></walletgate-button>
<p id="status" role="status" aria-label="Account">Not connected</p>
<button id="sign" type="button">Sign a message</button>
<p id="signature" role="status" aria-label="Signature"></p>
</main></body></html>`;

/** Serves the built host app at `http://127.0.0.1:<port>/`, configured for the sandbox at `sandboxUrl`. */
export function serveHostApp(dir: string, port: number, sandboxUrl: string): Promise<HostApp> {
  const assets = path.join(dir, 'assets');
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    if (url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(sandboxUrl));
      return;
    }
    const file = path.resolve(assets, `.${url.pathname.slice('/assets'.length)}`);
    if (!url.pathname.startsWith('/assets/') || !file.startsWith(assets + path.sep)) {
      res.writeHead(404).end('Not found');
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(body),
      () => res.writeHead(404).end('Not found'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        requests,
        stop: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
      }),
    );
  });
}
