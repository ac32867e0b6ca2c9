// Distinct users as bitmaps (migration 036). SQL only; the rules are in server/src/usage/bitmaps.ts.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import {
  HEAT_DIM,
  LEVEL_DIM,
  changeDay,
  dayKeyOf,
  heatDim,
  members,
  packDay,
  unpackDay,
  type BitmapBits,
  type DayBitmaps,
  type DayKey,
} from '../usage/bitmaps.js';
import type { ActiveRow } from '../usage/rollup.js';

export const REACH_KINDS = ['poi', 'query', 'scene'] as const;
/** The bitmaps of where people were and what they touched (besides the heat-map bins' `heat:<level>/<hour>`). */
const PRESENCE_DIMS = [...REACH_KINDS, LEVEL_DIM] as const;

const CHUNK = 1000;

const keyArrays = (keys: DayKey[]) => sql`unnest(${keys.map((k) => k.buildingId)}::bigint[], ${keys.map((k) => k.dim)}::text[],
  ${keys.map((k) => new Date(k.day).toISOString())}::timestamptz[]) AS k(building_id, dim, day)`;

// The rows travel as base64 text both ways (`encode(bits, 'base64')`, `packDay(...).toString('base64')`): bytea
// travels as hex, half again as long to write, send and parse (every batch rewrites the rows it touched).
const unpackText = (text: string) => unpackDay(Buffer.from(text, 'base64'));

async function storedDays(trx: Db, keys: DayKey[]): Promise<Map<string, DayBitmaps>> {
  const rows = await sql<{ buildingId: number; dim: string; day: Date; bits: string }>`
    SELECT b.building_id, b.dim, b.day, encode(b.bits, 'base64') AS bits FROM ${keyArrays(keys)}
    JOIN usage_user_bitmap b ON b.building_id = k.building_id AND b.dim = k.dim AND b.day = k.day`.execute(trx);
  return new Map(rows.rows.map((r) => [dayKeyOf({ buildingId: Number(r.buildingId), dim: r.dim, day: r.day.getTime() }), unpackText(r.bits)]));
}

/**
 * Adds (or, for erasure, removes) user numbers in the day bitmaps; a day left without users goes. The caller holds
 * the buildings' ingestion lock (repos/usage.ts lockBuildings), so reading, merging and writing back loses nothing to
 * another server instance.
 */
export async function changeUserBits(trx: Db, changes: BitmapBits[], mode: 'add' | 'remove' = 'add'): Promise<void> {
  const byDay = new Map<string, { key: DayKey; changes: BitmapBits[] }>();
  for (const c of changes) {
    const k = dayKeyOf(c);
    if (!byDay.has(k)) byDay.set(k, { key: { buildingId: c.buildingId, dim: c.dim, day: c.day }, changes: [] });
    byDay.get(k)!.changes.push(c);
  }
  const days = [...byDay.values()];
  for (let i = 0; i < days.length; i += CHUNK) {
    const part = days.slice(i, i + CHUNK);
    const stored = await storedDays(
      trx,
      part.map((d) => d.key),
    );
    const kept: Array<DayKey & DayBitmaps> = [];
    const gone: DayKey[] = [];
    for (const { key, changes: dayChanges } of part) {
      const before = stored.get(dayKeyOf(key));
      if (!before && mode === 'remove') continue;
      const after = changeDay(before, dayChanges, mode);
      if (after.values.length) kept.push({ ...key, ...after });
      else gone.push(key);
    }
    if (kept.length) {
      await sql`INSERT INTO usage_user_bitmap (building_id, dim, day, bits)
        SELECT building_id, dim, day, decode(bits, 'base64') FROM unnest(${kept.map((k) => k.buildingId)}::bigint[], ${kept.map((k) => k.dim)}::text[],
          ${kept.map((k) => new Date(k.day).toISOString())}::timestamptz[], ${kept.map((k) => packDay(k).toString('base64'))}::text[]) AS t(building_id, dim, day, bits)
        ON CONFLICT (building_id, dim, day) DO UPDATE SET bits = excluded.bits`.execute(trx);
    }
    if (gone.length) {
      await sql`DELETE FROM usage_user_bitmap b USING ${keyArrays(gone)}
        WHERE b.building_id = k.building_id AND b.dim = k.dim AND b.day = k.day`.execute(trx);
    }
  }
}

