import type { Db } from '../../db/types.js';
import { countInWindow, windowStart } from '../../repos/rateWindow.js';
import { AppError, Code } from '../../errors/codes.js';
import type { Language } from '../../errors/messages.js';
import {
  activeWeeks,
  appBuildings,
  insertActive,
  insertEvents,
  knownUsers,
  lockBuildings,
  saveUsers,
  updateBeacons,
  addCounts,
  type UserChange,
} from '../../repos/usage.js';
import { USAGE_LIMITS, type CollectResult } from '#contract/schemas/usage.js';
import { checkEvent, isRejection, type CheckedEvent, type Rejection } from '../../usage/check.js';
import { ensurePartitions } from '../../repos/usagePartitions.js';
import { activeCandidates, activeCounts, batchUsers, beaconSightings, eventCounts, newUserCount, type ActiveRow, type Counts } from '../../usage/rollup.js';
import { placeInstant } from '../../usage/periods.js';
import { rollUpSessions } from './sessions.js';
import { HeatRows, heatFixes } from '../../usage/heat.js';
import { addHeat } from '../../repos/heat.js';
import { addQuality } from '../../repos/locationQuality.js';
import { QualityRows } from '../../usage/quality.js';
import { rollUpScanSessions } from './scanSessions.js';
import { recordPushOpens } from '../push/opens.js';
import { changeUserBits, lastUserNumber } from '../../repos/usageBitmap.js';
import { dayBits, heatBits, reachBits } from '../../usage/bitmaps.js';

export interface IngestApp {
  id: number;
  companyId: number;
}

export interface IngestOptions {
  now?: Date;
  /** The simulator's history: no lateness window and no rate limit. */
  history?: boolean;
  language?: Language;
  /** Events accepted per app and minute (default USAGE_LIMITS.perAppMinute). */
  perAppMinute?: number;
}

/**
 * Issue 14: stores a batch of an app's events and adds them to the rollups, in one transaction. Each event
 * is checked on its own (the bad ones are answered by index and reach nothing); an event stored before
 * (same client id and time) is counted once.
 */
export async function ingestEvents(db: Db, app: IngestApp, events: unknown[], options: IngestOptions = {}): Promise<CollectResult> {
  const now = (options.now ?? new Date()).getTime();
  const language = options.language ?? 'en';
  const history = options.history === true;
  if (!history) {
    const minute = windowStart(now, 60_000);
    const limit = options.perAppMinute ?? USAGE_LIMITS.perAppMinute;
    // The events of the app's minute, in the counter every server instance shares (repos/rateWindow.ts).
    const sent = await countInWindow(db, `app:${app.id}:events`, minute, events.length);
    if (sent > limit) {
      throw new AppError(Code.TOO_MANY_REQUESTS, 'usage.rate', { limit }, undefined, {
        'retry-after': String(Math.ceil((minute.getTime() + 60_000 - now) / 1000)),
      });
    }
  }
  const buildings = await appBuildings(db, app.id);
  const zones = new Map(buildings.map((b) => [b.id, b.timeZone]));
  const ctx = { buildings: new Map(buildings.map((b) => [b.id, new Set(b.levelIds)])), now, history, language };
  const good: CheckedEvent[] = [];
  const rejected: Rejection[] = [];
  const seenInBatch = new Set<string>();
  let duplicates = 0;
  events.forEach((raw, index) => {
    const checked = checkEvent(raw, index, ctx);
    if (isRejection(checked)) return rejected.push(checked);
    const key = `${checked.clientId}|${checked.at}`;
    if (seenInBatch.has(key)) return duplicates++;
    seenInBatch.add(key);
    good.push(checked);
  });
  if (!good.length) return { accepted: 0, duplicates, rejected };

  await ensurePartitions(
    db,
    good.map((e) => e.at),
  );
  const accepted = await db.transaction().execute(async (trx) => {
    await lockBuildings(trx, [...new Set(good.map((e) => e.buildingId))]);
    const stored = await insertEvents(trx, app.id, good);
    const fresh = good.filter((e) => stored.has(`${e.clientId}|${e.at}`));
    if (!fresh.length) return 0;
    const zoneOf = (id: number) => zones.get(id) ?? 'Asia/Shanghai';
    const heat = new HeatRows();
    const quality = new QualityRows();
    await rollUpSessions(trx, fresh, zoneOf, heat);
    const bins = heatFixes(fresh, zoneOf, heat, quality);
    await addHeat(trx, heat.list());
    await addQuality(trx, quality);
    await rollUpScanSessions(trx, fresh);
    await recordPushOpens(trx, fresh);
    const counts = eventCounts(fresh, zoneOf);
    const active = await insertActive(trx, activeCandidates(fresh, zoneOf));
    activeCounts(active, counts);
    const { firsts, numbers } = await rollUpUsers(trx, fresh, zoneOf, counts);
    const numberOf = (buildingId: number, userId: string) => numbers.get(`${buildingId}|${userId}`)!;
    await changeUserBits(trx, [...dayBits(active, numberOf), ...reachBits(fresh, zoneOf, numberOf), ...heatBits(bins, quality.levelUsers(), zoneOf, numberOf)]);
    await retentionCounts(trx, active, firsts, zoneOf, counts);
    await addCounts(trx, counts.list());
    await updateBeacons(trx, beaconSightings(fresh));
    return fresh.length;
  });
  return { accepted, duplicates: duplicates + good.length - accepted, rejected };
}

