import { sql } from 'kysely';
import type { Db, FeatureType } from '../db/types.js';
import type { FeatureCountsDto } from '#contract/schemas/map.js';

/** `draft`, `latest` (the newest published version, else the draft) or a published version number. */
export type VersionSpec = 'draft' | 'latest' | number;

export interface VersionRow {
  id: number;
  buildingId: number;
  version: number | null;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  publishedBy: number | null;
  /** The draft's revision (bumped by every change of its features); a published version keeps the one it was made from. */
  revision: number;
}

export type FeatureCounts = FeatureCountsDto;

export interface NewFeature {
  id: string;
  featureType: FeatureType;
  levelId: number | null;
  properties: Record<string, unknown>;
  geometry: unknown;
}

export type Geometry = { type: string; coordinates: unknown };
export interface MapFeature {
  type: 'Feature';
  id: string;
  geometry: Geometry;
  properties: Record<string, unknown> & { featureType: FeatureType; levelId: number | null; ordinal: number | null };
}

const VERSION_COLUMNS = ['id', 'buildingId', 'version', 'status', 'publishedAt', 'publishedBy', 'revision'] as const;

export async function draftOf(db: Db, buildingId: number): Promise<VersionRow | undefined> {
  return db.selectFrom('buildingVersion').select(VERSION_COLUMNS).where('buildingId', '=', buildingId).where('status', '=', 'draft').executeTakeFirst();
}

/** The draft, creating an empty one when the building has none. */
export async function ensureDraft(db: Db, buildingId: number): Promise<VersionRow> {
  const existing = await draftOf(db, buildingId);
  if (existing) return existing;
  return db.insertInto('buildingVersion').values({ buildingId, version: null, status: 'draft' }).returning(VERSION_COLUMNS).executeTakeFirstOrThrow();
}

/** Locks the building's row (call inside a transaction): serialises draft saves, patches, publishing and building changes. */
export async function lockBuilding(db: Db, buildingId: number): Promise<void> {
  await sql`SELECT id FROM building WHERE id = ${buildingId} FOR UPDATE`.execute(db);
}

/** The draft's revision now. */
export async function draftRevision(db: Db, draftId: number): Promise<number> {
  return (await db.selectFrom('buildingVersion').select('revision').where('id', '=', draftId).executeTakeFirstOrThrow()).revision;
}

/** Sets the draft's revision (and who changed it, when; `network`: its road network's revision too); answers it. */
export async function setDraftRevision(db: Db, draftId: number, revision: number, adminId: number | null, network = true): Promise<number> {
  const next = await db
    .updateTable('buildingVersion')
    .set({ revision, updatedAt: new Date(), updatedBy: adminId, ...(network ? { networkRevision: sql<number>`network_revision + 1` } : {}) })
    .where('id', '=', draftId)
    .returning('revision')
    .executeTakeFirstOrThrow();
  return next.revision;
}

export async function resolveVersion(db: Db, buildingId: number, spec: VersionSpec): Promise<VersionRow | undefined> {
  const base = db.selectFrom('buildingVersion').select(VERSION_COLUMNS).where('buildingId', '=', buildingId);
  if (spec === 'draft') return base.where('status', '=', 'draft').executeTakeFirst();
  if (spec === 'latest') {
    const latest = await base.where('status', '=', 'published').orderBy('version', 'desc').limit(1).executeTakeFirst();
    return latest ?? base.where('status', '=', 'draft').executeTakeFirst();
  }
  return base.where('version', '=', spec).executeTakeFirst();
}

const COUNTED: Partial<Record<FeatureType, keyof FeatureCounts>> = {
  unit: 'units',
  opening: 'openings',
  amenity: 'amenities',
  poi: 'pois',
  section: 'sections',
  road: 'roads',
};

/** The counts of features (each counting `n`, else 1) by counted type; levels and other types are left out. */
export function countFeatures(features: Iterable<{ featureType: FeatureType; n?: number }>): FeatureCounts {
  const counts: FeatureCounts = { units: 0, openings: 0, amenities: 0, pois: 0, sections: 0, roads: 0 };
  for (const { featureType, n = 1 } of features) {
    const key = COUNTED[featureType];
    if (key) counts[key] += Number(n);
  }
  return counts;
}

export async function insertFeatures(db: Db, versionId: number, features: NewFeature[]): Promise<void> {
  for (let i = 0; i < features.length; i += 500) {
    await db
      .insertInto('mapFeature')
      .values(
        features.slice(i, i + 500).map((f) => ({
          versionId,
          id: f.id,
          featureType: f.featureType,
          levelId: f.levelId,
          properties: JSON.stringify(f.properties),
          geometry: JSON.stringify(f.geometry),
        })),
      )
      .execute();
  }
}

const ORDER: FeatureType[] = ['building', 'footprint', 'level', 'section', 'unit', 'fixture', 'opening', 'road', 'connector', 'amenity', 'poi'];

