import type { Db } from '../db/types.js';
import { bboxOf, resolveVersion, versionFeatures, type MapFeature, type VersionSpec } from './map.js';
import type { BuildingDto } from '../schemas/entities.js';

export interface BuildingFilter {
  /** Restricts to one company (the caller's scope or an explicit filter). */
  companyId?: number;
  appId?: number;
  name?: string;
  id?: number;
  ids?: number[];
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtered(db: Db, filter: BuildingFilter) {
  let query = db.selectFrom('building').innerJoin('company', 'company.id', 'building.companyId').leftJoin('app', 'app.id', 'building.appId');
  if (filter.companyId !== undefined) query = query.where('building.companyId', '=', filter.companyId);
  if (filter.appId !== undefined) query = query.where('building.appId', '=', filter.appId);
  if (filter.id !== undefined) query = query.where('building.id', '=', filter.id);
  if (filter.ids !== undefined) query = query.where('building.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.name) query = query.where('building.name', 'ilike', `%${escapeLike(filter.name)}%`);
  return query;
}

export async function pageBuildings(db: Db, filter: BuildingFilter): Promise<{ records: BuildingDto[]; total: number }> {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query
      .select([
        'building.id',
        'building.name',
        'building.address',
        'building.companyId',
        'company.name as companyName',
        'building.appId',
        'app.name as appName',
        'app.appCode',
        'building.anchorLng',
        'building.anchorLat',
        (eb) =>
          eb
            .selectFrom('buildingVersion')
            .select((v) => v.fn.max('buildingVersion.version').as('v'))
            .whereRef('buildingVersion.buildingId', '=', 'building.id')
            .as('publishedVersion'),
      ])
      .orderBy('building.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const levels = rows.length
    ? await db
        .selectFrom('level')
        .select(['id', 'buildingId', 'ordinal', 'name', 'shortName'])
        .where(
          'buildingId',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('ordinal')
        .orderBy('id')
        .execute()
    : [];
  const records = rows.map(({ anchorLng, anchorLat, publishedVersion, ...row }) => ({
    ...row,
    publishedVersion: publishedVersion === null ? null : Number(publishedVersion),
    anchor: anchorLng !== null && anchorLat !== null ? { lng: anchorLng, lat: anchorLat } : null,
    levels: levels.filter((l) => l.buildingId === row.id).map(({ id, ordinal, name, shortName }) => ({ id, ordinal, name, shortName })),
  }));
  return { records, total: count.total };
}

export async function findBuilding(db: Db, id: number, companyId?: number): Promise<BuildingDto | undefined> {
  const { records } = await pageBuildings(db, { id, companyId, limit: 1, offset: 0 });
  return records[0];
}

/** The company of each of the buildings that exist among `ids`. */
export async function buildingCompanies(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('building').select(['id', 'companyId']).where('id', 'in', ids).execute();
  return new Map(rows.map((b) => [b.id, b.companyId]));
}

/** Whether the building exists within the scope (undefined = every company). */
export async function buildingVisible(db: Db, id: number, companyId?: number): Promise<boolean> {
  let query = db.selectFrom('building').select('id').where('id', '=', id);
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface MapJson {
  type: 'FeatureCollection';
  buildingId: number;
  version: number | null;
  status: 'draft' | 'published';
  bbox: [number, number, number, number] | null;
  center: [number, number] | null;
  levels: Array<{ id: number; ordinal: number; name: string; shortName: string }>;
  features: MapFeature[];
}

/**
 * One version of a building's map as the GeoJSON FeatureCollection of map-json (and of the static map
 * files). undefined: no such building, or no such published version. A building without any map yet
 * answers an empty draft for `draft` and `latest`.
 */
export async function buildingMapJson(db: Db, buildingId: number, spec: VersionSpec): Promise<{ map: MapJson; publishedAt: Date | null } | undefined> {
  const [building, version] = await Promise.all([
    db.selectFrom('building').select(['id', 'anchorLng', 'anchorLat']).where('id', '=', buildingId).executeTakeFirst(),
    resolveVersion(db, buildingId, spec),
  ]);
  if (!building || (!version && typeof spec === 'number')) return undefined;
  const [levels, features] = await Promise.all([
    db.selectFrom('level').select(['id', 'ordinal', 'name', 'shortName']).where('buildingId', '=', buildingId).orderBy('ordinal').orderBy('id').execute(),
    version ? versionFeatures(db, version.id) : [],
  ]);
  const bbox = bboxOf(features);
  const center: [number, number] | null =
    building.anchorLng !== null && building.anchorLat !== null
      ? [building.anchorLng, building.anchorLat]
      : bbox
        ? [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2]
        : null;
  const map: MapJson = {
    type: 'FeatureCollection',
    buildingId,
    version: version?.version ?? null,
    status: version?.status ?? 'draft',
    bbox,
    center,
    levels: levels.map((l) => ({ id: l.id, ordinal: l.ordinal, name: l.name, shortName: l.shortName || l.name })),
    features,
  };
  return { map, publishedAt: version?.publishedAt ?? null };
}
