import { useMemo } from 'react';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ChooseApplicationAlert } from '../../application/ChooseApplicationAlert';
import { MapLoadState } from '../../maps/MapLoadState';
import { useDraftMapJson } from '../region/useRegionMap';
import { usePoiTypes } from '../../session/poiTypes';
import { useSession } from '../../session/useSession';
import { DraftStatusBar } from '../building/DraftStatusBar';
import { floorPlan } from './roadLayers';
import { RoadWorkspace } from './RoadWorkspace';

/** The selected building's draft floor plan, then the editor; loading, no map and error states. */
const RoadEditor = ({ buildingId }: { buildingId: number }) => {
  const state = useDraftMapJson(buildingId);
  const poiTypes = usePoiTypes(buildingId);
  const ready = state.status === 'ready' ? state.data : null;
  // Memoised: a new map object would build a new map.
  const plan = useMemo(() => (ready ? floorPlan(ready) : null), [ready]);
  return (
    <>
      <DraftStatusBar buildingId={buildingId} draftLink />
      <MapLoadState state={state} emptyMessage="app.roads.no_map" loadingTestId="road-loading">
        {() => (plan ? <RoadWorkspace buildingId={buildingId} base={plan} poiTypes={poiTypes} /> : null)}
      </MapLoadState>
    </>
  );
};

/** Spec §2 road-status (EDIT_ROAD): open and close segments now, timed closures, route preview, history. */
export const RoadStatusPage = () => {
  const translate = useTranslate();
  const { buildingId, buildings } = useSession();
  const building = buildings.find((candidate) => candidate.id === buildingId);
  const title = building ? `${translate('app.navigation.pages.road-status')} · ${building.name}` : translate('app.navigation.pages.road-status');
  return (
    <Box sx={{ p: 2 }} data-testid="road-status-page">
      <Title title={title} />
      {buildingId === null ? <ChooseApplicationAlert /> : <RoadEditor key={buildingId} buildingId={buildingId} />}
    </Box>
  );
};
