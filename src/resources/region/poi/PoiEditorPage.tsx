import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ChooseApplicationAlert } from '../../../application/ChooseApplicationAlert';
import { MapLoadState } from '../../../maps/MapLoadState';
import { useSession } from '../../../session/useSession';
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
export const PoiEditorPage = () => {
  const translate = useTranslate();
  const { buildingId } = useSession();
  return (
    <Box p={2} data-testid="poi-editor">
      <Title title={translate('app.navigation.pages.poi-edit')} />
      {buildingId === null ? <ChooseApplicationAlert /> : <EditorForBuilding key={buildingId} buildingId={buildingId} />}
    </Box>
  );
};
