import type { AccessTarget } from '../../shell/access';

/** The building section's codes (spec §2: VIEW_BUILDING or EDIT_BUILDING). */
export const BUILDING_SECTION_CODES: readonly string[] = ['VIEW_BUILDING', 'EDIT_BUILDING'];
/** The building view's own code. */
export const BUILDING_VIEW_CODES: readonly string[] = ['VIEW_BUILDING'];

/** Who may open the building view (its declaration's area, section and page), for the links to it from other pages. */
export const BUILDING_VIEW_ACCESS: AccessTarget = { area: 'location', codes: [BUILDING_SECTION_CODES, BUILDING_VIEW_CODES] };
