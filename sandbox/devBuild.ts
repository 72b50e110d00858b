/**
 * One of `npm start`'s builders, in a child process of its own so that the bundles and the chains build on both cores:
 * builds one target in development mode, then watches its sources and rebuilds on change. It reports each build to its
 * parent, and closes webpack (which stores its cache for the next start) when stopped.
 *
 * After each build it leaves a stamp in the output folder: every file the build read, with its modification time. A
 * later start that finds them all unchanged serves the folder at once (webpack, even from its cache, takes seconds to
 * say so) and lets the builder catch up in the background. A production build cleans the folder, stamp included.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compilation } from 'webpack';
import { devConfig, type DevTarget } from './build';

export type DevBuildReport = { ok: true; ms: number } | { ok: false; errors: string };

interface Stamp {
  files: Record<string, number>;
  missing: string[];
}

const stampFile = (target: DevTarget) => path.join(devConfig(target).output?.path as string, '.dev-build.json');
const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};
const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** True when the folder holds this target's development build of the sources as they are now. */
export function devBuildIsCurrent(target: DevTarget): boolean {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(target), 'utf8')) as Stamp;
  } catch {
    return false;
  }
  return Object.entries(stamp.files).every(([file, time]) => mtime(file) === time) && !stamp.missing.some((file) => existsSync(file));
}

function writeStamp(target: DevTarget, compilation: Compilation): void {
  // Files only: the folders the resolver looked in change whenever anything is added to them (/tmp, the checkout);
  // a file that would now resolve differently is one of the missing ones.
  const files: Record<string, number> = {};
  for (const file of [...compilation.fileDependencies, ...compilation.buildDependencies]) {
    if (isFile(file)) files[file] = mtime(file) as number;
  }
  const missing = [...compilation.missingDependencies].filter((file) => mtime(file) === undefined);
  writeFileSync(stampFile(target), JSON.stringify({ files, missing } satisfies Stamp));
}

if (process.send) {
  const target = process.argv[2] as DevTarget;
  const compiler = webpack(devConfig(target));
  const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
    let report: DevBuildReport;
    if (error) report = { ok: false, errors: String(error) };
    else if (!stats || stats.hasErrors()) report = { ok: false, errors: stats?.toString({ all: false, errors: true }) ?? 'build failed' };
    else {
      writeStamp(target, stats.compilation);
      report = { ok: true, ms: stats.endTime - stats.startTime };
    }
    process.send?.(report);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (watching) watching.close(() => process.exit(0));
    else process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('disconnect', stop); // the parent is gone
}
