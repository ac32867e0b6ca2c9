// Issue 31 §5/§6: what stops WeChat's callbacks and its authorization return from being played again (SQL only).
import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

/**
 * Records a signed callback's (platform, nonce, timestamp); answers false when it was recorded already. The one
 * INSERT … ON CONFLICT DO NOTHING decides, so two server instances given the same callback agree on which saw it first.
 */
export async function claimNonce(db: Db, componentAppid: string, nonce: string, signedAt: number): Promise<boolean> {
  const { rows } = await sql<{ nonce: string }>`INSERT INTO wx_callback_nonce (component_appid, nonce, signed_at)
    VALUES (${componentAppid}, ${nonce}, ${signedAt}) ON CONFLICT DO NOTHING RETURNING nonce`.execute(db);
  return rows.length === 1;
}

/** Forgets a claim whose callback could not be acted on, so WeChat's retry of it is taken. */
export async function releaseNonce(db: Db, componentAppid: string, nonce: string, signedAt: number): Promise<void> {
  await db.deleteFrom('wxCallbackNonce').where('componentAppid', '=', componentAppid).where('nonce', '=', nonce).where('signedAt', '=', signedAt).execute();
}

/** Drops the claims signed before `before` (seconds). */
export async function dropNoncesBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('wxCallbackNonce').where('signedAt', '<', before).execute();
}

export async function insertPendingAuthorization(
  db: Db,
  row: { openPlatformId: number; stateHash: string; preAuthCodeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('wxPendingAuthorization').values(row).execute();
}

/** Marks the platform's unused, unexpired link of `stateHash` used; answers whether there was one (atomically: one taker). */
export async function takePendingAuthorization(db: Db, openPlatformId: number, stateHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('wxPendingAuthorization')
    .set({ usedAt: now })
    .where('openPlatformId', '=', openPlatformId)
    .where('stateHash', '=', stateHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** WeChat's authorized push names the pre_auth_code its link carried: that link is used. */
export async function usePendingByPreAuthCode(db: Db, openPlatformId: number, preAuthCodeHash: string, now: Date): Promise<void> {
  await db
    .updateTable('wxPendingAuthorization')
    .set({ usedAt: now })
    .where('openPlatformId', '=', openPlatformId)
    .where('preAuthCodeHash', '=', preAuthCodeHash)
    .where('usedAt', 'is', null)
    .execute();
}

/** Drops the links that expired before `before`. */
export async function dropPendingBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('wxPendingAuthorization').where('expiresAt', '<', before).execute();
}
