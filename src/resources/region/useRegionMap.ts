import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../dataProvider/ApiError';
import { request } from '../../dataProvider/httpClient';
import { isEmptyMap } from '../../maps/mapModel';
import type { MapJson, MapPoiType } from '../../maps/types';
import { mapJsonPath, type MapJsonState } from '../../maps/useMapJson';
import { useSession } from '../../session/useSession';

/** 10004: the building has no map version at all. */
const NOT_FOUND = 10004;

/**
 * The draft map of a region's building. Regions are the draft's sections (region/page and region
 * answer from the draft), so the region view draws the draft: a region added since the last
 * publication is on it too. (src/maps' useMapJson reads `latest` only.)
 */
export const useDraftMapJson = (buildingId: number): MapJsonState => {
  const query = useQuery({
    queryKey: ['map-json', buildingId, 'draft'],
    queryFn: () => request<MapJson>(mapJsonPath(buildingId), { params: { version: 'draft' }, silent: true }),
    retry: false,
    staleTime: 60_000,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.error) {
    if (query.error instanceof ApiError && query.error.code === NOT_FOUND) return { status: 'empty' };
    return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  }
  return isEmptyMap(query.data) ? { status: 'empty' } : { status: 'ready', data: query.data };
};

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
