// Issue 6: what a POI of a building's draft must satisfy (its level, type, unit, place and text limits).
import type { Db, FeatureType } from '../../db/types.js';
import type { MessageKey } from '../../errors/messages.js';
import { bboxOf, geometryProblem, grow, insideBbox, type Bbox } from '../../geo/geometry.js';
import { pointInPolygon } from '#contract/geometry.js';
import { type Geometry } from '../../repos/map.js';
import { levelShapes, patchTargets } from '../../repos/poi/index.js';
import { POI_LIMITS } from '#contract/schemas/poi.js';
/** How far outside the bbox of its level's units a POI may lie when the level has no outline. */
const UNIT_SLACK_METRES = 5;

export interface PoiValues {
  name: string;
  nameEn: string | null;
  poiTypeId: number | null;
  unitId: string | null;
  openingHours: string | null;
  keywords: string[];
  visible: boolean;
  levelId: number;
  point: number[];
}
export type PoiField = keyof PoiValues;

interface DraftFeature {
  id: string;
  featureType: FeatureType;
  levelId: number | null;
  properties: Record<string, unknown>;
  geometry: Geometry;
}

/** What the checks read from the database, loaded once per patch (under the draft's lock). */
export interface PatchContext {
  /** The draft's features (of any type) whose ids the patch names. */
  features: Map<string, DraftFeature>;
  levels: Set<number>;
  poiTypes: Set<number>;
  /** Per level: its outlines (the draft's `level` features), else the bbox of its units grown by the slack. */
  area: Map<number, { outlines: Geometry[]; bbox: Bbox | null }>;
  /** Per level: the ids of its units. */
  units: Map<number, Set<string>>;
}

export async function loadPatchContext(db: Db, buildingId: number, versionId: number, ids: string[], levelIds: number[]): Promise<PatchContext> {
  const { rows, levels, types } = await patchTargets(db, buildingId, versionId, ids);
  const features = new Map(rows.map((r) => [r.id, { ...r, properties: (r.properties ?? {}) as Record<string, unknown>, geometry: r.geometry as Geometry }]));
  const levelSet = new Set(levels);
  // The levels the checks may need: those named by the changes and those of the POIs being changed.
  const involved = [...new Set([...levelIds, ...rows.map((r) => r.levelId)])].filter((id): id is number => id !== null && levelSet.has(id));
  const shapes = await levelShapes(db, versionId, involved);
  const area = new Map<number, { outlines: Geometry[]; bbox: Bbox | null }>();
  const units = new Map<number, Set<string>>();
  for (const levelId of involved) {
    const own = shapes.filter((s) => s.levelId === levelId);
    const unitShapes = own.filter((s) => s.featureType === 'unit').map((s) => ({ geometry: s.geometry as Geometry }));
    const bbox = bboxOf(unitShapes);
    area.set(levelId, {
      outlines: own.filter((s) => s.featureType === 'level').map((s) => s.geometry as Geometry),
      bbox: bbox ? grow(bbox, UNIT_SLACK_METRES) : null,
    });
    units.set(levelId, new Set(own.filter((s) => s.featureType === 'unit').map((s) => s.id)));
  }
  return { features, levels: levelSet, poiTypes: new Set(types), area, units };
}

export interface Problem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

const has = (fields: 'all' | Set<PoiField>, ...names: PoiField[]) => fields === 'all' || names.some((n) => fields.has(n));

/**
 * The problems of a POI's values; `fields` limits the checks to what a change touched (a moved POI is
 * checked against its level, a renamed one only for its name), with their dependencies: a new level
 * re-checks the point and the unit.
 */
export function checkPoi(ctx: PatchContext, poi: PoiValues, fields: 'all' | Set<PoiField>): Problem[] {
  const out: Problem[] = [];
  const name = poi.name.trim();
  if (has(fields, 'name') && (name.length < 1 || name.length > POI_LIMITS.name)) out.push({ key: 'poi.nameLength', params: { limit: POI_LIMITS.name } });
  if (has(fields, 'nameEn') && poi.nameEn !== null && poi.nameEn.length > POI_LIMITS.nameEn)
    out.push({ key: 'poi.nameEnLength', params: { limit: POI_LIMITS.nameEn } });
  if (has(fields, 'openingHours') && poi.openingHours !== null && poi.openingHours.length > POI_LIMITS.openingHours) {
    out.push({ key: 'poi.openingHoursLength', params: { limit: POI_LIMITS.openingHours } });
  }
  if (
    has(fields, 'keywords') &&
    (poi.keywords.length > POI_LIMITS.keywords || poi.keywords.some((k) => k.trim().length < 1 || k.length > POI_LIMITS.keyword))
  ) {
    out.push({ key: 'poi.keywords', params: { count: POI_LIMITS.keywords, limit: POI_LIMITS.keyword } });
  }
  if (has(fields, 'poiTypeId') && poi.poiTypeId !== null && !ctx.poiTypes.has(poi.poiTypeId))
    out.push({ key: 'poi.typeUnknown', params: { poiTypeId: poi.poiTypeId } });
  const levelKnown = ctx.levels.has(poi.levelId);
  if (has(fields, 'levelId') && !levelKnown) out.push({ key: 'poi.levelUnknown', params: { levelId: poi.levelId } });
  if (levelKnown && has(fields, 'unitId', 'levelId') && poi.unitId !== null && !ctx.units.get(poi.levelId)?.has(poi.unitId)) {
    out.push({ key: 'poi.unitUnknown', params: { unitId: poi.unitId, levelId: poi.levelId } });
  }
  if (has(fields, 'point', 'levelId')) {
    const problem = geometryProblem({ type: 'Point', coordinates: poi.point });
    if (problem) out.push({ key: 'poi.pointInvalid', params: { reason: problem } });
    else if (levelKnown && !insideLevel(ctx, poi.levelId, poi.point)) {
      out.push({ key: 'poi.outsideLevel', params: { lng: poi.point[0], lat: poi.point[1], levelId: poi.levelId } });
    }
  }
  return out;
}

/** Inside one of the level's outlines; without an outline, inside its units' bbox grown by 5 m; without either, anywhere. */
function insideLevel(ctx: PatchContext, levelId: number, point: number[]): boolean {
  const area = ctx.area.get(levelId);
  if (!area) return true;
  const at: [number, number] = [point[0], point[1]];
  if (area.outlines.length) return area.outlines.some((g) => pointInPolygon(at, g));
  return area.bbox ? insideBbox({ coordinates: at }, area.bbox) : true;
}
