import { withPrepareLock } from './advisory.js';
import { runBackfills } from './backfill.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { seed, type SeedMode } from './seed/index.js';
import type { DatabaseHandle } from './types.js';

export type { DatabaseHandle } from './types.js';

export interface OpenDatabaseOptions {
  /** postgres://… : a real PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite: the folder holding `pglite/` and the lock file; omitted = in memory. */
  dataDir?: string;
  /** PGlite: start from a `dumpDataDir()` tarball instead of an empty database. */
  loadFrom?: string;
  /** Run migrations and the seed (default true). */
  prepare?: boolean;
  seed?: SeedMode;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite({ dataDir: options.dataDir, loadFrom: options.loadFrom });
  if (options.prepare === false) return handle;
  try {
    await prepareDatabase(handle, options.seed ?? 'demo');
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Migrations, then the seed, under one advisory lock held on one connection from start to end (issue 31):
 * servers started together on one empty database do this one at a time, the later ones finding it done.
 */
export async function prepareDatabase(handle: DatabaseHandle, mode: SeedMode): Promise<void> {
  await withPrepareLock(handle.db, async (conn) => {
    await migrate(conn);
    await runBackfills(conn);
    await seed(conn, mode);
  });
}
