import { sql } from 'kysely';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { AppError, Code, type FieldError } from '../errors/codes.js';
import { translate, type Language, type MessageKey } from '../errors/messages.js';

export function field(language: Language, name: string, key: MessageKey, params: Record<string, string | number> = {}): FieldError {
  return { field: name, message: translate(language, key, params) };
}

/** 10005 naming the fields. */
export const invalid = (errors: FieldError[]) => new AppError(Code.VALIDATION, 'validation', {}, errors);

/** 10006 naming the field, with the specific message as `error` too. */
export function conflict(language: Language, name: string, key: MessageKey): AppError {
  return new AppError(Code.CONFLICT, key, {}, [field(language, name, key)]);
}

export const refuse = (key: MessageKey) => new AppError(Code.FORBIDDEN, key);

export function isPlatform(admin: { adminType: string }): boolean {
  return admin.adminType === 'PLATFORM_ADMINISTRATOR';
}

/**
 * Whether `actor` may manage a record of `companyId` (null: a platform admin). Platform admins manage
 * everything; company admins their own company's records, never a platform admin.
 */
export function manages(actor: SessionAdmin, companyId: number | null): boolean {
  if (isPlatform(actor)) return true;
  return companyId !== null && companyId === actor.companyId;
}

/** `{ id }` or `{ ids }` -> distinct ids; neither: 10005 naming id. */
export function idsOf(body: { id?: number; ids?: number[] }, language: Language): number[] {
  const ids = [...new Set([...(body.id !== undefined ? [body.id] : []), ...(body.ids ?? [])])];
  if (!ids.length) throw invalid([field(language, 'id', 'admin.idRequired')]);
  return ids;
}

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
