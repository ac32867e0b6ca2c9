// A building's versions (building-version) and what saving the whole draft reads and writes (building-version/save).
import { sql } from 'kysely';
import type { Db, FeatureType } from '../../db/types.js';
import { countFeatures, type Geometry } from '../map.js';

/** The building's versions, the draft first, then the newest published first. */
async function listVersions(db: Db, buildingId: number) {
  const rows = await db
    .selectFrom('buildingVersion')
    .leftJoin('admin', 'admin.id', 'buildingVersion.publishedBy')
    .select([
      'buildingVersion.id',
      'buildingVersion.buildingId',
      'buildingVersion.version',
      'buildingVersion.status',
      'buildingVersion.publishedAt',
      'admin.email as publishedBy',
    ])
    .where('buildingVersion.buildingId', '=', buildingId)
    .orderBy(sql`version DESC NULLS FIRST`)
    .execute();
  const counts = rows.length
    ? await db
        .selectFrom('mapFeature')
        .select(['versionId', 'featureType', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'versionId',
          'in',
          rows.map((r) => r.id),
        )
        .groupBy(['versionId', 'featureType'])
        .execute()
    : [];
  return rows.map((row) => {
    const c = countFeatures(counts.filter((n) => n.versionId === row.id));
    return {
      id: row.id,
      buildingId: row.buildingId,
      version: row.version,
      status: row.status,
      publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
      publishedBy: row.publishedBy ?? null,
      counts: c,
    };
  });
}

/** The version list with each version's revision and who changed it last, when. */
export async function versionsWithRevision(db: Db, buildingId: number) {
  const [versions, extra] = await Promise.all([
    listVersions(db, buildingId),
    db
      .selectFrom('buildingVersion')
      .leftJoin('admin', 'admin.id', 'buildingVersion.updatedBy')
      .select(['buildingVersion.id', 'buildingVersion.revision', 'buildingVersion.updatedAt', 'admin.email'])
      .where('buildingVersion.buildingId', '=', buildingId)
      .execute(),
  ]);
  return versions.map((v) => {
    const e = extra.find((x) => x.id === v.id)!;
    return { ...v, revision: e.revision, updatedAt: e.updatedAt.toISOString(), updatedBy: e.email ?? null };
  });
}

/** What the draft checks compare with: the building's floors, its anchor, the geometries of the draft and the newest published version, and which of `regionIds` other buildings' sections use. */
export async function draftSurroundings(db: Db, buildingId: number, regionIds: number[]) {
  const [levels, building, versions] = await Promise.all([
    db.selectFrom('level').select('id').where('buildingId', '=', buildingId).execute(),
    db.selectFrom('building').select(['anchorLng', 'anchorLat']).where('id', '=', buildingId).executeTakeFirstOrThrow(),
    db
      .selectFrom('buildingVersion')
      .select(['id', 'version'])
      .where('buildingId', '=', buildingId)
      .orderBy(sql`version DESC NULLS FIRST`)
      .execute(),
  ]);
  // The draft (version null, first) and the newest published version.
  const compared = versions.filter((v, i) => v.version === null || i === versions.findIndex((w) => w.version !== null));
  const geometries = compared.length
    ? await db
        .selectFrom('mapFeature')
        .select('geometry')
        .where(
          'versionId',
          'in',
          compared.map((v) => v.id),
        )
        .execute()
    : [];
  const { rows } = regionIds.length
    ? await sql<{ regionId: string }>`
        SELECT DISTINCT (mf.properties ->> 'regionId') AS "regionId"
        FROM map_feature mf JOIN building_version bv ON bv.id = mf.version_id
        WHERE bv.building_id <> ${buildingId} AND mf.feature_type = 'section'
          AND mf.properties ->> 'regionId' IN (${sql.join(regionIds.map(String))})`.execute(db)
    : { rows: [] };
  return {
    levelIds: levels.map((l) => l.id),
    anchor: building.anchorLng !== null && building.anchorLat !== null ? [building.anchorLng, building.anchorLat] : null,
    geometries: geometries.map((g) => g.geometry as Geometry),
    foreignRegions: rows.map((r) => Number(r.regionId)),
  };
}

/** The region ids sections with these feature ids had in the building's draft or published versions (the newest). */
export async function formerRegionIds(db: Db, buildingId: number, featureIds: string[]): Promise<Map<string, number>> {
  if (!featureIds.length) return new Map();
  const { rows } = await sql<{ id: string; regionId: string }>`
    SELECT DISTINCT ON (mf.id) mf.id, mf.properties ->> 'regionId' AS "regionId"
    FROM map_feature mf JOIN building_version bv ON bv.id = mf.version_id
    WHERE bv.building_id = ${buildingId} AND mf.feature_type = 'section' AND mf.properties ? 'regionId'
      AND mf.id IN (${sql.join(featureIds)})
    ORDER BY mf.id, bv.version DESC NULLS FIRST`.execute(db);
  return new Map(rows.map((r) => [r.id, Number(r.regionId)]));
}

/** `count` new region ids. */
export async function nextRegionIds(db: Db, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`SELECT nextval('region_id_seq')::text AS id FROM generate_series(1, ${count})`.execute(db);
  return rows.map((r) => Number(r.id));
}

export interface DraftRow {
  id: string;
  featureType: FeatureType;
  levelId: number | null;
  properties: Record<string, unknown>;
  geometry: unknown;
}

export async function draftRows(db: Db, versionId: number): Promise<DraftRow[]> {
  return (await db
    .selectFrom('mapFeature')
    .select(['id', 'featureType', 'levelId', 'properties', 'geometry'])
    .where('versionId', '=', versionId)
    .execute()) as DraftRow[];
}

export async function deleteFeatures(db: Db, versionId: number, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .deleteFrom('mapFeature')
      .where('versionId', '=', versionId)
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
  }
}
