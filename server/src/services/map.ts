// A building's map: locking its draft for a change, map-json, publishing, the static files and the tags.
import { etagOf } from '../etag.js';
import { companyScope } from '../auth/scope.js';
import type { SessionAdmin } from '../auth/session.js';
import type { Db, FeatureType } from '../db/types.js';
import { AppError, Code, notFound } from '../errors/codes.js';
import { labelPoint } from '../geo/labelPoint.js';
import { buildingVisible } from '../repos/building/index.js';
import {
  countFeatures,
  draftDiff,
  draftOf,
  draftRevision,
  ensureDraft,
  lockBuilding,
  publishDraft,
  resolveVersion,
  setDraftRevision,
  taggedFeatures,
  type Geometry,
  type VersionRow,
  type VersionSpec,
} from '../repos/map.js';
import { buildingMapJson, type MapJson } from '../repos/mapJson.js';
import { bboxOf } from '../geo/geometry.js';
import { notifyPublished } from '../messaging/eventNotices.js';
import { lruPer } from '../lru.js';
import { cachedFeatures } from './mapFeatures.js';
import { MAX_TAGS } from '#contract/endpoints/map.js';

/** Spec §7: "The static map base path is /static/map". */
export const STATIC_MAP_BASE = '/static/map';
const TAGGED: FeatureType[] = ['unit', 'poi', 'amenity', 'section'];

/** `draft`, `latest` or a version number, as the `version` query parameter gives it. */
export const versionSpec = (raw: string): VersionSpec => (raw === 'draft' || raw === 'latest' ? raw : Number(raw));

const draftChanged = (revision: number) => new AppError(Code.CONFLICT, 'draftChanged', { revision });

/**
 * Locks the building's draft for a change (call inside a transaction), checks the caller's base revision
 * and bumps it: every save or patch of the draft goes through here. A stale `baseRevision` (someone else
 * saved in between) throws 10006; `undefined` skips the check (seed, import). The road network's revision is
 * bumped too, unless the caller changes POIs only (`pois`: the POI editor).
 */
export async function lockDraft(
  db: Db,
  buildingId: number,
  adminId: number | null,
  baseRevision?: number,
  changes: 'any' | 'pois' = 'any',
): Promise<VersionRow & { revision: number }> {
  // Issue 19: a draft's revision only grows, so one already past the caller's is a conflict without waiting
  // for the lock (on PostgreSQL, saves that had lost already held a connection each while they queued for it).
  const seen = baseRevision === undefined ? undefined : await draftOf(db, buildingId);
  if (seen && seen.revision !== baseRevision) throw draftChanged(seen.revision);
  await lockBuilding(db, buildingId);
  const draft = await ensureDraft(db, buildingId);
  const revision = await draftRevision(db, draft.id);
  if (baseRevision !== undefined && baseRevision !== revision) throw draftChanged(revision);
  return { ...draft, revision: await setDraftRevision(db, draft.id, revision + 1, adminId, changes === 'any') };
}

/** map-json: one version of the building's map, and a key naming everything it holds; unknown building or version: 10004. */
export async function mapJson(db: Db, buildingId: number, version: string): Promise<{ map: MapJson; key: string }> {
  const found = await buildingMapJson(db, buildingId, versionSpec(version), cachedFeatures);
  if (!found) throw notFound();
  return found;
}

/** map/publish: copies the draft into the next version (another company's building: 10004). */
export async function publish(db: Db, admin: SessionAdmin, buildingId: number) {
  if (!(await buildingVisible(db, buildingId, companyScope(admin) ?? undefined))) throw notFound();
  return db.transaction().execute(async (trx) => {
    const result = await publishDraft(trx, buildingId, admin.id);
    // Issue 18: the building's other map admins hear of it (raised in this transaction: a failed publish raises nothing).
    await notifyPublished(trx, { buildingId, version: result.version, publisher: admin, changes: result.changes });
    return result;
  });
}

/** What map/publish would do now; nothing is written. */
export async function publishPreview(db: Db, buildingId: number) {
  const draft = await draftOf(db, buildingId);
  const { previous, changes, byType } = await draftDiff(db, buildingId, draft?.id ?? -1);
  return { nextVersion: (previous?.version ?? 0) + 1, changes, byType };
}

