import { sql } from 'kysely';
import type { Db } from './types.js';

const ADMIN_CHANGE_LOCK = 72_410_002;

/**
 * Serialises the transactions that change admins, so that two concurrent calls cannot together remove
 * the last enabled platform administrator.
 */
export async function lockAdminChanges(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`.execute(trx);
}

/** PostgreSQL unique_violation: a concurrent insert won the race our pre-check lost. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
