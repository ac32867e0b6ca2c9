import { USAGE_LIMITS } from '../schemas/usage.js';

/** Issue 14: what an operator may tune about usage (USAGE_RATE_PER_MINUTE, USAGE_RETENTION_DAYS). */
export interface UsagePolicy {
  /** Events accepted per app and minute (10007 past it). */
  perAppMinute: number;
  /** Raw events older than this are dropped; the rollups stay. */
  retentionDays: number;
}

export const DEFAULT_USAGE_POLICY: UsagePolicy = { perAppMinute: USAGE_LIMITS.perAppMinute, retentionDays: 400 };
