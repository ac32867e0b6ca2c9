import type { Db } from '../db/types.js';
import type { SessionAdmin } from '../auth/session.js';
import { companyScope } from '../auth/scope.js';
import { businessGrants } from './grant.js';
import type { PermissionGroup } from '../db/seed/permissions.js';
import type { GrantDto, RoleDto } from '#contract/schemas/userManagement.js';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface RoleFilter {
  companyId?: number;
  name?: string;
  sort?: 'id' | 'name' | 'createdAt' | 'updatedAt';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function roleRows(db: Db) {
  return db
    .selectFrom('role')
    .innerJoin('company', 'company.id', 'role.companyId')
    .select((eb) => [
      'role.id',
      'role.name',
      'role.description',
      'role.companyId',
      'company.name as companyName',
      'role.createdAt',
      'role.updatedAt',
      eb
        .selectFrom('adminRole')
        .select((e) => e.fn.count<number>('adminRole.adminId').distinct().as('n'))
        .whereRef('adminRole.roleId', '=', 'role.id')
        .as('memberCount'),
    ]);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof roleRows>['execute']>>[number];

/** Codes per role, in catalogue order. */
async function permissionsOfRoles(db: Db, roleIds: number[]): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return byRole;
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('permission', 'permission.code', 'rolePermission.permissionCode')
    .select(['rolePermission.roleId', 'rolePermission.permissionCode'])
    .where('rolePermission.roleId', 'in', roleIds)
    .orderBy('permission.sort')
    .execute();
  for (const row of rows) byRole.get(row.roleId)?.push(row.permissionCode);
  return byRole;
}

async function withPermissions(db: Db, rows: RoleRow[]): Promise<RoleDto[]> {
  const permissions = await permissionsOfRoles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    memberCount: Number(row.memberCount ?? 0),
    permissions: permissions.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function pageRoles(db: Db, filter: RoleFilter): Promise<{ records: RoleDto[]; total: number }> {
  let query = roleRows(db);
  let count = db.selectFrom('role');
  if (filter.companyId !== undefined) {
    query = query.where('role.companyId', '=', filter.companyId);
    count = count.where('role.companyId', '=', filter.companyId);
  }
  if (filter.name) {
    query = query.where('role.name', 'ilike', `%${escapeLike(filter.name)}%`);
    count = count.where('role.name', 'ilike', `%${escapeLike(filter.name)}%`);
  }
  const order = filter.order ?? 'asc';
  const [rows, total] = await Promise.all([
    query
      .orderBy(`role.${filter.sort ?? 'id'}`, order)
      .orderBy('role.id', order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: await withPermissions(db, rows), total: total.total };
}

export async function findRole(db: Db, id: number): Promise<RoleDto | undefined> {
  const rows = await roleRows(db).where('role.id', '=', id).execute();
  return (await withPermissions(db, rows))[0];
}

export async function findRoles(db: Db, ids: number[]): Promise<RoleDto[]> {
  if (!ids.length) return [];
  return withPermissions(db, await roleRows(db).where('role.id', 'in', ids).orderBy('role.id').execute());
}

/** The codes of `codes` that are not in the catalogue. */
export async function unknownPermissionCodes(db: Db, codes: string[]): Promise<string[]> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return [];
  const known = new Set((await db.selectFrom('permission').select('code').where('code', 'in', wanted).execute()).map((r) => r.code));
  return wanted.filter((c) => !known.has(c));
}

/** The role of this company already named `name` (any case), other than `exceptId`. */
export async function roleNameOwner(db: Db, companyId: number, name: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('role')
    .select('id')
    .where('companyId', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertRole(db: Db, values: { companyId: number; name: string; description: string }): Promise<number> {
  return (await db.insertInto('role').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRole(db: Db, id: number, values: { name: string; description: string }): Promise<void> {
  await db
    .updateTable('role')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Replaces the role's codes (call inside the transaction that changes the role). */
export async function setRolePermissions(db: Db, roleId: number, codes: string[]): Promise<void> {
  await db.deleteFrom('rolePermission').where('roleId', '=', roleId).execute();
  const unique = [...new Set(codes)];
  if (unique.length) {
    await db
      .insertInto('rolePermission')
      .values(unique.map((permissionCode) => ({ roleId, permissionCode })))
      .execute();
  }
}

export async function deleteRoles(db: Db, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('role').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- grants: role + admin + building (role/admin-role) ----

export interface GrantFilter {
  roleId?: number;
  adminId?: number;
  ids?: number[];
  /** Grants on this one building (not the company-wide ones). */
  buildingId?: number;
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
  if (filter.buildingId !== undefined) query = query.where('adminRole.buildingId', '=', filter.buildingId);
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

// ---- the permission codes of spec §6, and an admin's effective ones per building ----

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
  const rows = await businessGrants(db, admin.id, scope)
    .select(['building.id as mapId', 'permission.code', 'permission.sort'])
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
