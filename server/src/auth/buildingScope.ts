import type { Db } from '../db/types.js';
import { buildingVisible } from '../repos/building/index.js';
import { adminPermissions } from '../repos/role.js';
import { companyScope } from './scope.js';
import type { SessionAdmin } from './session.js';

/** The buildings an admin may see: `companyId` (absent: every company) and, for business admins, `ids`. */
export interface BuildingScope {
  companyId?: number;
  ids?: number[];
}

/**
 * Platform admins see every building, company admins their company's, business admins only the
 * buildings where they hold a grant (README: "on the mall only"), read per call like every grant.
 */
export async function buildingScope(db: Db, admin: SessionAdmin): Promise<BuildingScope> {
  const companyId = companyScope(admin) ?? undefined;
  if (admin.adminType !== 'BUSINESS_ADMINISTRATOR') return { companyId };
  return { companyId, ids: (await adminPermissions(db, admin)).map((g) => g.mapId) };
}

/** Whether the admin may see the building at all (else it answers 10004, as if it did not exist). */
export async function canSeeBuilding(db: Db, admin: SessionAdmin, buildingId: number): Promise<boolean> {
  const scope = await buildingScope(db, admin);
  if (scope.ids && !scope.ids.includes(buildingId)) return false;
  return buildingVisible(db, buildingId, scope.companyId);
}

/** The scope's ids narrowed to `wanted` (undefined: no narrowing asked). */
export function narrowIds(scope: BuildingScope, wanted: number[] | undefined): number[] | undefined {
  if (!scope.ids) return wanted;
  return wanted ? wanted.filter((id) => scope.ids!.includes(id)) : scope.ids;
}
