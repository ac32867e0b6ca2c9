import { useMemo } from 'react';
import type { MapJson } from '../../maps/types';
import { mapJsonKey, useMapJsonQuery, type MapJsonState } from '../../maps/useMapJson';

/**
 * The draft map of a region's building. Regions are the draft's sections (region/page and region
 * answer from the draft), so the region view draws the draft: a region added since the last
 * publication is on it too. (src/maps' useMapJson reads `latest` only.)
 */
export const useDraftMapJson = (buildingId: number): MapJsonState =>
  useMapJsonQuery({ buildingId, version: 'draft', queryKey: mapJsonKey(buildingId, 'draft'), staleTime: 60_000 });

const NOT_ON_PLAN = new Set(['poi', 'amenity', 'road', 'connector']);

/** The floor plan under a page's own layers (roads, beacons): rooms and walls, without POI dots (their colours would read as the page's) or the plan's own roads. */
const floorPlan = (map: MapJson): MapJson => ({ ...map, features: map.features.filter((feature) => !NOT_ON_PLAN.has(feature.properties.featureType)) });

/** The building's draft map and, once ready, its floor plan (memoised: a new plan would build a new map). */
export const useDraftFloorPlan = (buildingId: number): { state: MapJsonState; plan: MapJson | null } => {
  const state = useDraftMapJson(buildingId);
  const ready = state.status === 'ready' ? state.data : null;
  const plan = useMemo(() => (ready ? floorPlan(ready) : null), [ready]);
  return { state, plan };
};
