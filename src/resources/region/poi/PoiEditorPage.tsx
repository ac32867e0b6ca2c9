import { BuildingPage } from '../../../shell/layout/BuildingPage';
import { MapLoadState } from '../../../maps/MapLoadState';
import { DraftStatusBar } from '../../building/DraftStatusBar';
import { useEditorMap } from './api';
import { PoiEditor } from './PoiEditor';

const EditorForBuilding = ({ buildingId }: { buildingId: number }) => (
  <>
    <DraftStatusBar buildingId={buildingId} draftLink />
    <MapLoadState state={useEditorMap(buildingId)} emptyMessage="app.pois.no_map" loadingTestId="poi-loading">
      {(data) => <PoiEditor data={data} buildingId={buildingId} />}
    </MapLoadState>
  </>
);

/** Spec §2 /region poi-edit (EDIT_POI, issue 6): the selected building's POIs on its draft map. */
export const PoiEditorPage = () => (
  <BuildingPage title="app.navigation.pages.poi-edit" testId="poi-editor">
    {(buildingId) => <EditorForBuilding buildingId={buildingId} />}
  </BuildingPage>
);
