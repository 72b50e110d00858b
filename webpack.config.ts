import path from 'node:path';
import type { Chunk, Compiler, Configuration } from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';

/**
 * The demo's bundles are what the first-click budget measures. Beyond the defaults: getters are taken to be
 * pure and function expressions become methods (no code here constructs one with `new`); terser also turns
 * those that never use `this` into arrows (swc's version of that also converts functions that read `arguments`,
 * which breaks them, so swc does without), hoists React's function declarations and may flip its comparisons
 * (React compares numbers, never objects with valueOf). swc does best on our code, terser on React's.
 */
const demoCompress = { passes: 3, pure_getters: true, unsafe_methods: true, toplevel: true };
const demoMinimizer = () => [
  new MinimizerPlugin({ exclude: /react-vendor/, minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: demoCompress, mangle: { toplevel: true } } }),
  new MinimizerPlugin({
    include: /react-vendor/,
    minify: MinimizerPlugin.terserMinify,
    minimizerOptions: { compress: { ...demoCompress, unsafe_arrows: true, unsafe_comps: true, hoist_funs: true }, mangle: { toplevel: true }, format: { comments: false } },
  }),
];

const root = process.cwd();
const swcRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: [
    {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    },
    // runs first: the modal's stylesheets (`/* css */` literals) ship without comments and indentation
    { loader: path.join(root, 'scripts/compactCss.cjs') },
  ],
};
const resolve = { extensions: ['.ts', '.tsx', '.js', '.mjs'] };
// Some WalletConnect packages are ESM importing extensionless paths (e.g. 'brotli/decompress').
const relaxedEsmRule = { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } };

/**
 * A named lazy chunk (`webpackChunkName`) takes its name as its id, so the runtime needs no table from ids to file
 * names: `chunks/[name].js` is then `chunks/<id>.js` for every chunk. The table held an entry per named chunk (the
 * 24 locales, the views, the flows) and travelled with the first bundle; the names now appear only where each
 * chunk is imported. Chunks without a name (shared splits) keep their short numeric ids.
 */
class NamesAsChunkIds {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('NamesAsChunkIds', (compilation) => {
      // after the `chunkIds: 'size'` plugin has numbered every chunk
      compilation.hooks.chunkIds.tap({ name: 'NamesAsChunkIds', stage: 100 }, (chunks: Iterable<Chunk>) => {
        for (const chunk of chunks) {
          if (!chunk.name || chunk.hasRuntime()) continue;
          chunk.id = chunk.name;
          chunk.ids = [chunk.name];
        }
      });
    });
  }
}

/** The demo host pages: everything bundled, split so the modal's views load only when needed. */
export function demoConfig(mode: 'production' | 'development' = 'production'): Configuration {
  return {
    name: 'demo',
    mode,
    target: ['web', 'es2022'],
    entry: {
      'demo-all': './sandbox/demo/pages/all.tsx',
      'demo-plain': './sandbox/demo/pages/plain.ts',
      'demo-react': './sandbox/demo/pages/react.tsx',
      'demo-redux': './sandbox/demo/pages/redux.ts',
      'demo-timetravel': './sandbox/demo/pages/timetravel.ts',
      'demo-ethers': './sandbox/demo/pages/ethers.ts', // an ethers site (walletgate/ethers and walletgate/ethers5): ethers only on this page
      'demo-ssr': './sandbox/demo/pages/ssr.tsx', // hydrates /ssr.html, which the demo server renders with react-dom/server
      'demo-wagmi': './sandbox/demo/pages/wagmi.tsx', // a wagmi site (walletgate/wagmi): wagmi, viem and TanStack Query only on this page // a Redux host recording with @redux-devtools/instrument (test/e2e/timeTravel)
      'sandbox-wallets': './sandbox/wallets/injected/index.ts', // the injected wallets, loaded like an extension's content script
      'sandbox-bitcoin-wallet': './sandbox/wallets/bitcoin/index.ts', // the sandbox Bitcoin wallet, on the pages configuring bip122 only
      'secure-frame': './sandbox/secureSite/frame/main.ts', // the secure-frame page's script, served by sandbox/secureSite
    },
    output: {
      path: path.join(root, 'dist/demo'),
      filename: '[name].js',
      // No content hash: the loader would carry a table of every chunk's hash to the first click. The demo
      // server sends assets with `Cache-Control: no-cache`, so a rebuilt chunk is never served stale.
      chunkFilename: 'chunks/[name].js',
      publicPath: '/assets/',
      clean: true,
    },
    module: { rules: [swcRule, relaxedEsmRule] },
    resolve,
    devtool: false,
    performance: { hints: false },
    plugins: [new NamesAsChunkIds()],
    optimization: {
      minimizer: demoMinimizer(),
      // Shortest ids and export names: the glue between modules and chunks is a good part of the first bundle.
      // A development build (npm start) keeps webpack's readable, cheaper defaults.
      ...(mode === 'production' ? { moduleIds: 'size', chunkIds: 'size', mangleExports: 'size' } as const : {}),
      splitChunks: {
        // Async chunks only ('async'), but not the sandbox wallets': they stand in for browser extensions, which are
        // built apart from the site, so each of their lazy chunks (`sandbox-*`, a wallet's signing code) stays whole
        // and shares nothing with the demo's own chunks.
        chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('sandbox-'),
        cacheGroups: {
          // One React for the whole page: an entry that renders React and the lazily mounted modal share it.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react-vendor', chunks: 'all', enforce: true },
        },
      },
    },
  };
}

// The package itself is not bundled: scripts/buildLib.ts emits one ESM file per module for the host's bundler.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => demoConfig(argv.mode);
