/**
 * The API reports: one `api/<entry>.api.md` per entry point of package.json "exports" (`walletgate`,
 * `walletgate/redux`, …), each API Extractor's report of what that entry exports, with every signature. They are the
 * public surface a site may rely on; a change to them is a change to the package's API, seen in review.
 *
 * They are made from the declarations of the package as npm hands it (the tarball of test/helpers/packedPackage.ts,
 * built once per source hash and shared with the tests that install it), all entry points in one TypeScript program.
 *
 *   npm run api [-- <unpacked package>]   rewrites api/ from the sources as they are now (or from that package)
 *   node --import tsx scripts/apiReport.ts --check <unpacked package>
 *                                         writes nothing; prints one JSON line, `{ outdated, errors }`, naming each
 *                                         report that differs, with its diff (test/e2e/apiReport.e2e.ts)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompilerState, ConsoleMessageId, Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage, type IConfigFile } from '@microsoft/api-extractor';

const reportFolder = path.join(process.cwd(), 'api');
const UPDATE_COMMAND = 'npm run api';

interface Manifest {
  exports: Record<string, { types: string }>;
}

/** `.` → walletgate, `./redux` → walletgate-redux: the report's file name, without `.api.md`. */
const reportName = (entry: string) => (entry === '.' ? 'walletgate' : `walletgate-${entry.slice(2).replace(/\//g, '-')}`);

/** The settings every entry point shares; `entry` and `types` are one entry point's. */
function configFor(packageDir: string, entry: string, types: string, tempFolder: string): IConfigFile {
  return {
    projectFolder: packageDir,
    mainEntryPointFilePath: path.join(packageDir, types),
    bundledPackages: [],
    compiler: {
      // a site's view of the package: its declarations, and those of the libraries they import from this checkout
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          // the declarations are type-checked in full by test/e2e/packageTypes.e2e.ts; here they are only read
          skipLibCheck: true,
          types: [],
        },
        files: [path.join(packageDir, types)],
      },
    },
    apiReport: { enabled: true, reportFileName: reportName(entry), reportFolder, reportTempFolder: tempFolder },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
      extractorMessageReporting: {
        // notes only: a report holds signatures, not the positions of declarations (they move with every edit)
        default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
      },
      // the comments are prose for readers, not TSDoc for a documentation site
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
    },
  };
}

interface ReportCheck {
  /** one line per report that is not what the declarations give, with what to do and the diff */
  outdated: string[];
  /** compiler errors in the declarations (none expected: packageTypes.e2e.ts checks them) */
  errors: string[];
}

/**
 * Runs API Extractor over every entry point of the unpacked package at `packageDir`, sharing one program. With
 * `update`, rewrites the reports in api/ (and removes those of entry points that are gone); without, only compares.
 */
function apiReports(packageDir: string, update: boolean): ReportCheck {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Manifest;
  const entries = Object.entries(manifest.exports).map(([entry, target]) => ({ entry, types: target.types }));
  mkdirSync(reportFolder, { recursive: true });
  const tempFolder = mkdtempSync(path.join(tmpdir(), 'walletgate-api-'));
  const result: ReportCheck = { outdated: [], errors: [] };
  try {
    let compilerState: CompilerState | undefined;
    for (const { entry, types } of entries) {
      const extractorConfig = ExtractorConfig.prepare({
        configObject: configFor(packageDir, entry, types, tempFolder),
        configObjectFullPath: undefined,
        packageJsonFullPath: path.join(packageDir, 'package.json'),
      });
      compilerState ??= CompilerState.create(extractorConfig, { additionalEntryPoints: entries.map((e) => path.join(packageDir, e.types)) });
      const diffs: string[] = [];
      const run = Extractor.invoke(extractorConfig, {
        compilerState,
        localBuild: update,
        printApiReportDiff: !update,
        messageCallback: (message: ExtractorMessage) => {
          if (message.messageId === ConsoleMessageId.ApiReportDiff) diffs.push(message.text);
          if (message.logLevel === ExtractorLogLevel.Error) result.errors.push(message.formatMessageWithLocation(packageDir));
          message.handled = true;
        },
      });
      const file = `api/${reportName(entry)}.api.md`;
      if (update) console.log(run.apiReportChanged ? `updated ${file}` : `${file} is up to date`);
      if (!update && run.apiReportChanged) {
        result.outdated.push(`${file} is not walletgate${entry.slice(1)}'s public API any more: run \`${UPDATE_COMMAND}\` and commit api/ if the change is meant\n${diffs.join('\n')}`);
      }
    }
    const made = new Set(entries.map(({ entry }) => `${reportName(entry)}.api.md`));
    for (const name of readdirSync(reportFolder).filter((n) => n.endsWith('.api.md') && !made.has(n))) {
      if (update) {
        rmSync(path.join(reportFolder, name));
        console.log(`removed api/${name}`);
      } else result.outdated.push(`api/${name} reports an entry point package.json no longer exports: run \`${UPDATE_COMMAND}\``);
    }
  } finally {
    rmSync(tempFolder, { recursive: true, force: true });
  }
  return result;
}

const check = process.argv[2] === '--check';
const given = process.argv[check ? 3 : 2];
// the package: the one given, unpacked, or this checkout's, packed now (or found packed from the same sources)
const packageDir = given ? path.resolve(given) : await (await import('../test/helpers/packedPackage')).packedPackageDir();
const result = apiReports(packageDir, !check);
if (check) console.log(JSON.stringify(result));
else if (result.errors.length > 0) {
  console.error(result.errors.join('\n'));
  process.exitCode = 1;
}
