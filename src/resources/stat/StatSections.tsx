import { Alert, Stack } from '@mui/material';
import type { StatClicks } from '#contract/schemas/stat';
import { TrendChart } from '../../dashboards/charts/TrendChart';
import type { Granularity } from '../../dashboards/model/granularity';
import { useLabeller } from '../../dashboards/model/useLabeller';
import { DashboardSection } from '../../dashboards/widgets/DashboardSection';
import { FigureTable } from '../../dashboards/widgets/FigureTable';
import { KpiCard } from '../../dashboards/widgets/KpiCard';
import { appTable, featureTable, seriesName, seriesTable } from './statTables';

interface Props {
  data: StatClicks;
  granularity: Granularity;
  text: (key: string, options?: Record<string, unknown>) => string;
}

/** The figures of 点击统计: key figures, the clicks over time, the ranked features and the apps' totals. */
export const StatSections = ({ data, granularity, text }: Props) => {
  const labels = useLabeller();
  const compare = data.previousTotal !== undefined;
  const features = featureTable(data, text, labels);
  const trend = seriesTable(data, granularity, text, labels);
  const apps = appTable(data, text);
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" data-testid="stat-cards">
        <KpiCard metric="featureClicks" value={data.total} previous={data.previousTotal} />
        <KpiCard metric="clickedFeatures" value={data.features.length + data.otherFeatures} />
        {/* Across every app: shown for all apps only. */}
        {data.appId === null && (
          <KpiCard
            metric="clickingApps"
            value={data.apps.filter((a) => a.clicks > 0).length}
            previous={compare ? data.apps.filter((a) => (a.previous ?? 0) > 0).length : undefined}
          />
        )}
      </Stack>
      <DashboardSection title={trend.title} testId="stat-trend">
        {/* The top features' clicks, a line each; the legend in the series' order (clicks, most first), not by name. */}
        <TrendChart trend={data} granularity={granularity} seriesName={(s) => seriesName(s, text)} legendOrder="series" title={trend.title} height={320} />
        <FigureTable table={trend} maxHeight={240} testId="stat-trend-table" />
      </DashboardSection>
      <DashboardSection title={features.title} testId="stat-features">
        <FigureTable table={features} limit={20} maxHeight={520} testId="stat-feature-table" />
        {data.otherFeatures > 0 && <Alert severity="info">{text('more_features', { smart_count: data.otherFeatures })}</Alert>}
      </DashboardSection>
      <DashboardSection title={apps.title} testId="stat-apps">
        <FigureTable table={apps} maxHeight={360} testId="stat-app-table" />
      </DashboardSection>
    </>
  );
};
