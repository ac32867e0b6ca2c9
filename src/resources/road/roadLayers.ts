import type { Feature, FeatureCollection } from 'geojson';
import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import type { RoadFeature, RouteLeg } from './types';

export const ROAD_SOURCE = 'road-status';
export const ROUTE_SOURCE = 'road-route';

const ROAD_LINE = 'road-status-line';
const ROAD_POINT = 'road-status-point';
/** The layers a click or a box selects from. */
export const ROAD_LAYERS = [ROAD_LINE, ROAD_POINT];

export const ROAD_COLORS = { open: '#3a86ff', closed: '#d62828', selected: '#ffb703', route: '#2a9d8f' } as const;

/** Whether a road or connector is drawn on a level (a connector serves several). */
export const onLevel = (feature: RoadFeature, levelId: number): boolean => {
  const props = feature.properties;
  if (props.featureType === 'connector') return props.levelIds?.includes(levelId) ?? props.levelId === levelId;
  return props.levelId === levelId;
};

/** The level's segments as the road source's data; each keeps its id in `fid` (MapLibre keeps only numeric ids). */
export const roadSourceData = (features: readonly RoadFeature[], levelId: number): FeatureCollection => ({
  type: 'FeatureCollection',
  features: features
    .filter((feature) => onLevel(feature, levelId))
    .map((feature) => ({
      type: 'Feature',
      geometry: feature.geometry,
      properties: {
        fid: feature.id,
        featureType: feature.properties.featureType,
        category: feature.properties.category ?? null,
        effectiveStatus: feature.properties.effectiveStatus,
      },
    })),
});

/** The route's legs drawn on one level. */
export const routeSourceData = (legs: readonly RouteLeg[], levelId: number): FeatureCollection => ({
  type: 'FeatureCollection',
  features: legs
    .filter((leg) => leg.levelId === levelId && leg.coordinates.length > 1)
    .map((leg): Feature => ({ type: 'Feature', geometry: { type: 'LineString', coordinates: leg.coordinates }, properties: {} })),
});

const closed: ExpressionSpecification = ['==', ['get', 'effectiveStatus'], 'closed'];
const statusColor: ExpressionSpecification = ['case', closed, ROAD_COLORS.closed, ROAD_COLORS.open];

const selectionFilter = (ids: readonly string[]): ExpressionSpecification => ['in', ['get', 'fid'], ['literal', [...ids]]];

/** The selection halo under the roads, the route over them (clicks query the road layers only), connectors on top. */
export const roadLayers = (): LayerSpecification[] => [
  {
    id: 'road-selected-halo',
    type: 'line',
    source: ROAD_SOURCE,
    filter: selectionFilter([]),
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': ROAD_COLORS.selected, 'line-width': 12, 'line-opacity': 0.9 },
  },
  {
    id: 'road-selected-point',
    type: 'circle',
    source: ROAD_SOURCE,
    filter: ['all', ['==', ['geometry-type'], 'Point'], selectionFilter([])],
    paint: { 'circle-radius': 12, 'circle-color': ROAD_COLORS.selected, 'circle-opacity': 0.9 },
  },
  {
    id: ROAD_LINE,
    type: 'line',
    source: ROAD_SOURCE,
    filter: ['==', ['geometry-type'], 'LineString'],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': statusColor, 'line-width': ['case', closed, 5, 3] },
  },
  {
    id: 'road-route-casing',
    type: 'line',
    source: ROUTE_SOURCE,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': 9, 'line-opacity': 0.9 },
  },
  {
    id: 'road-route-line',
    type: 'line',
    source: ROUTE_SOURCE,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': ROAD_COLORS.route, 'line-width': 6 },
  },
  {
    id: ROAD_POINT,
    type: 'circle',
    source: ROAD_SOURCE,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: { 'circle-radius': 6, 'circle-color': statusColor, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
  },
];

/** The selection filters of the halo layers. */
export const selectionFilters = (ids: readonly string[]): Record<string, ExpressionSpecification> => ({
  'road-selected-halo': selectionFilter(ids),
  'road-selected-point': ['all', ['==', ['geometry-type'], 'Point'], selectionFilter(ids)],
});

/** Ids of picked map features (`fid`), each once, in order. */
export const pickedIds = (hits: readonly { properties: Record<string, unknown> | null }[]): string[] => [
  ...new Set(hits.map((hit) => hit.properties?.fid).filter((fid): fid is string => typeof fid === 'string')),
];

/** A selection after a pick: a plain click replaces it, a toggle click (Ctrl/⌘) flips the ids, a box adds them. */
export const applyPick = (selection: readonly string[], ids: readonly string[], how: 'replace' | 'toggle' | 'add'): string[] => {
  if (how === 'replace') return [...ids];
  if (how === 'add') return [...new Set([...selection, ...ids])];
  const next = new Set(selection);
  for (const id of ids) {
    if (next.has(id)) next.delete(id);
    else next.add(id);
  }
  return [...next];
};
