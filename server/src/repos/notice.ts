// The message centre's reads and writes for messaging/notify.ts: who an event's audience is, and the messages raised.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { MessageDraft } from '../messaging/catalog.js';

/** The enabled platform administrators' ids, ascending. */
export async function platformAdminIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('admin').select('id').where('adminType', '=', 'PLATFORM_ADMINISTRATOR').where('enabled', '=', true).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The building's company, if the building exists. */
export async function buildingCompanyId(db: Db, buildingId: number): Promise<number | undefined> {
  return (await db.selectFrom('building').select('companyId').where('id', '=', buildingId).executeTakeFirst())?.companyId;
}

/** The building's name, if it exists. */
export async function buildingName(db: Db, buildingId: number): Promise<string | undefined> {
  return (await db.selectFrom('building').select('name').where('id', '=', buildingId).executeTakeFirst())?.name;
}

/**
 * The company's enabled admins who hold one of `permissions`, ascending: its company administrators, and its
 * business administrators whose roles grant one of the codes on `building` (a role granted on every building
 * counts), or on any building when `building` is null.
 */
export async function companyAdminIdsWith(db: Db, company: number, permissions: readonly string[], building: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('admin')
    .select('admin.id')
    .where('admin.companyId', '=', company)
    .where('admin.enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb('admin.adminType', '=', 'COMPANY_ADMINISTRATOR'),
        eb.and([
          eb('admin.adminType', '=', 'BUSINESS_ADMINISTRATOR'),
          eb.exists(
            eb
              .selectFrom('adminRole')
              .innerJoin('role', 'role.id', 'adminRole.roleId')
              .innerJoin('rolePermission', 'rolePermission.roleId', 'role.id')
              .select(sql`1`.as('one'))
              .whereRef('adminRole.adminId', '=', 'admin.id')
              .whereRef('role.companyId', '=', 'admin.companyId')
              .where('rolePermission.permissionCode', 'in', [...permissions])
              .where((inner) =>
                building === null ? inner.val(true) : inner.or([inner('adminRole.buildingId', 'is', null), inner('adminRole.buildingId', '=', building)]),
              ),
          ),
        ]),
      ]),
    )
    .distinct()
    .orderBy('admin.id')
    .execute();
  return rows.map((r) => r.id);
}

export interface MessageRow extends MessageDraft {
  adminId: number;
  link: string;
  buildingId: number | null;
  dedupeKey: string | null;
  createdAt?: Date;
}

/** Inserts the messages; one whose admin has the dedupe key's message already is skipped. Answers how many were made. */
export async function insertMessages(db: Db, rows: MessageRow[]): Promise<number> {
  const inserted = await db
    .insertInto('message')
    .values(rows)
    .onConflict((oc) => oc.columns(['adminId', 'dedupeKey']).where('dedupeKey', 'is not', null).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
