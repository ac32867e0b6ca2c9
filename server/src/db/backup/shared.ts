/**
 * Issue 34 §6: backups of the embedded database, and their restore. What several of db/backup/'s modules use: the
 * folders' and files' names, the refusal, the lock's holder, PGlite opened on a folder for a while.
 *
 * A backup is the PGlite data folder as a gzip'd tarball (db/tarball.ts: the layout of PGlite's own `dumpDataDir`,
 * which `loadDataDir` reads), in DATA_DIR/backups/backup-<UTC time it was started>.tar.gz. It is consistent: the
 * server takes it while holding the pool's one connection (PGlite is a single session, so no transaction is open in
 * it and none can start, and PGlite does nothing between two messages), right after a CHECKPOINT (every committed
 * change is in the data files, and the WAL is cut back to its minimum). What it holds the database up for is only a
 * copy of the folder's files beside it; the tarball and its compression are made from that copy afterwards, off the
 * database's thread (zlib's thread pool). PGlite's `dumpDataDir` would hold the database for the whole tarball, built
 * in memory: on the demo with its 90 days of usage (a 860 MB folder, 2026-12-07) it held the database 21 s and the
 * process peaked at 3.4 GB; this copy held it 0.4 to 3 s, and the whole backup took 20 s (the compression) in 440 MB.
 *
 * The running server owns its folder (the lock file, db/lock.ts), so `npm run backup` (scripts/backup.ts) asks it
 * for a backup with SIGUSR2 (installBackupSignal, signal.ts); with no server running it takes the folder's lock, opens
 * the database to checkpoint it, closes it and packs the folder itself (make.ts). `npm run restore` (scripts/restore.ts)
 * unpacks a backup into a folder that holds no database (restore.ts). The command lines are in command.ts. On
 * PostgreSQL (DATABASE_URL) the operator uses pg_dump and pg_restore.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive, LOCK_FILE, readPid } from '../lock.js';
import { pgliteDb } from '../pglite.js';
import { PgliteThread } from '../pgliteThread.js';
import type { Db } from '../types.js';

/** DATA_DIR's folders: the database (db/pglite.ts) and the backups. */
export const PGLITE_DIR = 'pglite';
export const BACKUPS_DIR = 'backups';
/**
 * In DATA_DIR/backups: the PID of the server that takes SIGUSR2. Signalled without a handler, a process stops (the
 * signal's default action), so `npm run backup` signals the lock's holder only when it is named here too.
 */
export const SIGNAL_FILE = 'signal.pid';
/** How long `npm run backup` waits for the running server's backup by default. */
export const REQUEST_TIMEOUT_MS = 120_000;

/** A refusal or a failure whose message is meant for the operator as it stands (the command-line tools print it). */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** backup-2026-12-07T10-15-30-123Z.tar.gz: the UTC time the backup was started, to the millisecond. */
export function backupName(startedAt: Date, suffix = '.tar.gz'): string {
  return `backup-${startedAt.toISOString().replace(/[:.]/g, '-')}${suffix}`;
}

/** The live process (not this one) holding DATA_DIR's lock file: a server, or a backup or restore. */
export function lockHolder(dataDir: string): number | null {
  const pid = readPid(join(dataDir, LOCK_FILE));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Whether DATA_DIR holds an embedded database to back up. */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, PGLITE_DIR, 'PG_VERSION'));
}

/** PGlite in its thread on the folder `dataDir` (a pglite/), used and closed; a failed start is closed too. */
export async function withPglite<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const pglite = new PgliteThread({ dataDir });
  let result: T;
  try {
    await pglite.waitReady;
    const db = pgliteDb(pglite);
    try {
      result = await use(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  await pglite.close();
  return result;
}
