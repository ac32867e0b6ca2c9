import { useQuery } from '@tanstack/react-query';
import { appApi } from '#contract/endpoints/app';
import { appGroupApi } from '#contract/endpoints/appGroup';
import { call } from '../../dataProvider/httpClient';

/** Issue 16 应用分组: every group as a choice (the server caps a page at 200), for the app and map list filters. */
export const useAppGroupChoices = () =>
  useQuery({
    queryKey: ['app-group', 'choices'],
    queryFn: () =>
      call(appGroupApi.page, { query: { page: 1, size: 200, sort: 'name', order: 'asc' } }).then((page) =>
        page.records.map((g) => ({ id: g.id, name: g.name })),
      ),
    // Read again whenever a list mounts: a group made a moment ago is offered at once.
    staleTime: 0,
  });

/** Every app with its company's name, for a group's apps (platform admins see all apps). */
export const useAppChoices = () =>
  useQuery({
    queryKey: ['app-group', 'apps'],
    queryFn: () =>
      call(appApi.page, { query: { page: 1, size: 200, sort: 'name', order: 'asc' } }).then((page) =>
        page.records.map((a) => ({ id: a.id, name: `${a.name} · ${a.companyName}` })),
      ),
    staleTime: 30_000,
  });
