import { request } from '../../dataProvider/httpClient';
import type { MessagePage, MessageQuery, MessageType } from './types';

const BASE = '/api/location/message';

/** Query keys: everything under `all` is refetched after any message action. */
export const messageKeys = {
  all: ['shell', 'messages'] as const,
  unread: ['shell', 'messages', 'unread'] as const,
  list: (query: MessageQuery) => ['shell', 'messages', 'list', query] as const,
  types: ['shell', 'message-types'] as const,
};

const readParam = (read: MessageQuery['read']): boolean | undefined => (read === 'all' ? undefined : read === 'read');

export const fetchMessages = ({ page, size, type, read, everyone }: MessageQuery): Promise<MessagePage> =>
  request<MessagePage>(everyone ? `${BASE}/page` : `${BASE}/user-messages/page`, {
    params: { page, size, type: type || undefined, read: readParam(read) },
  });

/** Spec §1 badge: only `unread` is needed, so one record is enough; silent so a poll never toasts a refusal. */
export const fetchUnreadCount = async (): Promise<number> => {
  const page = await request<MessagePage>(`${BASE}/user-messages/page`, { params: { page: 1, size: 1 }, silent: true });
  return page.unread ?? 0;
};

export const fetchMessageTypes = (): Promise<MessageType[]> => request<MessageType[]>(`${BASE}/message-type`);

export const markRead = (ids: number[]): Promise<unknown> => request(`${BASE}/mark-read`, { method: 'POST', body: { ids } });

export const markAllRead = (): Promise<unknown> => request(`${BASE}/mark-all-read`, { method: 'POST', body: {} });

export const deleteMessages = (ids: number[]): Promise<unknown> => request(`${BASE}/mark-delete`, { method: 'POST', body: { ids } });
