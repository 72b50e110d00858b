/** Builds the demo bundles (production mode) with the project's webpack config, and the sandbox
 * WalletConnect wallet page's bundle with its own config (sandbox/wallets/walletconnect/webpack.ts). */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { demoConfig } from '../webpack.config';
import { wcWalletWebpackConfig } from './wallets/walletconnect/webpack';

/** A persistent cache makes a second `npm start` rebuild only what changed. */
const cached = (config: Configuration, name: string): Configuration => ({
  ...config,
  cache: {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(process.cwd(), 'node_modules/.cache/walletgate-webpack'),
    buildDependencies: { config: [path.join(process.cwd(), 'webpack.config.ts'), path.join(process.cwd(), 'sandbox/wallets/walletconnect/webpack.ts')] },
  },
});

export function buildDemo(): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack([cached(demoConfig('production'), 'demo'), cached(wcWalletWebpackConfig(), 'wc-wallet')], (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'build failed'));
      resolve();
    });
  });
}
