// Issue 31: the limits of every call made with an app's key (the key ships inside each app build, so anyone may
// hold it). Counted in rate_window (repos/rateWindow.ts), so every server instance adds to the same totals.
import type { Db } from '../db/types.js';
import { AppError, Code } from '../errors/codes.js';
import { countInWindow, dropWindowsBefore, windowStart } from '../repos/rateWindow.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Windows are read only while they run; the longest (a screenshot quota's UTC day) is over after a day. */
export const RATE_WINDOW_KEEP_MS = 2 * DAY;

export interface AppKeyCall {
  /** The route, e.g. `POST /api/app/feedback/add`: each route has its own counters. */
  call: string;
  appId: number;
  /** The client's address (request.ip: X-Forwarded-For only with TRUST_PROXY). */
  address: string;
}

const retryAfter = (start: Date, windowMs: number, now: number) => Math.max(1, Math.ceil((start.getTime() + windowMs - now) / 1000));

/**
 * Counts one call of a route per app and per client address in the current minute; past either limit 10007
 * (HTTP 429) with Retry-After until the minute ends. The app's counter is checked first: a refusal names it.
 */
export async function countAppKeyCall(
  db: Db,
  limits: { callsPerAppMinute: number; callsPerAddressMinute: number },
  call: AppKeyCall,
  now = Date.now(),
): Promise<void> {
  const start = windowStart(now, MINUTE);
  const perApp = await countInWindow(db, `app:${call.appId}:${call.call}`, start);
  const perAddress = await countInWindow(db, `addr:${call.address}:${call.call}`, start);
  const seconds = retryAfter(start, MINUTE, now);
  const refuse = (key: 'usage.callRateApp' | 'usage.callRateAddress', limit: number) =>
    new AppError(Code.TOO_MANY_REQUESTS, key, { limit, call: call.call, seconds }, undefined, { 'retry-after': String(seconds) });
  if (perApp > limits.callsPerAppMinute) throw refuse('usage.callRateApp', limits.callsPerAppMinute);
  if (perAddress > limits.callsPerAddressMinute) throw refuse('usage.callRateAddress', limits.callsPerAddressMinute);
}

/**
 * Reserves `kb` of an app's daily allowance counted under `key` (a UTC day); answers a release that gives it
 * back (the upload failed after all). Past the allowance nothing stays reserved and `refusal` is thrown, given
 * the seconds until the next UTC day (its 10007's Retry-After).
 */
export async function reserveDaily(
  db: Db,
  key: string,
  kb: number,
  allowanceKb: number,
  refusal: (retryAfterSeconds: number) => AppError,
  now = Date.now(),
): Promise<() => Promise<void>> {
  const start = windowStart(now, DAY);
  const release = async () => void (await countInWindow(db, key, start, -kb));
  if ((await countInWindow(db, key, start, kb)) > allowanceKb) {
    await release();
    throw refusal(retryAfter(start, DAY, now));
  }
  return release;
}

/** Drops the counters of windows long over (every window ends within RATE_WINDOW_KEEP_MS). */
export const sweepRateWindows = (db: Db, now = Date.now()) => dropWindowsBefore(db, new Date(now - RATE_WINDOW_KEEP_MS));

/** Sweeps now and every hour (unref'd: it never keeps the process alive). */
export function startRateWindowSweep(db: Db, log: (line: string) => void, everyMs = 3_600_000): () => void {
  const run = () =>
    sweepRateWindows(db).catch((error: unknown) => log(`rate window clean-up failed: ${error instanceof Error ? error.message : String(error)}`));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The limits above as the app-key routes' documentation states them (the values this server was started with). */
export const appKeyLimitsText = (limits: { callsPerAppMinute: number; callsPerAddressMinute: number }) =>
  `At most ${limits.callsPerAppMinute} calls of this route per app and minute (APP_KEY_RATE_PER_MINUTE) and ${limits.callsPerAddressMinute} per client address and minute (APP_KEY_RATE_PER_ADDRESS_PER_MINUTE), counted across server instances; past either 10007 (HTTP 429) with Retry-After.`;
