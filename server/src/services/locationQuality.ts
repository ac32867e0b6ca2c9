import type { Db } from '../db/types.js';
import type { Language } from '../errors/messages.js';
import { levelRange } from './analysisRange.js';
import { buildingLevels } from '../repos/beacon.js';
import { accuracyHistograms, levelQuality, qualityCells } from '../repos/locationQuality.js';
import { QUALITY_LIMITS } from '#contract/endpoints/locationQuality.js';
import type { LocationQuality, LocationQualityQuery, QualityLevel } from '#contract/schemas/locationQuality.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { cellCentre } from '../usage/heat.js';
import { LEVEL_DIM, heatBin, heatDims } from '../usage/bitmaps.js';
import { distinctUsers } from './statistics/distinct.js';
import { POOR_METRES, QUALITY_BUCKETS, QUALITY_BUCKET_METRES, bucketEdge, percentileOf } from '../usage/quality.js';

/**
 * Issue 15: 定位功能 location quality. Per level of the building: its fixes, the poor ones and the percentiles of
 * their estimated error; for the chosen level its error histogram and its cells with their mean error. A level or
 * a cell with fewer than USAGE_LIMITS.minGroupUsers distinct users over the range is held back (DESIGN.md §7).
 */

const MIN_USERS = USAGE_LIMITS.minGroupUsers;

const heldLevel = (levelId: number): QualityLevel => ({ levelId, users: null, fixes: null, poor: null, p50: null, p90: null, p95: null });

export async function locationQuality(
  db: Db,
  query: LocationQualityQuery,
  language: Language,
  retentionDays: number,
  now = Date.now(),
): Promise<LocationQuality> {
  const rule = { maxDays: QUALITY_LIMITS.rangeDays, retentionDays, rangeKey: 'quality.range', retentionKey: 'heat.retention' } as const;
  const { range, instants, head } = await levelRange(db, query, rule, language, now);
  const days = { buildingId: range.buildingId, from: range.from, to: range.to };
  const [levels, levelSums, levelUsers, buckets, cellSums, cellUsers] = await Promise.all([
    buildingLevels(db, query.buildingId),
    levelQuality(db, days),
    distinctUsers(db, { ...instants, dim: LEVEL_DIM }),
    accuracyHistograms(db, days),
    qualityCells(db, range),
    // Per cell over the whole day: a bin's value is `hour:cx:cy`.
    distinctUsers(db, { ...instants, dim: heatDims(query.levelId) }, (bin) => [bin.slice(bin.indexOf(':'))]),
  ]);
  const stats = levelSums.map((l) => ({ ...l, users: levelUsers.get(String(l.levelId)) ?? 0 }));
  const cellRows = cellSums.map((c) => ({ ...c, users: cellUsers.get(heatBin('', c.cx, c.cy)) ?? 0 }));
  const histograms = new Map<number, number[]>();
  for (const b of buckets) {
    let histogram = histograms.get(b.levelId);
    if (!histogram) histograms.set(b.levelId, (histogram = new Array<number>(QUALITY_BUCKETS).fill(0)));
    histogram[b.bucket] += b.fixes;
  }
  const statOf = new Map(stats.map((s) => [s.levelId, s]));
  const shownLevel = (levelId: number) => (statOf.get(levelId)?.users ?? 0) >= MIN_USERS;
  const levelRows = levels.map(({ id }): QualityLevel => {
    const stat = statOf.get(id);
    if (!stat) return { ...heldLevel(id), users: 0, fixes: 0, poor: 0 };
    if (!shownLevel(id)) return heldLevel(id);
    const histogram = histograms.get(id) ?? [];
    return {
      levelId: id,
      users: stat.users,
      fixes: stat.fixes,
      poor: stat.poor,
      p50: percentileOf(histogram, 0.5),
      p90: percentileOf(histogram, 0.9),
      p95: percentileOf(histogram, 0.95),
    };
  });
  const shown = cellRows.filter((c) => c.users >= MIN_USERS && c.rated > 0);
  return {
    ...head,
    poorMetres: POOR_METRES,
    bucketMetres: QUALITY_BUCKET_METRES,
    openMetres: bucketEdge(QUALITY_BUCKETS - 1),
    levels: levelRows,
    histogram: shownLevel(query.levelId) ? (histograms.get(query.levelId) ?? new Array<number>(QUALITY_BUCKETS).fill(0)) : null,
    cells: shown.map((c) => ({
      lng: cellCentre(c.cx),
      lat: cellCentre(c.cy),
      fixes: c.fixes,
      meanAccuracy: Math.round((c.accuracySum / c.rated) * 100) / 100,
      poor: c.poor,
    })),
    heldBack: cellRows.filter((c) => c.users < MIN_USERS).length,
  };
}
