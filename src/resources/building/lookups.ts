import { useQuery } from '@tanstack/react-query';
import { appApi } from '#contract/endpoints/app';
import { call } from '../../dataProvider/httpClient';

/** The apps a building of this company may join (the server's page size cap is 200). */
export const useCompanyApps = (companyId: number | null | undefined) =>
  useQuery({
    queryKey: ['buildings', 'apps', companyId],
    queryFn: () =>
      call(appApi.page, { query: { page: 1, size: 200, companyId: companyId ?? undefined } }).then((page) =>
        // The filter is also applied here: a building only joins an app of its own company.
        page.records.filter((app) => app.companyId === companyId).map((app) => ({ id: app.id, name: `${app.name} (${app.appCode})` })),
      ),
    enabled: typeof companyId === 'number',
    staleTime: 60_000,
  });
