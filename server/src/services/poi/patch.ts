// Issue 6: a POI patch (add / update / delete) applied to a building's draft under its lock, or refused whole.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types.js';
import type { FieldError } from '../../errors/codes.js';
import type { Language } from '../../errors/messages.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import { recordPatch, type FeatureChange } from '../../repos/patch.js';
import { poiOf, writePoiChanges, type PlannedPoi } from '../../repos/poi/index.js';
import { lockDraft } from '../map.js';
import { checkPoi, loadPatchContext, type PatchContext, type PoiField, type PoiValues, type Problem } from './rules.js';

interface PoiInput {
  id?: string;
  levelId: number;
  name: string;
  nameEn?: string | null;
  poiTypeId?: number | null;
  unitId?: string | null;
  openingHours?: string | null;
  keywords?: string[];
  visible?: boolean;
  point: number[];
}
type PoiSet = Partial<Omit<PoiInput, 'id'>>;
export interface PoiChange {
  op: 'add' | 'update' | 'delete';
  id?: string;
  poi?: PoiInput;
  set?: PoiSet;
}

export interface PoiPatchResult {
  revision: number;
  added: string[];
  updated: number;
  deleted: number;
}

type State = { properties: Record<string, unknown>; geometry: unknown };
type Planned = PlannedPoi;
type Outcome = { problems: Problem[]; planned?: Planned };

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
/** The stored POI properties (besides the level and the point, which are the row's level_id and geometry). */
const PROPERTY_FIELDS = ['name', 'nameEn', 'poiTypeId', 'unitId', 'openingHours', 'keywords', 'visible'] as const;

const point = (coordinates: number[]) => ({ type: 'Point', coordinates });

function planAdd(ctx: PatchContext, poi: PoiInput): Outcome {
  const problems: Problem[] = [];
  if (poi.id !== undefined && !ID_PATTERN.test(poi.id)) problems.push({ key: 'poi.idFormat', params: { id: poi.id } });
  else if (poi.id !== undefined && ctx.features.has(poi.id)) problems.push({ key: 'poi.idTaken', params: { id: poi.id } });
  const values: PoiValues = {
    name: poi.name.trim(),
    nameEn: poi.nameEn ?? null,
    poiTypeId: poi.poiTypeId ?? null,
    unitId: poi.unitId ?? null,
    openingHours: poi.openingHours ?? null,
    keywords: poi.keywords ?? [],
    visible: poi.visible ?? true,
    levelId: poi.levelId,
    point: poi.point,
  };
  problems.push(...checkPoi(ctx, values, 'all'));
  const properties = Object.fromEntries(PROPERTY_FIELDS.map((k) => [k, values[k]]));
  return {
    problems,
    planned: { id: poi.id ?? `poi-${randomUUID()}`, op: 'add', levelId: values.levelId, before: null, after: { properties, geometry: point(values.point) } },
  };
}

function planChange(ctx: PatchContext, change: PoiChange & { id: string }): Outcome {
  const row = ctx.features.get(change.id);
  if (!row || row.featureType !== 'poi') return { problems: [{ key: 'poi.notFound', params: { id: change.id } }] };
  const before: State = { properties: row.properties, geometry: row.geometry };
  if (change.op === 'delete') return { problems: [], planned: { id: row.id, op: 'delete', levelId: row.levelId, before, after: null } };

  const set = change.set ?? {};
  const touched = new Set(Object.keys(set) as PoiField[]);
  if (!touched.size) return { problems: [{ key: 'poi.nothingToUpdate', params: { id: row.id } }] };
  const current = poiOf(row);
  const values: PoiValues = { ...current, ...Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)) } as PoiValues;
  values.name = values.name.trim();
  const properties: Record<string, unknown> = { ...row.properties };
  for (const k of PROPERTY_FIELDS) if (touched.has(k)) properties[k] = values[k];
  const after: State = { properties, geometry: touched.has('point') ? point(values.point) : row.geometry };
  return { problems: checkPoi(ctx, values, touched), planned: { id: row.id, op: 'update', levelId: values.levelId, before, after } };
}

/** The problems of a change's shape (which of id, poi, set its op needs), before its content is judged. */
function shapeProblem(change: PoiChange): Problem | null {
  if (change.op === 'add') return change.poi && change.id === undefined && !change.set ? null : { key: 'poi.addShape' };
  if (change.op === 'update') return change.id !== undefined && change.set && !change.poi ? null : { key: 'poi.updateShape' };
  return change.id !== undefined && !change.poi && !change.set ? null : { key: 'poi.deleteShape' };
}

/**
 * Applies the patch inside `trx`: locks the draft (stale `baseRevision`: 10006, nothing written), checks
 * every change against the draft as it is now (10005 listing every problem, each naming its change as
 * `changes[i]`; nothing written), then writes the POIs and records the patch with each POI's before and after.
 */
export async function applyPoiPatch(
  trx: Db,
  input: { buildingId: number; baseRevision: number; changes: PoiChange[]; actor: { id: number; email: string }; language: Language },
): Promise<PoiPatchResult> {
  const { buildingId, changes, language } = input;
  // POIs only (rules.ts refuses any other feature): the road network's revision stays.
  const draft = await lockDraft(trx, buildingId, input.actor.id, input.baseRevision, 'pois');
  const targetOf = (c: PoiChange) => (c.op === 'add' ? c.poi?.id : c.id);
  const ids = changes.map(targetOf).filter((id): id is string => id !== undefined);
  const levelIds = changes.flatMap((c) => [c.poi?.levelId, c.set?.levelId]).filter((id): id is number => id !== undefined);
  const ctx = await loadPatchContext(trx, buildingId, draft.id, ids, levelIds);

  const errors: FieldError[] = [];
  const planned: Planned[] = [];
  const seen = new Set<string>();
  changes.forEach((change, i) => {
    const shape = shapeProblem(change);
    const outcome: Outcome = shape
      ? { problems: [shape] }
      : change.op === 'add'
        ? planAdd(ctx, change.poi!)
        : planChange(ctx, change as PoiChange & { id: string });
    const target = targetOf(change);
    if (target !== undefined && seen.has(target)) outcome.problems.unshift({ key: 'poi.duplicate', params: { id: target } });
    if (target !== undefined) seen.add(target);
    for (const p of outcome.problems) errors.push(field(language, `changes[${i}]`, p.key, p.params));
    if (!outcome.problems.length && outcome.planned) planned.push(outcome.planned);
  });
  if (errors.length) throw invalid(errors);

  await writePoiChanges(trx, draft.id, planned);
  const count = (op: PoiChange['op']) => planned.filter((p) => p.op === op).length;
  const recorded: FeatureChange[] = planned.map(({ id, op, before, after }) => ({ id, op, before, after }));
  await recordPatch(trx, {
    buildingId,
    kind: 'poi',
    revision: draft.revision,
    actor: input.actor,
    summary: `新增 ${count('add')}，修改 ${count('update')}，删除 ${count('delete')}`,
    changes: recorded,
  });
  return { revision: draft.revision, added: planned.filter((p) => p.op === 'add').map((p) => p.id), updated: count('update'), deleted: count('delete') };
}
