import type { Pending, PendingMap, Poi, PoiChange, PoiField, PoiFields } from './types';

/**
 * The POI editor's unsaved changes as a patch (issue 6): per POI only what differs from the server
 * record the change was made on. Every function returns a new map and never touches its input.
 */

const FIELDS: readonly PoiField[] = ['name', 'nameEn', 'poiTypeId', 'levelId', 'unitId', 'openingHours', 'keywords', 'visible', 'point'];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export const isNewId = (id: string): boolean => id.startsWith('new-');

/** The POI as the user sees it: the server record with the pending change applied; null once deleted. */
export const applyPending = (record: Poi, pending: Pending | undefined): Poi | null => {
  if (!pending) return record;
  if (pending.op === 'delete') return null;
  if (pending.op === 'add') return pending.poi;
  return { ...record, ...pending.set };
};

/** The fields of `set` that differ from `base` (a value set back to the server's is no change). */
const diff = (base: Poi, set: Partial<PoiFields>): Partial<PoiFields> => {
  const out: Partial<PoiFields> = {};
  for (const field of FIELDS) {
    if (field in set && !same(set[field], base[field])) Object.assign(out, { [field]: set[field] });
  }
  return out;
};

const withEntry = (pending: PendingMap, id: string, entry: Pending | null): Map<string, Pending> => {
  const next = new Map(pending);
  if (entry) next.set(id, entry);
  else next.delete(id);
  return next;
};

/**
 * Changes fields of a POI. `base` is the server record (unused for a new POI). An update whose
 * fields all equal the server's again leaves no change behind.
 */
export const editPoi = (pending: PendingMap, base: Poi | null, id: string, fields: Partial<PoiFields>): Map<string, Pending> => {
  const current = pending.get(id);
  if (current?.op === 'add') return withEntry(pending, id, { op: 'add', poi: { ...current.poi, ...fields } });
  if (current?.op === 'delete') return new Map(pending);
  const from = current?.op === 'update' ? current.base : base;
  if (!from) return new Map(pending);
  const set = diff(from, { ...(current?.op === 'update' ? current.set : {}), ...fields });
  return withEntry(pending, id, Object.keys(set).length ? { op: 'update', base: from, set } : null);
};

/** Deletes a POI; deleting one added in this session leaves nothing (add then delete = no change). */
export const deletePoi = (pending: PendingMap, base: Poi | null, id: string): Map<string, Pending> => {
  const current = pending.get(id);
  if (current?.op === 'add') return withEntry(pending, id, null);
  const from = current?.op === 'update' || current?.op === 'delete' ? current.base : base;
  if (!from) return new Map(pending);
  return withEntry(pending, id, { op: 'delete', base: from });
};

export const addPoi = (pending: PendingMap, poi: Poi): Map<string, Pending> => withEntry(pending, poi.id, { op: 'add', poi });

/** The save call's changes, and for each the POI it concerns (a 10005 `changes[i]` names that POI). */
export const toChanges = (pending: PendingMap): { changes: PoiChange[]; ids: string[] } => {
  const changes: PoiChange[] = [];
  const ids: string[] = [];
  for (const [id, entry] of pending) {
    ids.push(id);
    if (entry.op === 'add') {
      const { id: _local, ...poi } = entry.poi;
      changes.push({ op: 'add', poi });
    } else if (entry.op === 'update') changes.push({ op: 'update', id, set: entry.set });
    else changes.push({ op: 'delete', id });
  }
  return { changes, ids };
};

/** The POI a 10005 field error names: `changes[3]` or `changes[3].poi.name` -> the fourth change's POI. */
export const failingId = (field: string | undefined, ids: readonly string[]): string | null => {
  const match = /^changes\[(\d+)\]/.exec(field ?? '');
  return match ? (ids[Number(match[1])] ?? null) : null;
};

export interface Rebased {
  pending: Map<string, Pending>;
  /** Changes dropped because someone else deleted their POI in between. */
  dropped: string[];
}

/**
 * Re-applies the pending changes on the server's current records ("reload and re-apply" after a
 * 10006): an update keeps only its fields that still differ; a change of a POI deleted meanwhile is
 * dropped (and reported); new POIs stay as they are.
 */
export const rebase = (pending: PendingMap, fresh: ReadonlyMap<string, Poi>): Rebased => {
  const next = new Map<string, Pending>();
  const dropped: string[] = [];
  for (const [id, entry] of pending) {
    if (entry.op === 'add') {
      next.set(id, entry);
      continue;
    }
    const record = fresh.get(id);
    if (!record) {
      dropped.push(id);
      continue;
    }
    if (entry.op === 'delete') {
      next.set(id, { op: 'delete', base: record });
      continue;
    }
    const set = diff(record, entry.set);
    if (Object.keys(set).length) next.set(id, { op: 'update', base: record, set });
  }
  return { pending: next, dropped };
};

/**
 * The POIs of one level as the user sees them: the server's with the changes applied, then the new
 * ones (under their server ids once saved, when `saved` maps them).
 */
export const levelPois = (records: readonly Poi[], pending: PendingMap, levelId: number, saved?: ReadonlyMap<string, string>): Poi[] => {
  const out: Poi[] = [];
  for (const record of records) {
    const poi = applyPending(record, pending.get(record.id));
    if (poi && poi.levelId === levelId) out.push(poi);
  }
  for (const [id, entry] of pending) {
    if (entry.op === 'add' && entry.poi.levelId === levelId) out.push(saved ? { ...entry.poi, id: saved.get(id) ?? id } : entry.poi);
  }
  return out;
};

/** The levels whose server records the pending changes were made on (to reload them). */
export const pendingLevels = (pending: PendingMap): number[] => {
  const levels = new Set<number>();
  for (const entry of pending.values()) if (entry.op !== 'add') levels.add(entry.base.levelId);
  return [...levels];
};
