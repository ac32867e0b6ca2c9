import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './lock.js';
import { PgliteThread } from './pgliteThread.js';
import { pgTypes } from './pgTypes.js';
import { preparedPool } from './prepared.js';
import type { Database, DatabaseHandle, Db } from './types.js';

const CHECKPOINT_EVERY_MS = 5 * 60 * 1000;

export interface PgliteOptions {
  /** Folder holding the lock file and the `pglite` data folder; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests load the prepared template this way). */
  loadFrom?: string;
}

/**
 * The server's query builder over PGlite's one session. One connection: PGlite is single-session, and the pool
 * serialises transactions on it. The adapter takes any object with PGlite's protocol calls (it checks for
 * execProtocolStream).
 */
export function pgliteDb(pglite: PgliteThread): Db {
  const pool = new pg.Pool({ ...createPgConfig(pglite as unknown as PGlite), max: 1, idleTimeoutMillis: 0, types: pgTypes });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedPool(pool) }), plugins: [new CamelCasePlugin()] });
}

/** PGlite in its worker thread (issue 32): the server's thread only sends and parses the protocol's bytes. */
export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle & { pglite: PgliteThread }> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  const pglite = new PgliteThread({ dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined, loadFrom: options.loadFrom });
  try {
    await pglite.waitReady;
  } catch (error) {
    await pglite.close().catch(() => {});
    release();
    throw error;
  }
  const db = pgliteDb(pglite);
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
