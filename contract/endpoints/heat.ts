import type { HeatMap, HeatMapQuery } from '../schemas/heat.js';
import { get } from './endpoint.js';

/** Issue 15: the heat map's bounds (the service and the console share them). */
export const HEAT_LIMITS = {
  /** The longest range, days. */
  rangeDays: 31,
} as const;

/** Issue 15: 热力图 (spec §2 /heat-map), beside the other statistics calls. */
export const heatApi = {
  map: get<HeatMapQuery, HeatMap>('/api/location/statistics/heat-map'),
};
