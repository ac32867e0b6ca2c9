import type { Db } from '../../db/types.js';
import { lockBuildings } from '../../repos/usage.js';
import { deleteUserRows, subtractAccuracy, subtractCounts, subtractHeat, userActiveRows, userRawEvents } from '../../repos/appUserErase.js';
import { HeatRows, dwellOf, heatFixes } from '../../usage/heat.js';
import { placeInstant } from '../../usage/periods.js';
import { QualityRows } from '../../usage/quality.js';
import type { Fix } from '../../usage/tracks.js';
import { changeUserBits, removeUserEverywhere, userNumbers } from '../../repos/usageBitmap.js';
import { dayBits } from '../../usage/bitmaps.js';
import { activeCounts, eventCounts, newUserCount, type ActiveRow, type Counts } from '../../usage/rollup.js';

/**
 * Issue 16: erasing one app user (personal-information law). Every rollup is either the user's own rows (deleted) or
 * a sum over events and active rows in which each user's share depends on that user's events alone: sessions, dwell
 * and scan funnels are per session, and a session is one user's. So the user's share is computed with the
 * ingestion's own functions (rollup.ts `eventCounts`, `activeCounts`, `newUserCount`; heat.ts `heatFixes`, `dwellOf`)
 * over the user's stored events and rows, and subtracted; rows left empty go. Its number leaves the day bitmaps of its
 * active days (bitmaps.ts `dayBits` over the same rows) and every bitmap of where it was and what it
 * touched. The rollups then equal what they would
 * be had the user's events never been ingested (tests/server/routes/location/appUser.test.ts compares them).
 */

export interface ErasedUser {
  buildingId: number;
  timeZone: string;
  firstAt: Date;
  platform: string;
  appVersion: string;
}

export interface EraseResult {
  events: number;
  sessions: number;
}

/** The counts the user added: events, its active rows' distinct users, its first-seen (new users) and weekly retention. */
function userShare(events: Parameters<typeof eventCounts>[0], active: ActiveRow[], buildings: ErasedUser[], zoneOf: (buildingId: number) => string): Counts {
  const counts = eventCounts(events, zoneOf);
  activeCounts(active, counts);
  const firstOf = new Map(buildings.map((b) => [b.buildingId, b]));
  for (const b of buildings) newUserCount(counts, b.buildingId, b.firstAt.getTime(), b.timeZone, b, 1);
  for (const row of active) {
    if (row.grain !== 'W') continue;
    const first = firstOf.get(row.buildingId);
    if (!first) continue;
    const cohort = placeInstant(first.firstAt.getTime(), first.timeZone).starts.W;
    counts.add({ buildingId: row.buildingId, grain: 'W', period: row.period, metric: 'retained', dim: 'cohort', value: new Date(cohort).toISOString() });
  }
  return counts;
}

/** Erases the user from these buildings in the caller's transaction, under the ingestion's building locks. */
export async function eraseUser(trx: Db, userId: string, buildings: ErasedUser[]): Promise<EraseResult> {
  const ids = buildings.map((b) => b.buildingId);
  await lockBuildings(trx, ids);
  const zones = new Map(buildings.map((b) => [b.buildingId, b.timeZone]));
  const zoneOf = (id: number) => zones.get(id) ?? 'Asia/Shanghai';
  const events = await userRawEvents(trx, ids, userId);
  const active = await userActiveRows(trx, ids, userId);

  const heat = new HeatRows();
  const quality = new QualityRows();
  heatFixes(events, zoneOf, heat, quality);
  // The sessions' fixes are among the events just read (in the same order sessionFixes reads them): no read per session.
  const sessions = new Map<string, { buildingId: number; fixes: Fix[] }>();
  for (const e of events) {
    if (e.type !== 'location' || e.levelId === null || e.lng === null || e.lat === null) continue;
    const key = `${e.buildingId}|${e.sessionId}`;
    if (!sessions.has(key)) sessions.set(key, { buildingId: e.buildingId, fixes: [] });
    sessions.get(key)!.fixes.push({ at: e.at, clientId: e.clientId, levelId: e.levelId, lng: e.lng, lat: e.lat });
  }
  for (const { buildingId, fixes } of sessions.values()) dwellOf(fixes, buildingId, zoneOf(buildingId), 1, heat);

  await subtractCounts(trx, userShare(events, active, buildings, zoneOf).list());
  const numbers = await userNumbers(trx, ids, userId);
  await changeUserBits(
    trx,
    dayBits(active, (buildingId) => numbers.get(buildingId)!),
    'remove',
  );
  // Where the user was and what it touched: every day kept, whether or not its raw events still are.
  for (const [buildingId, num] of numbers) await removeUserEverywhere(trx, buildingId, num);
  await subtractHeat(trx, heat.list());
  await subtractAccuracy(trx, quality.accuracy());
  return deleteUserRows(trx, ids, userId);
}
