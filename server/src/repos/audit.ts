import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'grant' | 'revoke';
export type AuditEntity = 'admin' | 'role' | 'grant' | 'building';

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
  before: object | null;
  after: object | null;
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
  /** Only entries about this company's records (company admins); undefined = all (platform). */
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
  if (filter.companyId !== undefined) query = query.where('companyId', '=', filter.companyId);
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
      .select(['id', 'adminId', 'actorEmail', 'action', 'entity', 'entityId', 'before', 'after', 'createdAt'])
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
    before: (r.before ?? null) as Record<string, unknown> | null,
    after: (r.after ?? null) as Record<string, unknown> | null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { records, total: count.total };
}
