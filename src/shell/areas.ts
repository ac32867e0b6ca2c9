import { areaVisibleTo } from './access';
import type { Area } from '../resources/types';
import type { AdminType } from './session/types';

export type { Area } from '../resources/types';

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

export const isArea = (value: unknown): value is Area => typeof value === 'string' && (AREAS as readonly string[]).includes(value);

/** Spec §6: the top-navigation areas an admin type sees. */
export const visibleAreas = (adminType: AdminType | null): Area[] => AREAS.filter((area) => areaVisibleTo(area, adminType));
