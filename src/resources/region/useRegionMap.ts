import { useQuery } from '@tanstack/react-query';
import { request } from '../../dataProvider/httpClient';
import type { MapPoiType } from '../../maps/types';
import { mapJsonKey, useMapJsonQuery, type MapJsonState } from '../../maps/useMapJson';
import { useSession } from '../../session/useSession';

/**
 * The draft map of a region's building. Regions are the draft's sections (region/page and region
 * answer from the draft), so the region view draws the draft: a region added since the last
 * publication is on it too. (src/maps' useMapJson reads `latest` only.)
 */
export const useDraftMapJson = (buildingId: number): MapJsonState =>
  useMapJsonQuery({ buildingId, version: 'draft', queryKey: mapJsonKey(buildingId, 'draft'), staleTime: 60_000 });

/** The POI types of a building: the session's when it is the selected building, else asked for. */
export const usePoiTypes = (buildingId: number | undefined): MapPoiType[] => {
  const session = useSession();
  const fromSession = buildingId !== undefined && buildingId === session.buildingId && session.poiTypes !== null;
  const query = useQuery({
    queryKey: ['poi-types', buildingId],
    queryFn: () => request<MapPoiType[]>('/api/location/poi/poi-type/list', { params: { buildingId }, silent: true }),
    enabled: buildingId !== undefined && !fromSession,
    retry: false,
    staleTime: 60_000,
  });
  if (fromSession) return session.poiTypes as MapPoiType[];
  return Array.isArray(query.data) ? query.data : [];
};
