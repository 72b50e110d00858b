/**
 * `npm start`, quickly: runs sandbox/start.ts as one file that esbuild bundled, with plain Node. Loading the sandbox
 * module by module (viem's thousand files, web3.js, WalletConnect's packages), through tsx's loader, took most of a
 * start; one bundle of what the sandbox really uses loads in a fraction of that. The bundle is kept in
 * node_modules/.cache with the list of the files it was made from, and made again only when one of them changed.
 * Packages with native parts, binaries or files of their own stay outside and load from node_modules as usual.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const dir = path.join(root, 'node_modules/.cache/walletgate');
const bundle = path.join(dir, 'sandbox-start.mjs');
const stampFile = path.join(dir, 'sandbox-start.inputs.json');

/** A file as the stamp records it: a changed size or modification time means the bundle is stale. */
const fingerprint = (file) => {
  const { size, mtimeMs } = statSync(path.resolve(root, file));
  return `${size}:${mtimeMs}`;
};

function isCurrent() {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return Object.entries(stamp).every(([file, print]) => fingerprint(file) === print);
  } catch {
    return false;
  }
}

/** Written whole, then renamed: two sandboxes starting side by side (the test kit's files) never read half a file. */
function writeAtomically(file, contents) {
  writeFileSync(`${file}.${process.pid}.tmp`, contents);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

if (!isCurrent()) {
  const { outputFiles, metafile } = await build({
    entryPoints: [path.join(root, 'sandbox/start.ts')],
    outfile: bundle,
    write: false,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // native addons, binaries, and the build tools the dev builders load in their own processes
    external: ['litesvm', 'solc', 'webpack', 'esbuild', 'tsx', 'bufferutil', 'utf-8-validate', '@foundry-rs/*', 'minimizer-webpack-plugin', 'swc-loader', '@swc/*'],
    // CommonJS packages inside an ES module bundle still find require, __filename and __dirname
    banner: {
      js: [
        "import { createRequire as __wgCreateRequire } from 'node:module';",
        "import { fileURLToPath as __wgFileURLToPath } from 'node:url';",
        'const require = __wgCreateRequire(import.meta.url);',
        'const __filename = __wgFileURLToPath(import.meta.url);',
        "const __dirname = __wgFileURLToPath(new URL('.', import.meta.url));",
      ].join(' '),
    },
  });
  mkdirSync(dir, { recursive: true });
  writeAtomically(bundle, outputFiles[0].contents);
  writeAtomically(stampFile, JSON.stringify(Object.fromEntries(Object.keys(metafile.inputs).map((file) => [file, fingerprint(file)]))));
}
await import(pathToFileURL(bundle).href);
