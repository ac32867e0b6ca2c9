/**
 * Issue 34 §6: backups of the embedded database, and their restore.
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
 * for a backup with SIGUSR2 (installBackupSignal); with no server running it takes the folder's lock, opens the
 * database to checkpoint it, closes it and packs the folder itself. `npm run restore` (scripts/restore.ts) unpacks a
 * backup into a folder that holds no database. On PostgreSQL (DATABASE_URL) the operator uses pg_dump and pg_restore.
 */
import {
  constants as fsConstants,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, rmdir, writeFile, type FileHandle } from 'node:fs/promises';
import { constants as osConstants } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './lock.js';
import { pgliteDb } from './pglite.js';
import { PgliteThread } from './pgliteThread.js';
import { readTar, tarFolder, TarFormatError, type TarVisitor } from './tarball.js';
import type { DatabaseHandle, Db } from './types.js';

/** DATA_DIR's folders: the database (db/pglite.ts) and the backups. */
const PGLITE_DIR = 'pglite';
export const BACKUPS_DIR = 'backups';
/**
 * In DATA_DIR/backups: the PID of the server that takes SIGUSR2. Signalled without a handler, a process stops (the
 * signal's default action), so `npm run backup` signals the lock's holder only when it is named here too.
 */
export const SIGNAL_FILE = 'signal.pid';
/** How long `npm run backup` waits for the running server's backup by default. */
const REQUEST_TIMEOUT_MS = 120_000;

/** A refusal or a failure whose message is meant for the operator as it stands (the command-line tools print it). */
export class BackupError extends Error {
  override name = 'BackupError';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// ---------------------------------------------------------------------------------------------------------------
// Names

const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|failed)$/;

/** backup-2026-12-07T10-15-30-123Z.tar.gz: the UTC time the backup was started, to the millisecond. */
function backupName(startedAt: Date, suffix = '.tar.gz'): string {
  return `backup-${startedAt.toISOString().replace(/[:.]/g, '-')}${suffix}`;
}

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

// ---------------------------------------------------------------------------------------------------------------
// The folder and its lock

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process (not this one) holding DATA_DIR's lock file: a server, or a backup or restore. */
function lockHolder(dataDir: string): number | null {
  const pid = readPid(join(dataDir, LOCK_FILE));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Whether DATA_DIR holds an embedded database to back up. */
function hasDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, PGLITE_DIR, 'PG_VERSION'));
}

