import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Statistics } from '#contract/schemas/statistics';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { saveBlob } from '../../dataProvider/fileTransfer';
import { useSession } from '../../shell/session/useSession';
import { csvFileName, toCsv } from '../model/csv';
import { isGranularity } from '../model/granularity';
import { statisticsTables } from '../model/tables';
import { useDashboardView } from '../model/useDashboardView';
import { useLabeller } from '../model/useLabeller';
import { useStatistics, type StatisticsEndpoint } from '../model/useStatistics';
import type { DashboardView } from '../model/view';
import { FilterBar } from './FilterBar';
import { RangeNote } from './RangeNote';
import { StatisticsState } from './StatisticsState';

const NONE: readonly string[] = [];

interface Props {
  /** The page's title (a message key): the tag, the hidden h1 and the export's file name. */
  title: string;
  testId: string;
  /** The page's call of `statisticsApi`. */
  endpoint: StatisticsEndpoint;
  /** Splits of the series the page offers. */
  dimensions?: readonly string[];
  /** Pages without a trend hide the granularity (the query still sends one the range allows). */
  granularity?: boolean;
  children: (stats: Statistics, view: DashboardView) => ReactNode;
}

const Dashboard = ({ buildingId, title, endpoint, dimensions = NONE, granularity = true, children }: Omit<Props, 'testId'> & { buildingId: number }) => {
  const translate = useTranslate();
  const labels = useLabeller();
  const { buildings } = useSession();
  const { view, change } = useDashboardView(dimensions);
  const query = useStatistics(endpoint, buildingId, view);
  const stats = query.data;
  const building = buildings.find((b) => b.id === buildingId)?.name ?? String(buildingId);
  const onExport = stats
    ? () =>
        saveBlob(
          new Blob([toCsv(statisticsTables(stats, view.dimension, labels))], { type: 'text/csv;charset=utf-8' }),
          csvFileName([translate(title), building, stats.from, stats.to]),
        )
    : undefined;
  return (
    <Stack spacing={2}>
      <FilterBar view={view} change={change} dimensions={dimensions} showGranularity={granularity} onExport={onExport} />
      <RangeNote stats={stats} />
      <StatisticsState query={query}>
        {/* The granularity of the figures shown (the last answer stays up while the next one loads). */}
        {(data) => children(data, { ...view, granularity: isGranularity(data.granularity) ? data.granularity : view.granularity })}
      </StatisticsState>
    </Stack>
  );
};

/** The frame of every statistics page (issue 14): the selected building, the filter bar kept in the URL, the page's one call and its states. */
export const DashboardFrame = ({ testId, ...props }: Props) => (
  <BuildingPage title={props.title} namedTitle testId={testId}>
    {(buildingId) => <Dashboard buildingId={buildingId} {...props} />}
  </BuildingPage>
);
