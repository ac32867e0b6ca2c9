import { useQuery } from '@tanstack/react-query';
import { wxOpenApi } from '#contract/endpoints/wxapp';
import { call } from '../../../dataProvider/httpClient';

/** Issue 17: every third-party platform as a choice (filters, 添加). */
export const usePlatformChoices = () =>
  useQuery({
    queryKey: ['wx-open', 'page', 'choices'],
    queryFn: () => call(wxOpenApi.page, { query: { page: 1, size: 200 }, silent: true }).then((page) => page.records),
    staleTime: 0,
  });
