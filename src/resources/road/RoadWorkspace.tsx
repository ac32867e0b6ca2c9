import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LevelSwitcher } from '../../maps/MapControls';
import { defaultLevel } from '../../maps/mapModel';
import type { MapJson, MapPoiType } from '../../maps/types';
import { lazyView } from '../lazyView';
import { RoadHistory } from './RoadHistory';
import { applyPick, onLevel } from './roadLayers';
import { RoadLegend } from './RoadLegend';
import { RoutePanel } from './RoutePanel';
import { SelectionPanel } from './SelectionPanel';
import { TimeTaskPanel } from './TimeTaskPanel';
import type { RouteLeg } from './types';
import { useRoadJson } from './useRoadData';
import { useRoutePreview, useRouteResult } from './useRoutePreview';

// MapLibre and the road layers are a chunk of their own.
const RoadMap = lazyView(() => import('./RoadMap'), 'RoadMap');

const ROAD_MAP_HEIGHT = 640;

export type RoadTab = 'segments' | 'tasks' | 'route' | 'history';
const TABS: readonly RoadTab[] = ['segments', 'tasks', 'route', 'history'];
const NO_LEGS: RouteLeg[] = [];

const Centered = ({ children }: { children: ReactNode }) => (
  <Box sx={{ height: '100%', minHeight: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{children}</Box>
);

interface Props {
  buildingId: number;
  /** The draft's floor plan (stable: a new one builds a new map). */
  base: MapJson;
  poiTypes: readonly MapPoiType[];
}

/** The road editor once the floor plan is loaded: level switcher, map, and the side panel's four tabs. */
export const RoadWorkspace = ({ buildingId, base, poiTypes }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [levelId, setLevelId] = useState(() => defaultLevel(base.levels, base.features)?.id ?? 0);
  const [tab, setTab] = useState<RoadTab>('segments');
  const [selection, setSelection] = useState<string[]>([]);
  const preview = useRoutePreview();
  // The route shows on its own tab only, with the network at the route's instant; the other tabs show it now.
  const routing = tab === 'route';
  const roadsAt = routing ? preview.at : null;
  const roadJson = useRoadJson(buildingId, roadsAt);
  const roads = roadJson.data?.features;
  const revision = roadJson.data?.revision;
  const route = useRouteResult(buildingId, preview, revision);
  const legs = routing && route.data?.found ? route.data.legs : NO_LEGS;
  const levels = base.levels;
  const endLabels = useMemo(() => ({ start: translate('app.roads.route.start_mark'), end: translate('app.roads.route.end_mark') }), [translate]);
  const onPickSegments = useCallback((ids: string[], how: 'replace' | 'toggle' | 'add') => setSelection((current) => applyPick(current, ids, how)), []);
  const levelRoads = useMemo(() => (roads ?? []).filter((feature) => onLevel(feature, levelId)), [roads, levelId]);

  let mapArea: ReactNode;
  if (roadJson.isPending)
    mapArea = (
      <Centered>
        <CircularProgress size={32} />
      </Centered>
    );
  else if (!roads) {
    mapArea = (
      <Centered>
        <Alert
          severity="error"
          data-testid="roads-error"
          action={
            <Button color="inherit" size="small" onClick={() => void roadJson.refetch()}>
              {translate('app.maps.retry')}
            </Button>
          }
        >
          {translate('app.roads.load_failed', { message: roadJson.error?.message ?? '' })}
        </Alert>
      </Centered>
    );
  } else {
    mapArea = (
      <>
        <Suspense
          fallback={
            <Centered>
              <CircularProgress size={32} />
            </Centered>
          }
        >
          <RoadMap
            base={base}
            poiTypes={poiTypes}
            english={locale !== 'zh'}
            levelId={levelId}
            roads={roads}
            selection={selection}
            mode={routing ? 'route' : 'select'}
            legs={legs}
            start={routing ? preview.start : null}
            end={routing ? preview.end : null}
            endLabels={endLabels}
            onPickSegments={onPickSegments}
            onPickPoint={preview.pick}
          />
        </Suspense>
        {levelRoads.length === 0 && (
          <Alert severity="info" data-testid="level-no-roads" sx={{ position: 'absolute', top: 8, left: 8, right: 56 }}>
            {translate('app.roads.level_empty')}
          </Alert>
        )}
        <RoadLegend route={routing} />
      </>
    );
  }

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="stretch">
      <Box sx={{ flexShrink: 0 }}>
        <LevelSwitcher levels={levels} value={levelId} onChange={setLevelId} />
      </Box>
      <Paper variant="outlined" sx={{ position: 'relative', flex: 1, minWidth: 0, height: ROAD_MAP_HEIGHT, overflow: 'hidden' }} data-testid="road-map">
        {mapArea}
      </Paper>
      <Paper variant="outlined" sx={{ width: { lg: 400 }, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: { lg: ROAD_MAP_HEIGHT } }}>
        <Tabs value={tab} onChange={(_, value: RoadTab) => setTab(value)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((value) => (
            <Tab key={value} value={value} label={translate(`app.roads.tabs.${value}`)} sx={{ minWidth: 0, px: 1 }} />
          ))}
        </Tabs>
        <Box sx={{ p: 2, flex: 1, overflow: 'auto' }} role="tabpanel" aria-label={translate(`app.roads.tabs.${tab}`)}>
          {tab === 'segments' && roads && (
            <SelectionPanel buildingId={buildingId} revision={revision} roads={roads} levels={levels} selection={selection} onSelection={setSelection} />
          )}
          {tab === 'tasks' && <TimeTaskPanel buildingId={buildingId} selection={selection} />}
          {tab === 'route' && <RoutePanel preview={preview} result={route} levels={levels} onLevel={setLevelId} />}
          {tab === 'history' && <RoadHistory buildingId={buildingId} onSelect={setSelection} />}
        </Box>
      </Paper>
    </Stack>
  );
};
