import { createHash, randomBytes } from 'node:crypto';
import type { Db, TokenPurpose } from '../db/types.js';

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
  await db.transaction().execute(async (trx) => {
    // Spent and long-expired tokens are kept a day for inspection, then dropped.
    await trx
      .deleteFrom('adminToken')
      .where('expiresAt', '<', new Date(now.getTime() - 86_400_000))
      .execute();
    if (options.replace) {
      await trx.deleteFrom('adminToken').where('adminId', '=', adminId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
    }
    await trx
      .insertInto('adminToken')
      .values({ tokenHash: hashToken(token), adminId, purpose, expiresAt, createdAt: now })
      .execute();
  });
  return { token, expiresAt };
}

/** The admin a live token belongs to, without spending it. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()): Promise<number | null> {
  const row = await db
    .selectFrom('adminToken')
    .select('adminId')
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.adminId ?? null;
}

/** Spends a live token atomically (one winner under concurrency) and returns its admin, else null. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()): Promise<number | null> {
  const row = await db
    .updateTable('adminToken')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('adminId')
    .executeTakeFirst();
  return row?.adminId ?? null;
}

export async function voidTokens(db: Db, adminId: number, purpose: TokenPurpose): Promise<void> {
  await db.deleteFrom('adminToken').where('adminId', '=', adminId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
}
