import { useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { PlanMap } from '../../maps/PlanMap';
import type { MapJson, MapPoiType } from '../../maps/types';
import { useRoadLayers, type RoadLayerOptions } from './useRoadLayers';

export interface RoadMapProps extends RoadLayerOptions {
  /** The draft map under the roads; keep it stable (a new one builds a new map). */
  base: MapJson;
  poiTypes: readonly MapPoiType[];
  english: boolean;
}

/** The level's floor plan with the road network drawn by status, the selection and the route preview (a lazy chunk). */
export const RoadMap = ({ base, poiTypes, english, ...layers }: RoadMapProps) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useRoadLayers(map, layers);
  return <PlanMap base={base} poiTypes={poiTypes} levelId={layers.levelId} english={english} onMapReady={setMap} />;
};
