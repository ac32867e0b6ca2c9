import { useState } from 'react';
import { Alert, Box, CircularProgress, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ACTIVITY_REFRESH_MS, activityApi } from '#contract/endpoints/activity';
import type { ActivityStatus } from '#contract/schemas/activity';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { call } from '../../dataProvider/httpClient';
import { LevelMapPanel } from '../../maps/LevelMapPanel';
import { defaultLevel } from '../../maps/mapModel';
import type { MapJson } from '../../maps/types';
import { usePoiTypes } from '../../shell/session/poiTypes';
import { lazyView } from '../lazyView';
import { DraftPlan } from '../region/DraftPlan';
import { Figure } from './Figure';
import { wallTime } from './format';

const ActivityMap = lazyView(() => import('./ActivityMap'), 'ActivityMap');

const MAP_HEIGHT = 520;
const WINDOWS = [1, 5, 10, 15, 30] as const;

/** The last hour, minute by minute, on the building's clock. */
const TrendChart = ({ status }: { status: ActivityStatus }) => {
  const translate = useTranslate();
  const data = status.trend.map((p) => ({ time: wallTime(p.at, status.timeZone, false).slice(0, 5), users: p.users }));
  return (
    <Box data-testid="activity-trend">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.activity.trend')}
      </Typography>
      <ChartFigure
        title={translate('app.activity.trend')}
        height={150}
        label={translate('app.activity.chart_label', { min: Math.min(...data.map((d) => d.users)), max: Math.max(...data.map((d) => d.users)) })}
      >
        <AreaChart responsive width="100%" height={150} data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="time" tick={{ fontSize: 11 }} interval={14} />
          <YAxis tick={{ fontSize: 11 }} allowDecimals={false} />
          <Tooltip formatter={(value) => [String(value), translate('app.activity.users')]} />
          <Area dataKey="users" stroke="#0d47a1" fill="#90caf9" isAnimationActive={false} />
        </AreaChart>
      </ChartFigure>
    </Box>
  );
};

const Breakdown = ({ status, levelId }: { status: ActivityStatus; levelId: number }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const held = translate('app.activity.held', { min: status.minUsers });
  const count = (n: number | null) => (n === null ? held : n.toLocaleString(locale));
  const regions = status.regions.filter((r) => r.levelId === levelId);
  const rows = (items: Array<{ key: number; name: string; users: number | null }>, testId: string) => (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25 }} data-testid={testId}>
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }} color={item.users === null ? 'text.secondary' : 'text.primary'}>
            {count(item.users)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h2">
        {translate('app.activity.levels')}
      </Typography>
      {rows(
        status.levels.map((l) => ({ key: l.id, name: l.name, users: l.users })),
        'activity-levels',
      )}
      <Typography variant="subtitle2" component="h2">
        {translate('app.activity.regions')}
      </Typography>
      {regions.length ? (
        rows(
          regions.map((r) => ({ key: r.id, name: locale !== 'zh' && r.nameEn ? r.nameEn : r.name, users: r.users })),
          'activity-regions',
        )
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.activity.no_regions')}
        </Typography>
      )}
    </Stack>
  );
};

const Live = ({ buildingId, base }: { buildingId: number; base: MapJson }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const poiTypes = usePoiTypes(buildingId);
  const [minutes, setMinutes] = useState<number>(5);
  const [live, setLive] = useState(true);
  const [chosen, setChosen] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ['activity-status', buildingId, minutes],
    queryFn: () => call(activityApi.status, { query: { buildingId, minutes }, silent: true }),
    refetchInterval: live ? ACTIVITY_REFRESH_MS : false,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const status = query.data;
  // The level with the most users now, until one is chosen.
  const busiest = status?.levels.reduce<{ id: number; users: number } | null>(
    (best, l) => ((l.users ?? 0) > (best?.users ?? 0) ? { id: l.id, users: l.users ?? 0 } : best),
    null,
  );
  const levelId = chosen ?? busiest?.id ?? defaultLevel(base.levels, base.features)?.id ?? 0;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.activity.intro')}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="center">
        <TextField
          select
          size="small"
          label={translate('app.activity.window')}
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
          sx={{ width: 180 }}
        >
          {WINDOWS.map((m) => (
            <MenuItem key={m} value={m}>
              {translate('app.activity.minutes', { smart_count: m })}
            </MenuItem>
          ))}
        </TextField>
        {status && (
          <>
            <Figure label={translate('app.activity.now')} value={status.users.toLocaleString(locale)} testId="activity-users" />
            <Figure label={translate('app.activity.unplaced')} value={status.unplaced.toLocaleString(locale)} testId="activity-unplaced" />
          </>
        )}
        <Stack direction="row" spacing={1} alignItems="center" sx={{ ml: 'auto' }}>
          {query.isFetching && <CircularProgress size={16} aria-label={translate('ra.page.loading')} />}
          {status && (
            <Typography variant="body2" color="text.secondary" data-testid="activity-updated">
              {translate('app.activity.updated', { time: wallTime(status.at, status.timeZone, false) })}
            </Typography>
          )}
          <FormControlLabel
            control={<Switch checked={live} onChange={(_, on) => setLive(on)} data-testid="activity-live" />}
            label={translate('app.activity.live', { seconds: ACTIVITY_REFRESH_MS / 1000 })}
          />
        </Stack>
      </Stack>
      {query.error && (
        <Alert severity="error" data-testid="activity-error">
          {query.error.message}
        </Alert>
      )}
      {status && status.users === 0 && <Alert severity="info">{translate('app.activity.empty', { smart_count: minutes })}</Alert>}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
        <LevelMapPanel
          levels={base.levels}
          levelId={levelId}
          onLevel={setChosen}
          height={MAP_HEIGHT}
          testId="activity-map"
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          <ActivityMap
            base={base}
            poiTypes={poiTypes}
            levelId={levelId}
            english={locale !== 'zh'}
            regions={status?.regions ?? []}
            heldLabel={`< ${status?.minUsers ?? 5}`}
          />
        </LevelMapPanel>
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 380 }, flexShrink: 0 }}>
          {status ? (
            <Stack spacing={2}>
              <TrendChart status={status} />
              <Breakdown status={status} levelId={levelId} />
            </Stack>
          ) : (
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          )}
        </Paper>
      </Stack>
    </Stack>
  );
};

/** 活跃状态 (spec §2 /location activity-status, issue 15): who is in the building now, per level and region, refreshed by itself, and the last hour. */
export const ActivityStatusPage = () => (
  <BuildingPage title="app.navigation.pages.activity-status" namedTitle testId="activity-status-page">
    {(buildingId) => (
      <DraftPlan buildingId={buildingId} height={MAP_HEIGHT}>
        {(plan) => <Live buildingId={buildingId} base={plan} />}
      </DraftPlan>
    )}
  </BuildingPage>
);
