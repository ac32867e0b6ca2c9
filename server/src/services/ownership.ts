// Issue 10 ("building smuggling"): every id inside a request must belong to the building the call names.
import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import { foreignFeatureIds, foreignRegionIds, foreignRowIds } from '../repos/ownership.js';

type Maybe<T> = T | null | undefined;

/** The ids a request carries, by kind; null, undefined and malformed entries are skipped (validation reports them). */
export interface RequestIds {
  levelIds?: Iterable<Maybe<number>>;
  poiTypeIds?: Iterable<Maybe<number>>;
  taskIds?: Iterable<Maybe<number>>;
  regionIds?: Iterable<Maybe<number>>;
  /** POIs, units, road segments and connectors, openings: any map feature. */
  featureIds?: Iterable<Maybe<string>>;
}

const numbers = (list: Iterable<Maybe<number>> | undefined) =>
  [...new Set(list ?? [])].filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
const strings = (list: Iterable<Maybe<string>> | undefined) => [...new Set(list ?? [])].filter((v): v is string => typeof v === 'string' && v !== '');

/**
 * 10004 when any of `ids` names an object of another building than `buildingId` (a floor, POI type or
 * time task of another building; a region or feature id only other buildings' versions hold). Ids that
 * exist nowhere pass: the caller's own checks answer them as before. Call it before writing anything.
 */
export async function assertOwnedBy(db: Db, buildingId: number, ids: RequestIds): Promise<void> {
  const found = await Promise.all([
    foreignRowIds(db, 'level', buildingId, numbers(ids.levelIds)),
    foreignRowIds(db, 'poiType', buildingId, numbers(ids.poiTypeIds)),
    foreignRowIds(db, 'task', buildingId, numbers(ids.taskIds)),
    foreignRegionIds(db, buildingId, numbers(ids.regionIds)),
    foreignFeatureIds(db, buildingId, strings(ids.featureIds)),
  ]);
  if (found.some((list) => list.length > 0)) throw notFound();
}

/** The ids a POI patch names: the changed POIs (not the ids of new ones), their floors, types and units. */
export function poiPatchIds(changes: Array<{ op: string; id?: string; poi?: PoiRefs; set?: PoiRefs }>): RequestIds {
  const refs = changes.flatMap((c) => [c.poi, c.set]).filter((r): r is PoiRefs => r !== undefined);
  return {
    featureIds: [...changes.map((c) => (c.op === 'add' ? undefined : c.id)), ...refs.map((r) => r.unitId)],
    levelIds: refs.map((r) => r.levelId),
    poiTypeIds: refs.map((r) => r.poiTypeId),
  };
}
interface PoiRefs {
  levelId?: number;
  poiTypeId?: number | null;
  unitId?: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The ids a whole draft (building-version/save) refers to: each feature's floor (`levelId`, `levelIds`),
 * a section's region, a POI's type, and units named by `unitId` / `unitIds` that are not features of the draft itself.
 */
export function draftIds(features: unknown[]): RequestIds {
  const levelIds: unknown[] = [];
  const regionIds: unknown[] = [];
  const poiTypeIds: unknown[] = [];
  const units: unknown[] = [];
  const own = new Set<unknown>();
  for (const f of features) {
    if (!isObject(f)) continue;
    own.add(typeof f.id === 'number' ? String(f.id) : f.id);
    const p = f.properties;
    if (!isObject(p)) continue;
    levelIds.push(p.levelId, ...(Array.isArray(p.levelIds) ? p.levelIds : []));
    if (p.featureType === 'section') regionIds.push(p.regionId);
    poiTypeIds.push(p.poiTypeId);
    units.push(p.unitId, ...(Array.isArray(p.unitIds) ? p.unitIds : []));
  }
  const num = (list: unknown[]) => list.filter((v): v is number => typeof v === 'number');
  return {
    levelIds: num(levelIds),
    regionIds: num(regionIds),
    poiTypeIds: num(poiTypeIds),
    featureIds: units.filter((v): v is string => typeof v === 'string' && !own.has(v)),
  };
}
