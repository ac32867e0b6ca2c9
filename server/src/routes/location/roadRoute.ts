import type { Static } from 'typebox';
import { notFound, type FieldError } from '../../errors/codes.js';
import type { Language } from '../../errors/messages.js';
import type { Db } from '../../db/types.js';
import { positionsOf } from '../../geo/geometry.js';
import { buildingVisible } from '../../repos/building.js';
import { doorOf, draftNetwork, featuresByIds, type FeatureRow } from '../../repos/road.js';
import { buildGraph } from '../../roads/graph.js';
import { shortestRoute, type Place } from '../../roads/route.js';
import { networkStatus } from '../../roads/timeTasks.js';
import { ok, responses } from '../../schemas/envelope.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import { OWNERSHIP_DOC, assertOwnedBy } from '../../services/ownership.js';
import type { RoutePlugin } from '../../types.js';
import { READ_ROAD, RouteBody, RouteResultSchema, type RouteEndSchema } from '../../schemas/road.js';

type End = Static<typeof RouteEndSchema>;

const mean = (points: number[][]): [number, number] => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];

/** The point of a place feature: a POI or amenity's point, an opening's middle, a unit's door (else its outline's centre). */
async function pointOf(db: Db, versionId: number, f: FeatureRow): Promise<[number, number] | null> {
  if (f.featureType === 'poi' || f.featureType === 'amenity') return mean(positionsOf(f.geometry));
  if (f.featureType === 'opening') return mean(positionsOf(f.geometry));
  if (f.featureType === 'unit') {
    const door = await doorOf(db, versionId, f.id);
    if (door) return mean(positionsOf(door.geometry));
    const polygon = f.geometry.type === 'Polygon' ? (f.geometry.coordinates as number[][][]) : (f.geometry.coordinates as number[][][][])[0];
    return mean(polygon[0].slice(0, -1));
  }
  return null;
}

/** A route end as a place on a level, or a field error. */
async function resolveEnd(
  db: Db,
  versionId: number | null,
  levelIds: Set<number>,
  end: End,
  name: 'from' | 'to',
  language: Language,
): Promise<Place | FieldError> {
  if (end.featureId !== undefined) {
    const [f] = versionId === null ? [] : await featuresByIds(db, versionId, [end.featureId]);
    if (!f) return field(language, `${name}.featureId`, 'road.placeUnknown', { id: end.featureId });
    const point = f.levelId === null ? null : await pointOf(db, versionId!, f);
    if (!point) return field(language, `${name}.featureId`, 'road.placeNotPlace', { id: f.id, type: f.featureType });
    return { levelId: f.levelId!, lng: point[0], lat: point[1] };
  }
  if (end.levelId === undefined || end.lng === undefined || end.lat === undefined) return field(language, name, 'road.placeRequired');
  if (!levelIds.has(end.levelId)) return field(language, `${name}.levelId`, 'road.levelUnknown', { id: end.levelId });
  return { levelId: end.levelId, lng: end.lng, lat: end.lat };
}

const isPlace = (p: Place | FieldError): p is Place => 'levelId' in p;

/** Issue 6 route preview (beyond spec §7): the best walkable route over the draft's network at an instant. */
export const roadRouteRoutes: RoutePlugin = async (app) => {
  app.post(
    '/location/road/route',
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'Route preview: the best walkable route between two places at an instant (beyond spec §7)',
        description: `Needs VIEW_BUILDING, EDIT_ROAD or EDIT_BUILDING on the building (10003; another company’s: 10004). Over the draft’s network: each end snaps onto the nearest road segment of its level (within 25 m, else \`no-road-near\`); features closed at \`at\` (manual status and time tasks, as road-json) are not walkable; \`step-free\` refuses stairs and escalators. Dijkstra minimises the estimated time (walking 1.2 m/s; lifts 30 s wait + 4 s a floor; escalators 20 s and stairs 25 s a floor). Not found: \`closed\` when the closures cut every route, else \`unreachable\`. 10005: an end neither \`{ levelId, lng, lat }\` nor \`{ featureId }\` of a POI, amenity, unit or opening of the draft, or an unknown level. ${OWNERSHIP_DOC}`,
        body: RouteBody,
        response: responses(RouteResultSchema),
      },
    },
    async (request) => {
      const { buildingId, from, to, profile } = request.body;
      if (!(await buildingVisible(app.db, buildingId))) throw notFound();
      await assertOwnedBy(app.db, buildingId, { featureIds: [from.featureId, to.featureId], levelIds: [from.levelId, to.levelId] });
      const at = request.body.at ? new Date(request.body.at) : new Date();
      const network = await draftNetwork(app.db, buildingId);
      const levelIds = new Set(network.levels.map((l) => l.id));
      const ends = await Promise.all(
        (
          [
            ['from', from],
            ['to', to],
          ] as const
        ).map(([name, end]) => resolveEnd(app.db, network.versionId, levelIds, end, name, request.language)),
      );
      const errors = ends.filter((e): e is FieldError => !isPlace(e));
      if (errors.length) throw invalid(errors);
      const status = networkStatus(network.features, network.tasks, at);
      const closed = new Set([...status].filter(([, s]) => s.effectiveStatus === 'closed').map(([id]) => id));
      const graph = buildGraph(network.features, network.levels);
      return ok(shortestRoute(graph, ends[0] as Place, ends[1] as Place, { profile: profile ?? 'default', closed }));
    },
  );
};
