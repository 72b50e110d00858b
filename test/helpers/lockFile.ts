/**
 * Lock files that name their process, so a lock whose holder has died can be taken over: a crashed run never leaves a
 * port block (ports.ts) or a package build (packedPackage.ts) held for ever. Synchronous, so a file can take one at
 * load time.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Whether a process with this pid runs (one of another user's counts too). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file; 0 when there is none (yet, or any more). */
export function lockHolder(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** Takes the lock at `file`; false when a live process holds it. A dead holder's lock is taken over. */
export function takeLock(file: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = lockHolder(file);
      // a holder that has not written its pid yet is alive by definition
      if (!pid || alive(pid)) return false;
      // another process may take the dead holder's lock over first; the second attempt then finds it held
      rmSync(file, { force: true });
    }
  }
  return false;
}
