import {
  activeDayRows,
  activeDays,
  backfillDone,
  changeUserBits,
  dropReachBefore036,
  pendingBackfills,
  reachBitsBefore036,
  reachDaysBefore036,
} from '../repos/usageBitmap.js';
import { dayBits } from '../usage/bitmaps.js';
import type { Db } from './types.js';

/**
 * Work a migration asks of the server's code (rows of `schema_backfill`), done after the migrations under the same
 * prepare lock, each in its own transactions, and marked done at its end: a start interrupted halfway does it again.
 */
const BACKFILLS: Record<string, (db: Db) => Promise<void>> = {
  // Migration 036: the day bitmaps of the days rolled up before it, from usage_active's day rows.
  user_bitmaps: async (db) => {
    for (const { buildingId, day } of await activeDays(db)) {
      await db.transaction().execute(async (trx) => {
        const rows = await activeDayRows(trx, buildingId, day);
        const numbers = new Map(rows.map((r) => [r.userId, r.num]));
        await changeUserBits(
          trx,
          dayBits(rows, (_, userId) => numbers.get(userId)!),
        );
      });
    }
  },
  // Migration 036: who touched which POI, search text and code, from the rows of usage_reach (then dropped).
  reach_bitmaps: async (db) => {
    for (const { buildingId, day } of await reachDaysBefore036(db)) {
      await db.transaction().execute(async (trx) => changeUserBits(trx, await reachBitsBefore036(trx, buildingId, day)));
    }
    await dropReachBefore036(db);
  },
};

export async function runBackfills(db: Db): Promise<void> {
  for (const name of await pendingBackfills(db)) {
    const run = BACKFILLS[name];
    if (!run) throw new Error(`schema_backfill names ${name}, which this server does not know`);
    await run(db);
    await backfillDone(db, name);
  }
}
