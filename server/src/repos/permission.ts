import type { Db } from '../db/types.js';
import type { SessionAdmin } from '../auth/session.js';
import { companyScope } from '../auth/scope.js';
import type { PermissionGroup } from '../db/seed/permissions.js';

export async function listPermissions(db: Db) {
  const rows = await db.selectFrom('permission').selectAll().orderBy('sort').execute();
  return rows.map((p) => ({
    value: p.code,
    name: p.nameZh,
    nameEn: p.nameEn,
    group: p.groupKey as PermissionGroup,
    sort: p.sort,
  }));
}

export type MapPermissions = Array<{ mapId: number; permissions: string[] }>;

/**
 * Effective permissions per building: platform admins hold every code everywhere, company admins every
 * code on their company's buildings, business admins the union of their grants (a grant without a
 * building covers every building of the company).
 */
export async function adminPermissions(db: Db, admin: SessionAdmin): Promise<MapPermissions> {
  const scope = companyScope(admin);
  if (admin.adminType !== 'BUSINESS_ADMINISTRATOR') {
    const codes = (await db.selectFrom('permission').select('code').orderBy('sort').execute()).map((p) => p.code);
    let buildings = db.selectFrom('building').select('id').orderBy('id');
    if (scope !== null) buildings = buildings.where('companyId', '=', scope);
    return (await buildings.execute()).map((b) => ({ mapId: b.id, permissions: codes }));
  }
  if (scope === null) return [];
  const rows = await db
    .selectFrom('adminRole')
    .innerJoin('role', 'role.id', 'adminRole.roleId')
    .innerJoin('rolePermission', 'rolePermission.roleId', 'role.id')
    .innerJoin('permission', 'permission.code', 'rolePermission.permissionCode')
    .innerJoin('building', (join) =>
      join
        .on('building.companyId', '=', scope)
        .on((eb) => eb.or([eb('adminRole.buildingId', 'is', null), eb('adminRole.buildingId', '=', eb.ref('building.id'))])),
    )
    .select(['building.id as mapId', 'permission.code', 'permission.sort'])
    .where('adminRole.adminId', '=', admin.id)
    .where('role.companyId', '=', scope)
    .distinct()
    .orderBy('building.id')
    .orderBy('permission.sort')
    .execute();
  const byMap = new Map<number, string[]>();
  for (const row of rows) {
    const list = byMap.get(row.mapId) ?? [];
    list.push(row.code);
    byMap.set(row.mapId, list);
  }
  return [...byMap].map(([mapId, permissions]) => ({ mapId, permissions }));
}
