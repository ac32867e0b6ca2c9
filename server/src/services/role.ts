import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import type { Language } from '../errors/messages.js';
import { writeAudit, type Actor, type AuditDraft } from '../repos/audit.js';
import { findCompany } from '../repos/company.js';
import { findAdminRecords } from '../repos/admin.js';
import {
  deleteGrants,
  deleteRoles,
  insertGrant,
  listGrants,
  findRole,
  findRoles,
  insertRole,
  pageRoles,
  roleNameOwner,
  setRolePermissions,
  unknownPermissionCodes,
  updateRole,
  type RoleFilter,
} from '../repos/role.js';
import { buildingCompanies } from '../repos/building/index.js';
import { companyScope } from '../auth/scope.js';
import type { GrantDto, RoleDto } from '#contract/schemas/userManagement.js';
import { adminInScope, revokeDrafts, grantSnapshot } from './admin.js';
import { isPlatform, manages } from '../auth/companyScope.js';
import { isUniqueViolation } from '../db/advisory.js';
import { conflict, field, idsOf, invalid, refuse } from '../errors/fieldErrors.js';

function roleSnapshot(role: Pick<RoleDto, 'id' | 'name' | 'description' | 'companyId' | 'permissions'>) {
  return { id: role.id, name: role.name, description: role.description, companyId: role.companyId, permissions: role.permissions };
}

/** role/list: a company admin sees their company's roles only (a `companyId` filter counts for platform admins). */
export async function rolePage(db: Db, actor: SessionAdmin, filter: RoleFilter) {
  const scope = companyScope(actor);
  return pageRoles(db, { ...filter, companyId: scope ?? filter.companyId });
}

/** role/permission/list: the codes of one role of the actor's scope. */
export async function rolePermissions(db: Db, actor: SessionAdmin, roleId: number): Promise<string[]> {
  return (await roleInScope(db, actor, roleId)).permissions;
}

/** role/admin-role/list: the grants of a role or of an admin, both of the actor's scope. */
export async function grantList(db: Db, actor: SessionAdmin, filter: { roleId?: number; adminId?: number }, language: Language): Promise<GrantDto[]> {
  const { roleId, adminId } = filter;
  if (roleId === undefined && adminId === undefined) throw invalid([field(language, 'roleId', 'role.idRequired')]);
  if (roleId !== undefined) await roleInScope(db, actor, roleId);
  if (adminId !== undefined) await adminInScope(db, actor, adminId);
  return listGrants(db, { roleId, adminId });
}

/** A role of the actor's scope, else 10004. */
export async function roleInScope(db: Db, actor: SessionAdmin, id: number): Promise<RoleDto> {
  const role = await findRole(db, id);
  if (!role || !manages(actor, role.companyId)) throw notFound();
  return role;
}

async function checkPermissions(db: Db, codes: string[], language: Language): Promise<void> {
  const unknown = await unknownPermissionCodes(db, codes);
  if (unknown.length) throw invalid([field(language, 'permissions', 'role.permissionUnknown', { codes: unknown.join(', ') })]);
}

async function withNameConflict<T>(language: Language, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(language, 'name', 'role.nameTaken');
    throw error;
  }
}

interface RoleInput {
  name: string;
  description?: string;
  companyId?: number;
  permissions: string[];
}

export async function addRole(db: Db, actor: SessionAdmin, input: RoleInput, language: Language): Promise<RoleDto> {
  let companyId: number;
  if (isPlatform(actor)) {
    if (input.companyId === undefined) throw invalid([field(language, 'companyId', 'admin.companyRequired')]);
    if (!(await findCompany(db, input.companyId))) throw invalid([field(language, 'companyId', 'admin.companyUnknown')]);
    companyId = input.companyId;
  } else {
    companyId = actor.companyId!;
  }
  const name = input.name.trim();
  if (!name) throw invalid([field(language, 'name', 'field.required')]);
  await checkPermissions(db, input.permissions, language);
  if (await roleNameOwner(db, companyId, name)) throw conflict(language, 'name', 'role.nameTaken');

  const id = await withNameConflict(language, () =>
    db.transaction().execute(async (trx) => {
      const id = await insertRole(trx, { companyId, name, description: input.description ?? '' });
      await setRolePermissions(trx, id, input.permissions);
      const after = (await findRole(trx, id))!;
      await writeAudit(trx, actor, [{ action: 'create', entity: 'role', entityId: id, companyId, before: null, after: roleSnapshot(after) }]);
      return id;
    }),
  );
  return (await findRole(db, id))!;
}

