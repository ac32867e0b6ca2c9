import { createHash, randomBytes } from 'node:crypto';
import type { AdminType, Db } from '../db/types.js';
import { deleteSessionByHash, deleteSessionsExpiredAt, deleteSessionsOf, insertSession, sessionWithAdmin, touchSession } from '../repos/session.js';

export { ADMIN_COLUMNS } from '../repos/session.js';

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
  await insertSession(db, {
    idHash: hashSessionId(id),
    adminId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: idleExpiry(now, expiresAt, policy),
    expiresAt,
  });
  return id;
}

function idleExpiry(now: Date, expiresAt: Date, policy: SessionPolicy): Date {
  return new Date(Math.min(now.getTime() + policy.idleMinutes * 60_000, expiresAt.getTime()));
}

/** The session's admin when the session is live and the admin enabled; refreshes last_seen_at at most once a minute. */
export async function resolveSession(db: Db, id: string, policy: SessionPolicy, now = new Date()): Promise<ActiveSession | null> {
  const idHash = hashSessionId(id);
  const row = await sessionWithAdmin(db, idHash);
  // Issue 16: a disabled company's sessions are deleted when it is switched off; this also refuses any left over.
  if (!row || !row.enabled || row.companyEnabled === false || row.idleExpiresAt <= now || row.expiresAt <= now) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= REFRESH_EVERY_MS) {
    await touchSession(db, idHash, now, idleExpiry(now, row.expiresAt, policy));
  }
  const { lastSeenAt: _seen, idleExpiresAt: _idle, expiresAt: _exp, companyEnabled: _company, ...admin } = row;
  return { idHash, admin };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await deleteSessionByHash(db, hashSessionId(id));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await deleteSessionsExpiredAt(db, now);
}

/** Ends every session of an admin, except the one whose hash is `keepIdHash` (the caller's own). */
export async function deleteAdminSessions(db: Db, adminId: number, keepIdHash?: string): Promise<void> {
  await deleteSessionsOf(db, adminId, keepIdHash);
}
