import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ChooseApplicationAlert } from '../../../application/ChooseApplicationAlert';
import { useSession } from '../../../session/useSession';
import { useEditorMap } from './api';
import { PoiEditor } from './PoiEditor';

const EditorForBuilding = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const state = useEditorMap(buildingId);
  switch (state.status) {
    case 'loading':
      return (
        <Box sx={{ height: 400, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="poi-loading">
          <CircularProgress size={32} />
        </Box>
      );
    case 'empty':
      return (
        <Alert severity="info" data-testid="map-empty">
          {translate('app.pois.no_map')}
        </Alert>
      );
    case 'error':
      return (
        <Alert
          severity="error"
          data-testid="map-error"
          action={
            <Button color="inherit" size="small" onClick={state.retry}>
              {translate('app.maps.retry')}
            </Button>
          }
        >
          {translate('app.maps.error', { message: state.message })}
        </Alert>
      );
    default:
      return <PoiEditor data={state.data} buildingId={buildingId} />;
  }
};

/** Spec §2 /region poi-edit (EDIT_POI, issue 6): the selected building's POIs on its draft map. */
const PoiEditorPage = () => {
  const translate = useTranslate();
  const { buildingId } = useSession();
  return (
    <Box p={2} data-testid="poi-editor">
      <Title title={translate('app.navigation.pages.poi-edit')} />
      {buildingId === null ? <ChooseApplicationAlert /> : <EditorForBuilding key={buildingId} buildingId={buildingId} />}
    </Box>
  );
};

export default PoiEditorPage;
