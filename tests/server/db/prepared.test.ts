import { sql } from 'kysely';
import { MAX_NAMED, PREPARE_AFTER, StatementNames } from '../../../server/src/db/prepared.js';
import type { DatabaseHandle, Db } from '../../../server/src/db/types.js';
import { openTestDatabase } from '../helpers.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** The statements this connection holds prepared, by text (PostgreSQL's `pg_prepared_statements`, per session). */
async function preparedOn(conn: Db): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE NOT from_sql`.execute(conn);
  return rows.map((r) => r.statement);
}

// Issue 19: planning was most of a small query's time (0.4 ms of 0.48 ms for the session lookup under load).
describe('issue 19: queries sent again and again are prepared once per connection', () => {
  it('names a text with parameters once seen PREPARE_AFTER times, the same name ever after', () => {
    const names = new StatementNames();
    const text = 'select 1 where $1 = 1';
    const first = Array.from({ length: PREPARE_AFTER + 2 }, () => names.nameOf(text, 1));
    expect(first.slice(0, PREPARE_AFTER - 1)).toEqual(Array(PREPARE_AFTER - 1).fill(undefined));
    const name = first[PREPARE_AFTER - 1];
    expect(name).toMatch(/^q\d+$/);
    expect(first.slice(PREPARE_AFTER)).toEqual([name, name]);
    expect(names.nameOf('select 2 where $1 = 1', 1)).toBeUndefined();
  });

  it('never names a text without parameters (a migration script of many statements runs only unnamed)', () => {
    const names = new StatementNames(1);
    expect(names.nameOf('CREATE TABLE t (id int); SELECT 1', 0)).toBeUndefined();
    expect(names.size).toBe(0);
  });

  it('names at most MAX_NAMED texts; past that, new texts go unnamed and named ones keep their names', () => {
    const names = new StatementNames(1, 3);
    const named = ['a', 'b', 'c'].map((t) => names.nameOf(t, 1));
    expect(new Set(named).size).toBe(3);
    expect(names.nameOf('d', 1)).toBeUndefined();
    expect(names.nameOf('a', 1)).toBe(named[0]);
    expect(MAX_NAMED).toBeGreaterThanOrEqual(100);
  });

  it('the database holds the repeated query prepared, and its answers follow the data', async () => {
    await handle.db.connection().execute(async (conn) => {
      await sql`CREATE TEMP TABLE prepared_probe (name text)`.execute(conn);
      const count = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM prepared_probe WHERE name = ${'x'}`.execute(conn);
      for (let i = 0; i < PREPARE_AFTER + 1; i++) expect((await count()).rows[0].n).toBe(0);
      expect((await preparedOn(conn)).some((text) => text.includes('FROM prepared_probe'))).toBe(true);
      await sql`INSERT INTO prepared_probe VALUES (${'x'})`.execute(conn);
      expect((await count()).rows[0].n).toBe(1);
      await sql`DROP TABLE prepared_probe`.execute(conn);
    });
  });

  it('a statement first met inside a failed transaction is prepared afresh afterwards', async () => {
    await handle.db.connection().execute(async (conn) => {
      const probe = (db: Db, value: number) => sql<{ v: number }>`SELECT ${value}::int + 40 AS v /* prepared-after-failure */`.execute(db);
      for (let i = 0; i < PREPARE_AFTER - 1; i++) await probe(conn, 1);
      // Its first Parse arrives in an aborted transaction and fails with it.
      await expect(
        conn.transaction().execute(async (trx) => {
          await sql`SELECT * FROM missing_table_for_the_test`.execute(trx).catch(() => {});
          await probe(trx, 2);
        }),
      ).rejects.toThrow(/aborted/);
      expect((await probe(conn, 2)).rows[0].v).toBe(42);
      expect((await probe(conn, 3)).rows[0].v).toBe(43);
      expect((await preparedOn(conn)).some((text) => text.includes('prepared-after-failure'))).toBe(true);
    });
  });
});
