import { USAGE_LIMITS } from '#contract/schemas/usage.js';

/**
 * Issue 14: what an operator may tune about usage (USAGE_RATE_PER_MINUTE, USAGE_RETENTION_DAYS); issue 31: about
 * every call made with an app's key, which ships inside each app build and so is public (APP_KEY_RATE_PER_MINUTE,
 * APP_KEY_RATE_PER_ADDRESS_PER_MINUTE, FEEDBACK_SCREENSHOT_MB_PER_DAY, FEEDBACK_SCREENSHOT_UNATTACHED_HOURS).
 */
export interface UsagePolicy {
  /** Events accepted per app and minute (10007 past it). */
  perAppMinute: number;
  /** Raw events older than this are dropped; the rollups stay. */
  retentionDays: number;
  /** Calls of one app-key route per app and minute, all server instances together (10007 past it). */
  callsPerAppMinute: number;
  /** Calls of one app-key route per client address and minute, whatever the key (10007 past it). */
  callsPerAddressMinute: number;
  /** Screenshot megabytes one app may upload per UTC day (10007 past it, until the next day). */
  screenshotMbPerDay: number;
  /** A screenshot no feedback names is deleted (record and bytes) this many hours after its upload. */
  unattachedHours: number;
}

export const DEFAULT_USAGE_POLICY: UsagePolicy = {
  perAppMinute: USAGE_LIMITS.perAppMinute,
  retentionDays: 400,
  callsPerAppMinute: 6000,
  callsPerAddressMinute: 300,
  screenshotMbPerDay: 200,
  unattachedHours: 24,
};
