import type { StatClicks, StatClicksQuery } from '../schemas/stat.js';
import { get } from './endpoint.js';

/** Issue 16 点击统计 (spec §2 /stat): the apps' feature clicks, for platform administrators. */
export const statApi = {
  clicks: get<StatClicksQuery, StatClicks>('/api/location/stat/clicks'),
};
