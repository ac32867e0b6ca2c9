import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openPglite } from '../../server/src/db/pglite.js';
import { takePglite } from './pglitePool.js';

/**
 * The test files' pooled databases (pglitePool.ts): a database handed out again holds exactly what its template held,
 * whatever the file before did to its rows, sequences and session; one whose schema changed is never handed out again.
 */
let dir: string;
let dumpPath: string;

const TEMPLATE = sql`
  CREATE TABLE item (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text NOT NULL, size integer GENERATED ALWAYS AS (length(name)) STORED);
  CREATE TABLE tag (id serial PRIMARY KEY, item_id integer NOT NULL REFERENCES item (id), label text NOT NULL);
  CREATE TABLE event (day date NOT NULL, n integer NOT NULL) PARTITION BY RANGE (day);
  CREATE TABLE event_2026 PARTITION OF event FOR VALUES FROM ('2026-01-01') TO ('2027-01-01');
  CREATE TABLE audit (what text NOT NULL);
  CREATE FUNCTION audit_tag() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO audit VALUES ('tag ' || NEW.label); RETURN NEW; END $$;
  CREATE TRIGGER tag_audit AFTER INSERT ON tag FOR EACH ROW EXECUTE FUNCTION audit_tag();
  INSERT INTO item (name) VALUES ('lobby'), ('gate');
  INSERT INTO tag (item_id, label) VALUES (1, 'a');
  INSERT INTO event VALUES ('2026-05-01', 3);`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pool-test-'));
  dumpPath = join(dir, 'template.tar');
  const handle = await openPglite();
  try {
    await TEMPLATE.execute(handle.db);
    writeFileSync(dumpPath, Buffer.from(await (await handle.pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const contents = async (db: Kysely<any>) => ({
  items: (await sql`SELECT id, name, size FROM item ORDER BY id`.execute(db)).rows,
  tags: (await sql`SELECT id, item_id, label FROM tag ORDER BY id`.execute(db)).rows,
  events: (await sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, n FROM event ORDER BY day`.execute(db)).rows,
  audit: (await sql`SELECT what FROM audit ORDER BY what`.execute(db)).rows,
  nextItem: (await sql`INSERT INTO item (name) VALUES ('probe') RETURNING id`.execute(db)).rows,
  nextTag: (await sql`SELECT nextval('tag_id_seq') AS n`.execute(db)).rows,
});

describe('the test databases handed out again hold their template', () => {
  it('rows, sequences and session state a file left behind are gone; the next file sees the template', async () => {
    const first = await takePglite(dumpPath);
    const fresh = await contents(first.db);
    await sql`INSERT INTO tag (item_id, label) VALUES (2, 'b'), (1, 'c')`.execute(first.db);
    await sql`UPDATE item SET name = 'renamed' WHERE id = 1`.execute(first.db);
    await sql`DELETE FROM event`.execute(first.db);
    await sql`INSERT INTO event VALUES ('2026-07-01', 9)`.execute(first.db);
    // The server's pool prepares a query under a name from its second run on (db/prepared.ts).
    for (let n = 0; n < 3; n++) await sql`SELECT ${n}::int`.execute(first.db);
    expect((await sql`SELECT name FROM pg_prepared_statements`.execute(first.db)).rows).not.toEqual([]);
    await sql`SET statement_timeout = 1`.execute(first.db);
    await first.close();

    const second = await takePglite(dumpPath);
    expect(await contents(second.db)).toEqual(fresh);
    expect(fresh.items).toEqual([
      { id: 1, name: 'lobby', size: 5 },
      { id: 2, name: 'gate', size: 4 },
    ]);
    expect(fresh.events).toEqual([{ day: '2026-05-01', n: 3 }]);
    expect(fresh.audit).toEqual([{ what: 'tag a' }]);
    // The sequences go on where a database just started from the template goes on (PostgreSQL logs them 32 ahead).
    expect(fresh.nextItem).toHaveLength(1);
    expect((await sql`SHOW statement_timeout`.execute(second.db)).rows).toEqual([{ statementTimeout: '0' }]);
    expect((await sql`SELECT name FROM pg_prepared_statements`.execute(second.db)).rows).toEqual([]);
    await second.close();
  });

  it('a file that ended inside a failed transaction leaves nothing behind', async () => {
    const first = await takePglite(dumpPath);
    const before = await contents(first.db);
    await first.close();
    const broken = await takePglite(dumpPath);
    await sql`BEGIN`.execute(broken.db);
    await sql`INSERT INTO item (name) VALUES ('half')`.execute(broken.db);
    await expect(sql`SELECT 1/0`.execute(broken.db)).rejects.toThrow(/division by zero/);
    await broken.close();
    const next = await takePglite(dumpPath);
    expect(await contents(next.db)).toEqual(before);
    await next.close();
  });

  it('a partition a file added (a month of usage events) is dropped again, with its rows', async () => {
    const first = await takePglite(dumpPath);
    await sql`CREATE TABLE event_2027 PARTITION OF event FOR VALUES FROM ('2027-01-01') TO ('2028-01-01')`.execute(first.db);
    await sql`INSERT INTO event VALUES ('2027-03-01', 1)`.execute(first.db);
    await first.close();
    const next = await takePglite(dumpPath);
    const partitions = await sql`SELECT relname FROM pg_class WHERE relname LIKE 'event_%' ORDER BY relname`.execute(next.db);
    expect(partitions.rows).toEqual([{ relname: 'event_2026' }]);
    expect((await sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, n FROM event`.execute(next.db)).rows).toEqual([{ day: '2026-05-01', n: 3 }]);
    await next.close();
  });

  it('only the tables whose rows changed are put back: a table a file changed, emptied or whose rows it deleted', async () => {
    // The row versions of each table: a table put back has new ones, a table left as it was the same.
    const versions = async (db: Kysely<any>) =>
      Object.fromEntries(
        await Promise.all(
          ['item', 'tag', 'event', 'audit'].map(
            async (t) => [t, (await sql`SELECT xmin::text AS x FROM ${sql.table(t)} ORDER BY 1`.execute(db)).rows] as const,
          ),
        ),
      );
    const first = await takePglite(dumpPath);
    const template = await contents(first.db);
    await first.close();
    const second = await takePglite(dumpPath);
    const before = await versions(second.db);
    // item is named by tag's foreign key: it is put back without emptying tag.
    await sql`UPDATE item SET name = 'renamed' WHERE id = 2`.execute(second.db);
    await second.close();
    const third = await takePglite(dumpPath);
    const after = await versions(third.db);
    expect(after.item).not.toEqual(before.item);
    expect({ tag: after.tag, event: after.event, audit: after.audit }).toEqual({ tag: before.tag, event: before.event, audit: before.audit });
    await sql`TRUNCATE event_2026, audit`.execute(third.db);
    await sql`DELETE FROM tag`.execute(third.db);
    await third.close();
    const fourth = await takePglite(dumpPath);
    expect(await contents(fourth.db)).toEqual(template);
    await fourth.close();
  });

  it('a database whose schema changed otherwise (a partition dropped, a new column) is closed, and the next file gets a fresh one', async () => {
    for (const change of [sql`DROP TABLE event_2026`, sql`ALTER TABLE item ADD COLUMN extra text`]) {
      const changed = await takePglite(dumpPath);
      await change.execute(changed.db);
      await changed.close();
      const next = await takePglite(dumpPath);
      const partitions = await sql`SELECT relname FROM pg_class WHERE relname LIKE 'event_%' ORDER BY relname`.execute(next.db);
      expect(partitions.rows).toEqual([{ relname: 'event_2026' }]);
      const columns = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = 'item' ORDER BY ordinal_position`.execute(next.db);
      expect(columns.rows.map((r) => r.name)).toEqual(['id', 'name', 'size']);
      await next.close();
    }
  });

  it('a handle closed is closed: its queries fail, even though the database lives on for the next file', async () => {
    const handle = await takePglite(dumpPath);
    await handle.close();
    await expect(sql`SELECT 1`.execute(handle.db)).rejects.toThrow();
  });
});
