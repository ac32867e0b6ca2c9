import { sql } from 'kysely';
import type { Db, PatchKind } from '../db/types.js';

/** One feature's change in a patch: its properties and geometry before and after (null when absent). */
export interface FeatureChange {
  id: string;
  op: 'add' | 'update' | 'delete';
  before: { properties: Record<string, unknown>; geometry: unknown } | null;
  after: { properties: Record<string, unknown>; geometry: unknown } | null;
}

export interface PatchDraft {
  buildingId: number;
  kind: PatchKind;
  revision: number;
  actor: { id: number; email: string } | null;
  summary?: string;
  changes: FeatureChange[];
}

/** Records a change set of the draft; call in the transaction that made it (with `lockDraft`'s revision). */
export async function recordPatch(db: Db, patch: PatchDraft): Promise<void> {
  await db
    .insertInto('mapPatch')
    .values({
      buildingId: patch.buildingId,
      kind: patch.kind,
      revision: patch.revision,
      adminId: patch.actor?.id ?? null,
      actorEmail: patch.actor?.email ?? '',
      summary: patch.summary ?? '',
      changes: JSON.stringify(patch.changes),
    })
    .execute();
}

export interface PatchRecord {
  id: number;
  buildingId: number;
  kind: PatchKind;
  revision: number;
  actorEmail: string;
  summary: string;
  changes: FeatureChange[];
  createdAt: string;
}

/** A page of a building's patches of some kinds, newest first (optionally those touching one feature). */
export async function pagePatches(
  db: Db,
  filter: { buildingId: number; kinds: PatchKind[]; featureId?: string; limit: number; offset: number },
): Promise<{ records: PatchRecord[]; total: number }> {
  let query = db.selectFrom('mapPatch').where('buildingId', '=', filter.buildingId).where('kind', 'in', filter.kinds);
  if (filter.featureId) {
    const featureId = filter.featureId;
    query = query.where(sql<boolean>`jsonb_path_exists(changes, '$[*] ? (@.id == $id)', ${JSON.stringify({ id: featureId })}::jsonb)`);
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'buildingId', 'kind', 'revision', 'actorEmail', 'summary', 'changes', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => ({ ...r, changes: r.changes as FeatureChange[], createdAt: r.createdAt.toISOString() })),
    total: Number(count.total),
  };
}
