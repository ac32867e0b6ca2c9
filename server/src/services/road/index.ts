// Spec §7 road calls (issue 6): the network with its statuses, opening/closing segments now, the history.
// The time tasks are in ./task.ts, the route preview in ./route.ts.
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { notFound, type FieldError } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { buildingVisible } from '../../repos/building/index.js';
import { pagePatches, recordPatch, type FeatureChange } from '../../repos/patch.js';
import { NETWORK_TYPES, draftNetwork, featuresByIds, mergeProperties } from '../../repos/road.js';
import { networkStatus } from '../../roads/timeTasks.js';
import { lockDraft } from '../map.js';
import { assertOwnedBy } from '../ownership.js';

/** road-json: the draft's network with each feature's manual and effective status at `at` (default now). */
export async function roadJson(db: Db, buildingId: number, atText: string | undefined) {
  if (!(await buildingVisible(db, buildingId))) throw notFound();
  const at = atText ? new Date(atText) : new Date();
  const network = await draftNetwork(db, buildingId);
  const ordinal = new Map(network.levels.map((l) => [l.id, l.ordinal]));
  const status = networkStatus(network.features, network.tasks, at);
  return {
    buildingId,
    revision: network.revision,
    at: at.toISOString(),
    levels: network.levels,
    features: network.features.map((f) => ({
      type: 'Feature' as const,
      id: f.id,
      geometry: f.geometry,
      properties: {
        name: null,
        nameEn: null,
        ...f.properties,
        status: f.properties.status === 'closed' ? ('closed' as const) : ('open' as const),
        featureType: f.featureType,
        levelId: f.levelId,
        ordinal: f.levelId === null ? null : (ordinal.get(f.levelId) ?? null),
        ...status.get(f.id)!,
      },
    })),
  };
}

/** Rolls a save back when it would change nothing (the revision stays as it was). */
class NothingChanged {
  constructor(readonly revision: number) {}
}

interface RoadChange {
  id: string;
  status: 'open' | 'closed';
  reason?: string | null;
}

/** road/save: sets the manual status of each named segment or connector, all or nothing, recorded as a road patch. */
export async function saveRoads(db: Db, admin: SessionAdmin, input: { buildingId: number; baseRevision: number; changes: RoadChange[] }, language: Language) {
  const { buildingId, baseRevision, changes } = input;
  try {
    return await db.transaction().execute(async (trx) => {
      await assertOwnedBy(trx, buildingId, { featureIds: changes.map((c) => c.id) });
      const draft = await lockDraft(trx, buildingId, admin.id, baseRevision);
      const found = new Map((await featuresByIds(trx, draft.id, [...new Set(changes.map((c) => c.id))])).map((f) => [f.id, f]));
      const errors: FieldError[] = [];
      const seen = new Set<string>();
      changes.forEach((c, i) => {
        const f = found.get(c.id);
        if (seen.has(c.id)) errors.push(field(language, `changes[${i}].id`, 'road.duplicate', { id: c.id }));
        else if (!f) errors.push(field(language, `changes[${i}].id`, 'road.unknownFeature', { id: c.id }));
        else if (!NETWORK_TYPES.includes(f.featureType)) errors.push(field(language, `changes[${i}].id`, 'road.notNetwork', { id: c.id, type: f.featureType }));
        if (c.status === 'closed' && !c.reason?.trim()) errors.push(field(language, `changes[${i}].reason`, 'road.reasonRequired'));
        seen.add(c.id);
      });
      if (errors.length) throw invalid(errors);

      const now = new Date().toISOString();
      const recorded: FeatureChange[] = [];
      for (const c of changes) {
        const f = found.get(c.id)!;
        const reason = c.reason?.trim() || null;
        const before = {
          status: f.properties.status === 'closed' ? 'closed' : 'open',
          reason: (f.properties.statusReason as string | null | undefined) ?? null,
        };
        if (before.status === c.status && before.reason === reason) continue;
        const patch = { status: c.status, statusReason: reason, statusChangedAt: now, statusChangedBy: admin.email };
        await mergeProperties(trx, draft.id, c.id, patch);
        recorded.push({
          id: c.id,
          op: 'update',
          before: { properties: f.properties, geometry: f.geometry },
          after: { properties: { ...f.properties, ...patch }, geometry: f.geometry },
        });
      }
      if (!recorded.length) throw new NothingChanged(baseRevision);
      const closed = recorded.filter((r) => r.after!.properties.status === 'closed').length;
      await recordPatch(trx, {
        buildingId,
        kind: 'road',
        revision: draft.revision,
        actor: { id: admin.id, email: admin.email },
        summary: `关闭 ${closed}，开放 ${recorded.length - closed}`,
        changes: recorded,
      });
      return { revision: draft.revision, changed: recorded.length };
    });
  } catch (error) {
    if (error instanceof NothingChanged) return { revision: error.revision, changed: 0 };
    throw error;
  }
}

/** road-patch: who opened or closed what, when, newest first (`featureId`: the patches touching it). */
export async function roadPatches(db: Db, filter: { buildingId: number; featureId?: string; limit: number; offset: number }) {
  await assertOwnedBy(db, filter.buildingId, { featureIds: [filter.featureId] });
  const page = await pagePatches(db, { ...filter, kinds: ['road'] });
  return {
    records: page.records.map((r) => ({
      id: r.id,
      revision: r.revision,
      actorEmail: r.actorEmail,
      summary: r.summary,
      changes: r.changes,
      createdAt: r.createdAt,
    })),
    total: page.total,
  };
}
