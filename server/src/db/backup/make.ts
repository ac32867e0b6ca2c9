/**
 * Writing a backup (issue 34 §6, see shared.ts): of the server's open database (on SIGUSR2, signal.ts), of a folder
 * no process holds, or by asking the server running on the folder for one (`npm run backup`).
 */
import { constants as fsConstants, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { constants as osConstants } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { acquireDataDirLock, DataDirLockedError, isAlive, readPid } from '../lock.js';
import { tarFolder, walkFolder } from '../tarball.js';
import type { DatabaseHandle } from '../types.js';
import { BACKUPS_DIR, BackupError, backupName, hasDatabase, lockHolder, messageOf, PGLITE_DIR, REQUEST_TIMEOUT_MS, SIGNAL_FILE, withPglite } from './shared.js';

const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|failed)$/;

/** The backups (and failures) in `backupsDir`, with their start times. */
async function listBackups(backupsDir: string): Promise<{ name: string; startedAt: number; failed: boolean }[]> {
  const names = await readdir(backupsDir).catch(() => [] as string[]);
  return names.flatMap((name) => {
    const match = NAME.exec(name);
    if (!match) return [];
    const [, day, hours, minutes, seconds, ms, kind] = match;
    return [{ name, startedAt: Date.parse(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`), failed: kind === 'failed' }];
  });
}

/** The path of a new backup started at `startedAt`, in DATA_DIR/backups (made if need be). */
async function newBackupPath(dataDir: string, startedAt: Date): Promise<string> {
  const backupsDir = join(dataDir, BACKUPS_DIR);
  await mkdir(backupsDir, { recursive: true, mode: 0o700 });
  return join(backupsDir, backupName(startedAt));
}

/**
 * Whether `pid` has a handler for SIGUSR2, where the system says (Linux: /proc/PID/status, SigCgt); null elsewhere.
 * It guards against a PID that a dead server left in the lock and signal files and the system gave to another process.
 */
function catchesBackupSignal(pid: number): boolean | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const caught = /^SigCgt:\s*([0-9a-f]+)$/im.exec(status)?.[1];
  if (!caught) return null;
  return ((BigInt(`0x${caught}`) >> BigInt(osConstants.signals.SIGUSR2 - 1)) & 1n) === 1n;
}

/** A copy of the folder `from` at `to` (a copy-on-write clone where the file system can). */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for await (const entry of walkFolder(from)) {
    const target = join(to, ...entry.name.split('/'));
    if (entry.kind === 'dir') await mkdir(target, { recursive: true, mode: 0o700 });
    else await copyFile(entry.path, target, fsConstants.COPYFILE_FICLONE);
  }
}

/** Packs the folder `root` into `path` (gzip'd tar) through a `.partial` name, on disk before it is renamed; its tarball's size. */
async function packFolder(root: string, path: string): Promise<number> {
  const partial = `${path}.partial`;
  let tarBytes = 0;
  async function* counted() {
    for await (const chunk of tarFolder(root)) {
      tarBytes += chunk.length;
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(counted()), createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    const file = await open(partial, 'r');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return tarBytes;
}

interface BackupWritten {
  path: string;
  /** The backup's size (gzip'd), and its tarball's. */
  bytes: number;
  tarBytes: number;
  /** How long the database was held (checkpoint and copy), and how long the whole backup took. */
  heldMs: number;
  totalMs: number;
}

/** A backup of DATA_DIR's open embedded database into DATA_DIR/backups: what the server does on SIGUSR2. */
export async function backupOpenDatabase(database: DatabaseHandle, dataDir: string, startedAt = new Date()): Promise<BackupWritten> {
  if (database.kind !== 'pglite') throw new BackupError('the database is a PostgreSQL server: back it up with pg_dump (see the README, operations)');
  if (!hasDatabase(dataDir)) throw new BackupError(`${dataDir} holds no embedded database (an in-memory one cannot be backed up)`);
  const start = performance.now();
  const path = await newBackupPath(dataDir, startedAt);
  const snapshot = `${path}.snapshot`;
  try {
    await database.db.connection().execute(async (conn) => {
      await sql`CHECKPOINT`.execute(conn);
      await copyFolder(join(dataDir, PGLITE_DIR), snapshot);
    });
    const heldMs = performance.now() - start;
    const tarBytes = await packFolder(snapshot, path);
    const bytes = statSync(path).size;
    return { path, bytes, tarBytes, heldMs: Math.round(heldMs), totalMs: Math.round(performance.now() - start) };
  } finally {
    await rm(snapshot, { recursive: true, force: true });
  }
}

/** Asks the server `pid` (holding DATA_DIR) for a backup and waits for it; its path. */
async function requestServerBackup(dataDir: string, pid: number, timeoutMs: number): Promise<string> {
  const backupsDir = join(dataDir, BACKUPS_DIR);
  if (readPid(join(backupsDir, SIGNAL_FILE)) !== pid || catchesBackupSignal(pid) === false) {
    throw new BackupError(
      `the process holding ${dataDir} (pid ${pid}) does not take backup requests: a server still starting (try again once ` +
        'it has logged "Server listening"), one older than npm run backup, or a backup or restore; nothing was signalled',
    );
  }
  const requestedAt = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    // The first backup started after the request (the server writes one at a time).
    const ours = (await listBackups(backupsDir)).filter((b) => b.startedAt >= requestedAt).sort((a, b) => a.startedAt - b.startedAt)[0];
    if (ours?.failed) {
      const reason = (await readFile(join(backupsDir, ours.name), 'utf8').catch(() => '')).trim();
      throw new BackupError(`the server (pid ${pid}) could not write the backup: ${reason || 'see its log'}`);
    }
    if (ours) return join(backupsDir, ours.name);
    if (!isAlive(pid)) throw new BackupError(`the server (pid ${pid}) stopped before the backup was written`);
    if (Date.now() - requestedAt > timeoutMs) {
      throw new BackupError(
        `no backup from the server (pid ${pid}) within ${Math.round(timeoutMs / 1000)} s: see its log ` +
          `(a .partial file in ${backupsDir} is one still being written; --timeout waits longer)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A backup of a folder no process holds, under its lock (so no server starts on it meanwhile): checkpointed, closed, packed. */
async function backupStoppedFolder(dataDir: string, release: () => void): Promise<string> {
  try {
    const startedAt = new Date();
    const pgliteDir = join(dataDir, PGLITE_DIR);
    await withPglite(pgliteDir, (db) => sql`CHECKPOINT`.execute(db));
    const path = await newBackupPath(dataDir, startedAt);
    await packFolder(pgliteDir, path);
    return path;
  } finally {
    release();
  }
}

/**
 * `npm run backup`: a backup of DATA_DIR's embedded database, written by the server running on it (SIGUSR2) or, with
 * none running, by this process; the path of the complete backup in DATA_DIR/backups.
 */
export async function backupDataDir(dataDir: string, { timeoutMs = REQUEST_TIMEOUT_MS } = {}): Promise<string> {
  if (!hasDatabase(dataDir)) {
    throw new BackupError(`${dataDir} holds no embedded database (no ${join(PGLITE_DIR, 'PG_VERSION')} in it): nothing to back up; is DATA_DIR right?`);
  }
  const holder = lockHolder(dataDir);
  if (holder !== null) return requestServerBackup(dataDir, holder, timeoutMs);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    // A server started on the folder since it was read.
    const started = error instanceof DataDirLockedError ? lockHolder(dataDir) : null;
    if (started === null) throw error;
    return requestServerBackup(dataDir, started, timeoutMs);
  }
  return backupStoppedFolder(dataDir, release);
}

/** Copies a backup to `out` (a file that does not exist yet, or a folder to put it in under its own name); the copy's path. */
export async function copyBackup(path: string, out: string): Promise<string> {
  const target = existsSync(out) && statSync(out).isDirectory() ? join(out, basename(path)) : out;
  if (existsSync(target)) throw new BackupError(`${target} already exists: nothing was overwritten (the backup is ${path})`);
  const partial = `${target}.partial`;
  try {
    await copyFile(path, partial, fsConstants.COPYFILE_EXCL);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(`cannot copy the backup ${path} to ${target}: ${messageOf(error)}`);
  }
  return target;
}
