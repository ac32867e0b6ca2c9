import type { Building, UserPermission } from '../../session/types';

/** Buildings the admin may use: those it holds at least one permission on (all, before permissions load). */
export const usableBuildings = (buildings: readonly Building[], userPermissions: readonly UserPermission[] | null): Building[] => {
  if (!userPermissions) return [...buildings];
  const allowed = new Set(userPermissions.filter((entry) => entry.permissions.length > 0).map((entry) => entry.mapId));
  return buildings.filter((building) => allowed.has(building.id));
};
