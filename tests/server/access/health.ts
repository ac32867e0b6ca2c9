import { PUBLIC, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** Health checks (issue 34 §4, not in the specification): for a load balancer, public like `/api/status`. */
export const policy: Record<string, Policy> = {
  'GET /api/health/live': PUBLIC,
  'GET /api/health/ready': PUBLIC,
};

export const samples: Record<string, Sample> = {
  'GET /api/health/live': {},
  'GET /api/health/ready': {},
};
