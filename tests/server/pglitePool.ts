import { sql, type Kysely } from 'kysely';
import { pgliteDb } from '../../server/src/db/pglite.js';
import { PgliteThread } from '../../server/src/db/pgliteThread.js';
import type { DatabaseHandle } from '../../server/src/db/types.js';

/**
 * The test files' embedded databases, started once and handed out again. Starting PGlite from the run's template
 * takes about 2.3 s on this machine, and a run opens over a hundred; putting a database back the way the template
 * left it takes a tenth of that. A database goes back to the pool only when nothing but rows and sequences
 * changed: before anything else, the closing file's session is ended (its transaction rolled back, its prepared
 * statements, settings, advisory locks and temporary tables discarded) and the partitions it added (the usage
 * events' months) are dropped; then, when the schema (tables, partitions, columns, constraints, indexes,
 * functions, triggers, types, roles, extensions) is the template's, the rows of every table the file changed (as
 * the database's own statistics count inserts, updates and deletes) and every sequence's position are put back from
 * a copy taken when the database started.
 * Any other database is closed, and the next file gets a fresh one. A test that needs a database never handed
 * out before opens its own (openDatabase with `loadFrom`).
 */

/** The copy of the template's rows, in a schema of its own that no query of the server names. */
const COPY = 'test_pool_template';
/**
 * Idle databases kept per process: as many as a file opens at once (the QR code and platform file tests, three), so
 * no file starts a database only for the next file's copy of it to be closed.
 */
const KEEP = 4;

type AnyDb = Kysely<any>;

interface Pooled {
  thread: PgliteThread;
  /** The template's schema, as FINGERPRINT reads it. */
  fingerprint: string;
  /** Per table (partitioned parents, not their partitions): its columns that take values (no generated ones). */
  tables: { name: string; columns: string[] }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** The template's partitions (the usage events' months): one a file added is dropped again. */
  partitions: string[];
  /** Per table (a partition under its partitioned table): what CHANGES read when the copy was taken. */
  changes: Map<string, string>;
  /** Per table: the tables whose foreign keys name it (emptied with it: TRUNCATE refuses to leave them dangling). */
  referencedBy: Map<string, string[]>;
}

/** Idle databases per template; on the process, so a project that loads modules afresh for every file shares them too. */
const pools: Map<string, Pooled[]> = ((globalThis as { __testPglitePools?: Map<string, Pooled[]> }).__testPglitePools ??= new Map());

const FINGERPRINT = sql<{ f: string }>`
  SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS f FROM (
    SELECT 'class ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text AS x
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg\\_%temp%'
    UNION ALL SELECT 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull::text || ' ' || a.attgenerated::text || ' ' || a.attidentity::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT 'index ' || pg_get_indexdef(indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT 'function ' || p.oid::regprocedure || ' ' || md5(p.prosrc) FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    UNION ALL SELECT 'trigger ' || pg_get_triggerdef(oid) || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'type ' || typname FROM pg_type WHERE typnamespace = 'public'::regnamespace
    UNION ALL SELECT 'role ' || rolname FROM pg_roles
    UNION ALL SELECT 'database ' || datname FROM pg_database
    UNION ALL SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
  ) s`;

// Tables only: a partition's indexes are partitions too (of the parent's index), and go with their table.
const PARTITIONS = sql<{
  name: string;
}>`SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relispartition AND relkind IN ('r', 'p')`;

/**
 * Per table (a partition counted under its partitioned table), what changes its rows leave: the counts of rows
 * inserted, updated and deleted (the server's statistics, written at the end of the transaction after
 * pg_stat_force_next_flush) and its storage file (which TRUNCATE replaces). A table whose line is the same when the
 * database is put back holds the template's rows still.
 */
const CHANGES = sql<{ name: string; change: string }>`
  SELECT coalesce(pg_partition_root(c.oid), c.oid)::regclass::text AS name,
    string_agg(c.relfilenode || ':' || s.n_tup_ins || ':' || s.n_tup_upd || ':' || s.n_tup_del, ',' ORDER BY c.oid) AS change
  FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
  GROUP BY 1`;

const REFERENCES = sql<{ referenced: string; referencing: string }>`
  SELECT DISTINCT coalesce(pg_partition_root(confrelid), confrelid)::regclass::text AS referenced,
    coalesce(pg_partition_root(conrelid), conrelid)::regclass::text AS referencing
  FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`;

async function changesOf(db: AnyDb): Promise<Map<string, string>> {
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  return new Map((await CHANGES.execute(db)).rows.map((r) => [r.name, r.change]));
}

/**
 * The tables whose rows changed since the copy was taken, and of those the ones TRUNCATE may empty: every table whose
 * foreign keys name one of them is emptied with it (TRUNCATE refuses otherwise). The others are emptied by DELETE,
 * which leaves the tables that name them as they are (an admin's sign-in changes `admin`, which most tables name).
 */
