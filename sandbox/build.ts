/** Builds the demo bundles (production mode) with the project's webpack config, and the sandbox
 * WalletConnect wallet page's bundle with its own config (sandbox/wallets/walletconnect/webpack.ts). */
import { createHash } from 'node:crypto';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { demoConfig } from '../webpack.config';
import { wcWalletWebpackConfig } from './wallets/walletconnect/webpack';

/**
 * A persistent cache makes a second `npm start` rebuild only what changed. It is named for the checkout too: git
 * worktrees that share one node_modules must not share (and overwrite) one cache.
 */
const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
const cached = (config: Configuration, name: string): Configuration => ({
  ...config,
  cache: {
    type: 'filesystem',
    name: `${name}-${checkout}`,
    cacheDirectory: path.join(process.cwd(), 'node_modules/.cache/walletgate-webpack'),
    buildDependencies: { config: [path.join(process.cwd(), 'webpack.config.ts'), path.join(process.cwd(), 'sandbox/wallets/walletconnect/webpack.ts')] },
  },
});

/** Runs webpack once over `configs`; rejects with its errors. */
function compile(configs: Configuration | Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack([configs].flat(), (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'build failed'));
      resolve();
    });
  });
}

/** The sandbox WalletConnect wallet page alone, into `outputPath`, reusing the demo build's cache of it. */
export function buildWcWalletPage(outputPath: string): Promise<void> {
  const config = cached(wcWalletWebpackConfig(), 'wc-wallet');
  return compile({ ...config, output: { ...config.output, path: outputPath } });
}

/** The production bundles: what the e2e tests run and `npm run bench` measures. */
export function buildDemo(): Promise<void> {
  return compile([cached(demoConfig('production'), 'demo'), cached(wcWalletWebpackConfig(), 'wc-wallet')]);
}

export type DevTarget = 'demo' | 'wc-wallet';

/**
 * `npm start`'s bundles, into the same folders: development mode (no minifier, no tree shaking, readable ids) builds a
 * fresh clone's demo in about a third of the production time. No eval-wrapped modules, development's default
 * devtool: the demo's CSP pages and the secure frame allow no eval. Its own cache: the two modes never evict each other.
 */
export function devConfig(target: DevTarget): Configuration {
  const config = target === 'demo' ? demoConfig('development') : { ...wcWalletWebpackConfig(), mode: 'development' as const };
  return cached({ ...config, devtool: false }, `${target}-dev`);
}
