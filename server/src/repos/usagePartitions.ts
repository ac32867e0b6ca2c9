import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import { dropSessionsBefore } from './tracks.js';
import { dropPresenceBefore } from './usageBitmap.js';
import { dropScanSessionsBefore } from './scanFunnel.js';

/**
 * Issue 14: raw events live in one partition per UTC month (`usage_event_2026_11`), made before a batch
 * needs it; past the retention period whole partitions are dropped (the rollups stay). Several server
 * instances may do this at once: an advisory lock makes one of them work at a time.
 */
const PARTITION_LOCK = 72_410_015;
const known = new WeakMap<Db, Set<string>>();

const monthStart = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (start: number) => {
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
const nameOf = (start: number) => `usage_event_${new Date(start).toISOString().slice(0, 7).replace('-', '_')}`;

/** Makes the month partitions holding these instants (once per process and database). */
export async function ensurePartitions(db: Db, instants: number[]): Promise<void> {
  const seen = known.get(db) ?? new Set<string>();
  known.set(db, seen);
  const months = [...new Set(instants.map(monthStart))].filter((m) => !seen.has(nameOf(m)));
  if (!months.length) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
    for (const start of months) {
      const name = nameOf(start);
      await sql`CREATE TABLE IF NOT EXISTS ${sql.table(name)} PARTITION OF usage_event
        FOR VALUES FROM (${sql.lit(new Date(start).toISOString())}) TO (${sql.lit(new Date(nextMonth(start)).toISOString())})`.execute(trx);
    }
  });
  for (const start of months) seen.add(nameOf(start));
}

/** Drops raw events older than `days` (whole partitions, then the rows of the partition the cutoff falls in) and the tracks that ended before; returns the rows deleted. */
export async function dropExpiredEvents(db: Db, now: Date, days: number): Promise<{ partitions: string[]; rows: number }> {
  const cutoff = now.getTime() - days * 86_400_000;
  return db.transaction().execute(async (trx) => {
    const got = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${PARTITION_LOCK}) AS locked`.execute(trx);
    if (!got.rows[0].locked) return { partitions: [], rows: 0 };
    const parts = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'usage_event'::regclass AND c.relname ~ '^usage_event_[0-9]{4}_[0-9]{2}$'`.execute(trx);
    const dropped: string[] = [];
    for (const { name } of parts.rows) {
      const [y, m] = name.slice('usage_event_'.length).split('_').map(Number);
      if (Date.UTC(y, m, 1) <= cutoff) {
        await sql`DROP TABLE ${sql.table(name)}`.execute(trx);
        dropped.push(name);
      }
    }
    const deleted = await sql`DELETE FROM usage_event WHERE occurred_at < ${new Date(cutoff)}`.execute(trx);
    // Issue 15: a track whose last event is gone goes too (its playback would be empty).
    await dropSessionsBefore(trx, new Date(cutoff));
    // Who was where and touched what goes too (a day before the cutoff's, in any building's zone: UTC−12 to +14).
    const day = new Date(cutoff - 86_400_000).toISOString().slice(0, 10);
    await dropPresenceBefore(trx, day);
    await dropScanSessionsBefore(trx, new Date(cutoff));
    const seen = known.get(db);
    for (const name of dropped) seen?.delete(name);
    return { partitions: dropped, rows: Number(deleted.numAffectedRows ?? 0) };
  });
}

/** The planner's statistics of the usage tables (PGlite runs no autovacuum: without them it may choose a slow plan). */
export const analyzeUsage = (db: Db) => sql`ANALYZE usage_count, usage_active, usage_user, usage_user_bitmap`.execute(db);
