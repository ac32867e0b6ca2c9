import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { appApi } from '#contract/endpoints/app';
import { call } from '../../dataProvider/httpClient';

/** Every location app as a filter choice (the server caps a page at 200). */
export const useAppFilterChoices = () =>
  useQuery({
    queryKey: ['user', 'apps'],
    queryFn: () =>
      call(appApi.page, { query: { page: 1, size: 200, sort: 'name', order: 'asc' } }).then((page) => page.records.map((a) => ({ id: a.id, name: a.name }))),
    staleTime: 30_000,
  });

/** The platforms the events report (contract/schemas/usage.ts PLATFORMS). */
const PLATFORMS = ['wechat', 'alipay', 'ios', 'android'] as const;

export const usePlatformChoices = () => {
  const translate = useTranslate();
  return PLATFORMS.map((id) => ({ id, name: translate(`app.appUsers.platforms.${id}`) }));
};

export const activityPath = (userId: string) => `/user/user-activity/${encodeURIComponent(userId)}`;

export const formatTime = (iso: string | null | undefined, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

export const formatDuration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
};
