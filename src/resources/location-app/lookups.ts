import { useQuery } from '@tanstack/react-query';
import { appApi, appKeyApi } from '#contract/endpoints/app';
import { buildingApi } from '#contract/endpoints/building';
import { companyApi } from '#contract/endpoints/company';
import { call } from '../../dataProvider/httpClient';

/** Issue 16: the companies an app may belong to (platform admins see all; the server caps a page at 200). */
export const useCompanies = () =>
  useQuery({
    queryKey: ['location-app', 'companies'],
    queryFn: () =>
      call(companyApi.page, { query: { page: 1, size: 200, sort: 'name', order: 'asc' } }).then((page) =>
        page.records.map((c) => ({ id: c.id, name: c.name })),
      ),
    staleTime: 60_000,
  });

/** The company's buildings with the app each is in (a building is in at most one app). */
export const useCompanyBuildings = (companyId: number | undefined) =>
  useQuery({
    queryKey: ['location-app', 'buildings', companyId],
    queryFn: () =>
      call(buildingApi.page, { query: { page: 1, size: 200, companyId } }).then((page) =>
        page.records.filter((b) => b.companyId === companyId).map((b) => ({ id: b.id, name: b.name, appId: b.appId, appName: b.appName })),
      ),
    enabled: typeof companyId === 'number' && companyId > 0,
  });

export const keysQueryKey = (appId: number) => ['location-app', 'keys', appId] as const;

export const useAppKeys = (appId: number) => useQuery({ queryKey: keysQueryKey(appId), queryFn: () => call(appKeyApi.list, { query: { appId } }) });

/** `version`: the app's `updatedAt`, so a saved change is previewed at once. */
export const useConfigPreview = (id: number, enabled: boolean, version: string) =>
  useQuery({ queryKey: ['location-app', 'config-preview', id, version], queryFn: () => call(appApi.configPreview, { query: { id } }), enabled });

export const createKey = (appId: number) => call(appKeyApi.add, { body: { appId } });
export const rotateKey = (id: number, overlapHours: number) => call(appKeyApi.rotate, { body: { id, overlapHours } });
export const revokeKey = (id: number) => call(appKeyApi.revoke, { body: { id } });
