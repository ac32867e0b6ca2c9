import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../dataProvider/ApiError';
import { request } from '../dataProvider/httpClient';
import { isEmptyMap } from './mapModel';
import type { MapJson } from './types';

export type MapJsonState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; data: MapJson };

/** 10004: the building has no map version at all. */
const NOT_FOUND = 10004;

export const mapJsonPath = (buildingId: number) => `/api/location/map/map-json/${buildingId}`;

/** The selected building's map (`latest`, the server falling back to the draft), as a loading, empty, error or ready state. */
export const useMapJson = (buildingId: number): MapJsonState => {
  const query = useQuery({
    queryKey: ['map-json', buildingId],
    queryFn: () => request<MapJson>(mapJsonPath(buildingId), { silent: true }),
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
