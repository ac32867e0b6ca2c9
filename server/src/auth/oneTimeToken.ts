import { createHash, randomBytes } from 'node:crypto';
import type { Db, TokenPurpose } from '../db/types.js';
import { deleteUnusedTokens, liveTokenAdmin, saveToken, spendToken } from '../repos/adminToken.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A random token for `purpose`; only its SHA-256 is stored. `replace` voids the admin's earlier unused ones. */
export async function issueToken(
  db: Db,
  adminId: number,
  purpose: TokenPurpose,
  minutes: number,
  options: { replace?: boolean; now?: Date } = {},
): Promise<IssuedToken> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  // Spent and long-expired tokens are kept a day for inspection, then dropped.
  await saveToken(
    db,
    { tokenHash: hashToken(token), adminId, purpose, expiresAt, createdAt: now },
    new Date(now.getTime() - 86_400_000),
    options.replace === true,
  );
  return { token, expiresAt };
}

/** The admin a live token belongs to, without spending it. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()): Promise<number | null> {
  return liveTokenAdmin(db, hashToken(token), purpose, now);
}

/** Spends a live token atomically (one winner under concurrency) and returns its admin, else null. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()): Promise<number | null> {
  return spendToken(db, hashToken(token), purpose, now);
}

export async function voidTokens(db: Db, adminId: number, purpose: TokenPurpose): Promise<void> {
  await deleteUnusedTokens(db, adminId, purpose);
}
