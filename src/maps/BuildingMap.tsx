import { Suspense, useMemo, useState } from 'react';
import { Paper, Stack } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { lazyView } from '../resources/lazyView';
import { usePoiTypes } from '../shell/session/poiTypes';
import { FeatureDetails } from './FeatureDetails';
import { LevelSwitcher, ModeToggle, RoadSwitch } from './MapControls';
import { MapLegend } from './MapLegend';
import { MapLoadState, MapSpinner } from './MapLoadState';
import { defaultLevel, featuresOnLevel, legendFor } from './mapModel';
import type { MapJson, MapMode } from './types';
import { useMapJson } from './useMapJson';

// MapLibre is a chunk of its own: the login and list pages never download it. Issue 19: a page showing this map
// fetches it as soon as the page's own code arrives, beside the map JSON, not after it.
const IndoorMap = lazyView(() => import('./IndoorMap'), 'IndoorMap');
void IndoorMap.preload().catch(() => undefined);

const MAP_HEIGHT = 560;

const Spinner = () => <MapSpinner height={MAP_HEIGHT} />;

const ReadyMap = ({ data }: { data: MapJson }) => {
  const [locale] = useLocaleState();
  const poiTypes = usePoiTypes(data.buildingId);
  const [levelId, setLevelId] = useState(() => defaultLevel(data.levels, data.features)?.id ?? 0);
  const [mode, setMode] = useState<MapMode>('2d');
  const [showRoads, setShowRoads] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const levelFeatures = useMemo(() => featuresOnLevel(data.features, levelId), [data, levelId]);
  const legend = useMemo(() => legendFor(levelFeatures), [levelFeatures]);
  const selected = useMemo(() => data.features.find((feature) => feature.id === selectedId) ?? null, [data, selectedId]);
  const changeLevel = (id: number) => {
    setLevelId(id);
    setSelectedId(null);
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
      {/* Issue 12: the map's own controls first in the tab order, the lift panel then 2D / 3D, before the canvas. */}
      <Stack spacing={1.5} alignItems="center" sx={{ flexShrink: 0 }} data-testid="map-controls">
        <LevelSwitcher levels={data.levels} value={levelId} onChange={changeLevel} />
        <ModeToggle value={mode} onChange={setMode} orientation="vertical" />
      </Stack>
      <Paper variant="outlined" sx={{ position: 'relative', flex: { md: 1 }, minWidth: 0, height: MAP_HEIGHT, overflow: 'hidden' }}>
        <Suspense fallback={<Spinner />}>
          <IndoorMap
            data={data}
            levelId={levelId}
            mode={mode}
            showRoads={showRoads}
            poiTypes={poiTypes}
            selectedId={selectedId}
            onSelect={setSelectedId}
            english={locale !== 'zh'}
            frameLevel
          />
        </Suspense>
      </Paper>
      <Stack spacing={2} sx={{ width: { md: 280 }, flexShrink: 0 }}>
        <RoadSwitch value={showRoads} onChange={setShowRoads} />
        <MapLegend entries={legend} />
        <FeatureDetails feature={selected} levels={data.levels} poiTypes={poiTypes} onClose={() => setSelectedId(null)} />
      </Stack>
    </Stack>
  );
};

/** The selected building's indoor map (published, or the draft) with its level switcher, 2D/3D, legend and details; empty and error states. */
export const BuildingMap = ({ buildingId, version }: { buildingId: number; version?: 'draft' }) => {
  const state = useMapJson(buildingId, version);
  return (
    <MapLoadState state={state} height={MAP_HEIGHT}>
      {(data) => <ReadyMap key={buildingId} data={data} />}
    </MapLoadState>
  );
};
