// The sign-in sessions' rows (only a session id's hash is stored; auth/session.ts makes and checks them).
import type { Db } from '../db/types.js';

/** The admin table's columns of a SessionAdmin, the one list every admin read starts from (never the password hash). */
export const ADMIN_COLUMNS = ['admin.id', 'admin.email', 'admin.name', 'admin.adminType', 'admin.companyId', 'admin.enabled'] as const;

export interface SessionValues {
  idHash: string;
  adminId: number;
  createdAt: Date;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Db, values: SessionValues): Promise<void> {
  await db.insertInto('session').values(values).execute();
}

/** The session with its admin and whether the admin's company is enabled (null: no company). */
export function sessionWithAdmin(db: Db, idHash: string) {
  return db
    .selectFrom('session')
    .innerJoin('admin', 'admin.id', 'session.adminId')
    .leftJoin('company', 'company.id', 'admin.companyId')
    .select(['session.lastSeenAt', 'session.idleExpiresAt', 'session.expiresAt', 'company.enabled as companyEnabled', ...ADMIN_COLUMNS])
    .where('session.idHash', '=', idHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
  await db.updateTable('session').set({ lastSeenAt, idleExpiresAt }).where('idHash', '=', idHash).execute();
}

export async function deleteSessionByHash(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('session').where('idHash', '=', idHash).execute();
}

export async function deleteSessionsExpiredAt(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('idleExpiresAt', '<=', now)]))
    .execute();
}

/** Deletes every session of an admin, except the one whose hash is `keepIdHash`. */
export async function deleteSessionsOf(db: Db, adminId: number, keepIdHash?: string): Promise<void> {
  let query = db.deleteFrom('session').where('adminId', '=', adminId);
  if (keepIdHash) query = query.where('idHash', '<>', keepIdHash);
  await query.execute();
}