/** Issue 10: what app users may see: every feature but the POIs their editors hid (`properties.visible` false). */
const isPublic = (f: MapJson['features'][number]) => !(f.properties.featureType === 'poi' && f.properties.visible === false);

interface StaticMapFile {
  map: MapJson;
  body: string;
  etag: string;
  publishedAt: Date | null;
}

/** Files kept per database, by the key of the map they are made from (issue 19: as the map-json answers are). */
const keptFiles = lruPer<Db, StaticMapFile>(16);

/**
 * The static map file of one published version: its body (the map-json data without hidden POIs) and ETag.
 * Made once per key (a published version never changes; its floors' names and ordinals are in the key), not
 * serialized and hashed again for every getConfig and download.
 */
export async function staticMapFile(db: Db, buildingId: number, version: number): Promise<StaticMapFile | undefined> {
  const found = await buildingMapJson(db, buildingId, version, cachedFeatures);
  if (!found || found.map.status !== 'published') return undefined;
  const kept = keptFiles(db).get(found.key);
  if (kept) return kept;
  const map = { ...found.map, features: found.map.features.filter(isPublic) };
  const body = JSON.stringify(map);
  return keptFiles(db).set(found.key, { map, body, etag: etagOf(body), publishedAt: found.publishedAt });
}

/** The file a static map URL names (`<buildingId>/<version>.geojson`), if it is one. */
export async function staticMapAt(db: Db, buildingIdText: string, file: string) {
  const id = /^[1-9][0-9]{0,11}$/.test(buildingIdText) ? Number(buildingIdText) : null;
  const match = /^([1-9][0-9]{0,8})\.geojson$/.exec(file);
  return id !== null && match ? staticMapFile(db, id, Number(match[1])) : undefined;
}

function levelSummary(map: MapJson) {
  return map.levels.map((level) => {
    const features = map.features.filter((f) => f.properties.levelId === level.id);
    const counts = countFeatures(features.map((f) => ({ featureType: f.properties.featureType })));
    return { ...level, bbox: bboxOf(features), counts };
  });
}

/** s-map: the newest published version's static file, with the floors' extents and counts. */
export async function staticMapInfo(db: Db, buildingId: number) {
  const latest = await resolveVersion(db, buildingId, 'latest');
  const file = latest?.version ? await staticMapFile(db, buildingId, latest.version) : undefined;
  const map = file?.map ?? (await buildingMapJson(db, buildingId, 'draft'))?.map;
  if (!map) throw notFound();
  const levels = file ? levelSummary(file.map) : levelSummary({ ...map, features: [] });
  return {
    buildingId,
    version: file?.map.version ?? null,
    url: file ? `${STATIC_MAP_BASE}/${buildingId}/${file.map.version}.geojson` : null,
    publishedAt: file?.publishedAt ? file.publishedAt.toISOString() : null,
    size: file ? Buffer.byteLength(file.body) : null,
    levels,
    bbox: file?.map.bbox ?? null,
    center: map.center,
  };
}

/** map-tag: every named unit, POI, amenity and section of a version with its label point. */
export async function mapTags(db: Db, input: { buildingId: number; levelId?: number; keyword?: string; version: string }) {
  const spec = versionSpec(input.version);
  const version = await resolveVersion(db, input.buildingId, spec);
  if (!version) {
    if (typeof spec === 'number') throw notFound();
    return [];
  }
  const rows = await taggedFeatures(db, version.id, { types: TAGGED, levelId: input.levelId, keyword: input.keyword, limit: MAX_TAGS });
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return rows.flatMap((r) => {
    const p = r.properties as Record<string, unknown>;
    const point = labelPoint(r.geometry as Geometry);
    if (!point) return [];
    return [
      {
        featureId: r.id,
        featureType: r.featureType as 'unit',
        levelId: r.levelId!,
        name: text(p.name) ?? text(p.nameEn)!,
        nameEn: text(p.nameEn),
        category: r.featureType === 'poi' ? null : text(p.category),
        poiTypeId: typeof p.poiTypeId === 'number' ? p.poiTypeId : null,
        point: [point[0], point[1]] as [number, number],
      },
    ];
  });
}
