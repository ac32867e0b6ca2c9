import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../dataProvider/ApiError';
import { mapApi } from '#contract/endpoints/map';
import { call } from '../dataProvider/httpClient';
import { isEmptyMap } from './mapModel';
import type { MapJson } from './types';

export type MapJsonState =
  { status: 'loading' } | { status: 'empty' } | { status: 'error'; message: string; retry: () => void } | { status: 'ready'; data: MapJson };

/** 10004: the building has no map version at all. */
const NOT_FOUND = 10004;

/** The one cache key of a building's map: `latest`, or the draft; without a version, the prefix of both. */
export const mapJsonKey = (buildingId: number, version?: 'draft'): readonly unknown[] =>
  version ? ['map-json', buildingId, version] : ['map-json', buildingId];

interface MapJsonQuery {
  buildingId: number;
  /** `draft`, or none: `latest` (the newest published version, the server falling back to the draft). */
  version?: 'draft';
  queryKey: readonly unknown[];
  staleTime: number;
}

/** One building map read as a loading, empty (no map version at all), error or ready state. */
export const useMapJsonQuery = ({ buildingId, version, queryKey, staleTime }: MapJsonQuery): MapJsonState => {
  const query = useQuery({
    queryKey,
    queryFn: () =>
      // MapJson is the console's GeoJSON view of the schema's MapJsonDto (geometries typed by kind).
      call(mapApi.json, { pathParams: { buildingId }, ...(version ? { query: { version } } : {}), silent: true }) as Promise<MapJson>,
    retry: false,
    staleTime,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.error) {
    if (query.error instanceof ApiError && query.error.code === NOT_FOUND) return { status: 'empty' };
    return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  }
  return isEmptyMap(query.data) ? { status: 'empty' } : { status: 'ready', data: query.data };
};

/**
 * The selected building's map: `latest` (the server falling back to the draft), or the draft, read
 * again on every visit since the editors change it.
 */
export const useMapJson = (buildingId: number, version?: 'draft'): MapJsonState =>
  useMapJsonQuery(
    version
      ? { buildingId, version, queryKey: mapJsonKey(buildingId, version), staleTime: 0 }
      : { buildingId, queryKey: mapJsonKey(buildingId), staleTime: 60_000 },
  );
