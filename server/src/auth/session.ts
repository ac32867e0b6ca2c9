import { createHash, randomBytes } from 'node:crypto';
import type { AdminType, Db } from '../db/types.js';

export const SESSION_COOKIE = 'sid';
const REFRESH_EVERY_MS = 60_000;

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface SessionAdmin {
  id: number;
  email: string;
  name: string;
  adminType: AdminType;
  companyId: number | null;
  enabled: boolean;
}

/** The admin table's columns of a SessionAdmin, the one list every admin read starts from (never the password hash). */
export const ADMIN_COLUMNS = ['admin.id', 'admin.email', 'admin.name', 'admin.adminType', 'admin.companyId', 'admin.enabled'] as const;

export interface ActiveSession {
  idHash: string;
  admin: SessionAdmin;
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Creates the row and returns the raw id for the cookie; only its hash is stored. */
export async function createSession(db: Db, adminId: number, policy: SessionPolicy, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.maxHours * 3_600_000);
  await db
    .insertInto('session')
    .values({
      idHash: hashSessionId(id),
      adminId,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: idleExpiry(now, expiresAt, policy),
      expiresAt,
    })
    .execute();
  return id;
}

function idleExpiry(now: Date, expiresAt: Date, policy: SessionPolicy): Date {
  return new Date(Math.min(now.getTime() + policy.idleMinutes * 60_000, expiresAt.getTime()));
}

/** The session's admin when the session is live and the admin enabled; refreshes last_seen_at at most once a minute. */
export async function resolveSession(db: Db, id: string, policy: SessionPolicy, now = new Date()): Promise<ActiveSession | null> {
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom('session')
    .innerJoin('admin', 'admin.id', 'session.adminId')
    .leftJoin('company', 'company.id', 'admin.companyId')
    .select(['session.lastSeenAt', 'session.idleExpiresAt', 'session.expiresAt', 'company.enabled as companyEnabled', ...ADMIN_COLUMNS])
    .where('session.idHash', '=', idHash)
    .executeTakeFirst();
  // Issue 16: a disabled company's sessions are deleted when it is switched off; this also refuses any left over.
  if (!row || !row.enabled || row.companyEnabled === false || row.idleExpiresAt <= now || row.expiresAt <= now) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= REFRESH_EVERY_MS) {
    await db
      .updateTable('session')
      .set({ lastSeenAt: now, idleExpiresAt: idleExpiry(now, row.expiresAt, policy) })
      .where('idHash', '=', idHash)
      .execute();
  }
  const { lastSeenAt: _seen, idleExpiresAt: _idle, expiresAt: _exp, companyEnabled: _company, ...admin } = row;
  return { idHash, admin };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('session').where('idHash', '=', hashSessionId(id)).execute();
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('idleExpiresAt', '<=', now)]))
    .execute();
}

/** Ends every session of an admin, except the one whose hash is `keepIdHash` (the caller's own). */
export async function deleteAdminSessions(db: Db, adminId: number, keepIdHash?: string): Promise<void> {
  let query = db.deleteFrom('session').where('adminId', '=', adminId);
  if (keepIdHash) query = query.where('idHash', '<>', keepIdHash);
  await query.execute();
}
