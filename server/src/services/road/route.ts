// Issue 6 route preview (beyond spec §7): the best walkable route over the draft's network at an instant.
import type { Static } from 'typebox';
import type { Db } from '../../db/types.js';
import type { FieldError } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { positionsOf } from '../../geo/geometry.js';
import { doorsOf, draftNetwork, featuresByIds, type FeatureRow } from '../../repos/road.js';
import { cachedNetwork, graphOf } from './networkCache.js';
import { shortestRoute, type Place } from '../../roads/route.js';
import { networkStatus } from '../../roads/timeTasks.js';
import type { RouteBody, RouteEndSchema } from '#contract/schemas/road.js';
import { assertOwnedBy } from '../ownership.js';

type End = Static<typeof RouteEndSchema>;

const mean = (points: number[][]): [number, number] => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];

/** The point of a place feature: a POI or amenity's point, an opening's middle, a unit's door (else its outline's centre). */
function pointOf(f: FeatureRow, door: FeatureRow | undefined): [number, number] | null {
  if (f.featureType === 'poi' || f.featureType === 'amenity') return mean(positionsOf(f.geometry));
  if (f.featureType === 'opening') return mean(positionsOf(f.geometry));
  if (f.featureType === 'unit') {
    if (door) return mean(positionsOf(door.geometry));
    const polygon = f.geometry.type === 'Polygon' ? (f.geometry.coordinates as number[][][]) : (f.geometry.coordinates as number[][][][])[0];
    return mean(polygon[0].slice(0, -1));
  }
  return null;
}

interface EndFeatures {
  byId: Map<string, FeatureRow>;
  doors: Map<string, FeatureRow>;
}

/** The features the ends name, and the doors of the units among them: two queries for both ends (issue 19). */
async function endFeatures(db: Db, versionId: number | null, ends: readonly End[]): Promise<EndFeatures> {
  if (versionId === null) return { byId: new Map(), doors: new Map() };
  const ids = [...new Set(ends.map((end) => end.featureId).filter((id): id is string => id !== undefined))];
  const features = await featuresByIds(db, versionId, ids);
  const doors = await doorsOf(
    db,
    versionId,
    features.filter((f) => f.featureType === 'unit').map((f) => f.id),
  );
  return { byId: new Map(features.map((f) => [f.id, f])), doors };
}

/** A route end as a place on a level, or a field error. */
function resolveEnd(found: EndFeatures, levelIds: Set<number>, end: End, name: 'from' | 'to', language: Language): Place | FieldError {
  if (end.featureId !== undefined) {
    const f = found.byId.get(end.featureId);
    if (!f) return field(language, `${name}.featureId`, 'road.placeUnknown', { id: end.featureId });
    const point = f.levelId === null ? null : pointOf(f, found.doors.get(f.id));
    if (!point) return field(language, `${name}.featureId`, 'road.placeNotPlace', { id: f.id, type: f.featureType });
    return { levelId: f.levelId!, lng: point[0], lat: point[1] };
  }
  if (end.levelId === undefined || end.lng === undefined || end.lat === undefined) return field(language, name, 'road.placeRequired');
  if (!levelIds.has(end.levelId)) return field(language, `${name}.levelId`, 'road.levelUnknown', { id: end.levelId });
  return { levelId: end.levelId, lng: end.lng, lat: end.lat };
}

const isPlace = (p: Place | FieldError): p is Place => 'levelId' in p;

export async function previewRoute(db: Db, body: Static<typeof RouteBody>, language: Language) {
  const { buildingId, from, to, profile } = body;
  // The building exists: the access check (READ_ROAD on body.buildingId) found it.
  await assertOwnedBy(db, buildingId, { featureIds: [from.featureId, to.featureId], levelIds: [from.levelId, to.levelId] });
  const at = body.at ? new Date(body.at) : new Date();
  const network = await draftNetwork(db, buildingId, cachedNetwork);
  const levelIds = new Set(network.levels.map((l) => l.id));
  const found = await endFeatures(db, network.versionId, [from, to]);
  const ends = [resolveEnd(found, levelIds, from, 'from', language), resolveEnd(found, levelIds, to, 'to', language)];
  const errors = ends.filter((e): e is FieldError => !isPlace(e));
  if (errors.length) throw invalid(errors);
  const status = networkStatus(network.features, network.tasks, at);
  const closed = new Set([...status].filter(([, s]) => s.effectiveStatus === 'closed').map(([id]) => id));
  const graph = graphOf(network.features, network.levels);
  return shortestRoute(graph, ends[0] as Place, ends[1] as Place, { profile: profile ?? 'default', closed });
}
