import type { LocationQuality, LocationQualityQuery } from '../schemas/locationQuality.js';
import { get } from './endpoint.js';

/** Issue 15: the location quality page's bounds (the service and the console share them). */
export const QUALITY_LIMITS = {
  /** The longest range, days. */
  rangeDays: 31,
} as const;

/** Issue 15: 定位功能 (spec §6 VIEW_LOCATION_FUNCTION), beside the other statistics calls. */
export const locationQualityApi = {
  quality: get<LocationQualityQuery, LocationQuality>('/api/location/statistics/location-quality'),
};
