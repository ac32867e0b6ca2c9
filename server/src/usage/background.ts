import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import { dropExpiredEvents } from './partitions.js';
import { seedUsageHistory } from './simulator/history.js';

/** Issue 14: where the demo's usage history stands (GET /api/status shows it while the server fills it in). */
export interface UsageHistoryState {
  state: 'none' | 'seeding' | 'done' | 'failed';
  days: number;
  daysDone: number;
  events: number;
}

const HOUR = 3_600_000;

/** The planner's statistics of the usage tables (PGlite runs no autovacuum: without them it may choose a slow plan). */
export const analyzeUsage = (db: Db) => sql`ANALYZE usage_count, usage_active, usage_user, usage_user_bitmap`.execute(db);

/** Drops raw events past the retention period now and every hour (one server instance at a time does it), and refreshes the statistics. */
export function startRetention(db: Db, retentionDays: number, log: (line: string) => void): () => void {
  const run = () =>
    dropExpiredEvents(db, new Date(), retentionDays)
      .then(({ partitions, rows }) => {
        if (partitions.length || rows) log(`usage retention (${retentionDays} days): dropped ${partitions.join(', ') || 'no partition'}, ${rows} rows`);
        return analyzeUsage(db);
      })
      .catch((error: unknown) => log(`usage retention failed: ${error instanceof Error ? error.message : String(error)}`));
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUR);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/**
 * On a demo database with no usage yet, fills in `days` of simulated history in the background (the
 * server answers meanwhile), logging progress; the state is shown by GET /api/status. `busy` says whether requests
 * are coming in (short batches then, issue 32).
 */
export async function seedDemoHistory(db: Db, days: number, state: UsageHistoryState, log: (line: string) => void, busy?: () => boolean): Promise<void> {
  if (days <= 0) return;
  const demo = await db.selectFrom('app').select('id').where('appCode', '=', 'demo-malls').executeTakeFirst();
  const any = await db.selectFrom('usageUser').select('userId').limit(1).executeTakeFirst();
  if (!demo || any) return;
  Object.assign(state, { state: 'seeding', days, daysDone: 0, events: 0 });
  log(`usage history: simulating the last ${days} days for the demo apps in the background`);
  const started = Date.now();
  try {
    const result = await seedUsageHistory(db, {
      days,
      busy,
      onProgress: (p) => {
        Object.assign(state, { daysDone: p.day, events: p.accepted });
        if (p.day % 10 === 0 || p.day === p.days) log(`usage history: ${p.day}/${p.days} days (${p.date}), ${p.accepted} events`);
      },
    });
    await analyzeUsage(db);
    Object.assign(state, { state: 'done', daysDone: days, events: result.accepted });
    log(`usage history: done, ${result.accepted} events in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    state.state = 'failed';
    log(`usage history failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
