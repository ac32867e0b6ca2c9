/**
 * Checking, unpacking and restoring a backup (issue 34 §6, see shared.ts): `npm run restore`.
 */
import { createReadStream, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, rename, rm, rmdir, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import { acquireDataDirLock, DataDirLockedError } from '../lock.js';
import { readTar, TarFormatError, type TarVisitor } from '../tarball.js';
import { BackupError, lockHolder, messageOf, PGLITE_DIR, withPglite } from './shared.js';

/** What a PGlite data folder's tarball holds, besides the rest. */
const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control'];

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
