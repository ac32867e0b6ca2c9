// The sign-in attempt counters' rows (auth/loginThrottle.ts keeps the rules): one statement per attempt, so that
// concurrent attempts on several connections never get past the limit.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

/**
 * Takes one attempt from the counter `key` in one statement: a counter whose lock has ended, or (unlocked) whose
 * window started before `windowStart`, starts again from one; reaching `max` locks it until `lockUntil`; a lock in
 * force is never extended. Answers the counter's failures and lock after the attempt.
 */
export async function takeAttempt(
  db: Db,
  key: string,
  max: number,
  now: Date,
  windowStart: Date,
  lockUntil: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const restart = sql`(CASE WHEN t.locked_until IS NOT NULL THEN t.locked_until <= ${now}::timestamptz ELSE t.window_started_at <= ${windowStart}::timestamptz END)`;
  const result = await sql<{ failures: number; lockedUntil: Date | null }>`
    INSERT INTO login_throttle AS t (key, failures, window_started_at, locked_until)
    VALUES (${key}, 1, ${now}::timestamptz, CASE WHEN 1 >= ${max}::int THEN ${lockUntil}::timestamptz END)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END,
      window_started_at = CASE WHEN ${restart} THEN ${now}::timestamptz ELSE t.window_started_at END,
      locked_until = CASE
        WHEN ${restart} THEN CASE WHEN 1 >= ${max}::int THEN ${lockUntil}::timestamptz END
        WHEN t.locked_until IS NOT NULL THEN t.locked_until
        WHEN t.failures + 1 >= ${max}::int THEN ${lockUntil}::timestamptz
        ELSE NULL END
    RETURNING failures, locked_until`.execute(db);
  const row = result.rows[0]!;
  return { failures: Number(row.failures), lockedUntil: row.lockedUntil };
}

/** Forgets the counters whose window started before `before` and that are not locked at `now`. */
export async function dropIdleCounters(db: Db, before: Date, now: Date): Promise<void> {
  await db
    .deleteFrom('loginThrottle')
    .where('windowStartedAt', '<', before)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .execute();
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** Gives a counter back one attempt; its lock stays only while it is still at `max` or more. */
export async function giveBackAttempt(db: Db, key: string, max: number): Promise<void> {
  await sql`
    UPDATE login_throttle SET
      failures = greatest(failures - 1, 0),
      locked_until = CASE WHEN failures - 1 >= ${max}::int THEN locked_until END
    WHERE key = ${key}`.execute(db);
}
