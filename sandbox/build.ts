/** Builds the demo bundles (production mode) with the project's webpack config, and the sandbox
 * WalletConnect wallet page's bundle with its own config (sandbox/wallets/walletconnect/webpack.ts). */
import webpack from 'webpack';
import { demoConfig } from '../webpack.config';
import { wcWalletWebpackConfig } from './wallets/walletconnect/webpack';

export function buildDemo(): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack([demoConfig('production'), wcWalletWebpackConfig()], (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'build failed'));
      resolve();
    });
  });
}
