import { resources } from '../../resources';
import type { Area, ResourceDeclaration } from '../../resources/types';
import { DEFAULT_AREA, DEFAULT_LANDING } from '../areas';
import { NOTHING_PATH, SHELL_PAGES } from '../pages';
import type { AdminType } from '../session/types';
import { menuLinks, visibleMenu } from './menu';

/** Spec §2: user and platform management land on these spec paths (the role and company lists' declared legacy paths, which open the lists). */
const FIXED_LANDING: Partial<Record<Area, string>> = {
  user: '/role/role-list',
  platform: '/company/company-list',
};

/** A fixed landing: the registry pages above, or the shell page that belongs to the area (help's document). */
const fixedLanding = (area: Area): string | undefined => FIXED_LANDING[area] ?? SHELL_PAGES.find((page) => page.area === area)?.path;

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
