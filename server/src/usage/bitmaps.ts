import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import { groupUnionSizes } from './bitUnion.js';
import type { Dimension } from '#contract/schemas/statistics.js';
import type { CheckedEvent } from './check.js';
import type { HeatUserRow } from './heat.js';
import { DAY_MS, dayStart, placeInstant } from './periods.js';
import type { LevelUserRow } from './quality.js';
import { reachKey, type ReachKind } from './reach.js';
import { dimensionValue, USER_DIMENSIONS, type ActiveRow } from './rollup.js';

/**
 * Distinct users as Roaring bitmaps of the building's dense user numbers (migration 036): a bitmap per local day
 * for the whole building (dim '' and value '') and per value of each dimension, unioned for a range. The bitmaps
 * live in WebAssembly memory: every one made here is disposed before the function returns.
 */

const FORMAT = 'portable';
/**
 * Who had a location fix on each level (value: the level id), and in each heat-map bin of a level and hour of the day
 * (`heat:<level id>/<hour>`, value `hour:cx:cy`): a row per hour, so that a batch rewrites the hours it touched, not
 * the whole day of a busy level (tens of KiB by the evening).
 */
export const LEVEL_DIM = 'level';
export const HEAT_DIM = 'heat:';
export const heatBin = (hour: number | '', cx: number, cy: number) => `${hour}:${cx}:${cy}`;
export const heatDim = (levelId: number, hour: number) => `${HEAT_DIM}${levelId}/${hour}` as const;
/** The rows of a level's bins: one per hour of the day. */
export const heatDims = (levelId: number) => Array.from({ length: 24 }, (_, hour) => heatDim(levelId, hour));
// Ready at once on Node; awaited so that the calls below may stay synchronous.
await roaringLibraryInitialize();

/**
 * A bitmap's key: the building, what it counts (a dimension, '' for the whole building, or the POI and QR code
 * analysis's kinds of key: 'poi', 'query', 'scene'; the levels; a level's heat-map bins), the local day's start and
 * the value (the dimension's value, the POI, search text or scene, the level, the bin's `hour:cx:cy`).
 */
export interface BitmapKey {
  buildingId: number;
  dim: Dimension | ReachKind | '' | typeof LEVEL_DIM | ReturnType<typeof heatDim>;
  day: number;
  value: string;
}

export interface BitmapBits extends BitmapKey {
  nums: number[];
}

/** A stored row's key: a building's bitmaps of one dimension (or kind) and day. */
export type DayKey = Omit<BitmapKey, 'value' | 'dim'> & { dim: string };

/** A day's values (ascending) and the serialized bitmap of each. */
export interface DayBitmaps {
  values: string[];
  bits: Uint8Array[];
}

/**
 * A day's bitmaps as stored: one bytea per row, so that a page reads one plain value per day (arrays of bytea came
 * back as text to parse, several times slower). Per value, ascending: its UTF-8 length (4 bytes, little-endian),
 * the value, the bitmap's length (4 bytes) and the bitmap.
 */
export function packDay(day: DayBitmaps): Buffer {
  const parts: Buffer[] = [];
  day.values.forEach((value, i) => {
    const text = Buffer.from(value, 'utf8');
    const bits = day.bits[i];
    const head = Buffer.alloc(4);
    head.writeUInt32LE(text.length);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(bits.byteLength);
    parts.push(head, text, size, Buffer.from(bits.buffer, bits.byteOffset, bits.byteLength));
  });
  return Buffer.concat(parts);
}

export function unpackDay(packed: Uint8Array): DayBitmaps {
  const buf = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  const day: DayBitmaps = { values: [], bits: [] };
  for (let at = 0; at < buf.length;) {
    const textLength = buf.readUInt32LE(at);
    day.values.push(buf.toString('utf8', at + 4, at + 4 + textLength));
    at += 4 + textLength;
    const bitsLength = buf.readUInt32LE(at);
    day.bits.push(buf.subarray(at + 4, at + 4 + bitsLength));
    at += 4 + bitsLength;
  }
  return day;
}

export const dayKeyOf = (k: DayKey) => `${k.buildingId}|${k.dim}|${k.day}`;
const keyOf = (k: BitmapKey) => `${dayKeyOf(k)}|${k.value}`;

/** Collects numbers per bitmap key; `list` answers them sorted by key (rows are then locked in one order). */
class Bits {
  private readonly out = new Map<string, BitmapBits>();

  add(key: BitmapKey, num: number): void {
    const k = keyOf(key);
    const found = this.out.get(k);
    if (found) found.nums.push(num);
    else this.out.set(k, { ...key, nums: [num] });
  }

  list(): BitmapBits[] {
    return [...this.out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, bits]) => bits);
  }
}

