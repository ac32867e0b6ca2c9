// A building's POI types, its regions (the draft's sections) and the POIs inside a region.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { Geometry } from './map.js';

export interface RegionRow {
  id: number;
  name: string;
  nameEn: string | null;
  levelId: number;
  buildingId: number;
  category: string | null;
  geometry: Geometry;
  featureId: string;
  versionId: number;
}

function regionOf(row: { id: string; versionId: number; levelId: number | null; properties: unknown; geometry: unknown; buildingId: number }): RegionRow {
  const p = row.properties as Record<string, unknown>;
  return {
    id: Number(p.regionId),
    name: typeof p.name === 'string' ? p.name : '',
    nameEn: typeof p.nameEn === 'string' ? p.nameEn : null,
    levelId: row.levelId ?? 0,
    buildingId: row.buildingId,
    category: typeof p.category === 'string' ? p.category : null,
    geometry: row.geometry as Geometry,
    featureId: row.id,
    versionId: row.versionId,
  };
}

const sectionsQuery = (db: Db) =>
  db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .leftJoin('level', 'level.id', 'mapFeature.levelId')
    .select(['mapFeature.id', 'mapFeature.versionId', 'mapFeature.levelId', 'mapFeature.properties', 'mapFeature.geometry', 'buildingVersion.buildingId'])
    .where('mapFeature.featureType', '=', 'section')
    .where('buildingVersion.status', '=', 'draft');

/** The regions of a building: the sections of its draft, by level (ordinal) then id. */
export async function listRegions(db: Db, buildingId: number): Promise<RegionRow[]> {
  const rows = await sectionsQuery(db)
    .where('buildingVersion.buildingId', '=', buildingId)
    .orderBy('level.ordinal')
    .orderBy(sql`(map_feature.properties ->> 'regionId')::bigint`)
    .execute();
  return rows.map(regionOf);
}

export async function findRegion(db: Db, regionId: number): Promise<RegionRow | undefined> {
  const row = await sectionsQuery(db)
    .where(sql<boolean>`(map_feature.properties ->> 'regionId')::bigint = ${regionId}`)
    .executeTakeFirst();
  return row ? regionOf(row) : undefined;
}

export interface RegionPoi {
  id: string;
  name: string | null;
  poiTypeId: number | null;
  levelId: number | null;
  coordinates: number[];
}

/** The POIs of a version on the given levels. */
export async function poisOf(db: Db, versionId: number, levelIds: number[]): Promise<RegionPoi[]> {
  if (!levelIds.length) return [];
  const rows = await db
    .selectFrom('mapFeature')
    .select(['id', 'levelId', 'properties', 'geometry'])
    .where('versionId', '=', versionId)
    .where('featureType', '=', 'poi')
    .where('levelId', 'in', levelIds)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const p = r.properties as Record<string, unknown>;
    const g = r.geometry as { coordinates: number[] };
    return {
      id: r.id,
      name: typeof p.name === 'string' ? p.name : null,
      poiTypeId: typeof p.poiTypeId === 'number' ? p.poiTypeId : null,
      levelId: r.levelId,
      coordinates: g.coordinates,
    };
  });
}

function inRing(pt: number[], ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > pt[1] !== yj > pt[1] && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Point in a GeoJSON Polygon or MultiPolygon (holes excluded). */
export function pointInGeometry(pt: number[], geometry: Geometry): boolean {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []) as number[][][][];
  return polygons.some((rings) => rings.length > 0 && inRing(pt, rings[0]) && !rings.slice(1).some((hole) => inRing(pt, hole)));
}

export function poisInRegion(region: RegionRow, pois: RegionPoi[]): RegionPoi[] {
  return pois.filter((p) => p.levelId === region.levelId && pointInGeometry(p.coordinates, region.geometry));
}
