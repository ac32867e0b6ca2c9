import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import { AppError, Code } from '../errors/codes.js';
import type { MessageKey } from '../errors/messages.js';

export interface LoginThrottlePolicy {
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginLockMinutes: number;
}

export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * What a counter limits: `login` counts password checks (sign-in, the current password of
 * password/update, a disabled account's sign-in); `forgot` counts password-reset requests.
 */
export type ThrottleKind = 'login' | 'forgot';

/** The two counters an attempt touches: its e-mail (any case) and the client's address. */
export function throttleKeys(email: string, address: string, kind: ThrottleKind = 'login'): ThrottleKeys {
  const prefix = kind === 'login' ? '' : `${kind}:`;
  return { account: `${prefix}account:${email.trim().toLowerCase()}`, address: `${prefix}address:${address}` };
}

export interface ThrottleCounter {
  key: string;
  /** Attempts allowed within the lock period; the one that reaches it locks the counter. */
  max: number;
}

/** The account and address counters of `keys` with the policy's limits. */
export function countersOf(keys: ThrottleKeys, policy: LoginThrottlePolicy): ThrottleCounter[] {
  return [
    { key: keys.account, max: policy.loginMaxFailures },
    { key: keys.address, max: policy.loginMaxFailuresPerAddress },
  ];
}

export interface Reservation {
  /** A counter was already at its limit: refuse without checking anything (10007 until then). */
  refused: Date | null;
  /** This attempt used up a counter's last try: if it fails, answer 10007 (locked until then). */
  reached: Date | null;
}

const latest = (dates: Date[]): Date | null => (dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null);

/**
 * Takes one attempt from a counter, in one statement, before the password is checked: of concurrent
 * attempts (several server processes or PostgreSQL connections alike) only `max` ever get a number within
 * the limit. A counter whose lock has ended, or (unlocked) whose window has passed, starts again from one;
 * a lock in force is never extended by the attempts it refuses.
 */
async function take(db: Db, counter: ThrottleCounter, minutes: number, now: Date): Promise<{ failures: number; lockedUntil: Date | null }> {
  const windowStart = new Date(now.getTime() - minutes * 60_000);
  const lockUntil = new Date(now.getTime() + minutes * 60_000);
  const restart = sql`(CASE WHEN t.locked_until IS NOT NULL THEN t.locked_until <= ${now}::timestamptz ELSE t.window_started_at <= ${windowStart}::timestamptz END)`;
  const result = await sql<{ failures: number; lockedUntil: Date | null }>`
    INSERT INTO login_throttle AS t (key, failures, window_started_at, locked_until)
    VALUES (${counter.key}, 1, ${now}::timestamptz, CASE WHEN 1 >= ${counter.max}::int THEN ${lockUntil}::timestamptz END)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END,
      window_started_at = CASE WHEN ${restart} THEN ${now}::timestamptz ELSE t.window_started_at END,
      locked_until = CASE
        WHEN ${restart} THEN CASE WHEN 1 >= ${counter.max}::int THEN ${lockUntil}::timestamptz END
        WHEN t.locked_until IS NOT NULL THEN t.locked_until
        WHEN t.failures + 1 >= ${counter.max}::int THEN ${lockUntil}::timestamptz
        ELSE NULL END
    RETURNING failures, locked_until`.execute(db);
  const row = result.rows[0]!;
  return { failures: Number(row.failures), lockedUntil: row.lockedUntil };
}

/**
 * Reserves an attempt on every counter before anything is checked. The caller refuses the call when
 * `refused` is set, answers a failed check with 10007 when `reached` is set, and settles a success
 * with `settleSuccess` (a success is not a failure).
 */
export async function reserveAttempt(db: Db, counters: ThrottleCounter[], minutes: number, now = new Date()): Promise<Reservation> {
  // Counters idle for a day are forgotten.
  await db
    .deleteFrom('loginThrottle')
    .where('windowStartedAt', '<', new Date(now.getTime() - Math.max(minutes * 60_000, 86_400_000)))
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .execute();
  const refused: Date[] = [];
  const reached: Date[] = [];
  for (const counter of counters) {
    const { failures, lockedUntil } = await take(db, counter, minutes, now);
    const until = lockedUntil ?? new Date(now.getTime() + minutes * 60_000);
    if (failures > counter.max) refused.push(until);
    else if (failures >= counter.max) reached.push(until);
  }
  return { refused: latest(refused), reached: latest(reached) };
}

/** A successful sign-in clears its account's counter. */
export async function resetAccount(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', keys.account).execute();
}

/**
 * A successful sign-in clears its account's counter and gives its address back the attempt it reserved
 * (not the whole count: one good account must not reset the count of an address trying many others).
 */
export async function settleSuccess(db: Db, keys: ThrottleKeys, policy: LoginThrottlePolicy): Promise<void> {
  await resetAccount(db, keys);
  await sql`
    UPDATE login_throttle SET
      failures = greatest(failures - 1, 0),
      locked_until = CASE WHEN failures - 1 >= ${policy.loginMaxFailuresPerAddress}::int THEN locked_until END
    WHERE key = ${keys.address}`.execute(db);
}

export function minutesUntil(lock: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((lock.getTime() - now.getTime()) / 60_000));
}

/** 10007 (HTTP 429) with Retry-After and a message saying when to try again. */
export function lockedError(until: Date, messageKey: MessageKey = 'login.locked'): AppError {
  const minutes = minutesUntil(until);
  return new AppError(Code.TOO_MANY_REQUESTS, messageKey, { minutes }, undefined, { 'retry-after': String(minutes * 60) });
}
