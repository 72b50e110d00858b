/** Bundles the sandbox WalletConnect wallet page on its own (dist/wc-wallet), apart from the demo pages:
 * WalletKit is large and its ESM dependencies need relaxed resolution, none of which the demo should carry. */
import path from 'node:path';
import type { Configuration } from 'webpack';

export const WC_WALLET_ASSETS_DIR = path.join(process.cwd(), 'dist/wc-wallet');

export function wcWalletWebpackConfig(): Configuration {
  return {
    name: 'wc-wallet',
    // unminified: a sandbox tool, built on every `npm start`, where build time matters more than bytes
    mode: 'production',
    target: 'web',
    entry: { 'wc-wallet': './sandbox/wallets/walletconnect/walletPage.ts' },
    output: {
      path: WC_WALLET_ASSETS_DIR,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: '/assets/',
      clean: true,
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        },
        // Some WalletConnect packages are ESM importing extensionless paths (e.g. 'brotli/decompress').
        { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
      ],
    },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    devtool: false,
    performance: { hints: false },
    optimization: { minimize: false },
  };
}
