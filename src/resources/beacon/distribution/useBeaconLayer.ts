import { useEffect, useRef } from 'react';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import type { Beacon } from '../../../../server/src/schemas/beacon';
import { screenPoint } from '../../../maps/screenPoint';
import './beaconMapHook';
import { BEACON_CIRCLE, BEACON_SOURCE, beaconLayers, beaconSourceData } from './beaconLayer';

/** A click picks a beacon within this many pixels of its dot. */
const TOLERANCE = 8;

/** The beacons of the drawn level as dots on the IndoorMap; a click on one selects it, elsewhere clears. */
export const useBeaconLayer = (map: MapLibreMap | null, beacons: readonly Beacon[], selectedId: number | null, onSelect: (id: number | null) => void) => {
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!map) return undefined;
    // Empty here: the effect below fills it, now and on every change.
    map.addSource(BEACON_SOURCE, { type: 'geojson', data: beaconSourceData([], null) });
    for (const layer of beaconLayers()) map.addLayer(layer);
    const near = (event: MapMouseEvent) =>
      map.queryRenderedFeatures(
        [
          [event.point.x - TOLERANCE, event.point.y - TOLERANCE],
          [event.point.x + TOLERANCE, event.point.y + TOLERANCE],
        ],
        { layers: [BEACON_CIRCLE] },
      );
    // The beacon's own click comes first: the map's unit/POI click (IndoorMap) does not get it.
    const onClick = (event: MapMouseEvent) => {
      const hit = near(event)[0];
      select.current(hit ? Number(hit.properties.id) : null);
    };
    const onMove = (event: MapMouseEvent) => {
      map.getCanvas().style.cursor = near(event).length ? 'pointer' : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    window.__beaconMap = { project: screenPoint(map) };
    return () => {
      delete window.__beaconMap;
      map.off('click', onClick);
      map.off('mousemove', onMove);
      if (map.getLayer(BEACON_CIRCLE)) map.removeLayer(BEACON_CIRCLE);
      if (map.getSource(BEACON_SOURCE)) map.removeSource(BEACON_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    (map?.getSource(BEACON_SOURCE) as GeoJSONSource | undefined)?.setData(beaconSourceData(beacons, selectedId));
  }, [map, beacons, selectedId]);
};
