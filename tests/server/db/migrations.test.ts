import { sql } from 'kysely';
import { loadMigrations, migrate } from '../../../server/src/db/migrate.js';
import { seed } from '../../../server/src/db/seed/index.js';
import type { DatabaseHandle } from '../../../server/src/db/types.js';
import { openTestDatabase } from '../helpers.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('versioned SQL migrations', () => {
  it('are numbered NNN_name.sql and all recorded as applied on the template', async () => {
    const migrations = await loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.version)).toEqual([...new Set(migrations.map((m) => m.version))].sort((a, b) => a - b));
    const applied = await handle.db.selectFrom('schemaMigration').select('version').orderBy('version').execute();
    expect(applied.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('running them again applies nothing and changes nothing (idempotent)', async () => {
    expect(await migrate(handle.db)).toEqual([]);
    expect(await migrate(handle.db)).toEqual([]);
  });

  it('the demo seed runs only on a database without companies', async () => {
    const before = await handle.db.selectFrom('admin').select('id').execute();
    expect(await seed(handle.db, 'demo')).toBe(false);
    expect(await handle.db.selectFrom('admin').select('id').execute()).toHaveLength(before.length);
  });

  it('a failing migration rolls back entirely and is not recorded', async () => {
    const bad = { version: 999, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;' };
    await expect(migrate(handle.db, [bad])).rejects.toThrow();
    const tables = await sql`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`.execute(handle.db);
    expect(tables.rows).toHaveLength(0);
    const recorded = await handle.db.selectFrom('schemaMigration').select('version').where('version', '=', 999).execute();
    expect(recorded).toHaveLength(0);
  });
});
