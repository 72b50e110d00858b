/**
 * The package's type declarations (`dist/types`), as tsconfig.build.json says, with every relative module specifier
 * written out in full, as scripts/buildLib.ts does for the JavaScript: `'./instance'` becomes `'./instance.js'`,
 * `'../sagas'` becomes `'../sagas/index.js'`, `'..'` becomes `'../index.js'`. A site on `moduleResolution: "node16"`
 * or `"nodenext"` resolves declarations by Node's own rules and refuses a relative import without its extension;
 * `"bundler"` takes both. The source keeps its short specifiers; once emitted, each declaration file's imports,
 * re-exports, the `import("…")` types the compiler writes itself, and `declare module '…'` augmentations (each lazily
 * loaded slice adds itself to `LazyLoadedSlices` so) are rewritten in place, every other character kept.
 *
 * The compiler is TypeScript 7, the native one (`typescript-native` in package.json), single-threaded: it checks and
 * emits in about a quarter of the CPU time TypeScript 5's does. TypeScript 5 (`typescript`) stays for the tools that
 * need a compiler API: here it only parses the emitted declarations to find their specifiers.
 *
 * `--all` is `npm test`'s typecheck: the package's declarations first (the tarball the tests pack waits for them),
 * then the whole repository (tsconfig.json: tests, sandbox, scripts too). It stamps dist/types with a hash of what
 * they were made from; a plain run finding the stamp current does nothing, and one starting while `--all` works (a
 * lock names the worker) waits for it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { lockHolder, takeLock } from '../test/helpers/lockFile';
import { waitUntil } from '../test/helpers/wait';

const root = process.cwd();
const all = process.argv.includes('--all');
const outDir = path.join(root, 'dist/types');
const nativeTsc = path.join(root, 'node_modules/typescript-native/bin/tsc');

/** What the declarations are made from: the package's sources, the compiler settings, this script and the lockfile. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file).sort()) add(path.join(file, name));
      return;
    }
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  };
  for (const input of ['slices', 'sagas', 'src', 'testing', 'tsconfig.json', 'tsconfig.build.json', 'scripts/buildTypes.ts', 'package-lock.json']) add(path.join(root, input));
  return hash.digest('hex');
}
const stampFile = `${outDir}.stamp`;
const lockFile = `${outDir}.lock`;
const current = (hash: string) => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && existsSync(outDir);

/** Runs the native compiler; its diagnostics go to this process's output. Exits with its status when it fails. */
function compile(label: string, args: string[]): void {
  const result = spawnSync(process.execPath, [nativeTsc, ...args, '--singleThreaded', '--pretty'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label}: tsc failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

/** How a declaration file's relative specifiers resolve: among the other declaration files, as a bundler would. */
const resolution: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true };
const resolutionCache = ts.createModuleResolutionCache(outDir, (f) => f, resolution);

/** `specifier` as written in the declaration file `fromFile`, fully specified: the `.js` path of the module it names. */
function fullySpecified(specifier: string, fromFile: string): string {
  if (!/^\.\.?(\/|$)/.test(specifier)) return specifier;
  const resolved = ts.resolveModuleName(specifier, fromFile, resolution, ts.sys, resolutionCache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) throw new Error(`${path.relative(root, fromFile)}: cannot resolve '${specifier}'`);
  const target = resolved.resolvedFileName.replace(/(\.d)?\.(ts|tsx|mts|cts)$/, (_, _d, ext: string) => (ext === 'mts' ? '.mjs' : ext === 'cts' ? '.cjs' : '.js'));
  const relative = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The module specifiers of one declaration file: imports, re-exports, `import("…")` types, module augmentations. */
function specifiersOf(source: ts.SourceFile): ts.StringLiteral[] {
  const found: ts.StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) found.push(node.name);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) found.push(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Rewrites one declaration file's relative specifiers in place; every other character stays as the compiler wrote it. */
function fullySpecifyFile(file: string): void {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let out = text;
  // from the end, so each edit leaves the positions before it as they were
  for (const literal of specifiersOf(source).reverse()) {
    const next = fullySpecified(literal.text, file);
    if (next !== literal.text) out = `${out.slice(0, literal.getStart(source) + 1)}${next}${out.slice(literal.getEnd() - 1)}`;
  }
  if (out !== text) writeFileSync(file, out);
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(full);
    return /\.d\.(ts|mts|cts)$/.test(entry.name) ? [full] : [];
  });
}

const hash = inputsHash();
mkdirSync(path.dirname(outDir), { recursive: true });
// one maker at a time; a plain run waits for a typecheck that is making the same declarations
await waitUntil(() => takeLock(lockFile), 'the declarations another process makes', 15 * 60_000);
process.on('exit', () => {
  if (lockHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
});
if (current(hash)) {
  console.log(`${path.relative(root, outDir)}: current (made from these sources)`);
} else {
  rmSync(stampFile, { force: true });
  rmSync(outDir, { recursive: true, force: true });
  // the package's program (its sources and every module of this repository they import, the test kit's sandbox
  // description say): its errors stop its declarations
  compile('the package', ['-p', 'tsconfig.build.json', '--rootDir', '.', '--outDir', path.relative(root, outDir)]);
  const files = declarationFiles(outDir);
  for (const file of files) fullySpecifyFile(file);
  writeFileSync(stampFile, hash);
  console.log(`${path.relative(root, outDir)}: declarations of ${files.length} modules, relative imports fully specified`);
}
rmSync(lockFile, { force: true });
if (all) {
  compile('the repository', ['-p', 'tsconfig.json', '--noEmit']);
  console.log('the repository type-checks (tsconfig.json: the package, its tests, the sandbox, scripts, bench)');
}
