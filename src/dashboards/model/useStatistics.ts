import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Endpoint } from '#contract/endpoints/endpoint';
import type { ActivityCountQuery, Statistics } from '#contract/schemas/statistics';
import { ApiError } from '../../dataProvider/ApiError';
import { call } from '../../dataProvider/httpClient';
import type { Granularity } from './granularity';
import type { DashboardView } from './view';

/**
 * The query the console sends: activity-count's (the widest), with the granularity spelled out (the
 * schema's `Static` reads its union built by `map` as `undefined`).
 */
export type StatisticsRequest = Omit<ActivityCountQuery, 'granularity'> & { granularity?: Granularity };

/** A statistics call of the contract (`statisticsApi`). */
export type StatisticsEndpoint = Endpoint<StatisticsRequest, never, Statistics>;

/** The query of a view: the page's one call per view (DESIGN.md §7). */
const statisticsQuery = (buildingId: number, view: DashboardView): StatisticsRequest => ({
  buildingId,
  from: view.from,
  to: view.to,
  granularity: view.granularity,
  ...(view.compare ? { compare: true } : {}),
  ...(view.dimension === 'platform' || view.dimension === 'appVersion' ? { dimension: view.dimension } : {}),
});

/** The page's answer; while another view loads the last one stays on screen (no flash of the loading state). */
export const useStatistics = (endpoint: StatisticsEndpoint, buildingId: number, view: DashboardView) => {
  const query = statisticsQuery(buildingId, view);
  return useQuery({
    queryKey: ['statistics', endpoint.path, query],
    // Silent: the page shows the server's message in its error state, not in a toast.
    queryFn: () => call(endpoint, { query, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** What the error state says: the server's field messages (10005) when it gave some, else the error's own message. */
export const errorMessage = (error: Error): string =>
  error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message).join('; ') : error.message;