/**
 * The day bitmaps of a building in [start, end) for the whole building (dim '') or per value of a dimension (or of
 * several: a level's heat-map bins are a row per hour).
 */
export async function rangeBitmaps(db: Db, q: { buildingId: number; dim: string | readonly string[]; start: Date; end: Date }): Promise<DayBitmaps[]> {
  const dims = typeof q.dim === 'string' ? [q.dim] : [...q.dim];
  const rows = await sql<{ bits: string }>`SELECT encode(bits, 'base64') AS bits FROM usage_user_bitmap
    WHERE building_id = ${q.buildingId} AND dim = ANY(${dims}::text[]) AND day >= ${q.start} AND day < ${q.end}`.execute(db);
  return rows.rows.map((r) => unpackText(r.bits));
}

/**
 * Who touched which POI, search text or scanned code, and who was on which level and in which heat-map bin, goes with
 * the raw events (retention): the days before `day`. Who was active (the dimensions' bitmaps) stays, like the counts.
 */
export async function dropPresenceBefore(trx: Db, day: string): Promise<void> {
  await sql`DELETE FROM usage_user_bitmap WHERE (dim = ANY(${[...PRESENCE_DIMS]}::text[]) OR starts_with(dim, ${HEAT_DIM})) AND day < ${day}::date`.execute(
    trx,
  );
}

/**
 * Takes a user's number out of every presence bitmap of the building (erasure: who touched what, who was on which
 * level and in which bin, kept or not its raw events; a day left without users goes).
 */
export async function removeUserEverywhere(trx: Db, buildingId: number, num: number): Promise<void> {
  const rows = await trx
    .selectFrom('usageUserBitmap')
    .select(['dim', 'day', 'bits'])
    .where('buildingId', '=', buildingId)
    .where((eb) => eb.or([eb('dim', 'in', [...PRESENCE_DIMS]), eb(sql<boolean>`starts_with(dim, ${HEAT_DIM})`, '=', true)]))
    .execute();
  await changeUserBits(
    trx,
    rows.flatMap((r) => unpackDay(r.bits).values.map((value) => ({ buildingId, dim: r.dim as BitmapBits['dim'], day: r.day.getTime(), value, nums: [num] }))),
    'remove',
  );
}

/** The highest user number a building has given (0: none yet). */
export async function lastUserNumber(trx: Db, buildingId: number): Promise<number> {
  const row = await sql<{ num: number | null }>`SELECT max(num) AS num FROM usage_user WHERE building_id = ${buildingId}`.execute(trx);
  return Number(row.rows[0]?.num ?? 0);
}

/** A user's number in each of these buildings (building id -> number). */
export async function userNumbers(trx: Db, buildingIds: number[], userId: string): Promise<Map<number, number>> {
  if (!buildingIds.length) return new Map();
  const rows = await trx.selectFrom('usageUser').select(['buildingId', 'num']).where('buildingId', 'in', buildingIds).where('userId', '=', userId).execute();
  return new Map(rows.map((r) => [Number(r.buildingId), r.num]));
}

/** Migration 038: the heat-map bitmaps still in a row per level and day (`heat:<level>`), by key. */
export async function dayHeatRows(trx: Db): Promise<DayKey[]> {
  const rows = await sql<{ buildingId: string; dim: string; day: Date }>`
    SELECT building_id, dim, day FROM usage_user_bitmap WHERE dim ~ '^heat:[0-9]+$' ORDER BY 1, 2, 3`.execute(trx);
  return rows.rows.map((r) => ({ buildingId: Number(r.buildingId), dim: r.dim, day: r.day.getTime() }));
}

/** Moves such a row's bins into the rows of their hours (added to any already there) and deletes it. */
export async function splitDayHeatRow(trx: Db, key: DayKey): Promise<void> {
  const day = (await storedDays(trx, [key])).get(dayKeyOf(key));
  if (!day) return;
  const levelId = Number(key.dim.slice(HEAT_DIM.length));
  await changeUserBits(
    trx,
    day.values.map((value, i) => ({ ...key, dim: heatDim(levelId, Number(value.slice(0, value.indexOf(':')))), value, nums: members(day.bits[i]) })),
  );
  await sql`DELETE FROM usage_user_bitmap WHERE building_id = ${key.buildingId} AND dim = ${key.dim} AND day = ${new Date(key.day)}`.execute(trx);
}

