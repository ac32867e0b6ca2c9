/** Who may read a building's map: its viewers and every editor of it (POI and road editors edit the map they read). */
export const VIEW_MAP = ['VIEW_BUILDING', 'EDIT_BUILDING', 'EDIT_POI', 'EDIT_ROAD'] as const;
export const READ_MAP =
  'Needs VIEW_BUILDING, EDIT_BUILDING, EDIT_POI or EDIT_ROAD on the building (10003); another company’s building, or an unknown id, answers 10004.';

/** Reading the POIs: any of these on the building. */
export const VIEW_POI = ['VIEW_BUILDING', 'EDIT_POI', 'EDIT_BUILDING'] as const;
