// Issue 31 §5/§6: a correctly signed WeChat callback is taken once and only while fresh, and the authorization
// return (public, and each call reaching WeChat) is throttled per client address and per platform. Every count
// and claim lives in the database, so several server instances apply one rule.
import type { Db } from '../../db/types.js';
import { AppError, Code } from '../../errors/codes.js';
import { countInWindow, windowStart } from '../../repos/rateWindow.js';
import { claimNonce, dropNoncesBefore, releaseNonce } from '../../repos/wxapp/replay.js';

/** A callback's signed `timestamp` may be this far from the server's clock, either side (WeChat pushes the ticket every 600 s). */
export const CALLBACK_WINDOW_SECONDS = 300;

/** Returns from WeChat's authorization page per minute: per client address, and per third-party platform. */
export const AUTHORIZED_RETURN_LIMITS = { perAddress: 10, perPlatform: 30, windowMs: 60_000 } as const;

export type ReplayRefusal = 'timestamp' | 'replay';

export interface CallbackClaim {
  componentAppid: string;
  nonce: string;
  signedAt: number;
}

/** The claim of a verified callback, or why it is refused: a timestamp outside the window, or a (nonce, timestamp) seen already. */
export async function claimCallback(db: Db, componentAppid: string, query: Record<string, unknown>, now: number): Promise<CallbackClaim | ReplayRefusal> {
  const timestamp = typeof query.timestamp === 'string' ? query.timestamp : '';
  const nonce = typeof query.nonce === 'string' ? query.nonce : '';
  const signedAt = /^[0-9]{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  const nowSeconds = Math.floor(now / 1000);
  if (!Number.isFinite(signedAt) || Math.abs(nowSeconds - signedAt) > CALLBACK_WINDOW_SECONDS) return 'timestamp';
  // Twice the window: a server whose clock lags another's still finds the claims it may be replayed.
  await dropNoncesBefore(db, nowSeconds - 2 * CALLBACK_WINDOW_SECONDS);
  if (!(await claimNonce(db, componentAppid, nonce, signedAt))) return 'replay';
  return { componentAppid, nonce, signedAt };
}

/** The callback could not be acted on (it answers an error and WeChat retries it): its claim is given back. */
export const releaseCallback = (db: Db, claim: CallbackClaim) => releaseNonce(db, claim.componentAppid, claim.nonce, claim.signedAt);

async function within(db: Db, key: string, limit: number, now: number): Promise<void> {
  const start = windowStart(now, AUTHORIZED_RETURN_LIMITS.windowMs);
  if ((await countInWindow(db, key, start)) <= limit) return;
  const seconds = Math.max(1, Math.ceil((start.getTime() + AUTHORIZED_RETURN_LIMITS.windowMs - now) / 1000));
  throw new AppError(Code.TOO_MANY_REQUESTS, 'wxapp.authorizedThrottled', { seconds }, undefined, { 'retry-after': String(seconds) });
}

/** 10007 with Retry-After past AUTHORIZED_RETURN_LIMITS.perAddress returns from one client address in the minute. */
export const throttleReturnByAddress = (db: Db, address: string, now: number) =>
  within(db, `wx-authorized:address:${address}`, AUTHORIZED_RETURN_LIMITS.perAddress, now);

/** 10007 with Retry-After past AUTHORIZED_RETURN_LIMITS.perPlatform returns to one platform in the minute. */
export const throttleReturnByPlatform = (db: Db, openPlatformId: number, now: number) =>
  within(db, `wx-authorized:platform:${openPlatformId}`, AUTHORIZED_RETURN_LIMITS.perPlatform, now);