/** Each batch user's first-seen instant after the batch, and the one before when the batch moved it. */
type Firsts = Map<string, { firstAt: number; before?: number }>;

/**
 * New users (first seen, and numbered in their building), and users a late event shows were first seen earlier:
 * the new-user counts follow. Answers the first-seen instants and the users' numbers (`building|user`).
 */
async function rollUpUsers(
  trx: Db,
  events: CheckedEvent[],
  zoneOf: (id: number) => string,
  counts: Counts,
): Promise<{ firsts: Firsts; numbers: Map<string, number> }> {
  const firsts: Firsts = new Map();
  const numbers = new Map<string, number>();
  const byBuilding = new Map<number, Array<{ first: CheckedEvent; lastAt: number }>>();
  for (const u of batchUsers(events).values()) byBuilding.set(u.first.buildingId, [...(byBuilding.get(u.first.buildingId) ?? []), u]);
  for (const [buildingId, users] of byBuilding) {
    const zone = zoneOf(buildingId);
    const known = new Map(
      (
        await knownUsers(
          trx,
          buildingId,
          users.map((u) => u.first.userId),
        )
      ).map((u) => [u.userId, u]),
    );
    const changes: UserChange[] = [];
    let last = await lastUserNumber(trx, buildingId);
    for (const { first, lastAt } of users) {
      const before = known.get(first.userId);
      const key = `${buildingId}|${first.userId}`;
      const num = before?.num ?? ++last;
      numbers.set(key, num);
      changes.push({ userId: first.userId, firstAt: first.at, lastAt, platform: first.platform, appVersion: first.appVersion, num });
      if (before && before.firstAt.getTime() <= first.at) {
        firsts.set(key, { firstAt: before.firstAt.getTime() });
        continue;
      }
      firsts.set(key, { firstAt: first.at, before: before?.firstAt.getTime() });
      if (before) newUserCount(counts, buildingId, before.firstAt.getTime(), zone, before, -1);
      newUserCount(counts, buildingId, first.at, zone, first, 1);
    }
    await saveUsers(trx, buildingId, changes);
  }
  return { firsts, numbers };
}

/**
 * Weekly retention as counts: a user active in a week adds one to `retained` of that week for its cohort (the
 * week it was first seen). A user whose first week a late event moved takes its earlier weeks to the new cohort.
 */
async function retentionCounts(trx: Db, active: ActiveRow[], firsts: Firsts, zoneOf: (id: number) => string, counts: Counts): Promise<void> {
  const cohortOf = (buildingId: number, at: number) => placeInstant(at, zoneOf(buildingId)).starts.W;
  const add = (buildingId: number, week: number, cohort: number, n: 1 | -1) =>
    counts.add({ buildingId, grain: 'W', period: week, metric: 'retained', dim: 'cohort', value: new Date(cohort).toISOString() }, n);
  const fresh = new Set<string>();
  for (const row of active) {
    if (row.grain !== 'W') continue;
    fresh.add(`${row.buildingId}|${row.userId}|${row.period}`);
    add(row.buildingId, row.period, cohortOf(row.buildingId, firsts.get(`${row.buildingId}|${row.userId}`)!.firstAt), 1);
  }
  for (const [key, { firstAt, before }] of firsts) {
    if (before === undefined) continue;
    const [buildingId, userId] = [Number(key.slice(0, key.indexOf('|'))), key.slice(key.indexOf('|') + 1)];
    const [from, to] = [cohortOf(buildingId, before), cohortOf(buildingId, firstAt)];
    if (from === to) continue;
    for (const week of await activeWeeks(trx, buildingId, userId)) {
      if (fresh.has(`${buildingId}|${userId}|${week}`)) continue;
      add(buildingId, week, from, -1);
      add(buildingId, week, to, 1);
    }
  }
}
