// Issue 5, building-version/save: the checks of a whole draft sent as GeoJSON features, all made before
// anything is written. Each bad feature gives one `features[i]` entry naming the feature and the reason.
import type { FeatureType } from '../../db/types.js';
import type { FieldError } from '../../errors/codes.js';
import { translate, type Language, type MessageKey } from '../../errors/messages.js';
import { bboxOf, GEOMETRY_OF, featureGeometryProblem, grow, insideBbox, type Bbox } from '../../geo/geometry.js';
import { type Geometry, type NewFeature } from '../../repos/map.js';

/** At most this many `errors` entries; one more entry says how many other features are bad. */
const MAX_ERRORS = 500;
const SLACK_METRES = 500;
const FEATURE_TYPES = Object.keys(GEOMETRY_OF) as FeatureType[];
/** The feature types that lie on no single floor (levelId null). */
const NO_LEVEL: ReadonlySet<FeatureType> = new Set(['building', 'footprint', 'connector']);
/** Properties map-json adds from the columns; not stored in `properties`. */
const DERIVED = ['featureType', 'levelId', 'ordinal'];

/** What the checks need to know of the building. */
export interface DraftContext {
  levelIds: Set<number>;
  /** The bbox of the current draft, the newest published version and the anchor, grown by 500 m; null: nothing to compare with. */
  area: Bbox | null;
  /** Region ids that sections of other buildings use, among those the features name. */
  foreignRegions: Set<number>;
}

export interface CheckedFeature extends NewFeature {
  /** Sections: the region id the feature names (undefined: to be given one). */
  regionId?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function idOf(raw: Record<string, unknown>): string | null {
  const id = typeof raw.id === 'number' && Number.isFinite(raw.id) ? String(raw.id) : raw.id;
  return typeof id === 'string' && id.trim() !== '' && id.length <= 200 ? id : null;
}

/** The region ids named by sections of the features, as numbers (others are reported by the check). */
export function namedRegions(features: unknown[]): number[] {
  const out = new Set<number>();
  for (const f of features) {
    const p = isObject(f) && isObject(f.properties) ? f.properties : null;
    if (p?.featureType === 'section' && Number.isSafeInteger(p.regionId) && (p.regionId as number) > 0) out.add(p.regionId as number);
  }
  return [...out];
}

/** The checks' view of the building: its floors, the area features may lie in (grown by 500 m), the regions other buildings use. */
export function draftContext(surroundings: { levelIds: number[]; anchor: number[] | null; geometries: Geometry[]; foreignRegions: number[] }): DraftContext {
  const shapes: Array<{ geometry: Geometry }> = surroundings.geometries.map((geometry) => ({ geometry }));
  if (surroundings.anchor) shapes.push({ geometry: { type: 'Point', coordinates: surroundings.anchor } });
  const box = bboxOf(shapes);
  return {
    levelIds: new Set(surroundings.levelIds),
    area: box ? grow(box, SLACK_METRES) : null,
    foreignRegions: new Set(surroundings.foreignRegions),
  };
}

/** Checks every feature; answers them ready to store, or the `errors` entries (one per bad feature). */
export function checkDraft(features: unknown[], context: DraftContext, language: Language): { features: CheckedFeature[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const out: CheckedFeature[] = [];
  const seen = new Map<string, number>();
  const regionOwner = new Map<number, string>();
  features.forEach((raw, index) => {
    const problem = (key: MessageKey, params: Record<string, string | number> = {}) => {
      errors.push({ field: `features[${index}]`, message: translate(language, key, { index, ...params }) });
    };
    if (!isObject(raw)) return problem('draft.notFeature');
    const id = idOf(raw);
    if (id === null) return problem('draft.noId');
    const other = seen.get(id);
    if (other !== undefined) return problem('draft.idTwice', { id, other });
    seen.set(id, index);
    if (!isObject(raw.properties)) return problem('draft.notFeature');
    const { featureType, levelId: rawLevel } = raw.properties;
    if (typeof featureType !== 'string' || !FEATURE_TYPES.includes(featureType as FeatureType)) {
      return problem('draft.featureType', { id, type: JSON.stringify(featureType ?? null), types: FEATURE_TYPES.join(', ') });
    }
    const type = featureType as FeatureType;
    const levelId = rawLevel === undefined ? null : rawLevel;
    if (NO_LEVEL.has(type)) {
      if (levelId !== null) return problem('draft.levelNotNull', { id, type });
    } else if (levelId === null) return problem('draft.levelRequired', { id, type });
    else if (typeof levelId !== 'number' || !context.levelIds.has(levelId)) return problem('draft.levelUnknown', { id, levelId: JSON.stringify(levelId) });
    const levelIds = raw.properties.levelIds;
    if (levelIds !== undefined && (!Array.isArray(levelIds) || !levelIds.every((l) => typeof l === 'number' && context.levelIds.has(l)))) {
      return problem('draft.levelIds', { id });
    }
    const reason = featureGeometryProblem(type, raw.geometry);
    if (reason) return problem('draft.geometry', { id, reason });
    const geometry = raw.geometry as Geometry;
    if (context.area && !insideBbox(geometry, context.area)) return problem('draft.outside', { id });

    const properties: Record<string, unknown> = { ...raw.properties };
    for (const key of DERIVED) delete properties[key];
    let regionId: number | undefined;
    if (type === 'section' && properties.regionId !== undefined && properties.regionId !== null) {
      const r = properties.regionId;
      if (!Number.isSafeInteger(r) || (r as number) <= 0) return problem('draft.regionId', { id });
      regionId = r as number;
      if (context.foreignRegions.has(regionId)) return problem('draft.regionTaken', { id, regionId });
      if (regionOwner.has(regionId)) return problem('draft.regionTwice', { id, regionId });
      regionOwner.set(regionId, id);
    }
    out.push({
      id,
      featureType: type,
      levelId: levelId as number | null,
      properties,
      geometry: { type: geometry.type, coordinates: geometry.coordinates },
      regionId,
    });
  });
  if (errors.length > MAX_ERRORS) {
    const more = errors.length - MAX_ERRORS;
    errors.splice(MAX_ERRORS);
    errors.push({ field: 'features', message: translate(language, 'draft.moreProblems', { count: more }) });
  }
  return { features: out, errors };
}
