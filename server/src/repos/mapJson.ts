import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/types.js';
import { bboxOf, type Bbox } from '../geo/geometry.js';
import type { MapJsonDto } from '#contract/schemas/map.js';
import { resolveVersion, versionFeatures, type MapFeature, type VersionRow, type VersionSpec } from './map.js';

/** The answer of map-json (its schema), with the features as stored (any properties). */
export type MapJson = Omit<MapJsonDto, 'features'> & { features: MapFeature[] };

/** The features' extent, worked out once per list (a loader may answer the same kept list again). */
const extents = new WeakMap<readonly MapFeature[], Bbox | null>();
const extentOf = (features: MapFeature[]): Bbox | null => {
  if (!extents.has(features)) extents.set(features, bboxOf(features));
  return extents.get(features)!;
};

/** Reads a version's features (versionFeatures, or a cache of it keyed by the version, its revision and the floors). */
export type FeatureLoader = (db: Db, version: VersionRow, levels: readonly { id: number; ordinal: number }[]) => Promise<MapFeature[]>;

/**
 * One version of a building's map as the GeoJSON FeatureCollection of map-json (and of the static map
 * files). undefined: no such building, or no such published version. A building without any map yet
 * answers an empty draft for `draft` and `latest`.
 */
export async function buildingMapJson(
  db: Db,
  buildingId: number,
  spec: VersionSpec,
  load: FeatureLoader = (reader, version) => versionFeatures(reader, version.id),
): Promise<{ map: MapJson; publishedAt: Date | null; key: string } | undefined> {
  // Issue 19: the building and its floors in one query (map-json is read again and again).
  const [building, version] = await Promise.all([
    db
      .selectFrom('building')
      .select(['id', 'anchorLng', 'anchorLat'])
      .select((eb) =>
        jsonArrayFrom(
          eb.selectFrom('level').select(['level.id', 'level.ordinal', 'level.name', 'level.shortName']).whereRef('level.buildingId', '=', 'building.id'),
        ).as('levels'),
      )
      .where('id', '=', buildingId)
      .executeTakeFirst(),
    resolveVersion(db, buildingId, spec),
  ]);
  if (!building || (!version && typeof spec === 'number')) return undefined;
  const levels = building.levels.sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);
  const features = version ? await load(db, version, levels) : [];
  const bbox = extentOf(features);
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
  // Everything the answer is made of (issue 19: a server may keep it by this key); the features by their loader's.
  const key = JSON.stringify([
    buildingId,
    building.anchorLng,
    building.anchorLat,
    version && [version.id, version.version, version.status, version.revision],
    levels,
  ]);
  return { map, publishedAt: version?.publishedAt ?? null, key };
}
