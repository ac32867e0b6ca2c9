import type { AdminType, Db } from '../db/types.js';
import type { AdminDto } from '#contract/schemas/entities.js';
import type { AdminRowDto } from '#contract/schemas/userManagement.js';
import type { SessionAdmin } from '../auth/session.js';
import { ADMIN_COLUMNS } from './session.js';

export async function findAdminForLogin(db: Db, email: string) {
  return db
    .selectFrom('admin')
    .select([...ADMIN_COLUMNS, 'admin.passwordHash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The one place an admin row becomes a response: an explicit pick, so no hash can slip through. */
export function toAdminDto(admin: SessionAdmin): AdminDto {
  return {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    adminType: admin.adminType,
    companyId: admin.companyId,
    enabled: admin.enabled,
  };
}

export async function findAdminById(db: Db, id: number) {
  return db
    .selectFrom('admin')
    .select([...ADMIN_COLUMNS, 'admin.passwordHash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admin').set({ passwordHash, updatedAt: new Date() }).where('id', '=', id).execute();
}

/** Records a sign-in; true when it is the admin's first ever. */
export async function markSignIn(db: Db, id: number, now: Date): Promise<boolean> {
  const first = await db
    .updateTable('admin')
    .set({ lastLoginAt: now })
    .where('id', '=', id)
    .where('lastLoginAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!first) await db.updateTable('admin').set({ lastLoginAt: now }).where('id', '=', id).execute();
  return first !== undefined;
}

// ---- user management (issue 4) ----

export interface AdminRecord extends SessionAdmin {
  companyName: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
}

export function toAdminRow(record: AdminRecord): AdminRowDto {
  return {
    ...toAdminDto(record),
    companyName: record.companyName,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    lastLoginAt: record.lastLoginAt ? record.lastLoginAt.toISOString() : null,
  };
}

function adminRows(db: Db) {
  return db
    .selectFrom('admin')
    .leftJoin('company', 'company.id', 'admin.companyId')
    .select([...ADMIN_COLUMNS, 'company.name as companyName', 'admin.createdAt', 'admin.updatedAt', 'admin.lastLoginAt']);
}

export interface AdminFilter {
  /** Restricts to one company (a company admin's scope, or a platform admin's filter). */
  companyId?: number;
  email?: string;
  adminType?: AdminType;
  sort?: 'id' | 'email' | 'name' | 'adminType' | 'createdAt' | 'lastLoginAt';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function pageAdmins(db: Db, filter: AdminFilter): Promise<{ records: AdminRecord[]; total: number }> {
  let query = adminRows(db);
  let count = db.selectFrom('admin');
  if (filter.companyId !== undefined) {
    query = query.where('admin.companyId', '=', filter.companyId);
    count = count.where('admin.companyId', '=', filter.companyId);
  }
  if (filter.email) {
    query = query.where('admin.email', 'ilike', `%${escapeLike(filter.email)}%`);
    count = count.where('admin.email', 'ilike', `%${escapeLike(filter.email)}%`);
  }
  if (filter.adminType) {
    query = query.where('admin.adminType', '=', filter.adminType);
    count = count.where('admin.adminType', '=', filter.adminType);
  }
  const order = filter.order ?? 'asc';
  const sort = filter.sort ?? 'id';
  const [records, total] = await Promise.all([
    query
      .orderBy(`admin.${sort}`, (ob) => (order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
      .orderBy('admin.id', order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records, total: total.total };
}

export function findAdminRecord(db: Db, id: number): Promise<AdminRecord | undefined> {
  return adminRows(db).where('admin.id', '=', id).executeTakeFirst();
}

export function findAdminRecords(db: Db, ids: number[]): Promise<AdminRecord[]> {
  if (!ids.length) return Promise.resolve([]);
  return adminRows(db).where('admin.id', 'in', ids).orderBy('admin.id').execute();
}

/** The admin already using this e-mail (any case), other than `exceptId`. */
export async function emailOwner(db: Db, email: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('admin')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export interface AdminValues {
  email: string;
  name: string;
  adminType: AdminType;
  companyId: number | null;
  enabled: boolean;
}

export async function insertAdmin(db: Db, values: AdminValues & { passwordHash: string }): Promise<number> {
  const row = await db.insertInto('admin').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdmin(db: Db, id: number, values: AdminValues & { passwordHash?: string }): Promise<void> {
  await db
    .updateTable('admin')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteAdmins(db: Db, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('admin').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Enabled platform admins other than `exceptIds`. */
export async function otherEnabledPlatformAdmins(db: Db, exceptIds: number[]): Promise<number> {
  let query = db
    .selectFrom('admin')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('adminType', '=', 'PLATFORM_ADMINISTRATOR')
    .where('enabled', '=', true);
  if (exceptIds.length) query = query.where('id', 'not in', exceptIds);
  return (await query.executeTakeFirstOrThrow()).n;
}
