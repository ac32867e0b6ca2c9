// One-time tokens' rows (sign-in links, password resets): only a token's hash is stored (auth/oneTimeToken.ts).
import type { Db, TokenPurpose } from '../db/types.js';

/** Stores a token, first dropping tokens expired before `dropBefore` and, with `replace`, the admin's unused ones of the purpose. */
export async function saveToken(
  db: Db,
  row: { tokenHash: string; adminId: number; purpose: TokenPurpose; expiresAt: Date; createdAt: Date },
  dropBefore: Date,
  replace: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('adminToken').where('expiresAt', '<', dropBefore).execute();
    if (replace) await deleteUnusedTokens(trx, row.adminId, row.purpose);
    await trx.insertInto('adminToken').values(row).execute();
  });
}

/** The admin of a live token (unused, not expired at `now`), without spending it. */
export async function liveTokenAdmin(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('adminToken')
    .select('adminId')
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.adminId ?? null;
}

/** Marks a live token used in one UPDATE (one winner under concurrency) and answers its admin. */
export async function spendToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const row = await db
    .updateTable('adminToken')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('adminId')
    .executeTakeFirst();
  return row?.adminId ?? null;
}

export async function deleteUnusedTokens(db: Db, adminId: number, purpose: TokenPurpose): Promise<void> {
  await db.deleteFrom('adminToken').where('adminId', '=', adminId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
}
