import { useQuery } from '@tanstack/react-query';
import { adminApi } from '#contract/endpoints/admin';
import { buildingApi } from '#contract/endpoints/building';
import { companyApi } from '#contract/endpoints/company';
import { call } from '../../dataProvider/httpClient';
import { useSession } from '../../shell/session/useSession';

/** The server's page size cap: enough for the buildings and admins of one company. */
const ALL = { page: 1, size: 200 };

export const useIsPlatform = (): boolean => useSession().admin?.adminType === 'PLATFORM_ADMINISTRATOR';

/** The buildings of one company (the caller must see them). */
export const useCompanyBuildings = (companyId: number | undefined) =>
  useQuery({
    queryKey: ['users', 'buildings', companyId],
    queryFn: () => call(buildingApi.page, { query: { ...ALL, companyId } }).then((page) => page.records),
    enabled: companyId !== undefined,
    staleTime: 60_000,
  });

/** Company choices for platform admins: every company (issue 16's company list call), by name. */
export const useCompanyChoices = () => {
  const platform = useIsPlatform();
  const companies = useQuery({
    queryKey: ['company', 'choices'],
    queryFn: () => call(companyApi.page, { query: { ...ALL, sort: 'name', order: 'asc' } }).then((page) => page.records),
    enabled: platform,
    staleTime: 60_000,
  });
  return (companies.data ?? []).map(({ id, name }) => ({ id, name }));
};

/** The business admins of one company: the only admins a role is granted to. */
export const useBusinessAdmins = (companyId: number | undefined) =>
  useQuery({
    queryKey: ['users', 'business-admins', companyId],
    queryFn: () =>
      call(adminApi.list, { query: { ...ALL, adminType: 'BUSINESS_ADMINISTRATOR', companyId, sort: 'email', order: 'asc' } }).then((page) => page.records),
    enabled: companyId !== undefined,
  });
