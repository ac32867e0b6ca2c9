import type { Db } from '../db/types.js';
import { deleteCounter, dropIdleCounters, giveBackAttempt, takeAttempt } from '../repos/loginThrottle.js';
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
  return takeAttempt(db, counter.key, counter.max, now, windowStart, lockUntil);
}

/**
 * Reserves an attempt on every counter before anything is checked. The caller refuses the call when
 * `refused` is set, answers a failed check with 10007 when `reached` is set, and settles a success
 * with `settleSuccess` (a success is not a failure).
 */
export async function reserveAttempt(db: Db, counters: ThrottleCounter[], minutes: number, now = new Date()): Promise<Reservation> {
  // Counters idle for a day are forgotten.
  await dropIdleCounters(db, new Date(now.getTime() - Math.max(minutes * 60_000, 86_400_000)), now);
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
  await deleteCounter(db, keys.account);
}

/**
 * A successful sign-in clears its account's counter and gives its address back the attempt it reserved
 * (not the whole count: one good account must not reset the count of an address trying many others).
 */
export async function settleSuccess(db: Db, keys: ThrottleKeys, policy: LoginThrottlePolicy): Promise<void> {
  await resetAccount(db, keys);
  await giveBackAttempt(db, keys.address, policy.loginMaxFailuresPerAddress);
}

function minutesUntil(lock: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((lock.getTime() - now.getTime()) / 60_000));
}

/** 10007 (HTTP 429) with Retry-After and a message saying when to try again. */
export function lockedError(until: Date, messageKey: MessageKey = 'login.locked'): AppError {
  const minutes = minutesUntil(until);
  return new AppError(Code.TOO_MANY_REQUESTS, messageKey, { minutes }, undefined, { 'retry-after': String(minutes * 60) });
}
