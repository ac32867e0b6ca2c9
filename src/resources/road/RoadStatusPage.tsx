import { BuildingPage } from '../../shell/layout/BuildingPage';
import { MapLoadState } from '../../maps/MapLoadState';
import { useDraftFloorPlan } from '../region/useRegionMap';
import { usePoiTypes } from '../../shell/session/poiTypes';
import { DraftStatusBar } from '../building/DraftStatusBar';
import { RoadWorkspace } from './RoadWorkspace';

/** The selected building's draft floor plan, then the editor; loading, no map and error states. */
const RoadEditor = ({ buildingId }: { buildingId: number }) => {
  const { state, plan } = useDraftFloorPlan(buildingId);
  const poiTypes = usePoiTypes(buildingId);
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
export const RoadStatusPage = () => (
  <BuildingPage title="app.navigation.pages.road-status" namedTitle testId="road-status-page">
    {(buildingId) => <RoadEditor buildingId={buildingId} />}
  </BuildingPage>
);
