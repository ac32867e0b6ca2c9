import { sql } from 'kysely';
import type { Db } from './types.js';

/** Migrations and the seed (the number migrate.ts took per migration before issue 31, so older servers wait too). */
const PREPARE_LOCK = 72_410_001;
const ADMIN_CHANGE_LOCK = 72_410_002;

/**
 * Issue 31: runs `work` holding a session-level advisory lock on one dedicated connection, so that servers
 * started together on one empty database prepare it one at a time: the others wait, then find the work done.
 * Everything `work` does must go through the connection it is given (PGlite's pool has only that one).
 * Nested calls on that connection take the lock again (PostgreSQL counts them) and release their own hold.
 */
export async function withPrepareLock<T>(db: Db, work: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${PREPARE_LOCK})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${PREPARE_LOCK})`.execute(conn);
    }
  });
}

/**
 * Serialises the transactions that change admins, so that two concurrent calls cannot together remove
 * the last enabled platform administrator.
 */
export async function lockAdminChanges(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`.execute(trx);
}

/** Takes a transaction-level advisory lock if no other session holds it (a background round run by one instance at a time). */
export async function tryTransactionLock(trx: Db, key: number): Promise<boolean> {
  const got = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${key}) AS locked`.execute(trx);
  return got.rows[0]!.locked;
}

/** PostgreSQL unique_violation: a concurrent insert won the race our pre-check lost. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
