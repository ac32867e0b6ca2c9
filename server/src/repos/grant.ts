import type { Db } from '../db/types.js';
import type { SessionAdmin } from '../auth/session.js';
import { companyScope } from '../auth/scope.js';

/**
 * A business admin's grants in its company, one row per building and permission code (before any select): a
 * grant without a building covers every building of the company.
 */
export const businessGrants = (db: Db, adminId: number, companyId: number) =>
  db
    .selectFrom('adminRole')
    .innerJoin('role', 'role.id', 'adminRole.roleId')
    .innerJoin('rolePermission', 'rolePermission.roleId', 'role.id')
    .innerJoin('permission', 'permission.code', 'rolePermission.permissionCode')
    .innerJoin('building', (join) =>
      join
        .on('building.companyId', '=', companyId)
        .on((eb) => eb.or([eb('adminRole.buildingId', 'is', null), eb('adminRole.buildingId', '=', eb.ref('building.id'))])),
    )
    .where('adminRole.adminId', '=', adminId)
    .where('role.companyId', '=', companyId);

/**
 * Issue 19: whether the admin holds one of `codes` on the building (on any building in its reach when none is
 * named), by the rules of adminPermissions, in one query instead of working out every grant on every building:
 * platform admins hold every code on every building, company admins on their company's, business admins their grants.
 */
export async function holdsPermission(db: Db, admin: SessionAdmin, codes: readonly string[], buildingId?: number): Promise<boolean> {
  if (codes.length === 0) return false;
  const scope = companyScope(admin);
  if (admin.adminType !== 'BUSINESS_ADMINISTRATOR') {
    const row = await db
      .selectNoFrom((eb) => {
        let buildings = eb.selectFrom('building').select('id');
        if (buildingId !== undefined) buildings = buildings.where('id', '=', buildingId);
        if (scope !== null) buildings = buildings.where('companyId', '=', scope);
        return [eb.exists(eb.selectFrom('permission').select('code').where('code', 'in', codes)).as('code'), eb.exists(buildings).as('building')];
      })
      .executeTakeFirstOrThrow();
    return Boolean(row.code) && Boolean(row.building);
  }
  if (scope === null) return false;
  let grants = businessGrants(db, admin.id, scope).select('building.id').where('permission.code', 'in', codes);
  if (buildingId !== undefined) grants = grants.where('building.id', '=', buildingId);
  return (await grants.limit(1).executeTakeFirst()) !== undefined;
}
