import { mapJsonKey, useMapJsonQuery, type MapJsonState } from '../../maps/useMapJson';

/**
 * The draft map of a region's building. Regions are the draft's sections (region/page and region
 * answer from the draft), so the region view draws the draft: a region added since the last
 * publication is on it too. (src/maps' useMapJson reads `latest` only.)
 */
export const useDraftMapJson = (buildingId: number): MapJsonState =>
  useMapJsonQuery({ buildingId, version: 'draft', queryKey: mapJsonKey(buildingId, 'draft'), staleTime: 60_000 });