type NumberOf = (buildingId: number, userId: string) => number;

/** The numbers to add per bitmap: each newly active user-day, in total and under each dimension's value. */
export function dayBits(active: ActiveRow[], numberOf: NumberOf): BitmapBits[] {
  const bits = new Bits();
  for (const row of active) {
    if (row.grain !== 'D') continue;
    const num = numberOf(row.buildingId, row.userId);
    bits.add({ buildingId: row.buildingId, dim: '', day: row.period, value: '' }, num);
    for (const dim of USER_DIMENSIONS.D) bits.add({ buildingId: row.buildingId, dim, day: row.period, value: dimensionValue(row, dim) }, num);
  }
  return bits.list();
}

/** Who touched each POI, search text and scanned code per local day (the POI and QR code analysis's distinct users). */
export function reachBits(events: readonly CheckedEvent[], zoneOf: (buildingId: number) => string, numberOf: NumberOf): BitmapBits[] {
  const bits = new Bits();
  for (const e of events) {
    const touched = reachKey(e);
    if (!touched) continue;
    const day = placeInstant(e.at, zoneOf(e.buildingId)).starts.D;
    bits.add({ buildingId: e.buildingId, dim: touched.kind, day, value: touched.key }, numberOf(e.buildingId, e.userId));
  }
  return bits.list();
}

/** `stored` (a serialized bitmap, or none) with the numbers added, or removed; `empty` when none is left. */
function changeBits(stored: Uint8Array | undefined, add: number[], remove: number[]): { bits: Uint8Array; empty: boolean } {
  const bitmap = stored ? RoaringBitmap32.deserialize(stored, FORMAT) : new RoaringBitmap32();
  try {
    if (add.length) bitmap.addMany(add);
    for (const num of remove) bitmap.remove(num);
    bitmap.runOptimize();
    return { bits: bitmap.serialize(FORMAT), empty: bitmap.isEmpty };
  } finally {
    bitmap.dispose();
  }
}

/** A day's bitmaps with the changes' numbers added (or removed); a value left without users goes. */
export function changeDay(stored: DayBitmaps | undefined, changes: Array<{ value: string; nums: number[] }>, mode: 'add' | 'remove'): DayBitmaps {
  const byValue = new Map<string, Uint8Array>((stored?.values ?? []).map((v, i) => [v, stored!.bits[i]]));
  for (const { value, nums } of changes) {
    const before = byValue.get(value);
    if (!before && mode === 'remove') continue;
    const { bits, empty } = mode === 'add' ? changeBits(before, nums, []) : changeBits(before, [], nums);
    if (empty) byValue.delete(value);
    else byValue.set(value, bits);
  }
  const values = [...byValue.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { values, bits: values.map((v) => byValue.get(v)!) };
}

/** Who had a fix in each heat-map bin and on each level per day (the heat map's and location quality's distinct users). */
export function heatBits(
  bins: readonly HeatUserRow[],
  levels: readonly LevelUserRow[],
  zoneOf: (buildingId: number) => string,
  numberOf: NumberOf,
): BitmapBits[] {
  const bits = new Bits();
  const startOf = (buildingId: number, day: string) => dayStart(Date.parse(day) / DAY_MS, zoneOf(buildingId));
  for (const b of bins) {
    const key = { buildingId: b.buildingId, dim: heatDim(b.levelId, b.hour), day: startOf(b.buildingId, b.day), value: heatBin(b.hour, b.cx, b.cy) };
    bits.add(key, numberOf(b.buildingId, b.userId));
  }
  for (const l of levels) {
    bits.add({ buildingId: l.buildingId, dim: LEVEL_DIM, day: startOf(l.buildingId, l.day), value: String(l.levelId) }, numberOf(l.buildingId, l.userId));
  }
  return bits.list();
}

/**
 * The distinct numbers of the union of days' bitmaps per group: `groupsOf` names the groups a value counts in (by
 * default the value itself); a value in no group is skipped.
 */
export function unionSizes(days: DayBitmaps[], groupsOf: (value: string) => readonly string[] = (value) => [value]): Map<string, number> {
  const groups = new Map<string, Uint8Array[]>();
  for (const day of days) {
    day.values.forEach((value, i) => {
      for (const group of groupsOf(value)) {
        const list = groups.get(group);
        if (list) list.push(day.bits[i]);
        else groups.set(group, [day.bits[i]]);
      }
    });
  }
  return groupUnionSizes(groups);
}

/** The numbers in a serialized bitmap, ascending. */
export function members(bits: Uint8Array): number[] {
  const bitmap = RoaringBitmap32.deserialize(bits, FORMAT);
  try {
    return [...bitmap.toUint32Array()];
  } finally {
    bitmap.dispose();
  }
}
