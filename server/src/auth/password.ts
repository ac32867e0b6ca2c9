import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';

const KEY_LENGTH = 64;
const DEFAULTS = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * Format: `scrypt$N$r$p$salt$hash` (base64url), so parameters can change without breaking old hashes. The server
 * always hashes with its defaults; other parameters are for the test suite's template database only.
 */
export async function hashPassword(password: string, params: ScryptParams = DEFAULTS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Each password check (against a stored hash, or the dummy of an unknown e-mail) is published here: the costly step
 * the sign-in throttling exists to bound, so whoever watches the process can count them (the throttling tests do).
 */
export const PASSWORD_CHECK_CHANNEL = 'indoor:password-check';
const checks = channel(PASSWORD_CHECK_CHANNEL);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  checks.publish(undefined);
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await derive(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}