/** The (building, local day) pairs that have active-user day rows. */
export async function activeDays(trx: Db): Promise<Array<{ buildingId: number; day: number }>> {
  const rows = await sql<{ buildingId: string; period: Date }>`SELECT DISTINCT building_id, period FROM usage_active WHERE grain = 'D' ORDER BY 1, 2`.execute(
    trx,
  );
  return rows.rows.map((r) => ({ buildingId: Number(r.buildingId), day: r.period.getTime() }));
}

/** A building's active-user rows of one local day, with the users' numbers. */
export async function activeDayRows(trx: Db, buildingId: number, day: number): Promise<Array<ActiveRow & { num: number }>> {
  const rows = await trx
    .selectFrom('usageActive as a')
    .innerJoin('usageUser as u', (j) => j.onRef('u.buildingId', '=', 'a.buildingId').onRef('u.userId', '=', 'a.userId'))
    .selectAll('a')
    .select('u.num')
    .where('a.buildingId', '=', buildingId)
    .where('a.grain', '=', 'D')
    .where('a.period', '=', new Date(day))
    .execute();
  return rows.map((r) => ({ ...r, buildingId: Number(r.buildingId), grain: 'D', period: new Date(r.period).getTime() }));
}

/** Migration 036's renamed tables of who touched what and who was where: one row per user and key. */
const BEFORE_036 = {
  usage_reach_before_036: { dim: sql`r.kind`, value: sql`r.key` },
  usage_heat_user_before_036: { dim: sql`${HEAT_DIM} || r.level_id || '/' || r.hour`, value: sql`r.hour || ':' || r.cx || ':' || r.cy` },
  usage_level_user_before_036: { dim: sql`${LEVEL_DIM}::text`, value: sql`r.level_id::text` },
} as const;
export const TABLES_BEFORE_036 = Object.keys(BEFORE_036) as Array<keyof typeof BEFORE_036>;

/** The (building, local day) pairs of one of those tables. */
export async function daysBefore036(trx: Db, table: keyof typeof BEFORE_036): Promise<Array<{ buildingId: number; day: string }>> {
  // Gone when an earlier start finished it.
  const exists = await sql<{ t: string | null }>`SELECT to_regclass(${table})::text AS t`.execute(trx);
  if (!exists.rows[0].t) return [];
  const rows = await sql<{
    buildingId: number;
    day: string;
  }>`SELECT DISTINCT building_id, to_char(day, 'YYYY-MM-DD') AS day FROM ${sql.table(table)} ORDER BY 1, 2`.execute(trx);
  return rows.rows.map((r) => ({ buildingId: Number(r.buildingId), day: r.day }));
}

/** Its rows of a building and day as bitmap numbers (the day's start in the building's zone, the user's number). */
export async function bitsBefore036(trx: Db, table: keyof typeof BEFORE_036, buildingId: number, day: string): Promise<BitmapBits[]> {
  const { dim, value } = BEFORE_036[table];
  const rows = await sql<{ dim: BitmapBits['dim']; start: Date; value: string; nums: number[] }>`
    SELECT ${dim} AS dim, (r.day::timestamp AT TIME ZONE b.time_zone) AS start, ${value} AS value, array_agg(u.num ORDER BY u.num) AS nums
    FROM ${sql.table(table)} r JOIN building b ON b.id = r.building_id
      JOIN usage_user u ON u.building_id = r.building_id AND u.user_id = r.user_id
    WHERE r.building_id = ${buildingId} AND r.day = ${day}::date GROUP BY 1, 2, 3`.execute(trx);
  return rows.rows.map((r) => ({ buildingId, dim: r.dim, day: r.start.getTime(), value: r.value, nums: r.nums }));
}

export async function dropBefore036(trx: Db, table: keyof typeof BEFORE_036): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(trx);
}

/** The work migrations left to the server's code, by name. */
export async function pendingBackfills(trx: Db): Promise<string[]> {
  return (await sql<{ name: string }>`SELECT name FROM schema_backfill ORDER BY name`.execute(trx)).rows.map((r) => r.name);
}

export async function backfillDone(trx: Db, name: string): Promise<void> {
  await sql`DELETE FROM schema_backfill WHERE name = ${name}`.execute(trx);
}
