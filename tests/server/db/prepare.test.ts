import { sql } from 'kysely';
import { inject } from 'vitest';
import { prepareDatabase } from '../../../server/src/db/index.js';
import { loadMigrations } from '../../../server/src/db/migrate.js';
import { openPglite } from '../../../server/src/db/pglite.js';
import { openPostgres } from '../../../server/src/db/postgres.js';
import type { DatabaseHandle, Db } from '../../../server/src/db/types.js';
import { databaseUrl, quoteIdent, randomName, withAdminClient } from '../templateDb.js';

/**
 * Issue 31 §6: two servers started at once on one empty database. On PostgreSQL (DATABASE_URL, as CI runs the
 * server suite) each "server" is its own pool on a fresh empty database; on PGlite, which one process opens
 * (a lock file refuses a second), the two preparations share the handle's single connection. Either way both
 * must succeed and leave every migration applied once and one demo seed.
 */
const template = inject('serverTemplate');

async function emptyDatabase(): Promise<{ open: () => DatabaseHandle; drop: () => Promise<void>; shared?: DatabaseHandle }> {
  if (template.kind === 'pglite') {
    const shared = await openPglite();
    return { open: () => shared, drop: () => shared.close(), shared };
  }
  const name = randomName(template.prefix);
  await withAdminClient(template.url, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return {
    open: () => openPostgres(databaseUrl(template.url, name)),
    drop: () => withAdminClient(template.url, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)).then(() => undefined),
  };
}

const countOf = async (db: Db, table: 'company' | 'admin' | 'schemaMigration' | 'permission') =>
  (
    await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('issue 31 §6: servers started together on one empty database', () => {
  it('two migrate + seed runs at the same moment both succeed and leave one seed (one advisory lock, the second finds the work done)', async () => {
    const database = await emptyDatabase();
    const first = database.open();
    const second = database.open();
    try {
      const results = await Promise.allSettled([prepareDatabase(first, 'demo'), prepareDatabase(second, 'demo')]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const db = first.db;
      expect(await countOf(db, 'schemaMigration')).toBe((await loadMigrations()).length);
      expect((await db.selectFrom('company').select('name').orderBy('id').execute()).map((c) => c.name)).toEqual(['Demo Malls', 'Other Co']);
      const emails = (await db.selectFrom('admin').select('email').execute()).map((a) => a.email);
      expect(emails).toContain('platform@demo.local');
      expect(new Set(emails).size).toBe(emails.length);
      // Neither holds the lock afterwards; a third preparation changes nothing. pg_locks is the whole server's: other
      // test files' databases hold advisory locks of their own (the ingestion's per building) at the same time.
      const locks = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db);
      expect(locks.rows[0]!.n).toBe(0);
      const admins = await countOf(db, 'admin');
      await prepareDatabase(second, 'demo');
      expect(await countOf(db, 'admin')).toBe(admins);
      expect(await countOf(db, 'company')).toBe(2);
    } finally {
      if (!database.shared) await Promise.all([first.close(), second.close()]);
      await database.drop();
    }
    // A fresh PGlite is created from nothing here (not the prepared template): that alone takes seconds on a busy machine.
  }, 180_000);
});
