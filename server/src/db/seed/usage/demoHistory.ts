import type { Db } from '../../types.js';
import { appByCode } from '../../../repos/app.js';
import { anyUsage } from '../../../repos/usage.js';
import { analyzeUsage } from '../../../repos/usagePartitions.js';
import { seedUsageHistory } from './history.js';

/** Where the demo's usage history stands (GET /api/status shows it while the server fills it in). */
export interface UsageHistoryState {
  state: 'none' | 'seeding' | 'done' | 'failed';
  days: number;
  daysDone: number;
  events: number;
}

/**
 * On a demo database with no usage yet, fills in `days` of simulated history in the background (the
 * server answers meanwhile), logging progress; the state is shown by GET /api/status. `busy` says whether requests
 * are coming in (short batches then); `signal` stops it between batches.
 */
export async function seedDemoHistory(
  db: Db,
  days: number,
  state: UsageHistoryState,
  log: (line: string) => void,
  busy?: () => boolean,
  signal?: AbortSignal,
): Promise<void> {
  if (days <= 0) return;
  const demo = await appByCode(db, 'demo-malls');
  if (!demo || (await anyUsage(db))) return;
  Object.assign(state, { state: 'seeding', days, daysDone: 0, events: 0 });
  log(`usage history: simulating the last ${days} days for the demo apps in the background`);
  const started = Date.now();
  try {
    const result = await seedUsageHistory(db, {
      days,
      busy,
      signal,
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
    if (signal?.aborted) return log(`usage history: stopped at ${state.daysDone}/${days} days, the server closing`);
    log(`usage history failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
