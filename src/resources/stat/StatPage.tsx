import { useState } from 'react';
import { Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { statApi } from '#contract/endpoints/stat';
import type { StatClicks, StatClicksQuery } from '#contract/schemas/stat';
import { FilterBar } from '../../dashboards/frame/FilterBar';
import { RangeNote } from '../../dashboards/frame/RangeNote';
import { StatisticsState } from '../../dashboards/frame/StatisticsState';
import { csvFileName, toCsv } from '../../dashboards/model/csv';
import { isGranularity, type Granularity } from '../../dashboards/model/granularity';
import { useDashboardView } from '../../dashboards/model/useDashboardView';
import { useLabeller } from '../../dashboards/model/useLabeller';
import { saveBlob } from '../../dataProvider/fileTransfer';
import { call } from '../../dataProvider/httpClient';
import { useAppGroupChoices } from '../app-group/lookups';
import { StatSections } from './StatSections';
import { appTable, featureTable, seriesTable } from './statTables';

const TITLE = 'app.navigation.pages.stat-list';
const NONE: readonly string[] = [];

/** The query the console sends (the granularity spelled out: the schema's `Static` reads its enum loosely). */
type StatRequest = Omit<StatClicksQuery, 'granularity'> & { granularity?: Granularity };

/** 点击统计 (spec §2 /stat, issue 16): the apps' feature clicks in the statistics pages' frame, for one app or all. */
export const StatPage = () => {
  const translate = useTranslate();
  const labels = useLabeller();
  const text = (key: string, options?: Record<string, unknown>) => translate(`app.stat.${key}`, options);
  const { view, change } = useDashboardView(NONE);
  const [appId, setAppId] = useState<number | null>(null);
  const [appGroupId, setAppGroupId] = useState<number | null>(null);
  const { data: groups = [] } = useAppGroupChoices();
  const query: StatRequest = {
    from: view.from,
    to: view.to,
    granularity: view.granularity,
    ...(view.compare ? { compare: true } : {}),
    ...(appId !== null ? { appId } : {}),
    ...(appGroupId !== null ? { appGroupId } : {}),
  };
  const result = useQuery({
    queryKey: ['stat-clicks', query],
    // Silent: the page shows the server's message in its error state, not in a toast.
    queryFn: () => call(statApi.clicks, { query: query as StatClicksQuery, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = result.data;
  const shown = (d: StatClicks): Granularity => (isGranularity(d.granularity) ? d.granularity : view.granularity);
  const appName = (d: StatClicks) => d.apps.find((a) => a.appId === d.appId)?.name ?? text('all_apps');
  const onExport = data
    ? () =>
        saveBlob(
          new Blob([toCsv([featureTable(data, text, labels), seriesTable(data, shown(data), text, labels), appTable(data, text)])], {
            type: 'text/csv;charset=utf-8',
          }),
          csvFileName([translate(TITLE), appName(data), data.from, data.to]),
        )
    : undefined;
  return (
    <Box sx={{ p: 2 }} data-testid="stat-page">
      <Title title={translate(TITLE)} />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
            <TextField
              select
              size="small"
              label={text('group')}
              value={appGroupId === null ? '' : String(appGroupId)}
              onChange={(event) => {
                // The group's apps are offered next; an app chosen before may not be one of them.
                setAppGroupId(event.target.value ? Number(event.target.value) : null);
                setAppId(null);
              }}
              sx={{ flex: '0 1 220px', minWidth: 180 }}
              slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'stat-group' } as object }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{text('all_groups')}</MenuItem>
              {groups.map((g) => (
                <MenuItem key={g.id} value={String(g.id)}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={text('app')}
              value={appId === null ? '' : String(appId)}
              onChange={(event) => setAppId(event.target.value ? Number(event.target.value) : null)}
              sx={{ flex: '0 1 360px', minWidth: 240 }}
              slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'stat-app' } as object }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{text('all_apps')}</MenuItem>
              {(data?.apps ?? []).map((a) => (
                <MenuItem key={a.appId} value={String(a.appId)}>
                  {text('app_option', { name: a.name, code: a.appCode })}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
              {text('hint')}
            </Typography>
          </Stack>
        </Paper>
        <FilterBar view={view} change={change} dimensions={NONE} showGranularity onExport={onExport} />
        <RangeNote stats={data ? { ...data, timeZone: data.timeZones.join(', ') || '—' } : undefined} />
        <StatisticsState query={result} empty={(d: StatClicks) => d.total === 0}>
          {(d) => <StatSections data={d} granularity={shown(d)} text={text} />}
        </StatisticsState>
      </Stack>
    </Box>
  );
};
