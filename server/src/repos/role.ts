import type { Db } from '../db/types.js';
import type { RoleDto } from '../schemas/userManagement.js';

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
export async function permissionsOfRoles(db: Db, roleIds: number[]): Promise<Map<number, string[]>> {
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
