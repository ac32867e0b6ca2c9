import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './types.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_LOCK = 72_410_001;

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

/** Applies the pending migrations in order, each in its own transaction; returns the versions applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  await sql`CREATE TABLE IF NOT EXISTS schema_migration (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const applied: number[] = [];
  for (const migration of all) {
    const done = await db.transaction().execute(async (trx) => {
      // Several servers on one PostgreSQL may start together: one migrates, the others wait.
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
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
