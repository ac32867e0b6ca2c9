// The audit log of admin, role, grant and building changes (append-only).
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

type AuditAction = 'create' | 'update' | 'delete' | 'grant' | 'revoke' | 'view';
/**
 * The kinds of record the audit log names. User management's own are here; every other audited entity adds its
 * name from its own service (`declare module '…/repos/audit.js' { interface AuditEntities { <entity>: true } }`),
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
