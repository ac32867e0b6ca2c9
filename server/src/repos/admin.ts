import { sql } from 'kysely';
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

// ---- the audit log of admin, role, grant and building changes (append-only) ----

type AuditAction = 'create' | 'update' | 'delete' | 'grant' | 'revoke' | 'view';
/**
 * The kinds of record the audit log names. User management's own are here; every other audited entity adds its
 * name from its own service (`declare module '…/repos/admin.js' { interface AuditEntities { <entity>: true } }`),
 * so a new entity edits no list here.
 * @augmented
 */
export interface AuditEntities {
  admin: true;
  role: true;
  grant: true;
}
type AuditEntity = keyof AuditEntities;

export interface Actor {
  id: number;
  email: string;
}

export interface AuditDraft {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  /** The company the record belongs to (null: a platform admin); company admins read their company's. */
  companyId: number | null;
  /**
   * Issue 31: the company whose values `before` holds, when the change moved the record from another company.
   * Omitted: the `companyId` the before snapshot carries (every company record's snapshot does), else companyId.
   */
  beforeCompanyId?: number | null;
  before: object | null;
  after: object | null;
}

/** Whose values an entry's `before` holds (the migration 034 backfill applies the same rule to older entries). */
function beforeOwner(d: AuditDraft): number | null {
  if (d.beforeCompanyId !== undefined) return d.beforeCompanyId;
  const carried = d.before === null ? undefined : (d.before as { companyId?: unknown }).companyId;
  if (carried === null || typeof carried === 'number') return carried;
  return d.companyId;
}

/** Appends entries; call with the transaction that makes the change, so both commit or neither does. */
export async function writeAudit(db: Db, actor: Actor, drafts: AuditDraft[]): Promise<void> {
  if (!drafts.length) return;
  await db
    .insertInto('auditLog')
    .values(
      drafts.map((d) => ({
        adminId: actor.id,
        actorEmail: actor.email,
        companyId: d.companyId,
        beforeCompanyId: beforeOwner(d),
        action: d.action,
        entity: d.entity,
        entityId: d.entityId,
        before: d.before === null ? null : JSON.stringify(d.before),
        after: d.after === null ? null : JSON.stringify(d.after),
      })),
    )
    .execute();
}

export interface AuditFilter {
  /**
   * Only entries about this company's records (company admins); undefined = all (platform). An entry about a
   * record moved between companies counts for both: each row says whose values its before and after hold.
   */
  companyId?: number;
  entity?: AuditEntity;
  entityId?: number;
  actorId?: number;
  /** Entries about one admin: the admin itself and the grants given to or taken from them. */
  adminId?: number;
  limit: number;
  offset: number;
}

export async function pageAudit(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('auditLog');
  if (filter.companyId !== undefined) {
    const companyId = filter.companyId;
    query = query.where((eb) => eb.or([eb('companyId', '=', companyId), eb('beforeCompanyId', '=', companyId)]));
  }
  if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('entityId', '=', filter.entityId);
  if (filter.actorId !== undefined) query = query.where('adminId', '=', filter.actorId);
  if (filter.adminId !== undefined) {
    const adminId = filter.adminId;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'admin'), eb('entityId', '=', adminId)]),
        eb.and([eb('entity', '=', 'grant'), sql<boolean>`(coalesce(after, before) ->> 'adminId') = ${String(adminId)}`]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'adminId', 'actorEmail', 'companyId', 'beforeCompanyId', 'action', 'entity', 'entityId', 'before', 'after', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    actorId: r.adminId,
    actorEmail: r.actorEmail,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    /** Whose values `before` and `after` hold (the service redacts another company's; not answered). */
    owners: { before: r.beforeCompanyId, after: r.companyId },
    before: (r.before ?? null) as Record<string, unknown> | null,
    after: (r.after ?? null) as Record<string, unknown> | null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { records, total: count.total };
}