/** A restore refuses a folder with anything in its pglite/ (or a pglite that is not a folder): nothing is overwritten. */
function refuseDatabase(dataDir: string): void {
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) throw new BackupError(`${dataDir} is a file, not a data folder: nothing was restored`);
  const dir = join(dataDir, PGLITE_DIR);
  let occupied: boolean;
  try {
    occupied = readdirSync(dir).length > 0;
  } catch (error) {
    occupied = (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
  if (occupied) {
    throw new BackupError(
      `${dataDir} already holds a database (${dir}): nothing was restored or overwritten; ` +
        'restore into a new or empty folder (--data-dir), or move that pglite folder away first',
    );
  }
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

// ---------------------------------------------------------------------------------------------------------------
// Writing a backup

/** A copy of the folder `from` at `to` (a copy-on-write clone where the file system can). */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory()) await copyFolder(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile()) await copyFile(join(from, entry.name), join(to, entry.name), fsConstants.COPYFILE_FICLONE);
    else throw new Error(`${join(from, entry.name)} is neither a file nor a folder: it cannot go into a backup`);
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
async function backupOpenDatabase(database: DatabaseHandle, dataDir: string, startedAt = new Date()): Promise<BackupWritten> {
  if (database.kind !== 'pglite') throw new BackupError('the database is a PostgreSQL server: back it up with pg_dump (see the README, operations)');
  if (!hasDatabase(dataDir)) throw new BackupError(`${dataDir} holds no embedded database (an in-memory one cannot be backed up)`);
  const start = performance.now();
  const backupsDir = join(dataDir, BACKUPS_DIR);
  await mkdir(backupsDir, { recursive: true, mode: 0o700 });
  const path = join(backupsDir, backupName(startedAt));
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

/** PGlite in its thread on the folder `dataDir` (a pglite/), used and closed; a failed start is closed too. */
async function withPglite<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
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

export interface BackupSignalOptions {
  database: DatabaseHandle;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * Lets `npm run backup` ask the running server for a consistent backup of its embedded database: on SIGUSR2 it
 * writes DATA_DIR/backups/backup-<UTC start>.tar.gz (or, failing, backup-<UTC start>.failed with the reason), one
 * backup at a time: a signal that comes while one is being written gets the next one (signals waiting together share
 * it: it starts after each of them). Names itself in DATA_DIR/backups/signal.pid, the sign `npm run backup` waits
 * for before it signals. Returns the function that takes the handler away. On PostgreSQL it does nothing.
 */
export function installBackupSignal({ database, dataDir, log }: BackupSignalOptions): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  const backupsDir = join(dataDir, BACKUPS_DIR);
  const signalFile = join(backupsDir, SIGNAL_FILE);
  let waiting = false;
  let queue = Promise.resolve();

  const run = async () => {
    waiting = false;
    const startedAt = new Date();
    try {
      const written = await backupOpenDatabase(database, dataDir, startedAt);
      log.info(written, `backup written to ${written.path}`);
    } catch (error) {
      log.error({ err: error }, `backup failed: ${messageOf(error)}`);
      await writeFile(join(backupsDir, backupName(startedAt, '.failed')), `${messageOf(error)}\n`).catch(() => undefined);
    }
  };
  const onSignal = () => {
    if (waiting) return;
    waiting = true;
    log.info('SIGUSR2: backup requested');
    queue = queue.then(run);
  };

  process.on('SIGUSR2', onSignal);
  try {
    mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
    // This server holds the folder's lock: what a backup leaves while it is written is from a process that stopped.
    for (const name of readdirSync(backupsDir)) {
      if (name.endsWith('.partial') || name.endsWith('.snapshot')) rmSync(join(backupsDir, name), { recursive: true, force: true });
    }
    writeFileSync(signalFile, `${process.pid}\n`);
  } catch (error) {
    log.error({ err: error }, `backups: cannot prepare ${backupsDir}, npm run backup will not reach this server: ${messageOf(error)}`);
  }
  return () => {
    process.off('SIGUSR2', onSignal);
    if (readPid(signalFile) === process.pid) rmSync(signalFile, { force: true });
  };
}

// ---------------------------------------------------------------------------------------------------------------
// npm run backup

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
    const backupsDir = join(dataDir, BACKUPS_DIR);
    await mkdir(backupsDir, { recursive: true, mode: 0o700 });
    const path = join(backupsDir, backupName(startedAt));
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
async function backupDataDir(dataDir: string, { timeoutMs = REQUEST_TIMEOUT_MS } = {}): Promise<string> {
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

// ---------------------------------------------------------------------------------------------------------------
// Checking and restoring

/** What a PGlite data folder's tarball holds, besides the rest. */
const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control'];

/** Reads the backup `file` (gzip'd or not) as a tar stream; its problems as BackupErrors that name it. */
async function readBackup(file: string, visitor: TarVisitor): Promise<void> {
  let gzipped: boolean;
  try {
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
      gzipped = bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : messageOf(error);
    throw new BackupError(`cannot read the backup ${file}: ${why}; nothing was restored`);
  }
  const consume = (source: AsyncIterable<Buffer>) => readTar(source, visitor);
  try {
    if (gzipped) await pipeline(createReadStream(file), createGunzip(), consume);
    else await pipeline(createReadStream(file), consume);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof TarFormatError) throw new BackupError(`${file} is not a backup of the embedded database: it ${error.message}; nothing was restored`);
    if (/^Z_/.test(String((error as NodeJS.ErrnoException).code))) {
      throw new BackupError(`${file} is damaged: its gzip data does not unpack (${messageOf(error)}); nothing was restored`);
    }
    throw error;
  }
}

/** Reads a backup through without writing anything: a BackupError says what is wrong with it. */
export async function checkBackupFile(file: string): Promise<void> {
  const names = new Set<string>();
  await readBackup(file, { entry: (entry) => void names.add(entry.name) });
  const missing = REQUIRED_ENTRIES.filter((name) => !names.has(name));
  if (missing.length) {
    throw new BackupError(`${file} is not a backup of the embedded database: it is a tar archive without ${missing.join(' or ')}; nothing was restored`);
  }
}

/** Unpacks a checked backup into the new folder `into`. */
async function unpackBackup(file: string, into: string): Promise<void> {
  await mkdir(into, { mode: 0o700 });
  let handle: FileHandle | null = null;
  try {
    await readBackup(file, {
      async entry(entry) {
        const path = join(into, ...entry.name.split('/'));
        if (entry.kind === 'dir') {
          await mkdir(path, { recursive: true, mode: 0o700 });
          return;
        }
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        handle = await open(path, 'wx', 0o600);
      },
      async data(chunk) {
        await handle!.write(chunk);
      },
      async done() {
        await handle?.close();
        handle = null;
      },
    });
  } finally {
    await (handle as FileHandle | null)?.close();
  }
}

interface Restored {
  dataDir: string;
  admins: number;
  buildings: number;
}

/**
 * `npm run restore`: puts a backup into `dataDir`, which must hold no database (absent, empty, or without a pglite/
 * folder: its other folders, backups/ and outbox/, are left as they are). The backup is read through and checked
 * before anything is written; then, under the folder's lock, it is unpacked into a folder of its own beside pglite/,
 * opened with PGlite, checked to be this console's database, checkpointed and closed, and only then renamed pglite/:
 * a restore that fails or is stopped leaves no database behind. `npm start` on `dataDir` then finds it (and migrates
 * it, if the backup is from an older version).
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Restored> {
  await checkBackupFile(file);
  refuseDatabase(dataDir);
  const created = !existsSync(dataDir);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`${dataDir} is in use by a running process (pid ${lockHolder(dataDir) ?? '?'}): nothing was restored`);
  }
  const staging = join(dataDir, `${PGLITE_DIR}.restoring-${process.pid}`);
  try {
    refuseDatabase(dataDir);
    // Under the lock, the folder of an earlier restore is one that stopped halfway.
    for (const name of readdirSync(dataDir)) if (name.startsWith(`${PGLITE_DIR}.restoring-`)) rmSync(join(dataDir, name), { recursive: true, force: true });
    await unpackBackup(file, staging);
    const counts = await withPglite(staging, async (db) => {
      const { rows } = await sql<{ admins: number; buildings: number }>`
        SELECT (SELECT count(*) FROM admin)::int AS admins, (SELECT count(*) FROM building)::int AS buildings`
        .execute(db)
        .catch((error: unknown) => {
          if ((error as { code?: string }).code !== '42P01') throw error;
          throw new BackupError(`${file} is a PGlite database, but not this console's (it has no admin table); nothing was restored`);
        });
      await sql`CHECKPOINT`.execute(db);
      return rows[0]!;
    });
    await rename(staging, join(dataDir, PGLITE_DIR));
    return { dataDir, ...counts };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error instanceof BackupError ? error : new BackupError(`the backup ${file} could not be restored: ${messageOf(error)}; nothing was restored`);
  } finally {
    release();
    if (created) await rmdir(dataDir).catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The command lines (scripts/backup.ts, scripts/restore.ts)

const BACKUP_USAGE = 'usage: npm run backup [-- --out FILE|FOLDER] [--data-dir DIR] [--timeout SECONDS]';
const RESTORE_USAGE = 'usage: npm run restore -- FILE [--data-dir DIR]';

interface CommandContext {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/**
 * The folder: --data-dir as the caller wrote it (npm runs scripts in the project's folder; INIT_CWD is where it was
 * called), else DATA_DIR as the server reads it (unset or empty: ./data).
 */
function commandPaths({ env = process.env, cwd = process.cwd() }: CommandContext) {
  const fromCaller = (path: string) => resolve(env.INIT_CWD ?? cwd, path);
  const dataDir = (option: string | undefined) => (option !== undefined ? fromCaller(option) : resolve(cwd, env.DATA_DIR || './data'));
  return { fromCaller, dataDir };
}

/** The arguments `parse` reads; its complaint (an unknown option, a missing value) as a refusal with the usage. */
function parseCommand<T>(parse: () => T, usage: string): T {
  try {
    return parse();
  } catch (error) {
    throw new BackupError(`${messageOf(error)} (${usage})`);
  }
}

/** `npm run backup`: the line it prints (the backup's path, or its copy's); a BackupError is a refusal. */
export async function backupCommand(argv: string[], context: CommandContext = {}): Promise<string> {
  const { values } = parseCommand(
    () => parseArgs({ args: argv, options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, timeout: { type: 'string' } } }),
    BACKUP_USAGE,
  );
  if ((context.env ?? process.env).DATABASE_URL) {
    throw new BackupError('DATABASE_URL is set: the database is a PostgreSQL server, back it up with pg_dump (see the README, operations)');
  }
  const timeout = values.timeout === undefined ? REQUEST_TIMEOUT_MS / 1000 : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new BackupError(`--timeout must be a positive number of seconds, got ${values.timeout} (${BACKUP_USAGE})`);
  const paths = commandPaths(context);
  const path = await backupDataDir(paths.dataDir(values['data-dir']), { timeoutMs: timeout * 1000 });
  return values.out !== undefined ? copyBackup(path, paths.fromCaller(values.out)) : path;
}

/** `npm run restore`: the line it prints; a BackupError is a refusal. */
export async function restoreCommand(argv: string[], context: CommandContext = {}): Promise<string> {
  const { values, positionals } = parseCommand(
    () => parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } }, allowPositionals: true }),
    RESTORE_USAGE,
  );
  if (positionals.length !== 1) throw new BackupError(`${positionals.length ? 'one backup file, not several' : 'which backup file?'} (${RESTORE_USAGE})`);
  if ((context.env ?? process.env).DATABASE_URL) {
    throw new BackupError('DATABASE_URL is set: the database is a PostgreSQL server, restore it with pg_restore (see the README, operations)');
  }
  const paths = commandPaths(context);
  const restored = await restoreBackup(paths.fromCaller(positionals[0]!), paths.dataDir(values['data-dir']));
  return `restored into ${restored.dataDir}: ${restored.admins} admins, ${restored.buildings} buildings; start the server with DATA_DIR=${restored.dataDir}`;
}
