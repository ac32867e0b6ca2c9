import type { Db } from '../db/types.js';
import type { GrantDto } from '../schemas/userManagement.js';

export interface GrantFilter {
  roleId?: number;
  adminId?: number;
  ids?: number[];
}

/** Grants with their admin, role and building names, ordered by admin e-mail then building. */
export async function listGrants(db: Db, filter: GrantFilter): Promise<GrantDto[]> {
  let query = db
    .selectFrom('adminRole')
    .innerJoin('admin', 'admin.id', 'adminRole.adminId')
    .innerJoin('role', 'role.id', 'adminRole.roleId')
    .leftJoin('building', 'building.id', 'adminRole.buildingId')
    .select([
      'adminRole.id',
      'adminRole.adminId',
      'admin.email as adminEmail',
      'adminRole.roleId',
      'role.name as roleName',
      'adminRole.buildingId',
      'building.name as buildingName',
    ]);
  if (filter.roleId !== undefined) query = query.where('adminRole.roleId', '=', filter.roleId);
  if (filter.adminId !== undefined) query = query.where('adminRole.adminId', '=', filter.adminId);
  if (filter.ids !== undefined) {
    if (!filter.ids.length) return [];
    query = query.where('adminRole.id', 'in', filter.ids);
  }
  return query
    .orderBy('admin.email')
    .orderBy('role.name')
    .orderBy((eb) => eb.fn.coalesce('adminRole.buildingId', eb.val(0)))
    .orderBy('adminRole.id')
    .execute();
}

export async function insertGrant(db: Db, values: { adminId: number; roleId: number; buildingId: number | null }): Promise<number> {
  return (await db.insertInto('adminRole').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function deleteGrants(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('adminRole').where('id', 'in', ids).execute();
}

/**
 * A business admin who adds a building (ADD_BUILDING through a role granted on some building) would
 * not see it: their per-building grants of roles holding ADD_BUILDING are extended to the new building.
 * Grants without a building already cover it; other admin types hold every code on it anyway.
 */
export async function grantCreator(db: Db, admin: { id: number; adminType: string }, buildingId: number): Promise<void> {
  if (admin.adminType !== 'BUSINESS_ADMINISTRATOR') return;
  const roles = await db
    .selectFrom('adminRole')
    .innerJoin('rolePermission', 'rolePermission.roleId', 'adminRole.roleId')
    .select('adminRole.roleId')
    .distinct()
    .where('adminRole.adminId', '=', admin.id)
    .where('adminRole.buildingId', 'is not', null)
    .where('rolePermission.permissionCode', '=', 'ADD_BUILDING')
    .execute();
  if (roles.length) {
    await db
      .insertInto('adminRole')
      .values(roles.map((r) => ({ adminId: admin.id, roleId: r.roleId, buildingId })))
      .execute();
  }
}
