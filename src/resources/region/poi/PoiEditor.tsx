import { Suspense, useCallback, useMemo, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LevelSwitcher } from '../../../maps/MapControls';
import { defaultLevel } from '../../../maps/mapModel';
import type { MapJson } from '../../../maps/types';
import { usePoiTypes } from '../../../shell/session/poiTypes';
import { lazyView } from '../../lazyView';
import { PoiHistoryDrawer } from './PoiHistoryDrawer';
import { PoiList } from './PoiList';
import { PoiPanel, type UnitChoice } from './PoiPanel';
import { PoiToolbar } from './PoiToolbar';
import { PoiTypesDialog } from './PoiTypesDialog';
import { SaveProblemAlert } from './SaveProblemAlert';
import { useEditorKeys } from './useEditorKeys';
import { useLeaveGuard } from './useLeaveGuard';
import { usePoiEditor } from './usePoiEditor';
import { usePoiLayer } from './usePoiLayer';

// The map is the building view's chunk (MapLibre); this page is itself a lazy chunk.
const IndoorMap = lazyView(() => import('../../../maps/IndoorMap'), 'IndoorMap');

const HEIGHT = 620;
const ignore = () => undefined;
const UNNAMED_UNITS = new Set(['walkway', 'opentobelow', 'nonpublic']);

const Spinner = () => (
  <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress size={32} />
  </Box>
);

/** The POI editor on a building whose draft has a map (issue 6). */
export const PoiEditor = ({ buildingId, data }: { buildingId: number; data: MapJson }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const editor = usePoiEditor(buildingId, defaultLevel(data.levels, data.features)?.id ?? 0);
  const types = usePoiTypes(buildingId);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { dialog: leaveDialog, blocking } = useLeaveGuard(editor.count);
  useEditorKeys(editor, !historyOpen && !typesOpen && !confirmDiscard && !blocking);
  const { levelId, add } = editor;

  // The building without its POIs: the editor draws those itself. Stable while editing (a new data rebuilds the map).
  const baseMap = useMemo<MapJson>(() => ({ ...data, features: data.features.filter((feature) => feature.properties.featureType !== 'poi') }), [data]);
  const units = useMemo<UnitChoice[]>(
    () =>
      data.features
        .filter((feature) => feature.properties.featureType === 'unit' && feature.properties.levelId === levelId)
        .map((feature) => ({
          id: feature.id,
          name: feature.properties.name || translate(`app.maps.categories.${feature.properties.category ?? 'other'}`, { _: feature.id }),
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'zh')),
    [data, levelId, translate],
  );

  const place = useCallback(
    (point: [number, number], unitId: string | null) => {
      // A POI in a shop takes the shop's name; one in a corridor or the atrium gets a name to change.
      const unit = data.features.find((feature) => feature.id === unitId);
      const named = unit?.properties.name && !UNNAMED_UNITS.has(unit.properties.category ?? '');
      add({
        name: named ? unit.properties.name! : translate('app.pois.new_name'),
        nameEn: null,
        poiTypeId: types[0]?.id ?? null,
        levelId,
        unitId,
        openingHours: null,
        keywords: [],
        visible: true,
        point,
      });
    },
    [add, data, levelId, types, translate],
  );
  usePoiLayer(map, {
    pois: editor.pois,
    poiTypes: types,
    selectedId: editor.selectedId,
    placing: editor.placing,
    onSelect: editor.select,
    onMove: (id, point) => editor.edit(id, { point }),
    onPlace: place,
  });

  return (
    <Box>
      <PoiToolbar editor={editor} onDiscard={() => setConfirmDiscard(true)} onHistory={() => setHistoryOpen(true)} onTypes={() => setTypesOpen(true)} />
      <SaveProblemAlert editor={editor} />
      {editor.level.error && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          data-testid="poi-level-error"
          action={
            <Button color="inherit" size="small" onClick={() => void editor.level.refetch()}>
              {translate('app.maps.retry')}
            </Button>
          }
        >
          {translate('app.pois.level_error', { message: editor.level.error.message })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: { md: HEIGHT } }}>
        <Box sx={{ width: { md: 300 }, flexShrink: 0, height: { xs: 420, md: '100%' } }}>
          <PoiList editor={editor} types={types} />
        </Box>
        <Paper
          variant="outlined"
          sx={{ position: 'relative', flex: 1, minWidth: 0, height: { xs: 480, md: '100%' }, overflow: 'hidden' }}
          data-testid="poi-map"
          data-placing={editor.placing || undefined}
        >
          <Suspense fallback={<Spinner />}>
            <IndoorMap
              data={baseMap}
              levelId={levelId}
              mode="2d"
              showRoads={false}
              poiTypes={types}
              selectedId={null}
              onSelect={ignore}
              english={locale !== 'zh'}
              onMapReady={setMap}
              frameLevel
            />
          </Suspense>
          <Paper elevation={2} sx={{ position: 'absolute', top: 8, left: 8, zIndex: 2 }}>
            <LevelSwitcher levels={data.levels} value={levelId} onChange={editor.changeLevel} />
          </Paper>
          {editor.placing && (
            <Paper
              elevation={3}
              sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', px: 2, py: 0.75, zIndex: 2 }}
              data-testid="poi-placing"
            >
              <Typography variant="body2">{translate('app.pois.placing')}</Typography>
            </Paper>
          )}
          {editor.level.isSuccess && editor.pois.length === 0 && !editor.placing && (
            <Paper
              elevation={1}
              sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', px: 2, py: 0.75, zIndex: 2 }}
              data-testid="poi-level-empty"
            >
              <Typography variant="body2" color="text.secondary">
                {translate('app.pois.level_empty')}
              </Typography>
            </Paper>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ width: { md: 300 }, flexShrink: 0, p: 2, overflow: 'auto' }}>
          <PoiPanel editor={editor} types={types} units={units} />
        </Paper>
      </Stack>
      <PoiHistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} buildingId={buildingId} selected={editor.selected} />
      <PoiTypesDialog open={typesOpen} onClose={() => setTypesOpen(false)} buildingId={buildingId} types={types} />
      <Dialog open={confirmDiscard} onClose={() => setConfirmDiscard(false)}>
        <DialogTitle>{translate('app.pois.discard_confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.pois.discard_confirm.text', { smart_count: editor.count })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDiscard(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmDiscard(false);
              editor.discard();
            }}
          >
            {translate('app.pois.discard')}
          </Button>
        </DialogActions>
      </Dialog>
      {leaveDialog}
    </Box>
  );
};
