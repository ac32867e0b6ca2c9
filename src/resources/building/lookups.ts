import { useQuery } from '@tanstack/react-query';
import { request } from '../../dataProvider/httpClient';

interface LocationApp {
  id: number;
  name: string;
  appCode: string;
  companyId: number;
}

interface Page<T> {
  records: T[];
  total: number;
}

/** The apps a building of this company may join (the server's page size cap is 200). */
export const useCompanyApps = (companyId: number | null | undefined) =>
  useQuery({
    queryKey: ['buildings', 'apps', companyId],
    queryFn: () =>
      request<Page<LocationApp>>('/api/location/app/page', { params: { page: 1, size: 200, companyId } }).then((page) =>
        // The filter is also applied here: a building only joins an app of its own company.
        page.records.filter((app) => app.companyId === companyId).map((app) => ({ id: app.id, name: `${app.name} (${app.appCode})` })),
      ),
    enabled: typeof companyId === 'number',
    staleTime: 60_000,
  });
