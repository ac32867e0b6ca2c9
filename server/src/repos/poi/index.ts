// Issue 6: the POIs of a building's draft (map_feature rows of type 'poi'), read for the POI page and the map layer.
import { sql, type SqlBool } from 'kysely';
import { INT_MAX } from '../../db/pgTypes.js';
import type { Db, FeatureType } from '../../db/types.js';

export interface Poi {
  id: string;
  name: string;
  nameEn: string | null;
  poiTypeId: number | null;
  levelId: number;
  unitId: string | null;
  openingHours: string | null;
  keywords: string[];
  visible: boolean;
  point: number[];
}

export interface PoiRow {
  id: string;
  levelId: number | null;
  properties: unknown;
  geometry: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A stored POI feature in the API's shape (absent properties get their defaults). */
export function poiOf(row: PoiRow): Poi {
  const p = (row.properties ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    name: str(p.name) ?? '',
    nameEn: str(p.nameEn),
    // A type id is a whole number; anything else stored (an import, a hand edit) reads as no type, not an error.
    poiTypeId: Number.isInteger(p.poiTypeId) ? (p.poiTypeId as number) : null,
    levelId: row.levelId ?? 0,
    unitId: str(p.unitId),
    openingHours: str(p.openingHours),
    keywords: Array.isArray(p.keywords) ? p.keywords.filter((k): k is string => typeof k === 'string') : [],
    visible: p.visible !== false,
    point: ((row.geometry as { coordinates?: number[] })?.coordinates ?? []).slice(0, 2),
  };
}

/** The building's draft (its id and revision); a building without a map yet has none (revision 0). */
export async function draftState(db: Db, buildingId: number): Promise<{ versionId: number | null; revision: number }> {
  const row = await db
    .selectFrom('buildingVersion')
    .select(['id', 'revision'])
    .where('buildingId', '=', buildingId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return { versionId: row?.id ?? null, revision: row?.revision ?? 0 };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface PoiPageFilter {
  name?: string;
  poiTypeId?: number;
  levelId?: number;
  sort: 'name' | 'id' | 'poiTypeId' | 'levelId';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

// The sort expressions match the indexes of migration 009 (partial on feature_type = 'poi'), so a page in
// sort order reads only its rows from the index instead of sorting every POI of the building.
const SORT = {
  name: sql`properties ->> 'name'`,
  id: sql`id`,
  poiTypeId: sql`properties -> 'poiTypeId'`,
  levelId: sql`level_id`,
} as const;

function poiQuery(db: Db, versionId: number, filter: Pick<PoiPageFilter, 'name' | 'poiTypeId' | 'levelId'>) {
  let query = db.selectFrom('mapFeature').where('versionId', '=', versionId).where('featureType', '=', 'poi');
  if (filter.levelId !== undefined) query = query.where('levelId', '=', filter.levelId);
  if (filter.poiTypeId !== undefined) query = query.where(sql<SqlBool>`properties -> 'poiTypeId' = ${JSON.stringify(filter.poiTypeId)}::jsonb`);
  const needle = filter.name?.trim();
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    query = query.where(sql<SqlBool>`(properties ->> 'name' ILIKE ${pattern} ESCAPE '\\' OR properties ->> 'nameEn' ILIKE ${pattern} ESCAPE '\\')`);
  }
  return query;
}

/**
 * Exact totals of the POI page by draft revision and filter, per database (the owner object). Every change
 * of a draft bumps its revision (lockDraft), so a total read at one revision stays exact for that revision:
 * paging through a filtered list counts its rows once. Bounded; the oldest entries go first.
 */
const totals = new WeakMap<object, Map<string, number>>();
const TOTALS_KEPT = 500;

function rememberTotal(owner: object, key: string, total: number): void {
  let map = totals.get(owner);
  if (!map) totals.set(owner, (map = new Map()));
  map.set(key, total);
  if (map.size > TOTALS_KEPT) map.delete(map.keys().next().value!);
}

/**
 * A page of the draft's POIs with their type's and unit's names. The total is counted only when neither the
 * page (a short page at any offset, or an empty first page) nor an earlier count at the same `revision` tells
 * it: the count reads every matching row, the page only its own. Call with `revision` read in the same
 * snapshot as the page (a repeatable-read transaction).
 */
export async function pagePois(db: Db, versionId: number, filter: PoiPageFilter, memo?: { owner: object; revision: number }) {
  const query = poiQuery(db, versionId, filter);
  const direction = filter.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await query
    .select(['id', 'levelId', 'properties', 'geometry'])
    .orderBy(sql`${SORT[filter.sort]} ${direction}`)
    .orderBy(sql`id ${direction}`)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const key = JSON.stringify([versionId, memo?.revision, filter.levelId ?? null, filter.poiTypeId ?? null, filter.name?.trim() || null]);
  const known = rows.length < filter.limit && (rows.length > 0 || filter.offset === 0);
  let total = known ? filter.offset + rows.length : memo && totals.get(memo.owner)?.get(key);
  if (total === undefined) total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (memo) rememberTotal(memo.owner, key, total);
  const pois = rows.map(poiOf);
  const typeIds = [...new Set(pois.map((p) => p.poiTypeId).filter((id): id is number => id !== null))];
  const unitIds = [...new Set(pois.map((p) => p.unitId).filter((id): id is string => id !== null))];
  const { typeName, unitName } = await namesOf(db, versionId, typeIds, unitIds);
  const records = pois.map((p) => ({
    ...p,
    poiTypeName: p.poiTypeId === null ? null : (typeName.get(p.poiTypeId) ?? null),
    unitName: p.unitId === null ? null : (unitName.get(p.unitId) ?? null),
  }));
  return { records, total };
}

/**
 * The names of POI types and of the draft's units, in one query (issue 19: a page read them in two, and with a
 * list of ids written out, one prepared statement per length of the list).
 */
async function namesOf(db: Db, versionId: number, anyTypeIds: number[], unitIds: string[]) {
  // poiOf reads only whole numbers as type ids; only one in integer's range can name a type (a stored property may hold any).
  const typeIds = anyTypeIds.filter((id) => id > 0 && id <= INT_MAX);
  const rows =
    typeIds.length || unitIds.length
      ? (
          await sql<{ kind: 'type' | 'unit'; id: string; name: string | null }>`
            SELECT 'type' AS kind, id::text AS id, name FROM poi_type WHERE id = ANY(${typeIds}::int[])
            UNION ALL
            SELECT 'unit', id, properties ->> 'name' FROM map_feature
            WHERE version_id = ${versionId} AND feature_type = 'unit' AND id = ANY(${unitIds}::text[])`.execute(db)
        ).rows
      : [];
  return {
    typeName: new Map(rows.filter((r) => r.kind === 'type').map((r) => [Number(r.id), r.name])),
    unitName: new Map(rows.filter((r) => r.kind === 'unit').map((r) => [r.id, r.name])),
  };
}

/** Every POI of the draft (or of one of its levels), by id. */
export async function listPois(db: Db, versionId: number, levelId?: number): Promise<Poi[]> {
  const rows = await poiQuery(db, versionId, { levelId }).select(['id', 'levelId', 'properties', 'geometry']).orderBy('id').execute();
  return rows.map(poiOf);
}

// ---- what a POI patch reads and writes (the rules are services/poi) ----

/** The draft's features among `ids` (any type), the building's floor ids and POI type ids. */
export async function patchTargets(db: Db, buildingId: number, versionId: number, ids: string[]) {
  const [rows, levels, types] = await Promise.all([
    ids.length
      ? db
          .selectFrom('mapFeature')
          .select(['id', 'featureType', 'levelId', 'properties', 'geometry'])
          .where('versionId', '=', versionId)
          .where('id', 'in', ids)
          .execute()
      : [],
    db.selectFrom('level').select('id').where('buildingId', '=', buildingId).execute(),
    db.selectFrom('poiType').select('id').where('buildingId', '=', buildingId).execute(),
  ]);
  return { rows, levels: levels.map((l) => l.id), types: types.map((t) => t.id) };
}

/** The outlines (`level` features) and units of these floors in a version. */
export async function levelShapes(db: Db, versionId: number, levelIds: number[]) {
  if (!levelIds.length) return [];
  return db
    .selectFrom('mapFeature')
    .select(['id', 'featureType', 'levelId', 'geometry'])
    .where('versionId', '=', versionId)
    .where('featureType', 'in', ['level', 'unit'] as FeatureType[])
    .where('levelId', 'in', levelIds)
    .execute();
}

/** One POI change of a checked patch. */
export interface PlannedPoi {
  id: string;
  op: 'add' | 'update' | 'delete';
  levelId: number | null;
  before: { properties: Record<string, unknown>; geometry: unknown } | null;
  after: { properties: Record<string, unknown>; geometry: unknown } | null;
}

/** Writes a checked patch into the draft: deletes, updates, then adds. */
export async function writePoiChanges(trx: Db, versionId: number, planned: PlannedPoi[]): Promise<void> {
  const deleted = planned.filter((p) => p.op === 'delete').map((p) => p.id);
  for (let i = 0; i < deleted.length; i += 500) {
    await trx
      .deleteFrom('mapFeature')
      .where('versionId', '=', versionId)
      .where('id', 'in', deleted.slice(i, i + 500))
      .execute();
  }
  for (const p of planned.filter((x) => x.op === 'update')) {
    await trx
      .updateTable('mapFeature')
      .set({ levelId: p.levelId, properties: JSON.stringify(p.after!.properties), geometry: JSON.stringify(p.after!.geometry) })
      .where('versionId', '=', versionId)
      .where('id', '=', p.id)
      .execute();
  }
  const added = planned.filter((p) => p.op === 'add');
  for (let i = 0; i < added.length; i += 500) {
    await trx
      .insertInto('mapFeature')
      .values(
        added.slice(i, i + 500).map((p) => ({
          versionId,
          id: p.id,
          featureType: 'poi' as const,
          levelId: p.levelId,
          properties: JSON.stringify(p.after!.properties),
          geometry: JSON.stringify(p.after!.geometry),
        })),
      )
      .execute();
  }
}
