import { useQuery, type QueryClient } from '@tanstack/react-query';
import { buildingApi } from '#contract/endpoints/building';
import { mapApi } from '#contract/endpoints/map';
import { call } from '../../dataProvider/httpClient';

export const versionsKey = (buildingId: number) => ['buildings', 'versions', buildingId] as const;
export const previewKey = (buildingId: number) => ['buildings', 'publish-preview', buildingId] as const;

export const fetchVersions = (buildingId: number, silent = false) => call(buildingApi.versions, { query: { buildingId }, silent });

export const fetchPublishPreview = (buildingId: number, silent = false) => call(mapApi.publishPreview, { query: { buildingId }, silent });

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
