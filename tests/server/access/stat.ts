import { PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/stat.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /stat 点击统计 (issue 16): the apps' feature clicks, platform management.
  'GET /api/location/stat/clicks': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/stat/clicks': { query: () => 'from=2026-10-01&to=2026-10-31&granularity=WEEK&compare=true' },
};
