import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import type { Language } from '../errors/messages.js';
import { trackBuilding } from '../repos/tracks.js';
import { ANALYSIS_LIMITS } from '#contract/endpoints/analysis.js';
import { dayStart } from '../usage/periods.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { HEAT_CELL_DEG } from '../usage/heat.js';
import { assertLevelOf } from './beacon.js';
import { dayRange, type DayRangeRule } from './dayRange.js';

/**
 * Issue 15: the building and the range of days of a POI or QR code analysis (ANALYSIS_LIMITS.rangeDays, within the
 * retention period): the local days, YYYY-MM-DD, and the instants they start and end at.
 */
export async function analysisRange(db: Db, query: { buildingId: number; from?: string; to?: string }, language: Language, retentionDays: number, now: number) {
  const building = await trackBuilding(db, query.buildingId);
  if (!building) throw notFound();
  const rule = { maxDays: ANALYSIS_LIMITS.rangeDays, retentionDays, rangeKey: 'analysis.range', retentionKey: 'analysis.retention' } as const;
  const { fromDay, toDay, from, to } = dayRange(query, building.timeZone, rule, language, now);
  return {
    building,
    fromDay,
    toDay,
    days: { buildingId: query.buildingId, from, to },
    instants: { buildingId: query.buildingId, start: new Date(dayStart(fromDay, building.timeZone)), end: new Date(dayStart(toDay + 1, building.timeZone)) },
  };
}

/**
 * Issue 15: the building, range of days and level of a per-level view on the heat map's grid (热力图, 定位功能),
 * and the head of its answer: the time zone, the days, the grid and the privacy threshold.
 */
export async function levelRange(
  db: Db,
  query: { buildingId: number; levelId: number; from?: string; to?: string },
  rule: DayRangeRule,
  language: Language,
  now: number,
) {
  const building = await trackBuilding(db, query.buildingId);
  if (!building) throw notFound();
  const { fromDay, toDay, from, to } = dayRange(query, building.timeZone, rule, language, now);
  await assertLevelOf(db, query.buildingId, query.levelId, language);
  return {
    range: { buildingId: query.buildingId, levelId: query.levelId, from, to },
    instants: { buildingId: query.buildingId, start: new Date(dayStart(fromDay, building.timeZone)), end: new Date(dayStart(toDay + 1, building.timeZone)) },
    head: { timeZone: building.timeZone, from, to, cellDeg: HEAT_CELL_DEG, minUsers: USAGE_LIMITS.minGroupUsers },
  };
}
