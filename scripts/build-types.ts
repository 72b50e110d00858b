/**
 * The package's type declarations (`dist/types`), as tsconfig.build.json says, with every relative module specifier
 * written out in full, as scripts/build-lib.ts does for the JavaScript: `'./instance'` becomes `'./instance.js'`,
 * `'../sagas'` becomes `'../sagas/index.js'`, `'..'` becomes `'../index.js'`. A site on `moduleResolution: "node16"`
 * or `"nodenext"` resolves declarations by Node's own rules and refuses a relative import without its extension;
 * `"bundler"` takes both. The source keeps its short specifiers; the declaration emit rewrites imports, re-exports,
 * the `import("…")` types the compiler writes itself, and `declare module '…'` augmentations (each lazily loaded
 * slice adds itself to `LazyLoadedSlices` so).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const configFile = path.join(root, 'tsconfig.build.json');

const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
if (!config) throw new Error(`${configFile}: unreadable`);
if (config.errors.length > 0) fail(config.errors);

const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
function fail(diagnostics: readonly ts.Diagnostic[]): never {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}

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

rmSync(config.options.outDir!, { recursive: true, force: true });
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
const preEmit = ts.getPreEmitDiagnostics(program);
if (preEmit.length > 0) fail(preEmit);
const emitted = program.emit(undefined, undefined, undefined, true, { afterDeclarations: [fullySpecifyImports] });
if (emitted.emitSkipped || emitted.diagnostics.length > 0) fail(emitted.diagnostics);
console.log(`${path.relative(root, config.options.outDir!)}: declarations of ${config.fileNames.length} modules, relative imports fully specified`);
