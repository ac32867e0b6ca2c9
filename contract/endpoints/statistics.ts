import type { ActivityCountQuery, Statistics, StatisticsQuery } from '../schemas/statistics.js';
import { get } from './endpoint.js';

/** Issue 14: one call per spec §2 statistics page, on the page's path under /api/location/statistics. */
export const statisticsApi = {
  userTendency: get<StatisticsQuery, Statistics>('/api/location/statistics/user-tendency'),
  activityCount: get<ActivityCountQuery, Statistics>('/api/location/statistics/activity-count'),
  userActivation: get<StatisticsQuery, Statistics>('/api/location/statistics/user-activation'),
  userAttribute: get<StatisticsQuery, Statistics>('/api/location/statistics/user-attribute'),
  brandModel: get<StatisticsQuery, Statistics>('/api/location/statistics/brand-model'),
  system: get<StatisticsQuery, Statistics>('/api/location/statistics/system'),
  network: get<StatisticsQuery, Statistics>('/api/location/statistics/network'),
  ownerService: get<StatisticsQuery, Statistics>('/api/location/statistics/owner-service'),
};

/** The path of a statistics page's call by the last part of its path (e.g. `user-attribute`); an unknown one throws. */
export const statisticsPath = (page: string): string => {
  const call = Object.values(statisticsApi).find((c) => c.path.endsWith(`/${page}`));
  if (!call) throw new Error(`no statistics call ends in /${page}`);
  return call.path;
};
