import { useQuery } from '@tanstack/react-query';
import { poiApi } from '#contract/endpoints/poi';
import { call } from '../../dataProvider/httpClient';
import type { PoiTypeRecord } from '../../resources/region/poi/types';
import { useSession } from './useSession';

const NO_TYPES: PoiTypeRecord[] = [];

/** The one cache key of a building's POI types. */
export const poiTypesKey = (buildingId: number) => ['poi-types', buildingId] as const;

/** poi-type/list as the server answers it (names, icons, colours, order); failures are the caller's (no toast). */
export const fetchPoiTypes = (buildingId: number) => call(poiApi.types, { query: { buildingId }, silent: true });

/**
 * The POI types of a building, for every view: the session's when it is the selected building (spec
 * §4 start-up step 5 loads them), else asked for under the one key.
 */
export const usePoiTypes = (buildingId: number | undefined): readonly PoiTypeRecord[] => {
  const session = useSession();
  const fromSession = buildingId !== undefined && buildingId === session.buildingId && session.poiTypes !== null;
  const query = useQuery({
    queryKey: poiTypesKey(buildingId ?? 0),
    queryFn: () => fetchPoiTypes(buildingId!),
    enabled: buildingId !== undefined && !fromSession,
    retry: false,
    staleTime: 60_000,
  });
  // The session keeps poi-type/list as the server answered it: colours included.
  if (fromSession && session.poiTypes) return session.poiTypes;
  return Array.isArray(query.data) ? query.data : NO_TYPES;
};
