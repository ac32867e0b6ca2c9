import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { withPrepareLock } from './advisory.js';
import type { Db } from './types.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number.parseInt(file.slice(0, 3), 10),
      name: file.slice(4, -4),
      sql: await readFile(`${dir}/${file}`, 'utf8'),
    })),
  );
}

/**
 * Applies the pending migrations in order, each in its own transaction; returns the versions applied.
 * Several servers on one PostgreSQL may start together: under the prepare lock one migrates, the others wait
 * (issue 31: `CREATE TABLE IF NOT EXISTS` itself is not safe against a concurrent one).
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  return withPrepareLock(db, (conn) => applyPending(conn, all));
}

async function applyPending(db: Db, all: Migration[]): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migration (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const applied: number[] = [];
  for (const migration of all) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('schemaMigration').select('version').where('version', '=', migration.version).executeTakeFirst();
      if (row) return false;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schemaMigration').values({ version: migration.version, name: migration.name }).execute();
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
