/**
 * What npm users get: the host app in bench/host built the way a host builds it (its own plain webpack config,
 * production mode, webpack's default minifier), once alone and once with `walletgate/redux` taken from
 * `npm pack` of this repository. Measures the gzip size of each entry's first-load files (lazy chunks excluded).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration, type Stats } from 'webpack';

export interface HostAppSizes {
  /** gzip bytes of the first-load files of the host alone */
  alone: number;
  /** gzip bytes of the first-load files of the host with walletgate/redux */
  withWalletGate: number;
  /** gzip bytes of the host-with-WalletGate's lazy chunks, loaded later if ever */
  lazy: number;
  /** a wagmi host (React + wagmi + viem + TanStack Query): alone, and with walletgate/wagmi as its config */
  wagmiAlone: number;
  wagmiWithWalletGate: number;
  /**
   * modules of the adapters or their libraries (walletgate's src/adapters, wagmi, @wagmi, @tanstack, ethers,
   * @ethersproject) anywhere in the redux host's build, first load or lazy chunk: must be none
   */
  adapterModulesWithoutAdapters: string[];
  files: { entry: string; file: string; gzip: number }[];
}

const root = process.cwd();

function compile(config: Configuration) {
  return new Promise<Stats>((resolve, reject) =>
    webpack(config, (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(stats))),
  );
}

export async function measureHostApp(): Promise<HostAppSizes> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'walletgate-host-'));
  try {
    // The package exactly as npm would install it: `npm pack`, unpacked into the host's node_modules.
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
    const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8' })) as [{ filename: string }];
    const installed = path.join(dir, 'node_modules/walletgate');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(dir, filename), '-C', installed, '--strip-components=1']);

    const out = path.join(dir, 'dist');
    const stats = await compile({
      mode: 'production',
      context: path.join(root, 'bench/host'),
      entry: {
        alone: './hostAlone.tsx',
        'with-walletgate': './hostWithWalletGate.js',
        'wagmi-alone': './wagmiAlone.tsx',
        'wagmi-with-walletgate': './wagmiWithWalletGate.js',
      },
      output: { path: out, filename: '[name].js', chunkFilename: 'chunks/[name].[contenthash:8].js', clean: true },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: path.join(root, 'bench/host'),
            use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } } },
          },
          // Some WalletConnect packages are ESM importing extensionless paths; any host that bundles them needs this.
          { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
        ],
      },
      // The host's own dependencies are this repository's (one React, one RTK); walletgate is the packed copy.
      resolve: { extensions: ['.tsx', '.ts', '.js'], modules: ['node_modules', path.join(dir, 'node_modules'), path.join(root, 'node_modules')] },
      resolveLoader: { modules: [path.join(root, 'node_modules')] },
      performance: { hints: false },
      devtool: false,
    });
    const json = stats.toJson({ all: false, entrypoints: true, assets: true });
    const gzipOf = (file: string) => gzipSync(readFileSync(path.join(out, file))).length;
    const files: HostAppSizes['files'] = [];
    const sum = (entry: string) => {
      const assets = json.entrypoints![entry]!.assets!.map((a) => a.name).filter((name) => name.endsWith('.js'));
      for (const file of assets) files.push({ entry, file, gzip: gzipOf(file) });
      return files.filter((f) => f.entry === entry).reduce((total, f) => total + f.gzip, 0);
    };
    const alone = sum('alone');
    const withWalletGate = sum('with-walletgate');
    const wagmiAlone = sum('wagmi-alone');
    const wagmiWithWalletGate = sum('wagmi-with-walletgate');
    // Every chunk but the wagmi hosts' own first-load ones: the redux host's first load and every lazy chunk
    // (WalletGate's lazily loaded features, shared by both hosts). None may hold an adapter or its library.
    const wagmiEntries = ['wagmi-alone', 'wagmi-with-walletgate'];
    const { chunkGraph } = stats.compilation;
    type Mod = { nameForCondition(): string | null; modules?: Iterable<Mod> };
    const sourcesOf = (chunk: (typeof stats.compilation.chunks extends Set<infer C> ? C : never)) =>
      [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((m) => [m as unknown as Mod, ...((m as unknown as Mod).modules ?? [])]).map((m) => m.nameForCondition() ?? '');
    const ADAPTER_MODULE = /dist[\\/]lib[\\/]src[\\/]adapters[\\/]|node_modules[\\/](wagmi|@wagmi|@tanstack|ethers|@ethersproject)[\\/]/;
    const chunks = [...stats.compilation.chunks];
    const isWagmiInitial = (chunk: (typeof chunks)[number]) => chunk.canBeInitial() && [...chunk.groupsIterable].some((g) => wagmiEntries.includes(g.name ?? ''));
    const adapterModulesWithoutAdapters = chunks.filter((c) => !isWagmiInitial(c)).flatMap(sourcesOf).filter((name) => ADAPTER_MODULE.test(name));
    // the same test finds them where they belong, or it proves nothing
    const inWagmiHost = chunks.filter(isWagmiInitial).flatMap(sourcesOf);
    if (!inWagmiHost.some((name) => /dist[\\/]lib[\\/]src[\\/]adapters[\\/]wagmi/.test(name))) throw new Error('bench: walletgate/wagmi not found in the wagmi host build (module names changed?)');
    const lazy = (json.assets ?? []).filter((a) => a.name.startsWith('chunks/') && a.name.endsWith('.js')).reduce((total, a) => total + gzipOf(a.name), 0);
    return { alone, withWalletGate, lazy, wagmiAlone, wagmiWithWalletGate, adapterModulesWithoutAdapters, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/hostApp.ts`: this measurement alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'bench/hostApp.ts')) {
  const sizes = await measureHostApp();
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const f of sizes.files) console.log(`${kib(f.gzip).padStart(10)}  ${f.entry}: ${f.file}`);
  console.log(`host alone ${kib(sizes.alone)}, with walletgate/redux ${kib(sizes.withWalletGate)}, difference ${kib(sizes.withWalletGate - sizes.alone)}; lazy chunks ${kib(sizes.lazy)}`);
  console.log(`wagmi host alone ${kib(sizes.wagmiAlone)}, with walletgate/wagmi ${kib(sizes.wagmiWithWalletGate)}, difference ${kib(sizes.wagmiWithWalletGate - sizes.wagmiAlone)}`);
  console.log(`adapter or chain-library modules in the host without adapters: ${sizes.adapterModulesWithoutAdapters.length}`);
}
