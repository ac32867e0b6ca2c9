import type { ActivityStatus, ActivityStatusQuery } from '../schemas/activity.js';
import { get } from './endpoint.js';

/** Issue 15: 活跃状态 (spec §2 /location activity-status), beside the other statistics calls. */
export const activityApi = {
  status: get<ActivityStatusQuery, ActivityStatus>('/api/location/statistics/activity-status'),
};

/** How often the console asks again, milliseconds. */
export const ACTIVITY_REFRESH_MS = 30_000;
