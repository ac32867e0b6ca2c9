import { useMemo } from 'react';
import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { locationQualityApi } from '#contract/endpoints/locationQuality';
import { BuildingPage } from '../../../shell/layout/BuildingPage';
import { DayRangeFields, RangeErrorAlert, useUrlChoices } from '../../../dashboards/frame/DayRangeFields';
import { call } from '../../../dataProvider/httpClient';
import { LevelMapPanel } from '../../../maps/LevelMapPanel';
import { defaultLevel, featuresOnLevel } from '../../../maps/mapModel';
import type { MapJson } from '../../../maps/types';
import { usePoiTypes } from '../../../shell/session/poiTypes';
import { stateCounts } from '../../beacon/distribution/beaconLayer';
import { estimateCoverage } from '../../beacon/distribution/coverage';
import { DistributionLegend } from '../../beacon/distribution/DistributionLegend';
import { levelBeacons, levelBeaconsKey } from '../../beacon/distribution/levelBeacons';
import { lazyView } from '../../lazyView';
import { DraftPlan } from '../../region/DraftPlan';
import { AccuracyHistogram, QualityLegend } from './QualityPanels';
import { QualityTable } from './QualityTable';

const QualityMap = lazyView(() => import('./QualityMap'), 'QualityMap');

const MAP_HEIGHT = 560;
const NONE: never[] = [];

/** The page's choices, kept in the URL (a link reproduces the view): the range, the level, and the coverage estimate hidden (`coverage=off`). */
function useQualityView(base: MapJson) {
  const { params, from, to, set } = useUrlChoices();
  const chosen = Number(params.get('level')) || null;
  const levelId = chosen && base.levels.some((l) => l.id === chosen) ? chosen : (defaultLevel(base.levels, base.features)?.id ?? 0);
  return { from, to, levelId, coverage: params.get('coverage') !== 'off', set };
}

/** The level's beacons and, while shown, their coverage estimate over the level's plan. */
function useLevelCoverage(buildingId: number, base: MapJson, levelId: number, shown: boolean) {
  const beacons = useQuery({ queryKey: levelBeaconsKey(buildingId, levelId), queryFn: () => levelBeacons(buildingId, levelId), retry: false });
  const list = beacons.data ?? NONE;
  const coverage = useMemo(
    () => (shown && beacons.data ? estimateCoverage(featuresOnLevel(base.features, levelId), beacons.data) : null),
    [shown, beacons.data, base.features, levelId],
  );
  const counts = useMemo(() => (beacons.data ? stateCounts(beacons.data) : null), [beacons.data]);
  return { list, coverage, counts, error: beacons.error };
}

const QualityView = ({ buildingId, base }: { buildingId: number; base: MapJson }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const poiTypes = usePoiTypes(buildingId);
  const view = useQualityView(base);
  const { levelId } = view;
  const query = useQuery({
    queryKey: ['location-quality', buildingId, levelId, view.from, view.to],
    queryFn: () =>
      call(locationQualityApi.quality, {
        query: { buildingId, levelId, ...(view.from ? { from: view.from } : {}), ...(view.to ? { to: view.to } : {}) },
        silent: true,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = query.error ? undefined : query.data;
  const beacons = useLevelCoverage(buildingId, base, levelId, view.coverage);
  const level = data?.levels.find((l) => l.levelId === levelId);
  const cells = data?.cells ?? NONE;
  const chooseLevel = (id: number) => view.set({ level: String(id) });
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.quality.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <DayRangeFields from={view.from} to={view.to} answered={data} set={view.set} testId="quality" />
        {level?.fixes !== null && level?.fixes !== undefined && (
          <Typography variant="body2" color="text.secondary" data-testid="quality-count">
            {translate('app.quality.fixes', { n: level.fixes.toLocaleString(locale) })}
          </Typography>
        )}
        {query.isFetching && <CircularProgress size={18} aria-label={translate('ra.page.loading')} />}
      </Stack>
      {query.error && <RangeErrorAlert error={query.error} testId="quality-error" />}
      {data && level?.fixes === null && (
        <Alert severity="info" icon={<LockOutlinedIcon fontSize="small" />} sx={{ py: 0 }} data-testid="quality-level-held">
          {translate('app.quality.level_held', { min: data.minUsers })}
        </Alert>
      )}
      {data && data.heldBack > 0 && (
        <Alert severity="info" icon={<LockOutlinedIcon fontSize="small" />} sx={{ py: 0 }} data-testid="quality-held-back">
          {translate('app.quality.held_back', { smart_count: data.heldBack, min: data.minUsers })}
        </Alert>
      )}
      {data && level?.fixes === 0 && (
        <Alert severity="info" data-testid="quality-empty">
          {translate('app.quality.empty')}
        </Alert>
      )}
      {!data && !query.error && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {data && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
          <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}>
            <QualityTable quality={data} levels={base.levels} levelId={levelId} onLevel={chooseLevel} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 420 }, flexShrink: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <AccuracyHistogram quality={data} level={level} />
          </Paper>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
        <LevelMapPanel
          levels={base.levels}
          levelId={levelId}
          onLevel={chooseLevel}
          height={MAP_HEIGHT}
          testId="quality-map"
          overlay={data && <QualityLegend poorMetres={data.poorMetres} />}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          <QualityMap
            base={base}
            poiTypes={poiTypes}
            levelId={levelId}
            english={locale !== 'zh'}
            cells={cells}
            poorMetres={data?.poorMetres ?? 5}
            beacons={beacons.list}
            coverage={beacons.coverage}
          />
        </LevelMapPanel>
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 320 }, flexShrink: 0 }}>
          <Stack spacing={2}>
            <DistributionLegend counts={beacons.counts} coverage={beacons.coverage} onCoverage={(shown) => view.set({ coverage: shown ? null : 'off' })} />
            {beacons.error && (
              <Alert severity="warning" data-testid="quality-beacons-error">
                {translate('app.quality.beacons_error', { message: beacons.error.message })}
              </Alert>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
};

/** 定位功能 (spec §6 VIEW_LOCATION_FUNCTION, issue 15): how well fixes are located per level, their errors, and where they are poor beside the beacons' coverage estimate. */
export const LocationQualityPage = () => (
  <BuildingPage title="app.navigation.pages.location-quality" namedTitle testId="location-quality-page">
    {(buildingId) => (
      <DraftPlan buildingId={buildingId} height={MAP_HEIGHT}>
        {(plan) => <QualityView buildingId={buildingId} base={plan} />}
      </DraftPlan>
    )}
  </BuildingPage>
);
