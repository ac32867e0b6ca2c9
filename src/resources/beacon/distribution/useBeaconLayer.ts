import { useEffect, useRef } from 'react';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import type { Beacon } from '#contract/schemas/beacon';
import { screenPoint } from '../../../maps/screenPoint';
import './beaconMapHook';
import { BEACON_CIRCLE, BEACON_SOURCE, beaconLayers, beaconSourceData } from './beaconLayer';

/** A click picks a beacon within this many pixels of its dot. */
const TOLERANCE = 8;

export interface BeaconLayerOptions {
  beacons: readonly Beacon[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** With permission to move beacons: a dot dragged and dropped ends here with its new position. */
  onMove?: (id: number, lng: number, lat: number) => void;
}

/**
 * The beacons of the drawn level as dots on the IndoorMap; a click on one selects it, elsewhere clears.
 * With `onMove`, a dot can be dragged (the map does not pan meanwhile) and is dropped where the mouse is let go.
 */
export const useBeaconLayer = (map: MapLibreMap | null, { beacons, selectedId, onSelect, onMove }: BeaconLayerOptions) => {
  const latest = useRef({ beacons, selectedId, onSelect, onMove });
  latest.current = { beacons, selectedId, onSelect, onMove };

  useEffect(() => {
    if (!map) return undefined;
    // Empty here: the effect below fills it, now and on every change.
    map.addSource(BEACON_SOURCE, { type: 'geojson', data: beaconSourceData([], null) });
    for (const layer of beaconLayers()) map.addLayer(layer);
    const source = () => map.getSource(BEACON_SOURCE) as GeoJSONSource | undefined;
    const near = (event: MapMouseEvent) =>
      map.queryRenderedFeatures(
        [
          [event.point.x - TOLERANCE, event.point.y - TOLERANCE],
          [event.point.x + TOLERANCE, event.point.y + TOLERANCE],
        ],
        { layers: [BEACON_CIRCLE] },
      );
    let drag: { id: number; moved: boolean; at: [number, number] } | null = null;
    // The beacon's own click comes first: the map's unit/POI click (IndoorMap) does not get it.
    const onClick = (event: MapMouseEvent) => {
      const hit = near(event)[0];
      latest.current.onSelect(hit ? Number(hit.properties.id) : null);
    };
    const onDown = (event: MapMouseEvent) => {
      const hit = latest.current.onMove && near(event)[0];
      if (!hit) return;
      event.preventDefault();
      map.dragPan.disable();
      drag = { id: Number(hit.properties.id), moved: false, at: [event.lngLat.lng, event.lngLat.lat] };
      map.getCanvas().style.cursor = 'grabbing';
    };
    const onMoveMouse = (event: MapMouseEvent) => {
      if (!drag) {
        map.getCanvas().style.cursor = near(event).length ? (latest.current.onMove ? 'grab' : 'pointer') : '';
        return;
      }
      drag = { ...drag, moved: true, at: [event.lngLat.lng, event.lngLat.lat] };
      const { beacons: all, selectedId: chosen } = latest.current;
      const { id, at } = drag;
      source()?.setData(
        beaconSourceData(
          all.map((b) => (b.id === id ? { ...b, lng: at[0], lat: at[1] } : b)),
          chosen,
        ),
      );
    };
    const onUp = () => {
      if (!drag) return;
      const { id, moved, at } = drag;
      drag = null;
      map.dragPan.enable();
      map.getCanvas().style.cursor = '';
      if (moved) latest.current.onMove?.(id, at[0], at[1]);
    };
    map.on('click', onClick);
    map.on('mousedown', onDown);
    map.on('mousemove', onMoveMouse);
    map.on('mouseup', onUp);
    window.__beaconMap = {
      project: screenPoint(map),
      drawn: (id) => !map.isMoving() && map.queryRenderedFeatures({ layers: [BEACON_CIRCLE] }).some((f) => Number(f.properties.id) === id),
    };
    return () => {
      delete window.__beaconMap;
      map.off('click', onClick);
      map.off('mousedown', onDown);
      map.off('mousemove', onMoveMouse);
      map.off('mouseup', onUp);
      if (map.getLayer(BEACON_CIRCLE)) map.removeLayer(BEACON_CIRCLE);
      if (map.getSource(BEACON_SOURCE)) map.removeSource(BEACON_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    (map?.getSource(BEACON_SOURCE) as GeoJSONSource | undefined)?.setData(beaconSourceData(beacons, selectedId));
  }, [map, beacons, selectedId]);
};
