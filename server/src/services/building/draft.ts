// Issue 5: a building's versions and saving the whole draft (building-version/save).
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import type { Language } from '../../errors/messages.js';
import { invalid } from '../../errors/fieldErrors.js';
import {
  deleteFeatures,
  draftRows,
  draftSurroundings,
  formerRegionIds,
  nextRegionIds,
  versionsWithRevision,
  type DraftRow,
} from '../../repos/building/versions.js';
import { countFeatures, insertFeatures, type ChangeCounts, type FeatureCounts } from '../../repos/map.js';
import { recordPatch, type FeatureChange } from '../../repos/patch.js';
import { lockDraft } from '../map.js';
import { assertOwnedBy, draftIds } from '../ownership.js';
import { checkDraft, draftContext, namedRegions, type CheckedFeature } from './draftCheck.js';

/** building-version: the versions, the draft first, each with its revision and who changed it last. */
export const buildingVersions = (db: Db, buildingId: number) => versionsWithRevision(db, buildingId);

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

const same = (a: DraftRow, b: DraftRow) =>
  a.featureType === b.featureType &&
  a.levelId === b.levelId &&
  canonical(a.properties) === canonical(b.properties) &&
  canonical(a.geometry) === canonical(b.geometry);

const snapshot = (r: DraftRow) => ({ properties: { ...r.properties, featureType: r.featureType, levelId: r.levelId }, geometry: r.geometry });

/** Region ids for sections that name none: their own from the draft or a published version, else new ones. */
async function giveRegions(db: Db, buildingId: number, features: CheckedFeature[]): Promise<void> {
  const open = features.filter((f) => f.featureType === 'section' && f.regionId === undefined);
  if (!open.length) return;
  const taken = new Set(features.flatMap((f) => (f.regionId === undefined ? [] : [f.regionId])));
  const known = await formerRegionIds(
    db,
    buildingId,
    open.map((f) => f.id),
  );
  const fresh: CheckedFeature[] = [];
  for (const f of open) {
    const own = known.get(f.id);
    if (own !== undefined && Number.isSafeInteger(own) && !taken.has(own)) {
      f.regionId = own;
      taken.add(own);
    } else fresh.push(f);
  }
  if (!fresh.length) return;
  const next = await nextRegionIds(db, fresh.length);
  fresh.forEach((f, i) => (f.regionId = next[i]));
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
  const context = draftContext(await draftSurroundings(db, buildingId, namedRegions(input.features)));
  const { features, errors } = checkDraft(input.features, context, language);
  if (errors.length) throw invalid(errors);

  return db.transaction().execute(async (trx) => {
    const draft = await lockDraft(trx, buildingId, admin.id, input.baseRevision);
    await giveRegions(trx, buildingId, features);
    const next: DraftRow[] = features.map(({ regionId, ...f }) => ({
      ...f,
      properties: f.featureType === 'section' ? { ...f.properties, regionId } : f.properties,
    }));
    const before = new Map((await draftRows(trx, draft.id)).map((r) => [r.id, r]));
    const changes: FeatureChange[] = [];
    const write: DraftRow[] = [];
    for (const f of next) {
      const old = before.get(f.id);
      before.delete(f.id);
      if (old && same(old, f)) continue;
      write.push(f);
      changes.push({ id: f.id, op: old ? 'update' : 'add', before: old ? snapshot(old) : null, after: snapshot(f) });
    }
    for (const old of before.values()) changes.push({ id: old.id, op: 'delete', before: snapshot(old), after: null });
    await deleteFeatures(
      trx,
      draft.id,
      changes.filter((c) => c.op !== 'add').map((c) => c.id),
    );
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
