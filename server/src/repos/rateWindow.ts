import { sql } from 'kysely';
import type { Db } from '../db/types.js';

/** The start of the fixed window of `windowMs` that holds `now`. */
export const windowStart = (now: number, windowMs: number): Date => new Date(now - (now % windowMs));

/**
 * Adds `n` to the counter of `key` in the window starting at `start` and answers its new total. One row per
 * key and window in the database, so every server instance counts into the same total.
 */
export async function countInWindow(db: Db, key: string, start: Date, n = 1): Promise<number> {
  const row = await sql<{ n: number }>`INSERT INTO rate_window (key, window_start, n) VALUES (${key}, ${start}, ${n})
    ON CONFLICT (key, window_start) DO UPDATE SET n = rate_window.n + excluded.n RETURNING n`.execute(db);
  return row.rows[0]!.n;
}

/** Drops the windows that started before `before` (a periodic clean-up; a counter is read only in its own window). */
export async function dropWindowsBefore(db: Db, before: Date): Promise<void> {
  await sql`DELETE FROM rate_window WHERE window_start < ${before}`.execute(db);
}
