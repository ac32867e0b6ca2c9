import type { Map as MapLibreMap } from 'maplibre-gl';
import { IndoorMap } from './IndoorMap';
import type { MapJson, MapPoiType } from './types';

export interface PlanMapProps {
  /** The floor plan (stable: a new one builds a new map). */
  base: MapJson;
  poiTypes: readonly MapPoiType[];
  levelId: number;
  english: boolean;
  /** The map once loaded (null before it is removed), for the page's own layers. */
  onMapReady: (map: MapLibreMap | null) => void;
}

const ignore = () => undefined;

/** A level's floor plan in 2D, framed on the level, under a page's own layers (roads, beacons): its units and POIs are not selectable. */
export const PlanMap = ({ base, poiTypes, levelId, english, onMapReady }: PlanMapProps) => (
  <IndoorMap
    data={base}
    levelId={levelId}
    mode="2d"
    showRoads={false}
    poiTypes={poiTypes}
    selectedId={null}
    onSelect={ignore}
    english={english}
    onMapReady={onMapReady}
    frameLevel
  />
);
