import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`DATA_DIR ${dataDir} is in use by another server (pid ${pid}). ` + 'Stop that server or start this one with another DATA_DIR.');
    this.name = 'DataDirLockedError';
  }
}

/** Whether the process `pid` exists (its own, or someone else's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID the file at `path` names; null when it is absent or names none. */
export function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The lock files this process took and holds. */
const held = new Set<string>();

/** PGlite lets two processes open one data folder and corrupt it; this lock refuses the second. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      held.add(path);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(path);
        if (readPid(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      // A lock naming this process that this process did not take was left by an earlier one with the same PID (in a
      // container every server is PID 1) that died without removing it: stale. One this process holds still refuses.
      const ours = holder === process.pid && !held.has(path);
      if (holder !== null && !ours && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${path}`);
}
