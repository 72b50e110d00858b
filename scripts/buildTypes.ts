/**
 * The package's type declarations (`dist/types`), as tsconfig.build.json says, with every relative module specifier
 * written out in full, as scripts/buildLib.ts does for the JavaScript: `'./instance'` becomes `'./instance.js'`,
 * `'../sagas'` becomes `'../sagas/index.js'`, `'..'` becomes `'../index.js'`. A site on `moduleResolution: "node16"`
 * or `"nodenext"` resolves declarations by Node's own rules and refuses a relative import without its extension;
 * `"bundler"` takes both. The source keeps its short specifiers; the declaration emit rewrites imports, re-exports,
 * the `import("…")` types the compiler writes itself, and `declare module '…'` augmentations (each lazily loaded
 * slice adds itself to `LazyLoadedSlices` so).
 *
 * `--all` is `npm test`'s typecheck: the whole repository's program (tsconfig.json: tests, sandbox, scripts too) is
 * checked, and the package's declarations are emitted from that same program, so the tarball the tests pack needs no
 * second compile of the same sources. It stamps dist/types with a hash of what they were made from; a plain run
 * finding the stamp current does nothing, and one starting while `--all` works (a lock names the worker) waits for it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { lockHolder, takeLock } from '../test/helpers/lockFile';
import { waitUntil } from '../test/helpers/wait';

const root = process.cwd();
const all = process.argv.includes('--all');
const configFile = path.join(root, 'tsconfig.build.json');

const readConfig = (file: string) => {
  const parsed = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
  if (!parsed) throw new Error(`${file}: unreadable`);
  if (parsed.errors.length > 0) fail(parsed.errors);
  return parsed;
};
const config = readConfig(configFile);
const outDir = config.options.outDir!;

const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
function fail(diagnostics: readonly ts.Diagnostic[]): never {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}

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

const resolutionCache = ts.createModuleResolutionCache(root, (f) => f, config.options);

/** `specifier` as written in `fromFile`, fully specified: the `.js` path of the module it names in this build. */
function fullySpecified(specifier: string, fromFile: string): string {
  if (!/^\.\.?(\/|$)/.test(specifier)) return specifier;
  const resolved = ts.resolveModuleName(specifier, fromFile, config!.options, ts.sys, resolutionCache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) throw new Error(`${path.relative(root, fromFile)}: cannot resolve '${specifier}'`);
  const target = resolved.resolvedFileName.replace(/(\.d)?\.(ts|tsx|mts|cts)$/, (_, _d, ext: string) => (ext === 'mts' ? '.mjs' : ext === 'cts' ? '.cjs' : '.js'));
  const relative = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The declaration transform: rewrites each relative specifier of one file's declarations. */
const fullySpecifyImports: ts.TransformerFactory<ts.SourceFile | ts.Bundle> = (context) => {
  const { factory } = context;
  return (node) => {
    if (!ts.isSourceFile(node)) return node;
    const fromFile = node.fileName;
    const literal = (specifier: ts.Expression) => factory.createStringLiteral(fullySpecified((specifier as ts.StringLiteral).text, fromFile));
    const visit = (child: ts.Node): ts.Node => {
      if (ts.isImportDeclaration(child) && ts.isStringLiteral(child.moduleSpecifier)) {
        return factory.updateImportDeclaration(child, child.modifiers, child.importClause, literal(child.moduleSpecifier), child.attributes);
      }
      if (ts.isExportDeclaration(child) && child.moduleSpecifier && ts.isStringLiteral(child.moduleSpecifier)) {
        return factory.updateExportDeclaration(child, child.modifiers, child.isTypeOnly, child.exportClause, literal(child.moduleSpecifier), child.attributes);
      }
      if (ts.isModuleDeclaration(child) && ts.isStringLiteral(child.name)) {
        return factory.updateModuleDeclaration(child, child.modifiers, literal(child.name), child.body);
      }
      if (ts.isImportTypeNode(child) && ts.isLiteralTypeNode(child.argument) && ts.isStringLiteral(child.argument.literal)) {
        const argument = factory.updateLiteralTypeNode(child.argument, literal(child.argument.literal));
        const rest = ts.visitEachChild(child, visit, context);
        return factory.updateImportTypeNode(rest, argument, rest.attributes, rest.qualifier, rest.typeArguments, rest.isTypeOf);
      }
      return ts.visitEachChild(child, visit, context);
    };
    return ts.visitEachChild(node, visit, context);
  };
};

/**
 * The modules whose declarations the package ships: its sources and every module of this repository they import
 * (the test kit's sandbox description, say), as tsconfig.build.json's own program would hold them.
 */
function packageModules(program: ts.Program): Set<string> {
  const found = new Set(config.fileNames.map((file) => path.resolve(file)));
  const pending = [...found];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const { fileName } of ts.preProcessFile(source.text, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys, resolutionCache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (!found.has(target)) {
        found.add(target);
        pending.push(target);
      }
    }
  }
  return found;
}

const hash = inputsHash();
mkdirSync(path.dirname(outDir), { recursive: true });
// one maker at a time; a plain run waits for a typecheck that is making the same declarations
await waitUntil(() => takeLock(lockFile), 'the declarations another process makes', 15 * 60_000);
process.on('exit', () => {
  if (lockHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
});
if (!all && current(hash)) {
  console.log(`${path.relative(root, outDir)}: current (made by the typecheck from these sources)`);
  process.exit(0);
}
rmSync(stampFile, { force: true });
rmSync(outDir, { recursive: true, force: true });
const whole = all ? readConfig(path.join(root, 'tsconfig.json')) : config;
// the whole program keeps its own settings (its tests' jest types); only the emit comes from tsconfig.build.json
const emit = { declaration: true, emitDeclarationOnly: true, outDir, noEmit: false, rootDir: root };
const options: ts.CompilerOptions = all ? { ...whole.options, ...emit } : { ...config.options, ...emit };
const program = ts.createProgram({ rootNames: whole.fileNames, options, projectReferences: whole.projectReferences });
const packaged = packageModules(program);
const ofPackage = program.getSourceFiles().filter((file) => packaged.has(path.resolve(file.fileName)));
// what ts.getPreEmitDiagnostics gives, less its declaration diagnostics of every file in the program: those run the
// declaration transform over the tests, sandbox and scripts too, whose declarations nobody writes; the package's own
// declaration diagnostics come from its emit below
const preEmit = [
  ...program.getConfigFileParsingDiagnostics(),
  ...program.getOptionsDiagnostics(),
  ...program.getSyntacticDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...program.getSemanticDiagnostics(),
];
// the package's own errors stop its declarations; the tests' errors fail the typecheck once they are written
if (preEmit.some((d) => !d.file || packaged.has(path.resolve(d.file.fileName)))) fail(preEmit);
for (const file of ofPackage) {
  const emitted = program.emit(file, undefined, undefined, true, { afterDeclarations: [fullySpecifyImports] });
  if (emitted.emitSkipped || emitted.diagnostics.length > 0) fail(emitted.diagnostics);
}
writeFileSync(stampFile, hash);
if (preEmit.length > 0) fail(preEmit);
console.log(`${path.relative(root, outDir)}: declarations of ${ofPackage.length} modules, relative imports fully specified${all ? `; ${program.getRootFileNames().length} files type-checked` : ''}`);
