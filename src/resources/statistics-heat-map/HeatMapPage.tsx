import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, CircularProgress, IconButton, Paper, Slider, Stack, ToggleButton, Tooltip, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { heatApi } from '#contract/endpoints/heat';
import type { HeatMap } from '#contract/schemas/heat';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { DayRangeFields, RangeErrorAlert, useUrlChoices } from '../../dashboards/frame/DayRangeFields';
import { call } from '../../dataProvider/httpClient';
import { LevelMapPanel } from '../../maps/LevelMapPanel';
import { defaultLevel } from '../../maps/mapModel';
import type { MapJson } from '../../maps/types';
import { usePoiTypes } from '../../shell/session/poiTypes';
import { lazyView } from '../lazyView';
import { DraftPlan } from '../region/DraftPlan';
import { fixesByHour } from './heatLayer';
import { HeatLegend, HourChart, RegionTable } from './HeatPanels';

const HeatLayerMap = lazyView(() => import('./HeatLayerMap'), 'HeatLayerMap');

const MAP_HEIGHT = 560;
const STEP_MS = 1200;

/**
 * The page's choices, kept in the URL (a link reproduces the view): the range, level and hour. The hour is also
 * held here, so a slider moved key by key never reads an hour the URL has not caught up with.
 */
function useHeatView() {
  const { params, from, to, set } = useUrlChoices();
  const hourParam = params.get('hour');
  const [hour, setHourState] = useState<number | null>(() =>
    hourParam !== null && /^\d{1,2}$/.test(hourParam) && Number(hourParam) < 24 ? Number(hourParam) : null,
  );
  const setHour = useCallback(
    (next: number | null) => {
      setHourState(next);
      set({ hour: next === null ? null : String(next) });
    },
    [set],
  );
  return { from, to, level: Number(params.get('level')) || null, hour, set, setHour };
}

/** Steps the hour through the day while playing; stops after 23. */
function useHourPlayer(hour: number | null, setHour: (hour: number) => void) {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(() => {
      if (hour === 23) setPlaying(false);
      else setHour(hour === null ? 0 : hour + 1);
    }, STEP_MS);
    return () => window.clearTimeout(timer);
  }, [playing, hour, setHour]);
  return {
    playing,
    play: () => {
      if (hour === null || hour === 23) setHour(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
  };
}

const HeatView = ({ buildingId, base }: { buildingId: number; base: MapJson }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const poiTypes = usePoiTypes(buildingId);
  const view = useHeatView();
  const levelId = view.level && base.levels.some((l) => l.id === view.level) ? view.level : (defaultLevel(base.levels, base.features)?.id ?? 0);
  const { setHour } = view;
  const player = useHourPlayer(view.hour, setHour);
  const query = useQuery({
    queryKey: ['heat-map', buildingId, levelId, view.from, view.to],
    queryFn: () =>
      call(heatApi.map, { query: { buildingId, levelId, ...(view.from ? { from: view.from } : {}), ...(view.to ? { to: view.to } : {}) }, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data: HeatMap | undefined = query.data;
  const byHour = useMemo(() => fixesByHour(data?.cells ?? []), [data]);
  const cells = data?.cells ?? [];
  const shownFixes = view.hour === null ? cells.reduce((n, c) => n + c.fixes, 0) : byHour[view.hour];
  const held = data ? (view.hour === null ? data.heldBack.day : data.heldBack.hours[view.hour]) : 0;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.heat.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <DayRangeFields from={view.from} to={view.to} answered={data} set={view.set} testId="heat" />
        {data && (
          <Typography variant="body2" color="text.secondary" data-testid="heat-count">
            {translate('app.heat.fixes', { n: shownFixes.toLocaleString(locale) })}
          </Typography>
        )}
        {query.isFetching && <CircularProgress size={18} aria-label={translate('ra.page.loading')} />}
      </Stack>
      {query.error && <RangeErrorAlert error={query.error} testId="heat-error" />}
      {data && held > 0 && (
        <Alert severity="info" icon={<LockOutlinedIcon fontSize="small" />} sx={{ py: 0 }} data-testid="heat-held-back">
          {translate('app.heat.held_back', { smart_count: held, min: data.minUsers })}
        </Alert>
      )}
      {data && !query.error && cells.length === 0 && <Alert severity="info">{translate('app.heat.empty')}</Alert>}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <LevelMapPanel
            levels={base.levels}
            levelId={levelId}
            onLevel={(id) => view.set({ level: String(id) })}
            height={MAP_HEIGHT}
            testId="heat-map"
            overlay={<HeatLegend />}
          >
            <HeatLayerMap base={base} poiTypes={poiTypes} levelId={levelId} english={locale !== 'zh'} cells={cells} hour={view.hour} />
          </LevelMapPanel>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ px: 1 }}>
            <Tooltip title={translate(player.playing ? 'app.heat.pause' : 'app.heat.play')}>
              <IconButton
                onClick={player.playing ? player.pause : player.play}
                aria-label={translate(player.playing ? 'app.heat.pause' : 'app.heat.play')}
                color="primary"
                data-testid="heat-play"
              >
                {player.playing ? <PauseIcon /> : <PlayArrowIcon />}
              </IconButton>
            </Tooltip>
            <ToggleButton
              value="day"
              size="small"
              selected={view.hour === null}
              onChange={() => {
                player.pause();
                setHour(view.hour === null ? 12 : null);
              }}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="heat-whole-day"
            >
              {translate('app.heat.whole_day')}
            </ToggleButton>
            <Slider
              value={view.hour ?? 12}
              min={0}
              max={23}
              step={1}
              marks
              disabled={view.hour === null}
              onChange={(_, value) => {
                player.pause();
                setHour(value as number);
              }}
              valueLabelDisplay="auto"
              getAriaValueText={(h) => translate('app.heat.hour_value', { hour: h })}
              valueLabelFormat={(h) => translate('app.heat.hour_value', { hour: h })}
              aria-label={translate('app.heat.hour')}
              sx={{ flex: 1 }}
              data-testid="heat-hour"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }} data-testid="heat-clock">
            {view.hour === null ? translate('app.heat.whole_day') : translate('app.heat.hour_value', { hour: view.hour })}
          </Typography>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 380 }, flexShrink: 0 }}>
          <Stack spacing={2}>
            <HourChart byHour={byHour} hour={view.hour} onHour={(h) => (player.pause(), setHour(h))} />
            {data && <RegionTable regions={data.regions} minUsers={data.minUsers} />}
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
};

/** 热力图 (spec §2 /heat-map, issue 15): a level's location fixes as heat, per hour of the day or the whole day, and time spent per region. */
export const HeatMapPage = () => (
  <BuildingPage title="app.navigation.pages.heat-map" namedTitle testId="heat-map-page">
    {(buildingId) => (
      <DraftPlan buildingId={buildingId} height={MAP_HEIGHT}>
        {(plan) => <HeatView buildingId={buildingId} base={plan} />}
      </DraftPlan>
    )}
  </BuildingPage>
);
