import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface LoginThrottlePolicy {
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginLockMinutes: number;
}

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** The two counters a sign-in attempt touches: its e-mail (any case) and the client's address. */
export function throttleKeys(email: string, address: string): ThrottleKeys {
  return { account: `account:${email.trim().toLowerCase()}`, address: `address:${address}` };
}

/** The latest lock still in force on either counter, or null. */
export async function activeLock(db: Db, keys: ThrottleKeys, now = new Date()): Promise<Date | null> {
  const rows = await db
    .selectFrom('loginThrottle')
    .select('lockedUntil')
    .where('key', 'in', [keys.account, keys.address])
    .where('lockedUntil', '>', now)
    .execute();
  const times = rows.map((r) => r.lockedUntil!.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

async function bump(db: Db, key: string, max: number, minutes: number, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - minutes * 60_000);
  const lockUntil = new Date(now.getTime() + minutes * 60_000);
  // One statement, so concurrent failures cannot lose a count. A counter whose window or lock has
  // passed starts again from one.
  const result = await sql<{ lockedUntil: Date | null }>`
    INSERT INTO login_throttle AS t (key, failures, window_started_at, locked_until)
    VALUES (${key}, 1, ${now}, ${max <= 1 ? lockUntil : null})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN t.window_started_at <= ${windowStart} OR t.locked_until <= ${now} THEN 1 ELSE t.failures + 1 END,
      window_started_at = CASE WHEN t.window_started_at <= ${windowStart} OR t.locked_until <= ${now} THEN ${now} ELSE t.window_started_at END,
      locked_until = CASE
        WHEN (CASE WHEN t.window_started_at <= ${windowStart} OR t.locked_until <= ${now} THEN 1 ELSE t.failures + 1 END) >= ${max}::int
        THEN ${lockUntil}::timestamptz ELSE NULL END
    RETURNING locked_until`.execute(db);
  return result.rows[0]?.lockedUntil ?? null;
}

/** Counts a failed sign-in on both counters; returns the lock end when this failure reached a limit. */
export async function recordFailure(db: Db, keys: ThrottleKeys, policy: LoginThrottlePolicy, now = new Date()): Promise<Date | null> {
  const minutes = policy.loginLockMinutes;
  // Counters idle for a day are forgotten.
  await db
    .deleteFrom('loginThrottle')
    .where('windowStartedAt', '<', new Date(now.getTime() - Math.max(minutes * 60_000, 86_400_000)))
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .execute();
  const account = await bump(db, keys.account, policy.loginMaxFailures, minutes, now);
  const address = await bump(db, keys.address, policy.loginMaxFailuresPerAddress, minutes, now);
  const locks = [account, address].filter((d): d is Date => d !== null).map((d) => d.getTime());
  return locks.length ? new Date(Math.max(...locks)) : null;
}

/** A successful sign-in clears its account's counter (not the address's: one good account must not
 * reset the count of an address trying many others). */
export async function resetAccount(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', keys.account).execute();
}

export function minutesUntil(lock: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((lock.getTime() - now.getTime()) / 60_000));
}
