import type { Area } from '../../resources/types';
import type { AdminType } from '../session/types';

/** Spec §6 top-menu visibility: user management for platform and company admins, platform for platform admins. */
export const AREA_ADMIN_TYPES: Partial<Record<Area, readonly AdminType[]>> = {
  user: ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR'],
  platform: ['PLATFORM_ADMINISTRATOR'],
};

export const areaVisibleTo = (area: Area, adminType: AdminType | null): boolean => {
  const allowed = AREA_ADMIN_TYPES[area];
  return !allowed || (adminType !== null && allowed.includes(adminType));
};

/** Spec §4 gate: these areas work on the chosen building. */
export const needsBuilding = (area: Area): boolean => area === 'location' || area === 'statistics';
