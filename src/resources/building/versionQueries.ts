import { useQuery } from '@tanstack/react-query';
import { request } from '../../dataProvider/httpClient';
import type { BuildingVersion } from './types';

export const versionsKey = (buildingId: number) => ['buildings', 'versions', buildingId] as const;

/** `building-version?buildingId=`: the draft and the published versions of one building. */
export const useBuildingVersions = (buildingId: number | undefined) =>
  useQuery({
    queryKey: versionsKey(buildingId ?? 0),
    queryFn: () => request<BuildingVersion[]>('/api/location/building-version', { params: { buildingId } }),
    enabled: buildingId !== undefined,
  });

