import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { analysisApi } from '#contract/endpoints/analysis';
import type { QrcodeAnalysis } from '#contract/schemas/qrcodeAnalysis';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { colourOf } from '../../dashboards/charts/palette';
import { DayRangeFields, RangeErrorAlert, useUrlChoices } from '../../dashboards/frame/DayRangeFields';
import { csvFileName, toCsv } from '../../dashboards/model/csv';
import { useLabeller } from '../../dashboards/model/useLabeller';
import { FigureTable } from '../../dashboards/widgets/FigureTable';
import { saveBlob } from '../../dataProvider/fileTransfer';
import { call } from '../../dataProvider/httpClient';
import { useSession } from '../../shell/session/useSession';
import { qrcodeTables } from './qrTables';

const TOTALS = ['scans', 'users', 'sessions', 'navigated', 'arrived'] as const;
const TREND_BATCHES = 4;

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
    <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** Sessions with a scan, then those that navigated, then those that arrived. */
const Funnel = ({ totals }: { totals: QrcodeAnalysis['totals'] }) => {
  const translate = useTranslate();
  const labels = useLabeller();
  const steps = (['sessions', 'navigated', 'arrived'] as const).map((key) => ({ name: translate(`app.qr_analysis.${key}`), n: totals[key] }));
  const share = (n: number) => (totals.sessions ? labels.figure(n / totals.sessions, 'percent') : '—');
  return (
    <ChartFigure
      title={translate('app.qr_analysis.funnel')}
      height={150}
      label={translate('app.qr_analysis.funnel_label', { sessions: totals.sessions, navigated: share(totals.navigated), arrived: share(totals.arrived) })}
    >
      <BarChart responsive width="100%" height={150} data={steps} layout="vertical" margin={{ left: 24, right: 24 }} accessibilityLayer={false}>
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="n" name={translate('app.qr_analysis.sessions')} fill="#00695c" isAnimationActive={false} label={{ position: 'right', fontSize: 12 }} />
      </BarChart>
    </ChartFigure>
  );
};

/** Scans per day: all codes, and the most scanned batches. */
const Trend = ({ data }: { data: QrcodeAnalysis }) => {
  const translate = useTranslate();
  const top = data.batches.slice(0, TREND_BATCHES);
  const rows = data.days.map((d, i) => ({ day: d.day.slice(5), all: d.scans, ...Object.fromEntries(top.map((b, j) => [`b${j}`, b.perDay[i]])) }));
  return (
    <ChartFigure title={translate('app.qr_analysis.trend')} height={240}>
      <LineChart responsive width="100%" height={240} data={rows} margin={{ top: 8, right: 16, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Legend />
        <Line dataKey="all" name={translate('app.qr_analysis.all_codes')} stroke="#263238" dot={false} isAnimationActive={false} />
        {top.map((b, j) => (
          <Line
            key={b.batch}
            dataKey={`b${j}`}
            name={b.batch || translate('app.qr_analysis.no_batch')}
            stroke={colourOf(j)}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFigure>
  );
};

const Analysis = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const labels = useLabeller();
  const { buildings } = useSession();
  const { from, to, set } = useUrlChoices();
  const query = useQuery({
    queryKey: ['qrcode-analysis', buildingId, from, to],
    queryFn: () => call(analysisApi.qrcode, { query: { buildingId, ...(from ? { from } : {}), ...(to ? { to } : {}) }, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = query.error ? undefined : query.data;
  const tables = data ? qrcodeTables(data, translate) : null;
  const onExport = () => {
    if (!data || !tables) return;
    const building = buildings.find((b) => b.id === buildingId)?.name ?? String(buildingId);
    saveBlob(
      new Blob([toCsv([tables.codes, tables.batches, tables.never])], { type: 'text/csv;charset=utf-8' }),
      csvFileName([translate('app.navigation.pages.qrcode-analysis'), building, data.from, data.to]),
    );
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.qr_analysis.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <DayRangeFields from={from} to={to} answered={data} set={set} testId="qr-analysis" />
        {query.isFetching && <CircularProgress size={18} aria-label={translate('ra.page.loading')} />}
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={onExport} disabled={!data} sx={{ ml: 'auto' }} data-testid="qr-analysis-export">
          {translate('app.poi_analysis.export')}
        </Button>
      </Stack>
      {query.error && <RangeErrorAlert error={query.error} testId="qr-analysis-error" />}
      {data && data.heldBack.codes + data.heldBack.batches > 0 && (
        <Alert severity="info" icon={<LockOutlinedIcon fontSize="small" />} sx={{ py: 0 }} data-testid="qr-analysis-held-back">
          {translate('app.qr_analysis.held_back', { min: data.minUsers, codes: data.heldBack.codes, batches: data.heldBack.batches })}
        </Alert>
      )}
      {!data && !query.error && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {data && tables && (
        <>
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
            {TOTALS.map((key) => (
              <Paper key={key} variant="outlined" sx={{ px: 2, py: 1.5, flex: '1 1 160px', minWidth: 150 }} data-testid={`qr-total-${key}`}>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.qr_analysis.${key}`)}
                </Typography>
                <Typography variant="h5" component="p">
                  {labels.figure(data.totals[key], 'count')}
                </Typography>
              </Paper>
            ))}
          </Stack>
          {data.totals.scans === 0 && <Alert severity="info">{translate('app.qr_analysis.none')}</Alert>}
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
            <Box sx={{ flex: 2, minWidth: 0 }}>
              <Section title={translate('app.qr_analysis.trend')} testId="qr-analysis-trend">
                <Trend data={data} />
              </Section>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Section title={translate('app.qr_analysis.funnel')} testId="qr-analysis-funnel">
                <Funnel totals={data.totals} />
              </Section>
            </Box>
          </Stack>
          <Section title={tables.codes.title}>
            <FigureTable table={tables.codes} limit={10} testId="qr-analysis-codes" />
          </Section>
          <Section title={tables.batches.title}>
            <FigureTable table={tables.batches} testId="qr-analysis-batches" />
          </Section>
          <Section title={tables.never.title}>
            {tables.never.rows.length ? (
              <FigureTable table={tables.never} limit={10} testId="qr-analysis-never" />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.qr_analysis.all_scanned')}
              </Typography>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
};

/** 二维码分析 (spec §2 /qrcode statistics, issue 15): scans per code and batch, the scan-to-navigation funnel, the codes never scanned. */
export const QrcodeAnalysisPage = () => (
  <BuildingPage title="app.navigation.pages.qrcode-analysis" namedTitle testId="qrcode-analysis-page">
    {(buildingId) => <Analysis buildingId={buildingId} />}
  </BuildingPage>
);
