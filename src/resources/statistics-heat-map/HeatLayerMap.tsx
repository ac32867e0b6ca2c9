import { useEffect, useState } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { HeatCell } from '#contract/schemas/heat';
import { PlanMap, type PlanMapProps } from '../../maps/PlanMap';
import { HEAT_LAYER, HEAT_SOURCE, heatLayer, heatSourceData } from './heatLayer';
import './heatMapHook';

interface Props extends Omit<PlanMapProps, 'onMapReady'> {
  cells: readonly HeatCell[];
  /** An hour of the day, or null: the whole day. */
  hour: number | null;
}

/** The level's floor plan under MapLibre's heatmap layer of the shown bins (a lazy chunk: MapLibre). */
export const HeatLayerMap = ({ cells, hour, ...plan }: Props) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(HEAT_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(heatLayer());
    window.__heatMap = { drawn: () => (map.isMoving() || !map.loaded() ? null : map.querySourceFeatures(HEAT_SOURCE).length) };
    return () => {
      delete window.__heatMap;
      if (map.getLayer(HEAT_LAYER)) map.removeLayer(HEAT_LAYER);
      if (map.getSource(HEAT_SOURCE)) map.removeSource(HEAT_SOURCE);
    };
  }, [map]);
  useEffect(() => {
    (map?.getSource(HEAT_SOURCE) as GeoJSONSource | undefined)?.setData(heatSourceData(cells, hour));
  }, [map, cells, hour]);
  return <PlanMap {...plan} onMapReady={setMap} />;
};
