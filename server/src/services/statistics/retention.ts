import type { Db } from '../../db/types.js';
import { cohortActivity } from '../../repos/usageStats.js';
import type { Retention } from '#contract/schemas/statistics.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { dateOf } from '../../usage/periods.js';
import { wallClock } from '../../shared/timeZones.js';
import type { StatRange } from './range.js';

/** At most this many cohorts (the range's last weeks) and weeks after each. */
const MAX_COHORTS = 12;

/**
 * Issue 14 活跃用户: weekly retention. A cohort is the users first seen in one week (from Monday) of the range;
 * `retained[k]` counts those active in the k-th week after (week 0 is the cohort itself). Cohorts of fewer
 * than 5 users are held back.
 */
export async function retention(db: Db, r: StatRange): Promise<Retention> {
  const rows = await cohortActivity(db, { buildingId: r.buildingId, start: new Date(r.start), end: new Date(r.end) });
  // Both are instants of a local Monday midnight: their local day numbers are 7 apart per week.
  const weekOf = (t: Date) => wallClock(t.getTime(), r.timeZone).day;
  const cohorts = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const cohort = weekOf(row.cohort);
    const offset = Math.round((weekOf(row.week) - cohort) / 7);
    const weeks = cohorts.get(cohort) ?? new Map<number, number>();
    weeks.set(offset, (weeks.get(offset) ?? 0) + row.users);
    cohorts.set(cohort, weeks);
  }
  const heldBack = { groups: 0, users: 0 };
  const out: Retention['cohorts'] = [];
  for (const cohort of [...cohorts.keys()].sort((a, b) => a - b).slice(-MAX_COHORTS)) {
    const weeks = cohorts.get(cohort)!;
    const users = weeks.get(0) ?? 0;
    if (users < USAGE_LIMITS.minGroupUsers) {
      heldBack.groups++;
      heldBack.users += users;
      continue;
    }
    const last = Math.max(...weeks.keys());
    out.push({ period: dateOf(cohort), users, retained: Array.from({ length: last + 1 }, (_, k) => weeks.get(k) ?? 0) });
  }
  return { cohorts: out, heldBack };
}
