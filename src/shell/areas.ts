import { areaVisibleTo, needsBuilding } from './navigation/areaRules';
import { menuLinks, visibleMenu } from './navigation/menu';
import { resources } from '../resources';
import { NOTHING_PATH, SHELL_PAGES } from './pages/index';
import type { Area, ResourceDeclaration } from '../resources/types';
import type { AdminType } from './session/types';

export type { Area } from '../resources/types';
export { areaVisibleTo, needsBuilding };

/** Spec §1: the areas in top-navigation order, with their index values. */
export const AREAS: readonly Area[] = ['location', 'statistics', 'user', 'platform', 'help'];

export const AREA_INDEX: Record<Area, string> = {
  location: '/location',
  statistics: '/statistics',
  user: '/user',
  platform: '/platform',
  help: '/help',
};

export const AREA_TITLES: Record<Area, string> = {
  location: 'app.navigation.areas.location',
  statistics: 'app.navigation.areas.statistics',
  user: 'app.navigation.areas.user',
  platform: 'app.navigation.areas.platform',
  help: 'app.navigation.areas.help',
};

/** Spec §1: application management groups its two entries; every other area is its own entry. */
export interface AreaGroup {
  key: string;
  title: string;
  areas: readonly Area[];
}

export const AREA_GROUPS: readonly AreaGroup[] = [
  { key: 'application', title: 'app.navigation.areas.application', areas: ['location', 'statistics'] },
  { key: 'user', title: AREA_TITLES.user, areas: ['user'] },
  { key: 'platform', title: AREA_TITLES.platform, areas: ['platform'] },
  { key: 'help', title: AREA_TITLES.help, areas: ['help'] },
];

/** Spec §9: the default area. */
export const DEFAULT_AREA: Area = 'location';
/** Spec §2: the default landing page. */
export const DEFAULT_LANDING = '/building/building-view';

/** Spec §2: user and platform management land on these spec paths (the role and company lists' declared legacy paths, which open the lists). */
const FIXED_LANDING: Partial<Record<Area, string>> = {
  user: '/role/role-list',
  platform: '/company/company-list',
};

/** A fixed landing: the registry pages above, or the shell page that belongs to the area (help's document). */
const fixedLanding = (area: Area): string | undefined => FIXED_LANDING[area] ?? SHELL_PAGES.find((page) => page.area === area)?.path;

export const isArea = (value: unknown): value is Area => typeof value === 'string' && (AREAS as readonly string[]).includes(value);

/** Spec §6: the top-navigation areas an admin type sees. */
export const visibleAreas = (adminType: AdminType | null): Area[] => AREAS.filter((area) => areaVisibleTo(area, adminType));

/**
 * Spec §2 landing: location and statistics open their first permitted route or /nothing (the default area opens the
 * default landing page whenever it is permitted); user management the role list (/role/role-list); platform the
 * company list (/company/company-list); help its document.
 */
export const landingPath = (
  area: Area,
  adminType: AdminType | null,
  permissions: readonly string[],
  declarations: readonly ResourceDeclaration[] = resources,
): string => {
  const fixed = fixedLanding(area);
  if (fixed) return fixed;
  const paths = menuLinks(visibleMenu(area, adminType, permissions, declarations)).map((link) => link.path);
  if (area === DEFAULT_AREA && paths.includes(DEFAULT_LANDING)) return DEFAULT_LANDING;
  return paths[0] ?? NOTHING_PATH;
};
