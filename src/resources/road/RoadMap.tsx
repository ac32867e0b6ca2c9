import { useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { IndoorMap } from '../../maps/IndoorMap';
import type { MapJson, MapPoiType } from '../../maps/types';
import { useRoadLayers, type RoadLayerOptions } from './useRoadLayers';

export interface RoadMapProps extends RoadLayerOptions {
  /** The draft map under the roads; keep it stable (a new one builds a new map). */
  base: MapJson;
  poiTypes: readonly MapPoiType[];
  english: boolean;
}

const ignore = () => undefined;

/** The level's floor plan with the road network drawn by status, the selection and the route preview (a lazy chunk). */
export const RoadMap = ({ base, poiTypes, english, ...layers }: RoadMapProps) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useRoadLayers(map, layers);
  return (
    <IndoorMap
      data={base}
      levelId={layers.levelId}
      mode="2d"
      showRoads={false}
      poiTypes={poiTypes}
      selectedId={null}
      onSelect={ignore}
      english={english}
      onMapReady={setMap}
      frameLevel
    />
  );
};
