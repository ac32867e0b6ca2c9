// Issue 16: an app's ingestion keys (migration 014's app_key, 021's expiry and last use). Only a key's SHA-256 is stored.
import type { Db } from '../db/types.js';
import { hashAppKey } from './usage.js';

const COLUMNS = ['id', 'appId', 'prefix', 'createdAt', 'expiresAt', 'revokedAt', 'lastUsedAt'] as const;

export async function keysOfApp(db: Db, appId: number) {
  return db.selectFrom('appKey').select(COLUMNS).where('appId', '=', appId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export type AppKeyRow = Awaited<ReturnType<typeof keysOfApp>>[number];

/** The key's row, locked until the transaction ends (a rotation and a revocation of one key apply one after the other). */
export async function lockKey(trx: Db, id: number): Promise<AppKeyRow | undefined> {
  return trx.selectFrom('appKey').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Keys that still work: neither revoked nor expired. */
export async function countUsableKeys(db: Db, appId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('appKey')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('appId', '=', appId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertKey(db: Db, appId: number, key: string, prefix: string, now: Date): Promise<AppKeyRow> {
  return db
    .insertInto('appKey')
    .values({ appId, keyHash: hashAppKey(key), prefix, createdAt: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setKeyExpiry(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db.updateTable('appKey').set({ expiresAt }).where('id', '=', id).execute();
}

export async function setKeyRevoked(db: Db, id: number, revokedAt: Date): Promise<void> {
  await db.updateTable('appKey').set({ revokedAt }).where('id', '=', id).execute();
}
