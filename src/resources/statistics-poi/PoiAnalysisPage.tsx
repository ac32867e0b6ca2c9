import { Alert, Box, Button, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { analysisApi } from '#contract/endpoints/analysis';
import type { PoiAnalysis } from '#contract/schemas/poiAnalysis';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { DayRangeFields, RangeErrorAlert, useUrlChoices } from '../../dashboards/frame/DayRangeFields';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { csvFileName, toCsv } from '../../dashboards/model/csv';
import { useLabeller } from '../../dashboards/model/useLabeller';
import { FigureTable } from '../../dashboards/widgets/FigureTable';
import { saveBlob } from '../../dataProvider/fileTransfer';
import { call } from '../../dataProvider/httpClient';
import { useSession } from '../../shell/session/useSession';
import { poiAnalysisTables } from './poiTables';

const TOTALS = ['views', 'navStarts', 'arrivals', 'conversion', 'searches', 'searchesEmpty'] as const;
const SERIES = [
  { key: 'views', color: '#1565c0' },
  { key: 'navStarts', color: '#ef6c00' },
  { key: 'arrivals', color: '#2e7d32' },
] as const;

const Totals = ({ totals }: { totals: PoiAnalysis['totals'] }) => {
  const translate = useTranslate();
  const labels = useLabeller();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
      {TOTALS.map((key) => (
        <Paper key={key} variant="outlined" sx={{ px: 2, py: 1.5, flex: '1 1 160px', minWidth: 150 }} data-testid={`poi-total-${key}`}>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.poi_analysis.${key}`)}
          </Typography>
          <Typography variant="h5" component="p">
            {totals[key] === null ? '—' : labels.figure(totals[key], key === 'conversion' ? 'percent' : 'count')}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
};

/** The ten most viewed POIs: views, navigation starts and arrivals side by side (the table below holds the same figures). */
const TopChart = ({ pois }: { pois: PoiAnalysis['pois'] }) => {
  const translate = useTranslate();
  const data = pois.slice(0, 10).map((p) => ({ name: p.name, views: p.views, navStarts: p.navStarts, arrivals: p.arrivals }));
  const height = Math.max(160, 32 * data.length + 60);
  return (
    <Box data-testid="poi-top-chart">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.poi_analysis.top')}
      </Typography>
      <ChartFigure title={translate('app.poi_analysis.top')} height={height}>
        <BarChart responsive width="100%" height={height} data={data} layout="vertical" margin={{ left: 24, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          {SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={translate(`app.poi_analysis.${s.key}`)} fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ChartFigure>
    </Box>
  );
};

const Analysis = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const { buildings } = useSession();
  const { from, to, set } = useUrlChoices();
  const query = useQuery({
    queryKey: ['poi-analysis', buildingId, from, to],
    queryFn: () => call(analysisApi.poi, { query: { buildingId, ...(from ? { from } : {}), ...(to ? { to } : {}) }, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = query.error ? undefined : query.data;
  const tables = data ? poiAnalysisTables(data, translate, locale !== 'zh') : null;
  const held = data ? data.heldBack.pois + data.heldBack.types + data.heldBack.queries + data.heldBack.emptyQueries : 0;
  const onExport = () => {
    if (!data || !tables) return;
    const building = buildings.find((b) => b.id === buildingId)?.name ?? String(buildingId);
    const csv = toCsv([tables.pois, tables.types, tables.queries, tables.empty]);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName([translate('app.navigation.pages.poi-analysis'), building, data.from, data.to]));
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.poi_analysis.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <DayRangeFields from={from} to={to} answered={data} set={set} testId="poi-analysis" />
        {query.isFetching && <CircularProgress size={18} aria-label={translate('ra.page.loading')} />}
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={onExport} disabled={!data} sx={{ ml: 'auto' }} data-testid="poi-analysis-export">
          {translate('app.poi_analysis.export')}
        </Button>
      </Stack>
      {query.error && <RangeErrorAlert error={query.error} testId="poi-analysis-error" />}
      {data && held > 0 && (
        <Alert severity="info" icon={<LockOutlinedIcon fontSize="small" />} sx={{ py: 0 }} data-testid="poi-analysis-held-back">
          {translate('app.poi_analysis.held_back', {
            min: data.minUsers,
            pois: data.heldBack.pois,
            types: data.heldBack.types,
            queries: data.heldBack.queries + data.heldBack.emptyQueries,
          })}
        </Alert>
      )}
      {!data && !query.error && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {data && tables && (
        <>
          <Totals totals={data.totals} />
          {data.pois.length ? (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <TopChart pois={data.pois} />
            </Paper>
          ) : (
            <Alert severity="info">{translate('app.poi_analysis.none')}</Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                  {tables.pois.title}
                </Typography>
                <FigureTable table={tables.pois} limit={10} testId="poi-analysis-pois" />
              </Paper>
            </Grid>
            <Grid size={12}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                  {tables.types.title}
                </Typography>
                <FigureTable table={tables.types} testId="poi-analysis-types" />
              </Paper>
            </Grid>
            {[
              { table: tables.queries, testId: 'poi-analysis-queries' },
              { table: tables.empty, testId: 'poi-analysis-empty' },
            ].map(({ table, testId }) => (
              <Grid key={testId} size={{ xs: 12, md: 6 }}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                    {table.title}
                  </Typography>
                  {table.rows.length ? (
                    <FigureTable table={table} limit={10} testId={testId} />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.poi_analysis.none')}
                    </Typography>
                  )}
                </Paper>
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Stack>
  );
};

/** POI 分析 (spec §2 /poi, issue 15): POIs and types by views, navigation starts and arrivals, and what people searched. */
export const PoiAnalysisPage = () => (
  <BuildingPage title="app.navigation.pages.poi-analysis" namedTitle testId="poi-analysis-page">
    {(buildingId) => <Analysis buildingId={buildingId} />}
  </BuildingPage>
);
