// Issue 5: saving the whole draft (building-version/save), the publish preview and the version list
// with the draft's revision.
import { sql } from 'kysely';
import type { SessionAdmin } from '../auth/session.js';
import type { Db, FeatureType } from '../db/types.js';
import { AppError, Code } from '../errors/codes.js';
import type { Language } from '../errors/messages.js';
import { checkDraft, draftContext, type CheckedFeature } from './draftCheck.js';
import { countFeatures, draftDiff, draftOf, insertFeatures, listVersions, lockDraft, type ChangeCounts, type FeatureCounts } from './map.js';
import { recordPatch, type FeatureChange } from './patch.js';
import { assertOwnedBy, draftIds } from '../services/ownership.js';

/** The version list of map.ts with each version's revision and who changed it last, when. */
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

/** What map/publish would do now; nothing is written. */
export async function publishPreview(db: Db, buildingId: number) {
  const draft = await draftOf(db, buildingId);
  const { previous, changes, byType } = await draftDiff(db, buildingId, draft?.id ?? -1);
  return { nextVersion: (previous?.version ?? 0) + 1, changes, byType };
}

/** JSON with sorted keys; `name`/`nameEn` null count as absent (map-json adds them to every feature). */
function canonical(value: unknown, top = true): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, false)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && !(top && (k === 'name' || k === 'nameEn') && v === null))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, false)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface Row {
  id: string;
  featureType: FeatureType;
  levelId: number | null;
  properties: Record<string, unknown>;
  geometry: unknown;
}

const same = (a: Row, b: Row) =>
  a.featureType === b.featureType &&
  a.levelId === b.levelId &&
  canonical(a.properties) === canonical(b.properties) &&
  canonical(a.geometry) === canonical(b.geometry);

const snapshot = (r: Row) => ({ properties: { ...r.properties, featureType: r.featureType, levelId: r.levelId }, geometry: r.geometry });

/** Region ids for sections that name none: their own from the draft or a published version, else new ones. */
async function giveRegions(db: Db, buildingId: number, features: CheckedFeature[]): Promise<void> {
  const open = features.filter((f) => f.featureType === 'section' && f.regionId === undefined);
  if (!open.length) return;
  const taken = new Set(features.flatMap((f) => (f.regionId === undefined ? [] : [f.regionId])));
  const { rows } = await sql<{ id: string; regionId: string }>`
    SELECT DISTINCT ON (mf.id) mf.id, mf.properties ->> 'regionId' AS "regionId"
    FROM map_feature mf JOIN building_version bv ON bv.id = mf.version_id
    WHERE bv.building_id = ${buildingId} AND mf.feature_type = 'section' AND mf.properties ? 'regionId'
      AND mf.id IN (${sql.join(open.map((f) => f.id))})
    ORDER BY mf.id, bv.version DESC NULLS FIRST`.execute(db);
  const known = new Map(rows.map((r) => [r.id, Number(r.regionId)]));
  const fresh: CheckedFeature[] = [];
  for (const f of open) {
    const own = known.get(f.id);
    if (own !== undefined && Number.isSafeInteger(own) && !taken.has(own)) {
      f.regionId = own;
      taken.add(own);
    } else fresh.push(f);
  }
  if (!fresh.length) return;
  const { rows: next } = await sql<{ id: string }>`SELECT nextval('region_id_seq')::text AS id FROM generate_series(1, ${fresh.length})`.execute(db);
  fresh.forEach((f, i) => (f.regionId = Number(next[i].id)));
}

export interface DraftSaveResult {
  revision: number;
  counts: FeatureCounts;
  changes: ChangeCounts;
}

/**
 * Replaces the draft's features with `features` (the whole draft). Every check runs before anything is
 * written (10005, one entry per bad feature); a stale `baseRevision` is 10006. Unchanged features keep
 * their rows; the change set is recorded as a `draft` patch.
 */
export async function saveDraft(
  db: Db,
  admin: SessionAdmin,
  input: { buildingId: number; baseRevision: number; features: unknown[] },
  language: Language,
): Promise<DraftSaveResult> {
  const { buildingId } = input;
  await assertOwnedBy(db, buildingId, draftIds(input.features));
  const context = await draftContext(db, buildingId, input.features);
  const { features, errors } = checkDraft(input.features, context, language);
  if (errors.length) throw new AppError(Code.VALIDATION, 'validation', {}, errors);

  return db.transaction().execute(async (trx) => {
    const draft = await lockDraft(trx, buildingId, admin.id, input.baseRevision);
    await giveRegions(trx, buildingId, features);
    const next: Row[] = features.map(({ regionId, ...f }) => ({
      ...f,
      properties: f.featureType === 'section' ? { ...f.properties, regionId } : f.properties,
    }));
    const current = (await trx
      .selectFrom('mapFeature')
      .select(['id', 'featureType', 'levelId', 'properties', 'geometry'])
      .where('versionId', '=', draft.id)
      .execute()) as Row[];
    const before = new Map(current.map((r) => [r.id, r]));
    const changes: FeatureChange[] = [];
    const write: Row[] = [];
    for (const f of next) {
      const old = before.get(f.id);
      before.delete(f.id);
      if (old && same(old, f)) continue;
      write.push(f);
      changes.push({ id: f.id, op: old ? 'update' : 'add', before: old ? snapshot(old) : null, after: snapshot(f) });
    }
    for (const old of before.values()) changes.push({ id: old.id, op: 'delete', before: snapshot(old), after: null });
    const gone = changes.filter((c) => c.op !== 'add').map((c) => c.id);
    for (let i = 0; i < gone.length; i += 1000) {
      await trx
        .deleteFrom('mapFeature')
        .where('versionId', '=', draft.id)
        .where('id', 'in', gone.slice(i, i + 1000))
        .execute();
    }
    await insertFeatures(trx, draft.id, write);
    const tally = { added: 0, changed: 0, removed: 0 };
    for (const c of changes) tally[c.op === 'add' ? 'added' : c.op === 'update' ? 'changed' : 'removed']++;
    if (changes.length) {
      await recordPatch(trx, {
        buildingId,
        kind: 'draft',
        revision: draft.revision,
        actor: { id: admin.id, email: admin.email },
        summary: `${tally.added} added, ${tally.changed} changed, ${tally.removed} removed`,
        changes,
      });
    }
    return { revision: draft.revision, counts: countFeatures(next), changes: tally };
  });
}