/** Every feature of one version, in drawing order (then by id). */
export async function versionFeatures(db: Db, versionId: number): Promise<MapFeature[]> {
  const rows = await db
    .selectFrom('mapFeature')
    .leftJoin('level', 'level.id', 'mapFeature.levelId')
    .select(['mapFeature.id', 'mapFeature.featureType', 'mapFeature.levelId', 'level.ordinal', 'mapFeature.properties', 'mapFeature.geometry'])
    .where('mapFeature.versionId', '=', versionId)
    .orderBy('mapFeature.id')
    .execute();
  const rank = new Map(ORDER.map((t, i) => [t, i]));
  return rows
    .map((r) => ({
      type: 'Feature' as const,
      id: r.id,
      geometry: r.geometry as Geometry,
      properties: {
        name: null,
        nameEn: null,
        ...(r.properties as Record<string, unknown>),
        featureType: r.featureType,
        levelId: r.levelId,
        ordinal: r.ordinal ?? null,
      },
    }))
    .sort((a, b) => rank.get(a.properties.featureType)! - rank.get(b.properties.featureType)!);
}

export interface ChangeCounts {
  added: number;
  changed: number;
  removed: number;
}

export interface PublishResult {
  version: number;
  changes: ChangeCounts;
}

export interface DraftDiff {
  /** The newest published version (null: none yet) and its row id. */
  previous: { id: number; version: number } | null;
  changes: ChangeCounts;
  /** The same per feature type (every type, zeros included; a feature whose type changed counts under its draft type). */
  byType: Record<FeatureType, ChangeCounts>;
}

/**
 * What publishing would change: the draft (`draftId`, -1 for none) against the newest published version,
 * feature by feature: same id, different type, level, properties or geometry = changed.
 */
export async function draftDiff(db: Db, buildingId: number, draftId: number): Promise<DraftDiff> {
  const previous = await db
    .selectFrom('buildingVersion')
    .select(['id', 'version'])
    .where('buildingId', '=', buildingId)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const { rows } = await sql<{ featureType: FeatureType; added: number; changed: number; removed: number }>`
    SELECT coalesce(d.feature_type, p.feature_type) AS "featureType",
           count(*) FILTER (WHERE p.id IS NULL)::int AS added,
           count(*) FILTER (WHERE d.id IS NULL)::int AS removed,
           count(*) FILTER (WHERE d.id IS NOT NULL AND p.id IS NOT NULL AND (
             d.feature_type <> p.feature_type OR d.level_id IS DISTINCT FROM p.level_id
             OR d.properties <> p.properties OR d.geometry <> p.geometry))::int AS changed
    FROM (SELECT * FROM map_feature WHERE version_id = ${draftId}) d
    FULL OUTER JOIN (SELECT * FROM map_feature WHERE version_id = ${previous?.id ?? -1}) p ON p.id = d.id
    GROUP BY 1`.execute(db);
  const zero = (): ChangeCounts => ({ added: 0, changed: 0, removed: 0 });
  const byType = Object.fromEntries(ORDER.map((t) => [t, zero()])) as Record<FeatureType, ChangeCounts>;
  const changes = zero();
  for (const r of rows) {
    const counts = { added: Number(r.added), changed: Number(r.changed), removed: Number(r.removed) };
    byType[r.featureType] = counts;
    for (const k of ['added', 'changed', 'removed'] as const) changes[k] += counts[k];
  }
  return { previous: previous ? { id: previous.id, version: previous.version! } : null, changes, byType };
}

/**
 * Copies the draft into the next published version (call inside a transaction); `changes` as `draftDiff`.
 * The published row keeps the draft's revision it was made from (and when and by whom that was last changed).
 */
export async function publishDraft(db: Db, buildingId: number, adminId: number | null): Promise<PublishResult> {
  await lockBuilding(db, buildingId);
  const draft = await ensureDraft(db, buildingId);
  const { previous, changes } = await draftDiff(db, buildingId, draft.id);
  const made = await db.selectFrom('buildingVersion').select(['revision', 'updatedAt', 'updatedBy']).where('id', '=', draft.id).executeTakeFirstOrThrow();
  const version = (previous?.version ?? 0) + 1;
  const created = await db
    .insertInto('buildingVersion')
    .values({ buildingId, version, status: 'published', publishedAt: new Date(), publishedBy: adminId, ...made })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO map_feature (version_id, id, feature_type, level_id, properties, geometry)
    SELECT ${created.id}, id, feature_type, level_id, properties, geometry FROM map_feature WHERE version_id = ${draft.id}`.execute(db);
  return { version, changes };
}

// ---- a version as map-json and its tags ----

/** The named units, POIs, amenities and sections of a version (the map's tags), by floor ordinal, type and id. */
export async function taggedFeatures(db: Db, versionId: number, filter: { types: FeatureType[]; levelId?: number; keyword?: string; limit: number }) {
  let query = db
    .selectFrom('mapFeature')
    .leftJoin('level', 'level.id', 'mapFeature.levelId')
    .select(['mapFeature.id', 'mapFeature.featureType', 'mapFeature.levelId', 'mapFeature.properties', 'mapFeature.geometry'])
    .where('mapFeature.versionId', '=', versionId)
    .where('mapFeature.featureType', 'in', filter.types)
    .where('mapFeature.levelId', 'is not', null)
    .where(sql<boolean>`coalesce(nullif(btrim(map_feature.properties ->> 'name'), ''), nullif(btrim(map_feature.properties ->> 'nameEn'), '')) IS NOT NULL`);
  if (filter.levelId !== undefined) query = query.where('mapFeature.levelId', '=', filter.levelId);
  const word = filter.keyword?.trim();
  if (word) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`(map_feature.properties ->> 'name' ILIKE ${like} OR map_feature.properties ->> 'nameEn' ILIKE ${like})`);
  }
  return query.orderBy('level.ordinal').orderBy('mapFeature.featureType').orderBy('mapFeature.id').limit(filter.limit).execute();
}
