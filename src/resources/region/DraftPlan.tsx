import type { ReactElement } from 'react';
import { CircularProgress } from '@mui/material';
import { MapLoadState } from '../../maps/MapLoadState';
import type { MapJson } from '../../maps/types';
import { useDraftFloorPlan } from './useRegionMap';

/** The building's draft floor plan, once loaded, for a page's own map (heat map, activity status); its loading, empty and error states otherwise. */
export const DraftPlan = ({ buildingId, height, children }: { buildingId: number; height: number; children: (plan: MapJson) => ReactElement }) => {
  const { state, plan } = useDraftFloorPlan(buildingId);
  return (
    <MapLoadState state={state} height={height}>
      {() => (plan ? children(plan) : <CircularProgress />)}
    </MapLoadState>
  );
};
