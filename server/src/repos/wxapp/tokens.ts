// The WeChat tokens' rows: a platform's component_access_token and each mini-program's authorizer token, read
// (FOR UPDATE while a token is fetched, so that one instance refreshes it) and saved encrypted.
import type { Db } from '../../db/types.js';

/** A platform's row, and the same locked for the rest of the transaction. */
export function platformTokenRow(db: Db, id: number) {
  return db.selectFrom('wxOpenPlatform').selectAll().where('id', '=', id).executeTakeFirst();
}
export function lockPlatformTokenRow(trx: Db, id: number) {
  return trx.selectFrom('wxOpenPlatform').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export async function savePlatformToken(trx: Db, id: number, tokenEncrypted: string, expiresAt: Date): Promise<void> {
  await trx
    .updateTable('wxOpenPlatform')
    .set({ accessTokenEncrypted: tokenEncrypted, accessTokenExpiresAt: expiresAt, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** A mini-program's row, and the same locked for the rest of the transaction. */
export function wxappTokenRow(db: Db, id: number) {
  return db.selectFrom('wxapp').selectAll().where('id', '=', id).executeTakeFirst();
}
export function lockWxappTokenRow(trx: Db, id: number) {
  return trx.selectFrom('wxapp').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export async function saveAuthorizerToken(
  trx: Db,
  id: number,
  values: { accessTokenEncrypted: string; accessTokenExpiresAt: Date; refreshTokenEncrypted: string },
): Promise<void> {
  await trx
    .updateTable('wxapp')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Platforms with a ticket whose token is missing or expires before `due`. */
export function platformsDue(db: Db, due: Date) {
  return db
    .selectFrom('wxOpenPlatform')
    .select(['id', 'accessTokenExpiresAt'])
    .where('verifyTicketEncrypted', 'is not', null)
    .where((eb) => eb.or([eb('accessTokenExpiresAt', 'is', null), eb('accessTokenExpiresAt', '<', due)]))
    .execute();
}

/** Authorized mini-programs whose token is missing or expires before `due`. */
export function wxappsDue(db: Db, due: Date) {
  return db
    .selectFrom('wxapp')
    .select(['id', 'accessTokenExpiresAt'])
    .where('status', '=', 'authorized')
    .where('refreshTokenEncrypted', 'is not', null)
    .where((eb) => eb.or([eb('accessTokenExpiresAt', 'is', null), eb('accessTokenExpiresAt', '<', due)]))
    .execute();
}

/** Authorized mini-programs with an audit still pending at WeChat. */
export function auditingWxapps(db: Db) {
  return db.selectFrom('wxapp').select('id').where('status', '=', 'authorized').where('auditStatus', 'in', ['auditing', 'delayed']).execute();
}
