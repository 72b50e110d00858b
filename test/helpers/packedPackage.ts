/**
 * walletgate as npm hands it to a site: `npm run build`, then `npm pack` of this checkout. Made once for all the test
 * files that need it (the README's test kit example, the types a site sees) and kept in dist/pack/<hash>/, the hash
 * taken over everything that goes into the tarball: a second caller, in this run or the next, gets the same file
 * while the sources are unchanged. Files in other jest workers that ask while it is being made wait for it (a lock
 * file names the maker; a maker that died leaves the lock to the next caller).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { waitUntil } from './wait';
import { alive, lockHolder, takeLock } from './lockFile';

const root = process.cwd();
const cache = path.join(root, 'dist/pack');

/** What the tarball is made from: the shipped sources, their build, and the manifest, README and lockfile. */
const INPUTS = ['src', 'slices', 'sagas', 'testing', 'sandbox', 'scripts', 'package.json', 'package-lock.json', 'README.md', 'tsconfig.json', 'tsconfig.build.json'];

function sourceHash(): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    if (statSync(file).isDirectory()) {
      if (path.basename(file) === '.cache') return;
      for (const name of readdirSync(file).sort()) add(path.join(file, name));
      return;
    }
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  };
  for (const input of INPUTS) add(path.join(root, input));
  return hash.digest('hex').slice(0, 16);
}

const run = promisify(execFile);

async function make(dir: string): Promise<string> {
  const building = `${dir}.tmp`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  await run('npm', ['run', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', building], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  // older sources' tarballs go; this one appears whole, under its final name
  for (const name of readdirSync(cache)) if (!name.endsWith('.lock') && !name.endsWith('.tmp')) rmSync(path.join(cache, name), { recursive: true, force: true });
  renameSync(building, dir);
  return path.join(dir, filename);
}

let made: Promise<string> | undefined;

/** The path of walletgate's `npm pack` tarball for the sources as they are now. */
export function packedTarball(): Promise<string> {
  made ??= (async () => {
    mkdirSync(cache, { recursive: true });
    const dir = path.join(cache, sourceHash());
    const lockFile = `${dir}.lock`;
    const found = () => (existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith('.tgz')) : undefined);
    for (;;) {
      const tarball = found();
      if (tarball) return path.join(dir, tarball);
      if (takeLock(lockFile)) {
        try {
          return found() ? path.join(dir, found()!) : await make(dir);
        } finally {
          unlinkSync(lockFile);
        }
      }
      // another worker is making it: wait for its tarball, or for its lock to go (it failed or died)
      await waitUntil(() => Boolean(found()) || !existsSync(lockFile) || (lockHolder(lockFile) > 0 && !alive(lockHolder(lockFile))), 'the tarball another worker makes', 600_000);
    }
  })();
  return made;
}

/**
 * The packed package unpacked, as it lands in a site's node_modules/walletgate: `package/` beside its tarball, made
 * once per tarball. Inside this checkout, so the libraries its declarations import resolve to this node_modules.
 */
export async function packedPackageDir(): Promise<string> {
  const tarball = await packedTarball();
  const dir = path.join(path.dirname(tarball), 'package');
  if (existsSync(dir)) return dir;
  const unpacking = mkdtempSync(`${dir}.tmp-`);
  await run('tar', ['-xzf', tarball, '-C', unpacking, '--strip-components=1']);
  try {
    renameSync(unpacking, dir);
  } catch (error) {
    // another process unpacked the same tarball first: its copy serves
    rmSync(unpacking, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}
