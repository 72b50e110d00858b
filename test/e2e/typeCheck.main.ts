/**
 * Type-checks a site's project as `tsc -p <tsconfig>` would, in its own process (a program of walletgate's
 * declarations and the libraries they reach takes ~700 MB), and prints one JSON line: the errors `tsc` reports in the
 * site's own files and in walletgate's declarations, and which of walletgate's declaration files the program read.
 *
 * With `skipLibCheck` off, `tsc` checks every declaration file of the program, the other libraries' too. Those are
 * not walletgate's to fix (e.g. mipd, wagmi's dependency, fails under node16 in a site that imports only @wagmi/core),
 * and checking them costs twice what checking walletgate's does: this reports errors located in the site's files and
 * walletgate's, which the checker checks in full, as `tsc` does.
 *
 * Usage: node --import tsx test/e2e/typeCheck.main.ts <site dir>/tsconfig.<resolution>.json
 */
import path from 'node:path';
import ts from 'typescript';

const configFile = path.resolve(process.argv[2]!);
const site = path.dirname(configFile);
const walletgate = path.join(site, 'node_modules/walletgate') + path.sep;

const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
if (!config) throw new Error(`${configFile}: unreadable`);
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const ours = program.getSourceFiles().filter((file) => file.fileName.startsWith(walletgate) || !file.fileName.includes('/node_modules/'));
const diagnostics = [
  ...config.errors,
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...ours.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
];
const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => site, getNewLine: () => '\n' };
console.log(
  JSON.stringify({
    errors: diagnostics.map((diagnostic) => ts.formatDiagnostic(diagnostic, host).trim()),
    declarations: ours.filter((file) => file.fileName.startsWith(walletgate)).map((file) => path.relative(walletgate, file.fileName)),
  }),
);
