import type { LivenessDto, ReadinessDto } from '../schemas/health.js';
import { get } from './endpoint.js';

/**
 * Health for a load balancer or process manager (issue 34 §4): the answer's HTTP status is what counts (200 or 503),
 * not an envelope. `/api/status` stays the specification's call.
 */
export const healthApi = {
  live: get<Record<string, never>, LivenessDto>('/api/health/live'),
  ready: get<Record<string, never>, ReadinessDto>('/api/health/ready'),
};
