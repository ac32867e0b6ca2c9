// Issue 15: the POI and QR code analysis (migration 017). SQL only; the keys are in server/src/usage/reach.ts.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { ReachKind, ReachRow } from '../usage/reach.js';

/** Records who touched each key per day (once per user). */
export async function addReach(trx: Db, rows: ReachRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000);
    const pick = <K extends keyof ReachRow>(k: K) => part.map((r) => r[k]);
    await sql`INSERT INTO usage_reach (building_id, kind, day, key, user_id)
      SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('kind')}::text[], ${pick('day')}::date[], ${pick('key')}::text[], ${pick('userId')}::text[])
      ON CONFLICT DO NOTHING`.execute(trx);
  }
}

export interface ReachRange {
  buildingId: number;
  /** Local days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/** Distinct users per key of a kind over the range. */
export async function reachUsers(db: Db, r: ReachRange, kind: ReachKind): Promise<Map<string, number>> {
  const rows = await sql<{ key: string; users: string }>`SELECT key, count(DISTINCT user_id) AS users FROM usage_reach
    WHERE building_id = ${r.buildingId} AND kind = ${kind} AND day BETWEEN ${r.from}::date AND ${r.to}::date GROUP BY key`.execute(db);
  return new Map(rows.rows.map((x) => [x.key, Number(x.users)]));
}

/** Distinct users over the range per group of keys (a POI type: its POIs); `groups` names each key's group. */
export async function reachGroupUsers(db: Db, r: ReachRange, kind: ReachKind, groups: Array<{ key: string; group: number }>): Promise<Map<number, number>> {
  if (!groups.length) return new Map();
  const rows = await sql<{ grp: number; users: string }>`SELECT g.grp, count(DISTINCT u.user_id) AS users FROM usage_reach u
    JOIN unnest(${groups.map((g) => g.key)}::text[], ${groups.map((g) => g.group)}::bigint[]) AS g(key, grp) ON u.key = g.key COLLATE "C"
    WHERE u.building_id = ${r.buildingId} AND u.kind = ${kind} AND u.day BETWEEN ${r.from}::date AND ${r.to}::date GROUP BY g.grp`.execute(db);
  return new Map(rows.rows.map((x) => [Number(x.grp), Number(x.users)]));
}

/**
 * Distinct users over the range in one pass: per key, per group of keys (`groups` names each known key's group; a
 * key it does not name falls in the group ''), and over all keys.
 */
export async function reachUsersGrouped(
  db: Db,
  r: ReachRange,
  kind: ReachKind,
  groups: Array<{ key: string; group: string }>,
): Promise<{ perKey: Map<string, number>; perGroup: Map<string, number>; all: number }> {
  const rows = await sql<{ key: string | null; grp: string | null; byKey: number; byGroup: number; users: string }>`
    SELECT u.key, coalesce(g.grp, '') AS grp, GROUPING(u.key) AS "byKey", GROUPING(coalesce(g.grp, '')) AS "byGroup",
      count(DISTINCT u.user_id) AS users
    FROM usage_reach u
    LEFT JOIN unnest(${groups.map((g) => g.key)}::text[], ${groups.map((g) => g.group)}::text[]) AS g(key, grp) ON u.key = g.key COLLATE "C"
    WHERE u.building_id = ${r.buildingId} AND u.kind = ${kind} AND u.day BETWEEN ${r.from}::date AND ${r.to}::date
    GROUP BY GROUPING SETS ((u.key), (coalesce(g.grp, '')), ())`.execute(db);
  const perKey = new Map<string, number>();
  const perGroup = new Map<string, number>();
  let all = 0;
  for (const x of rows.rows) {
    const n = Number(x.users);
    if (Number(x.byKey) === 0) perKey.set(x.key!, n);
    else if (Number(x.byGroup) === 0) perGroup.set(x.grp!, n);
    else all = n;
  }
  return { perKey, perGroup, all };
}

/** Day counts of `usage_count` summed per metric and value over [start, end). */
export async function sumByValue(
  db: Db,
  q: { buildingId: number; metrics: string[]; dim: string; start: Date; end: Date },
): Promise<Array<{ metric: string; value: string; n: number }>> {
  const rows = await db
    .selectFrom('usageCount')
    .select((eb) => ['metric', 'value', eb.fn.sum<string>('n').as('n')])
    .where('buildingId', '=', q.buildingId)
    .where('metric', 'in', q.metrics)
    .where('dim', '=', q.dim)
    .where('grain', '=', 'D')
    .where('period', '>=', q.start)
    .where('period', '<', q.end)
    .groupBy(['metric', 'value'])
    .execute();
  return rows.map((r) => ({ metric: r.metric, value: r.value, n: Number(r.n) }));
}

/** The POIs among these map features of a version: name (else English name) and type. */
export async function poiFeatures(db: Db, versionId: number, ids: string[]): Promise<Map<string, { name: string; typeId: number | null }>> {
  if (!ids.length) return new Map();
  const rows = await sql<{ id: string; name: string | null; typeId: string | null }>`
    SELECT id, coalesce(nullif(btrim(properties ->> 'name'), ''), nullif(btrim(properties ->> 'nameEn'), ''), id) AS name,
      properties ->> 'poiTypeId' AS type_id
    FROM map_feature WHERE version_id = ${versionId} AND id = ANY(${ids}::text[])`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, { name: r.name ?? r.id, typeId: r.typeId === null || r.typeId === '' ? null : Number(r.typeId) }]));
}

/** Who touched what goes with the raw events (retention); the counts stay, like the other rollups. */
export async function dropReachBefore(trx: Db, day: string): Promise<void> {
  await sql`DELETE FROM usage_reach WHERE day < ${day}::date`.execute(trx);
}