/** role/update: the role and its codes change in one transaction (an unknown code changes nothing). */
export async function changeRole(db: Db, actor: SessionAdmin, input: RoleInput & { id: number }, language: Language): Promise<RoleDto> {
  const role = await roleInScope(db, actor, input.id);
  const name = input.name.trim();
  if (!name) throw invalid([field(language, 'name', 'field.required')]);
  await checkPermissions(db, input.permissions, language);
  if (await roleNameOwner(db, role.companyId, name, role.id)) throw conflict(language, 'name', 'role.nameTaken');

  await withNameConflict(language, () =>
    db.transaction().execute(async (trx) => {
      const before = await findRole(trx, role.id);
      if (!before) throw notFound();
      await updateRole(trx, role.id, { name, description: input.description ?? before.description });
      await setRolePermissions(trx, role.id, input.permissions);
      const after = (await findRole(trx, role.id))!;
      await writeAudit(trx, actor, [
        { action: 'update', entity: 'role', entityId: role.id, companyId: role.companyId, before: roleSnapshot(before), after: roleSnapshot(after) },
      ]);
    }),
  );
  return (await findRole(db, role.id))!;
}

/** role/delete (`{ id }` or `{ ids }`): all or nothing; the roles' grants go with them, each audited as a revoke. */
export async function removeRoles(db: Db, actor: SessionAdmin, body: { id?: number; ids?: number[] }, language: Language): Promise<{ deleted: number }> {
  const ids = idsOf(body, language);
  const deleted = await db.transaction().execute(async (trx) => {
    const roles = await findRoles(trx, ids);
    if (roles.length !== ids.length || roles.some((r) => !manages(actor, r.companyId))) throw notFound();
    const drafts: AuditDraft[] = [];
    for (const role of roles) {
      drafts.push(...revokeDrafts(await listGrants(trx, { roleId: role.id }), role.companyId));
      drafts.push({ action: 'delete', entity: 'role', entityId: role.id, companyId: role.companyId, before: roleSnapshot(role), after: null });
    }
    await writeAudit(trx, actor, drafts);
    return deleteRoles(trx, ids);
  });
  return { deleted };
}

export interface GrantInput {
  adminId: number;
  buildingId: number | null;
}

const grantKey = (g: GrantInput) => `${g.adminId}:${g.buildingId ?? 0}`;

/**
 * Writes the difference between the role's current grants and the wanted ones, with an audit entry
 * per grant given or taken. Call inside a transaction: any failure leaves every grant as it was.
 */
export async function applyGrants(trx: Db, actor: Actor, role: RoleDto, wanted: GrantInput[]): Promise<void> {
  const current = await listGrants(trx, { roleId: role.id });
  const wantedKeys = new Set(wanted.map(grantKey));
  const currentKeys = new Set(current.map(grantKey));
  const removed = current.filter((g) => !wantedKeys.has(grantKey(g)));
  await deleteGrants(
    trx,
    removed.map((g) => g.id),
  );
  const addedIds: number[] = [];
  const seen = new Set<string>();
  for (const g of wanted) {
    const key = grantKey(g);
    if (currentKeys.has(key) || seen.has(key)) continue;
    seen.add(key);
    addedIds.push(await insertGrant(trx, { adminId: g.adminId, roleId: role.id, buildingId: g.buildingId }));
  }
  const added = await listGrants(trx, { ids: addedIds });
  await writeAudit(trx, actor, [
    ...revokeDrafts(removed, role.companyId),
    ...added.map((g): AuditDraft => ({ action: 'grant', entity: 'grant', entityId: g.id, companyId: role.companyId, before: null, after: grantSnapshot(g) })),
  ]);
}

/** role/admin-role/save: replaces the role's grants after checking every one (10005 names the first bad field of each). */
export async function saveGrants(db: Db, actor: SessionAdmin, roleId: number, wanted: GrantInput[], language: Language): Promise<GrantDto[]> {
  const role = await roleInScope(db, actor, roleId);
  // Nobody changes their own grants (a grant list naming the caller, to add or to keep).
  if (wanted.some((g) => g.adminId === actor.id)) throw refuse('grant.self');
  const admins = new Map((await findAdminRecords(db, [...new Set(wanted.map((g) => g.adminId))])).map((a) => [a.id, a]));
  const buildingIds = [...new Set(wanted.flatMap((g) => (g.buildingId === null ? [] : [g.buildingId])))];
  const buildings = await buildingCompanies(db, buildingIds);
  const errors = wanted.flatMap((g, i) => {
    const found = [];
    const admin = admins.get(g.adminId);
    if (!admin || admin.companyId !== role.companyId) found.push(field(language, `grants[${i}].adminId`, 'grant.adminOutside'));
    else if (admin.adminType !== 'BUSINESS_ADMINISTRATOR') found.push(field(language, `grants[${i}].adminId`, 'grant.notBusiness'));
    if (g.buildingId !== null && buildings.get(g.buildingId) !== role.companyId) {
      found.push(field(language, `grants[${i}].buildingId`, 'grant.buildingOutside'));
    }
    return found;
  });
  if (errors.length) throw invalid(errors);

  await db.transaction().execute(async (trx) => {
    const current = await listGrants(trx, { roleId: role.id });
    if (current.some((g) => g.adminId === actor.id)) throw refuse('grant.self');
    await applyGrants(trx, actor, role, wanted);
  });
  return listGrants(db, { roleId: role.id });
}
