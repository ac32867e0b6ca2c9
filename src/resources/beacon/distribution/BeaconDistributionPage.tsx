import { Suspense, useMemo, useState } from 'react';
import { Alert, Autocomplete, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { BuildingPage } from '../../../shell/layout/BuildingPage';
import { LevelSwitcher } from '../../../maps/MapControls';
import { MapLoadState } from '../../../maps/MapLoadState';
import { defaultLevel, featuresOnLevel } from '../../../maps/mapModel';
import type { MapJson, MapPoiType } from '../../../maps/types';
import { usePoiTypes } from '../../../shell/session/poiTypes';
import { lazyView } from '../../lazyView';
import { useDraftFloorPlan } from '../../region/useRegionMap';
import { BeaconDetails } from './BeaconDetails';
import { BeaconHealthBoard } from './BeaconHealthBoard';
import { stateCounts } from './beaconLayer';
import { estimateCoverage } from './coverage';
import { DistributionLegend } from './DistributionLegend';
import { levelBeacons, levelBeaconsKey } from './levelBeacons';
import { useBeaconMove } from './useBeaconMove';

const BeaconMap = lazyView(() => import('./BeaconMap'), 'BeaconMap');

const MAP_HEIGHT = 600;

/**
 * The floor plan loaded: level switcher, the map with the level's beacons (dragged to move them with
 * UPLOAD_BEACON), the legend with counts and the coverage switch, and the chosen beacon.
 */
const Distribution = ({ buildingId, base, poiTypes }: { buildingId: number; base: MapJson; poiTypes: readonly MapPoiType[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: canMove = false } = useCanAccess({ resource: 'beacon', action: 'edit' });
  const [levelId, setLevelId] = useState(() => defaultLevel(base.levels, base.features)?.id ?? 0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [showCoverage, setShowCoverage] = useState(false);
  const levelKey = useMemo(() => levelBeaconsKey(buildingId, levelId), [buildingId, levelId]);
  const beacons = useQuery({ queryKey: levelKey, queryFn: () => levelBeacons(buildingId, levelId) });
  const { onMove, placed } = useBeaconMove(levelKey);
  const list = useMemo(() => placed(beacons.data ?? []), [placed, beacons.data]);
  const counts = useMemo(() => stateCounts(list), [list]);
  const coverage = useMemo(
    () => (showCoverage ? estimateCoverage(featuresOnLevel(base.features, levelId), list) : null),
    [showCoverage, base.features, levelId, list],
  );
  const selected = list.find((beacon) => beacon.id === selectedId) ?? null;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Stack direction="row" spacing={1}>
          <LevelSwitcher
            levels={base.levels}
            value={levelId}
            onChange={(id) => {
              setLevelId(id);
              setSelectedId(null);
            }}
          />
          <Paper variant="outlined" sx={{ position: 'relative', flex: 1, minWidth: 0, height: MAP_HEIGHT, overflow: 'hidden' }} data-testid="beacon-map">
            <Suspense fallback={<CircularProgress />}>
              <BeaconMap
                base={base}
                poiTypes={poiTypes}
                levelId={levelId}
                beacons={list}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onMove={canMove ? onMove : undefined}
                coverage={coverage}
                english={locale !== 'zh'}
              />
            </Suspense>
          </Paper>
        </Stack>
        {canMove && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.beacons.distribution.drag_hint')}
          </Typography>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 320 }, flexShrink: 0 }}>
        <Stack spacing={2}>
          <DistributionLegend counts={beacons.isPending ? null : counts} coverage={coverage} onCoverage={setShowCoverage} />
          {beacons.error && <Alert severity="error">{beacons.error.message}</Alert>}
          {/* The same choice as a click on the map, by name: for the keyboard and screen readers. */}
          <Autocomplete
            options={list}
            value={selected}
            onChange={(_, beacon) => setSelectedId(beacon?.id ?? null)}
            getOptionLabel={(beacon) => beacon.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={translate('app.beacons.distribution.find')} />}
            data-testid="beacon-picker"
          />
          {selected ? (
            <BeaconDetails beacon={selected} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate(list.length || beacons.isPending ? 'app.beacons.distribution.pick' : 'app.beacons.distribution.none')}
            </Typography>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};

const BuildingDistribution = ({ buildingId }: { buildingId: number }) => {
  const { state, plan } = useDraftFloorPlan(buildingId);
  const poiTypes = usePoiTypes(buildingId);
  return (
    <MapLoadState state={state} height={MAP_HEIGHT}>
      {() =>
        plan ? (
          <Stack spacing={2}>
            <Distribution buildingId={buildingId} base={plan} poiTypes={poiTypes} />
            <BeaconHealthBoard buildingId={buildingId} />
          </Stack>
        ) : null
      }
    </MapLoadState>
  );
};

/** 信标分布 (spec §2 beacon-distribution, issue 13): the selected building's beacons on its floor plan, coloured by health; a click shows one. */
export const BeaconDistributionPage = () => (
  <BuildingPage title="app.navigation.pages.beacon-distribution" namedTitle testId="beacon-distribution-page">
    {(buildingId) => <BuildingDistribution buildingId={buildingId} />}
  </BuildingPage>
);
