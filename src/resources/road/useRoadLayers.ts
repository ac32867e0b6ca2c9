import { useEffect, useRef } from 'react';
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent, Marker } from 'maplibre-gl';
import { attachBoxSelect } from './boxSelect';
import { pickedIds, ROAD_LAYERS, ROAD_SOURCE, roadLayers, roadSourceData, ROUTE_SOURCE, routeSourceData, selectionFilters } from './roadLayers';
import type { RoadFeature, RouteLeg, RoutePick } from './types';
import { screenPoint } from '../../maps/screenPoint';
import './roadMapHook';

type RoadMapMode = 'select' | 'route';

export interface RoadLayerOptions {
  levelId: number;
  roads: readonly RoadFeature[];
  selection: readonly string[];
  mode: RoadMapMode;
  legs: readonly RouteLeg[];
  start: RoutePick | null;
  end: RoutePick | null;
  /** Marker texts of the route's two ends. */
  endLabels: { start: string; end: string };
  onPickSegments: (ids: string[], how: 'replace' | 'toggle' | 'add') => void;
  onPickPoint: (pick: RoutePick) => void;
}

/** A click picks the segments within this many pixels (lines are a few pixels wide). */
const TOLERANCE = 6;
/** Places a click in route mode may name instead of a bare point. */
const PLACE_LAYERS = ['poi-circle', 'unit-fill'];
const BARE_CATEGORIES = new Set(['walkway', 'opentobelow', 'nonpublic']);

const routePick = (map: MapLibreMap, event: MapMouseEvent, levelId: number): RoutePick => {
  const lngLat: [number, number] = [event.lngLat.lng, event.lngLat.lat];
  const layers = PLACE_LAYERS.filter((id) => map.getLayer(id));
  const place = map.queryRenderedFeatures(event.point, { layers }).find((hit) => {
    const props = hit.properties;
    return typeof props.fid === 'string' && typeof props.name === 'string' && !BARE_CATEGORIES.has(String(props.category));
  });
  if (place) return { end: { featureId: String(place.properties.fid) }, levelId, lngLat, label: String(place.properties.name) };
  return { end: { levelId, lng: lngLat[0], lat: lngLat[1] }, levelId, lngLat, label: null };
};

const endMarker = (kind: 'start' | 'end', text: string): Marker => {
  const element = document.createElement('div');
  element.className = `road-route-marker road-route-marker-${kind}`;
  element.dataset.testid = `route-marker-${kind}`;
  element.textContent = text;
  Object.assign(element.style, {
    width: '26px',
    height: '26px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#fff',
    fontSize: '13px',
    fontWeight: '700',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,0.4)',
    background: kind === 'start' ? '#2a9d8f' : '#7b2cbf',
    pointerEvents: 'none',
  });
  return new maplibregl.Marker({ element });
};

/** The road editor's own sources, layers and handlers on the IndoorMap (given once loaded, null before removal). */
export const useRoadLayers = (map: MapLibreMap | null, options: RoadLayerOptions) => {
  const latest = useRef(options);
  latest.current = options;
  const { levelId, roads, selection, legs, start, end, endLabels } = options;

  useEffect(() => {
    if (!map) return undefined;
    const now = latest.current;
    map.addSource(ROAD_SOURCE, { type: 'geojson', data: roadSourceData(now.roads, now.levelId) });
    map.addSource(ROUTE_SOURCE, { type: 'geojson', data: routeSourceData(now.legs, now.levelId) });
    for (const layer of roadLayers()) map.addLayer(layer);
    const near = (point: { x: number; y: number }) =>
      map.queryRenderedFeatures(
        [
          [point.x - TOLERANCE, point.y - TOLERANCE],
          [point.x + TOLERANCE, point.y + TOLERANCE],
        ],
        { layers: ROAD_LAYERS },
      );
    const onClick = (event: MapMouseEvent) => {
      const current = latest.current;
      if (current.mode === 'route') {
        current.onPickPoint(routePick(map, event, current.levelId));
        return;
      }
      const toggle = event.originalEvent.ctrlKey || event.originalEvent.metaKey;
      current.onPickSegments(pickedIds(near(event.point)).slice(0, 1), toggle ? 'toggle' : 'replace');
    };
    const onMove = (event: MapMouseEvent) => {
      const route = latest.current.mode === 'route';
      map.getCanvas().style.cursor = route ? 'crosshair' : near(event.point).length > 0 ? 'pointer' : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    const detachBox = attachBoxSelect(
      map,
      () => latest.current.mode === 'select',
      (box) => latest.current.onPickSegments(pickedIds(map.queryRenderedFeatures(box, { layers: ROAD_LAYERS })), 'add'),
    );
    window.__roadMap = { project: screenPoint(map), levelId: () => latest.current.levelId };
    return () => {
      delete window.__roadMap;
      detachBox();
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(ROAD_SOURCE)?.setData(roadSourceData(roads, levelId));
  }, [map, roads, levelId]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(ROUTE_SOURCE)?.setData(routeSourceData(legs, levelId));
  }, [map, legs, levelId]);

  useEffect(() => {
    if (!map) return;
    for (const [layer, filter] of Object.entries(selectionFilters(selection))) map.setFilter(layer, filter);
  }, [map, selection]);

  useEffect(() => {
    if (!map) return undefined;
    const ends: ['start' | 'end', RoutePick | null][] = [
      ['start', start],
      ['end', end],
    ];
    const markers = ends
      .filter((entry): entry is ['start' | 'end', RoutePick] => entry[1] !== null && entry[1].levelId === levelId)
      .map(([kind, pick]) => endMarker(kind, endLabels[kind]).setLngLat(pick.lngLat).addTo(map));
    return () => markers.forEach((marker) => marker.remove());
  }, [map, start, end, levelId, endLabels]);
};
