import {
  activeDayRows,
  activeDays,
  backfillDone,
  changeUserBits,
  dayHeatRows,
  TABLES_BEFORE_036,
  bitsBefore036,
  daysBefore036,
  dropBefore036,
  pendingBackfills,
  splitDayHeatRow,
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
  // Migration 036: who touched which POI, search text and code, who was on which level and in which heat-map bin, from
  // the rows of the tables that held them (then dropped).
  presence_bitmaps: async (db) => {
    for (const table of TABLES_BEFORE_036) {
      for (const { buildingId, day } of await daysBefore036(db, table)) {
        await db.transaction().execute(async (trx) => changeUserBits(trx, await bitsBefore036(trx, table, buildingId, day)));
      }
      await dropBefore036(db, table);
    }
  },
  // Migration 038: the heat-map bins' bitmaps, a row per level and day before, in a row per level, day and hour.
  heat_bitmaps_by_hour: async (db) => {
    for (const key of await dayHeatRows(db)) await db.transaction().execute((trx) => splitDayHeatRow(trx, key));
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
