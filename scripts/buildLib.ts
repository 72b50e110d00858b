/**
 * The package's JavaScript: every source module transpiled on its own by swc into `dist/lib`, mirroring the
 * source tree. One file per module is what a host's bundler needs to tree-shake us: imports of the shared
 * stack stay bare `import` statements (no bundler interop wrapping them), and `import()` of a lazily loaded
 * feature stays a real dynamic import that the host splits into its own chunk. Relative specifiers are
 * rewritten to full `.js` paths, as ESM in a `"type": "module"` package requires.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFile, transform, type Options } from '@swc/core';
import { createRequire } from 'node:module';

// the modal's stylesheets (`/* css */` literals) ship without comments and indentation, as in the demo's bundles
const { compactCssTemplates } = createRequire(import.meta.url)('./compactCss.cjs') as { compactCssTemplates: (source: string) => string };

const root = process.cwd();
const out = path.join(root, 'dist/lib');
// testing/: walletgate/testing, the Node-side test kit for integrators (no widget entry imports it)
const sources = ['src', 'slices', 'sagas', 'testing'];

const modules: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) modules.push(full);
  }
};
for (const dir of sources) walk(path.join(root, dir));

const options = (filename: string, target: string): Options => ({
  filename,
  // maps name their source relative to the built file (sourcesContent carries the text), never this machine's path
  sourceFileName: path.relative(path.dirname(target), filename),
  swcrc: false,
  configFile: false,
  sourceMaps: true,
  jsc: {
    baseUrl: root,
    parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
    // Keeps `webpackChunkName` comments, so a host's lazy chunks keep readable names.
    preserveAllComments: true,
  },
  module: { type: 'es6', resolveFully: true, outFileExtension: 'js' },
});

/**
 * package.json `sideEffects` must name exactly the modules that do something when imported (today: slices that
 * inject themselves into walletGateReducer with `injectInto`), as source (the demo bundles from source) and as built file; a host
 * bundler drops any other module whose exports it does not use. A top-level expression statement is such an
 * effect, so the build refuses to ship when the list and the code disagree.
 */
async function checkSideEffects() {
  const effects: string[] = [];
  for (const file of modules) {
    const ast = await parseFile(file, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
    // a slice's `injectInto(walletGateReducer)` adds it to the reducer on import, even where its result is kept
    const injects = /\.injectInto\(/.test(readFileSync(file, 'utf8'));
    if (injects || ast.body.some((statement) => statement.type === 'ExpressionStatement')) effects.push(path.relative(root, file));
  }
  const expected = effects.flatMap((file) => [`./${file}`, `./${path.join('dist/lib', file).replace(/\.tsx?$/, '.js')}`]).sort();
  const declared = [...(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { sideEffects: string[] }).sideEffects].sort();
  if (JSON.stringify(expected) !== JSON.stringify(declared)) {
    throw new Error(`package.json sideEffects should be:\n${JSON.stringify(expected, null, 2)}`);
  }
}

await checkSideEffects();
rmSync(out, { recursive: true, force: true });
await Promise.all(
  modules.map(async (file) => {
    const target = path.join(out, path.relative(root, file)).replace(/\.tsx?$/, '.js');
    const { code, map } = await transform(compactCssTemplates(readFileSync(file, 'utf8')), options(file, target));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
    if (map) writeFileSync(`${target}.map`, map);
  }),
);
/**
 * Every entry point of package.json `exports` (walletgate, /redux, /react, the chain-library adapters /wagmi,
 * /ethers, /ethers5, which only their importers load, and the test kit /testing) must come out of this build.
 */
const entries = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, { import: string }> }).exports;
const missing = Object.entries(entries).filter(([, target]) => !statSync(path.join(root, target.import), { throwIfNoEntry: false }));
if (missing.length > 0) throw new Error(`package.json exports point at files the build did not emit: ${missing.map(([name]) => name).join(', ')}`);
console.log(`dist/lib: ${modules.length} modules, entry points ${Object.keys(entries).join(' ')}`);
