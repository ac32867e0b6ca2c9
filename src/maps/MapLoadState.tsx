import type { ReactElement } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MapJson } from './types';
import type { MapJsonState } from './useMapJson';

/** A centred spinner of the map's height (also the fallback while the map chunk loads). */
export const MapSpinner = ({ height, testId }: { height: number; testId?: string }) => (
  <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid={testId}>
    <CircularProgress size={32} />
  </Box>
);

interface Props {
  state: MapJsonState;
  /** Message key for a building without a map yet. */
  emptyMessage?: string;
  height?: number;
  loadingTestId?: string;
  /** The ready map. */
  children: (data: MapJson) => ReactElement | null;
}

/** A building map's loading, empty (no map yet) and error (with retry) states; the ready map is the caller's. */
export const MapLoadState = ({ state, emptyMessage = 'app.maps.empty', height = 400, loadingTestId, children }: Props) => {
  const translate = useTranslate();
  switch (state.status) {
    case 'loading':
      return <MapSpinner height={height} testId={loadingTestId} />;
    case 'empty':
      return (
        <Alert severity="info" data-testid="map-empty">
          {translate(emptyMessage)}
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
      return children(state.data);
  }
};
