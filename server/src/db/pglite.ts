import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './lock.js';
import { pgTypes } from './pgTypes.js';
import { preparedPool } from './prepared.js';
import type { Database, DatabaseHandle } from './types.js';

const CHECKPOINT_EVERY_MS = 5 * 60 * 1000;

export interface PgliteOptions {
  /** Folder holding the lock file and the `pglite` data folder; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests load the prepared template this way). */
  loadFrom?: string;
}

// PGlite never checkpoints by itself, so its WAL grows without bound unless limited (DESIGN §9).
const startParams = [...PGlite.defaultStartParams, '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle & { pglite: PGlite }> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  let pglite: PGlite;
  try {
    const loadDataDir = options.loadFrom ? new Blob([await readFile(options.loadFrom)]) : undefined;
    pglite = await PGlite.create({
      dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
      loadDataDir,
      startParams,
    });
  } catch (error) {
    release();
    throw error;
  }
  // One connection: PGlite is single-session, and the pool serialises transactions on it.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedPool(pool) }), plugins: [new CamelCasePlugin()] });
  const checkpoint = () => sql`CHECKPOINT`.execute(db).then(() => undefined);
  const timer = setInterval(() => void checkpoint().catch(() => {}), CHECKPOINT_EVERY_MS);
  timer.unref();
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      try {
        await checkpoint();
        await db.destroy();
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
