import type { Db } from '../db/types.js';
import { forbidden, notFound } from '../errors/codes.js';
import { buildingVisible } from '../repos/building/index.js';
import { holdsPermission } from '../repos/grant.js';
import { companyScope } from './scope.js';
import type { SessionAdmin } from './session.js';

/**
 * Refuses the call unless the admin holds one of `permission` on the building (any building when none is
 * named): another company's (or no) building answers 10004 as if it did not exist; one's own, 10003.
 * Routes whose building comes from a record (a POI type, a time task) have their service call it.
 */
export async function assertPermission(db: Db, admin: SessionAdmin, permission: string | readonly string[], buildingId: number | undefined): Promise<void> {
  const codes: readonly string[] = typeof permission === 'string' ? [permission] : permission;
  // Platform and company admins hold every code on every building in reach, even before it has one.
  if (buildingId === undefined && admin.adminType !== 'BUSINESS_ADMINISTRATOR') return;
  if (await holdsPermission(db, admin, codes, buildingId)) return;
  if (buildingId !== undefined && !(await buildingVisible(db, buildingId, companyScope(admin) ?? undefined))) throw notFound();
  throw forbidden();
}
