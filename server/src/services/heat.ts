import type { Db } from '../db/types.js';
import type { Language } from '../errors/messages.js';
import { levelRange } from './analysisRange.js';
import { heatCells, type HeatCellRow } from '../repos/heat.js';
import { rangeBitmaps } from '../repos/usageBitmap.js';
import { heatBin, heatDims, unionSizes } from '../usage/bitmaps.js';
import { listRegions } from '../repos/region.js';
import { HEAT_LIMITS } from '#contract/endpoints/heat.js';
import type { HeatCell, HeatMap, HeatMapQuery, HeatRegion } from '#contract/schemas/heat.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { cellCentre } from '../usage/heat.js';
import { regionIndexOf } from './regionsAt.js';

/**
 * Issue 15: 热力图. A level's bins over a range of days, per hour of the day and for the whole day, each shown
 * only with at least USAGE_LIMITS.minGroupUsers distinct users over the range (the held-back ones are counted,
 * not sent); the level's regions with the seconds spent in them, under the same threshold.
 */

const MIN_USERS = USAGE_LIMITS.minGroupUsers;

interface CellAcc extends HeatCell {
  cx: number;
  cy: number;
  dwell: number;
  users: number;
}

/** Folds the per-hour and whole-day rows into cells; the hours of a bin under the threshold read 0 and are counted. */
function foldCells(rows: HeatCellRow[]): { cells: Map<string, CellAcc>; heldHours: number[] } {
  const cells = new Map<string, CellAcc>();
  const heldHours = new Array<number>(24).fill(0);
  const cellAt = (r: HeatCellRow) => {
    const key = `${r.cx}|${r.cy}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { cx: r.cx, cy: r.cy, lng: cellCentre(r.cx), lat: cellCentre(r.cy), fixes: 0, dwell: 0, users: 0, hours: new Array<number>(24).fill(0) };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const r of rows) {
    const cell = cellAt(r);
    if (r.hour === null) Object.assign(cell, { fixes: r.fixes, dwell: r.dwell, users: r.users });
    else if (r.users >= MIN_USERS) cell.hours[r.hour] = r.fixes;
    else if (r.fixes > 0) heldHours[r.hour] += 1;
  }
  return { cells, heldHours };
}

export async function heatMap(db: Db, query: HeatMapQuery, language: Language, retentionDays: number, now = Date.now()): Promise<HeatMap> {
  const rule = { maxDays: HEAT_LIMITS.rangeDays, retentionDays, rangeKey: 'heat.range', retentionKey: 'heat.retention' } as const;
  const { range, instants, head } = await levelRange(db, query, rule, language, now);
  const bins = { ...instants, dim: heatDims(query.levelId) };
  const [binSums, days, allRegions] = await Promise.all([heatCells(db, range), rangeBitmaps(db, bins), listRegions(db, query.buildingId)]);
  const regions = allRegions.filter((r) => r.levelId === query.levelId);
  // Each cell the range has (by its key `:cx:cy`) and the index of the region it lies in.
  const cellsAt = [...new Map(binSums.map((r) => [heatBin('', r.cx, r.cy), r])).entries()];
  const regionIndex = regionIndexOf(
    cellsAt.map(([, r]) => ({ lng: cellCentre(r.cx), lat: cellCentre(r.cy) })),
    regions,
  );
  const regionOfCell = new Map(cellsAt.flatMap(([key], i) => (regionIndex[i] >= 0 ? [[key, regionIndex[i]] as const] : [])));
  // Distinct users per bin (hour and cell), per cell over the whole day and per region, in one pass over the days'
  // bitmaps: a bin's value is `hour:cx:cy`, a cell's `:cx:cy`, a region's `r<index>`.
  const users = unionSizes(days, (bin) => {
    const cell = bin.slice(bin.indexOf(':'));
    const region = regionOfCell.get(cell);
    return region === undefined ? [bin, cell] : [bin, cell, `r${region}`];
  });
  const { cells, heldHours } = foldCells(binSums.map((r) => ({ ...r, users: users.get(heatBin(r.hour ?? '', r.cx, r.cy)) ?? 0 })));
  const all = [...cells.values()];
  const sums = regions.map(() => ({ fixes: 0, dwell: 0 }));
  for (const c of all) {
    const region = regionOfCell.get(heatBin('', c.cx, c.cy));
    if (region === undefined) continue;
    sums[region].fixes += c.fixes;
    sums[region].dwell += c.dwell;
  }
  const regionRows: HeatRegion[] = regions.map((r, i) => {
    const n = users.get(`r${i}`) ?? 0;
    const shown = n >= MIN_USERS;
    return {
      id: r.id,
      name: r.name,
      nameEn: r.nameEn,
      users: shown ? n : null,
      dwellSec: shown ? Math.round(sums[i].dwell) : null,
      fixes: shown ? sums[i].fixes : null,
    };
  });
  regionRows.sort((a, b) => (b.dwellSec ?? -1) - (a.dwellSec ?? -1) || a.id - b.id);
  const shown = all.filter((c) => c.users >= MIN_USERS);
  return {
    ...head,
    cells: shown.map(({ lng, lat, fixes, hours }) => ({ lng, lat, fixes, hours })),
    heldBack: { day: all.length - shown.length, hours: heldHours },
    regions: regionRows,
  };
}
