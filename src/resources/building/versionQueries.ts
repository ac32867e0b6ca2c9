import { useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../dataProvider/httpClient';
import type { BuildingVersion, PublishPreview } from './types';

export const versionsKey = (buildingId: number) => ['buildings', 'versions', buildingId] as const;
export const previewKey = (buildingId: number) => ['buildings', 'publish-preview', buildingId] as const;

export const fetchVersions = (buildingId: number, silent = false) =>
  request<BuildingVersion[]>('/api/location/building-version', { params: { buildingId }, silent });

export const fetchPublishPreview = (buildingId: number, silent = false) =>
  request<PublishPreview>('/api/location/map/publish-preview', { params: { buildingId }, silent });

/** `building-version?buildingId=`: the draft and the published versions of one building. */
export const useBuildingVersions = (buildingId: number | undefined) =>
  useQuery({
    queryKey: versionsKey(buildingId ?? 0),
    queryFn: () => fetchVersions(buildingId ?? 0),
    enabled: buildingId !== undefined,
  });

/** After a save to the draft or a publish: what the draft holds unpublished is read again. */
export const refreshDraftStatus = (client: QueryClient, buildingId: number) =>
  Promise.all([client.invalidateQueries({ queryKey: previewKey(buildingId) }), client.invalidateQueries({ queryKey: versionsKey(buildingId) })]);
