import { useEffect, useRef } from 'react';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent, PointLike } from 'maplibre-gl';
import { poiColor } from '../../../maps/mapModel';
import type { MapPoiType } from '../../../maps/types';
import type { Poi } from './types';

export const POI_SOURCE = 'poi-edit';
export const POI_LAYER = 'poi-edit-circle';
export const POI_SELECTED_LAYER = 'poi-edit-selected';
/** Pixels the pointer may travel before a press on a POI becomes a drag; and the pick radius. */
const DRAG_START = 3;
const PICK = 5;

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** The editable POIs as the layer's data (`fid`: the POI's id; hidden POIs drawn faded). */
const poiSourceData = (pois: readonly Poi[], poiTypes: readonly MapPoiType[], moved?: { id: string; point: [number, number] } | null): FeatureCollection => ({
  type: 'FeatureCollection',
  features: pois.map((poi) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: moved?.id === poi.id ? moved.point : poi.point },
    properties: { fid: poi.id, name: poi.name, color: poiColor(poi.poiTypeId, poiTypes), visible: poi.visible },
  })),
});

export interface PoiLayerProps {
  pois: readonly Poi[];
  poiTypes: readonly MapPoiType[];
  selectedId: string | null;
  placing: boolean;
  onSelect: (id: string | null) => void;
  onMove: (id: string, point: [number, number]) => void;
  /** A click while placing: where, and the unit under the pointer. */
  onPlace: (point: [number, number], unitId: string | null) => void;
}

const around = ({ x, y }: { x: number; y: number }): [PointLike, PointLike] => [
  [x - PICK, y - PICK],
  [x + PICK, y + PICK],
];

/**
 * The editor's own layers on the indoor map (issue 6): the POIs coloured by type, the selected one
 * ringed; click selects (or places, after 新增), press and drag moves a POI (one change on release).
 * The container carries the selected POI's screen position (`data-selected-x/y`) for tests.
 */
export const usePoiLayer = (map: MapLibreMap | null, props: PoiLayerProps) => {
  const propsRef = useRef(props);
  propsRef.current = props;
  const draggingRef = useRef<{ id: string; point: [number, number] | null } | null>(null);

  const exposeSelection = (target: MapLibreMap) => {
    const { pois, selectedId } = propsRef.current;
    const element = target.getContainer();
    const poi = pois.find((candidate) => candidate.id === selectedId);
    element.dataset.poiCount = String(pois.length);
    if (!poi) {
      delete element.dataset.selectedPoi;
      delete element.dataset.selectedX;
      delete element.dataset.selectedY;
      return;
    }
    const at = target.project(poi.point);
    element.dataset.selectedPoi = poi.id;
    element.dataset.selectedX = String(Math.round(at.x));
    element.dataset.selectedY = String(Math.round(at.y));
  };

  useEffect(() => {
    if (!map) return undefined;
    const { pois, poiTypes } = propsRef.current;
    map.addSource(POI_SOURCE, { type: 'geojson', data: poiSourceData(pois, poiTypes) });
    map.addLayer({
      id: POI_LAYER,
      type: 'circle',
      source: POI_SOURCE,
      paint: {
        'circle-radius': 6,
        'circle-color': ['get', 'color'],
        'circle-opacity': ['case', ['get', 'visible'], 1, 0.4],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
    map.addLayer({
      id: POI_SELECTED_LAYER,
      type: 'circle',
      source: POI_SOURCE,
      filter: ['==', ['get', 'fid'], ''],
      paint: { 'circle-radius': 11, 'circle-color': 'rgba(0,0,0,0)', 'circle-stroke-color': '#1d3557', 'circle-stroke-width': 3 },
    });

    const hitAt = (point: { x: number; y: number }): string | null => {
      const fid: unknown = map.queryRenderedFeatures(around(point), { layers: [POI_LAYER] })[0]?.properties?.fid;
      return typeof fid === 'string' ? fid : null;
    };
    const onDrag = (event: MapMouseEvent) => {
      const drag = draggingRef.current;
      if (!drag) return;
      map.getCanvas().style.cursor = 'grabbing';
      const start = propsRef.current.pois.find((poi) => poi.id === drag.id);
      if (!start) return;
      const from = map.project(start.point);
      if (!drag.point && Math.hypot(event.point.x - from.x, event.point.y - from.y) < DRAG_START) return;
      drag.point = [round7(event.lngLat.lng), round7(event.lngLat.lat)];
      map.getSource<GeoJSONSource>(POI_SOURCE)?.setData(poiSourceData(propsRef.current.pois, propsRef.current.poiTypes, { id: drag.id, point: drag.point }));
    };
    const onUp = () => {
      map.off('mousemove', onDrag);
      map.dragPan.enable();
      const drag = draggingRef.current;
      draggingRef.current = null;
      if (drag?.point) propsRef.current.onMove(drag.id, drag.point);
    };
    const onDown = (event: MapMouseEvent) => {
      if (propsRef.current.placing || event.originalEvent.button !== 0) return;
      const id = hitAt(event.point);
      if (!id) return;
      event.preventDefault();
      map.dragPan.disable();
      draggingRef.current = { id, point: null };
      propsRef.current.onSelect(id);
      map.on('mousemove', onDrag);
      window.addEventListener('mouseup', onUp, { once: true });
    };
    const onClick = (event: MapMouseEvent) => {
      if (propsRef.current.placing) {
        const unit: unknown = map.queryRenderedFeatures(event.point, { layers: ['unit-fill'] })[0]?.properties?.fid;
        propsRef.current.onPlace([round7(event.lngLat.lng), round7(event.lngLat.lat)], typeof unit === 'string' ? unit : null);
        return;
      }
      propsRef.current.onSelect(hitAt(event.point));
    };
    const onHover = (event: MapMouseEvent) => {
      if (draggingRef.current) return;
      map.getCanvas().style.cursor = propsRef.current.placing ? 'crosshair' : hitAt(event.point) ? 'move' : '';
    };
    const onView = () => exposeSelection(map);
    map.on('mousedown', onDown);
    map.on('click', onClick);
    map.on('mousemove', onHover);
    map.on('moveend', onView);
    map.on('idle', onView);
    return () => {
      map.off('mousedown', onDown);
      map.off('click', onClick);
      map.off('mousemove', onHover);
      map.off('mousemove', onDrag);
      map.off('moveend', onView);
      map.off('idle', onView);
      window.removeEventListener('mouseup', onUp);
      try {
        map.removeLayer(POI_SELECTED_LAYER);
        map.removeLayer(POI_LAYER);
        map.removeSource(POI_SOURCE);
      } catch {
        // The map was removed first (a new building map): its layers went with it.
      }
    };
  }, [map]);

  const { pois, poiTypes, selectedId, placing } = props;
  useEffect(() => {
    if (!map || draggingRef.current) return;
    map.getSource<GeoJSONSource>(POI_SOURCE)?.setData(poiSourceData(pois, poiTypes));
    exposeSelection(map);
  }, [map, pois, poiTypes]);

  useEffect(() => {
    if (!map) return;
    map.setFilter(POI_SELECTED_LAYER, ['==', ['get', 'fid'], selectedId ?? '']);
    exposeSelection(map);
    // A POI chosen in the list comes into view.
    const poi = propsRef.current.pois.find((candidate) => candidate.id === selectedId);
    if (poi && !map.getBounds().contains(poi.point)) map.easeTo({ center: poi.point, duration: 300 });
  }, [map, selectedId]);

  useEffect(() => {
    if (map) map.getCanvas().style.cursor = placing ? 'crosshair' : '';
  }, [map, placing]);
};