function toRestore(pooled: Pooled, now: Map<string, string>): { changed: Set<string>; truncate: Set<string> } {
  const changed = new Set(pooled.tables.map((t) => t.name).filter((name) => now.get(name) !== pooled.changes.get(name)));
  const truncate = new Set(changed);
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const name of truncate) {
      if ((pooled.referencedBy.get(name) ?? []).every((other) => truncate.has(other))) continue;
      truncate.delete(name);
      dropped = true;
    }
  }
  return { changed, truncate };
}

const fingerprintOf = async (db: AnyDb) => (await FINGERPRINT.execute(db)).rows[0]!.f;
const ident = (name: string) => sql.id(name);

/** Reads the template's tables and sequences and copies its rows into COPY. */
async function snapshotTemplate(thread: PgliteThread): Promise<Pooled> {
  const db: AnyDb = pgliteDb(thread);
  try {
    const tables = await sql<{ name: string; columns: string[] }>`
      SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated::text = ''
      GROUP BY c.relname ORDER BY c.relname`.execute(db);
    const sequences = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S' ORDER BY c.relname`.execute(db);
    const positions: Pooled['sequences'] = [];
    for (const { name } of sequences.rows) {
      const { rows } = await sql<{ lastValue: string; isCalled: boolean }>`
        SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${sql.table(`public.${name}`)}`.execute(db);
      positions.push({ name, ...rows[0]! });
    }
    const partitions = (await PARTITIONS.execute(db)).rows.map((r) => r.name);
    await sql`CREATE SCHEMA ${ident(COPY)}`.execute(db);
    for (const { name } of tables.rows) {
      await sql`CREATE TABLE ${sql.table(`${COPY}.${name}`)} AS SELECT * FROM ${sql.table(`public.${name}`)}`.execute(db);
    }
    const referencedBy = new Map<string, string[]>();
    for (const { referenced, referencing } of (await REFERENCES.execute(db)).rows) {
      referencedBy.set(referenced, [...(referencedBy.get(referenced) ?? []), referencing]);
    }
    const fingerprint = await fingerprintOf(db);
    return { thread, fingerprint, tables: tables.rows, sequences: positions, partitions, changes: await changesOf(db), referencedBy };
  } finally {
    await db.destroy();
  }
}

/** Ends the last user's session and puts the template's rows back; false when the schema changed (then it is not reused). */
async function reset(pooled: Pooled): Promise<boolean> {
  const db: AnyDb = pgliteDb(pooled.thread);
  try {
    await sql`ROLLBACK`.execute(db);
    await sql`DISCARD ALL`.execute(db);
    for (const { name } of (await PARTITIONS.execute(db)).rows) {
      if (!pooled.partitions.includes(name)) await sql`DROP TABLE ${sql.table(`public.${name}`)}`.execute(db);
    }
    if ((await fingerprintOf(db)) !== pooled.fingerprint) return false;
    const { changed, truncate } = toRestore(pooled, await changesOf(db));
    const tables = pooled.tables.filter((t) => changed.has(t.name));
    const table = (name: string) => sql.table(`public.${name}`);
    await db.transaction().execute(async (trx) => {
      // Neither foreign keys nor triggers act while the copy goes back (the copy is what the template held).
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      if (truncate.size) await sql`TRUNCATE ${sql.join([...truncate].map(table))}`.execute(trx);
      for (const { name } of tables) if (!truncate.has(name)) await sql`DELETE FROM ${table(name)}`.execute(trx);
      for (const { name, columns } of tables) {
        const list = sql.join(columns.map(ident));
        await sql`INSERT INTO ${table(name)} (${list}) OVERRIDING SYSTEM VALUE
          SELECT ${list} FROM ${sql.table(`${COPY}.${name}`)}`.execute(trx);
      }
      const positions = pooled.sequences.map(({ name, lastValue, isCalled }) => sql`setval(${`public.${name}`}::regclass, ${lastValue}::bigint, ${isCalled})`);
      if (positions.length) await sql`SELECT ${sql.join(positions)}`.execute(trx);
    });
    // The copy's statements were prepared under names too (the server's pool names repeated queries).
    await sql`DISCARD ALL`.execute(db);
    // What the tables put back read now is what the next reset compares with.
    pooled.changes = await changesOf(db);
    return true;
  } finally {
    await db.destroy();
  }
}

/** A database with the template's contents: an idle one put back, or a new one started from `dumpPath`. */
export async function takePglite(dumpPath: string): Promise<DatabaseHandle> {
  const idle = pools.get(dumpPath) ?? [];
  pools.set(dumpPath, idle);
  let pooled = idle.pop();
  if (!pooled) {
    const thread = new PgliteThread({ loadFrom: dumpPath });
    try {
      await thread.waitReady;
      pooled = await snapshotTemplate(thread);
    } catch (error) {
      await thread.close().catch(() => undefined);
      throw error;
    }
  }
  const taken = pooled;
  const db = pgliteDb(taken.thread);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      // Kysely refuses a destroyed driver only once it has started one: a handle never used is started first.
      await sql`SELECT 1`.execute(db).catch(() => undefined);
      await db.destroy();
      const reusable = idle.length < KEEP && (await reset(taken).catch(() => false));
      if (reusable) idle.push(taken);
      else await taken.thread.close().catch(() => undefined);
    },
  };
}
