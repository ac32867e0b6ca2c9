import type { ResourceAction, ResourceDeclaration } from '../resources/types';
import type { AdminType, UserPermission } from '../session/types';

export interface AccessSubject {
  adminType: AdminType | null;
  /** Codes the user holds on the selected building (spec §6, DESIGN.md §5). */
  permissions: readonly string[];
}

/** Codes held on the selected building; with none selected, the union over all buildings. */
export const permissionsFor = (userPermissions: readonly UserPermission[] | null, buildingId: number | null): string[] => {
  const entries = (userPermissions ?? []).filter((entry) => buildingId === null || entry.mapId === buildingId);
  return [...new Set(entries.flatMap((entry) => entry.permissions))];
};

/** Spec §6: no permission list means allowed; a list needs at least one held code. */
export const canAccess = (
  subject: AccessSubject,
  request: { resource: string; action: string },
  declarations: readonly ResourceDeclaration[],
): boolean => {
  const declaration = declarations.find((d) => d.name === request.resource);
  if (!declaration) return true;
  if (declaration.adminTypes && (!subject.adminType || !declaration.adminTypes.includes(subject.adminType))) return false;
  const needed = declaration.permissions[request.action as ResourceAction];
  if (!needed || needed.length === 0) return true;
  return needed.some((code) => subject.permissions.includes(code));
};
