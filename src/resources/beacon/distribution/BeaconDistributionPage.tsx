import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Autocomplete, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { beaconApi } from '../../../../server/src/contract/beacon';
import type { Beacon } from '../../../../server/src/schemas/beacon';
import { BuildingPage } from '../../../application/BuildingPage';
import { call } from '../../../dataProvider/httpClient';
import { LevelSwitcher } from '../../../maps/MapControls';
import { MapLoadState } from '../../../maps/MapLoadState';
import { defaultLevel } from '../../../maps/mapModel';
import type { MapJson, MapPoiType } from '../../../maps/types';
import { usePoiTypes } from '../../../session/poiTypes';
import { lazyView } from '../../lazyView';
import { useDraftFloorPlan } from '../../region/useRegionMap';
import { BatteryField, HealthChip, LastSeenField, LifecycleChip } from '../BeaconFields';
import { BEACON_STATES, STATE_COLORS, stateOf } from './beaconLayer';

const BeaconMap = lazyView(() => import('./BeaconMap'), 'BeaconMap');

const MAP_HEIGHT = 600;
/** The page size the API allows; a level with more beacons is read in several pages. */
const PAGE = 200;

/** Every beacon of one level (all lifecycles). */
async function levelBeacons(buildingId: number, levelId: number): Promise<Beacon[]> {
  const all: Beacon[] = [];
  for (let page = 1; ; page++) {
    const { records, total } = await call(beaconApi.page, { query: { buildingId, levelId, page, size: PAGE, sort: 'name', order: 'asc' }, silent: true });
    all.push(...records);
    if (all.length >= total || records.length === 0) return all;
  }
}

const Details = ({ beacon }: { beacon: Beacon }) => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'beacon', action: 'edit' });
  const row = (label: string, value: ReactNode) => (
    <Stack direction="row" spacing={1} sx={{ fontSize: 14 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
    </Stack>
  );
  return (
    <Stack spacing={1} data-testid="beacon-details">
      <Typography variant="subtitle1" component="h2" fontWeight={600}>
        {beacon.name}
      </Typography>
      {row(translate('resources.beacon.fields.lifecycle'), <LifecycleChip record={beacon} />)}
      {row(translate('resources.beacon.fields.health'), <HealthChip record={beacon} />)}
      {row(translate('resources.beacon.fields.battery'), <BatteryField record={beacon} />)}
      {row(translate('resources.beacon.fields.lastSeenAt'), <LastSeenField record={beacon} />)}
      {row('UUID', <Box sx={{ fontFamily: 'monospace', fontSize: 12 }}>{beacon.uuid}</Box>)}
      {row(translate('app.beacons.major_minor'), `${beacon.major} / ${beacon.minor}`)}
      {row(translate('resources.beacon.fields.mac'), beacon.mac ?? '—')}
      {row(translate('resources.beacon.fields.txPower'), beacon.txPower)}
      {row(translate('resources.beacon.fields.intervalMs'), beacon.intervalMs)}
      {canEdit && (
        <Button component={Link} to={`/beacon/${beacon.id}`} variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }}>
          {translate('ra.action.edit')}
        </Button>
      )}
    </Stack>
  );
};

/** The floor plan loaded: level switcher, the map with the level's beacons, the legend with counts and the chosen beacon. */
const Distribution = ({ buildingId, base, poiTypes }: { buildingId: number; base: MapJson; poiTypes: readonly MapPoiType[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [levelId, setLevelId] = useState(() => defaultLevel(base.levels, base.features)?.id ?? 0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const beacons = useQuery({ queryKey: ['beacon-distribution', buildingId, levelId], queryFn: () => levelBeacons(buildingId, levelId) });
  const list = useMemo(() => beacons.data ?? [], [beacons.data]);
  const counts = useMemo(() => Object.fromEntries(BEACON_STATES.map((state) => [state, list.filter((b) => stateOf(b) === state).length])), [list]);
  const selected = list.find((beacon) => beacon.id === selectedId) ?? null;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
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
              english={locale !== 'zh'}
            />
          </Suspense>
        </Paper>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 320 }, flexShrink: 0 }}>
        <Stack spacing={2}>
          <Box component="section" aria-label={translate('app.beacons.distribution.legend')}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate('app.beacons.distribution.legend')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }} data-testid="beacon-distribution-legend">
              {BEACON_STATES.map((state) => (
                <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }} data-state={state}>
                  <Box
                    sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: STATE_COLORS[state], border: '1px solid #fff', boxShadow: '0 0 0 1px #9e9e9e' }}
                  />
                  <Box sx={{ flex: 1 }}>
                    {translate(state === 'planned' || state === 'retired' ? `app.beacons.lifecycle.${state}` : `app.beacons.health.${state}`)}
                  </Box>
                  <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>{beacons.isPending ? '…' : counts[state]}</Box>
                </Box>
              ))}
            </Box>
          </Box>
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
            <Details beacon={selected} />
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
      {() => (plan ? <Distribution buildingId={buildingId} base={plan} poiTypes={poiTypes} /> : null)}
    </MapLoadState>
  );
};

/** 信标分布 (spec §2 beacon-distribution, issue 13): the selected building's beacons on its floor plan, coloured by health; a click shows one. */
export const BeaconDistributionPage = () => (
  <BuildingPage title="app.navigation.pages.beacon-distribution" namedTitle testId="beacon-distribution-page">
    {(buildingId) => <BuildingDistribution buildingId={buildingId} />}
  </BuildingPage>
);
