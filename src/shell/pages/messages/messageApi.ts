import { messageApi } from '#contract/endpoints/message';
import { call } from '../../../dataProvider/httpClient';
import type { MessagePage, MessageQuery, MessageType } from './types';

/** Query keys: everything under `all` is refetched after any message action. */
export const messageKeys = {
  all: ['shell', 'messages'] as const,
  unread: ['shell', 'messages', 'unread'] as const,
  list: (query: MessageQuery) => ['shell', 'messages', 'list', query] as const,
  types: ['shell', 'message-types'] as const,
};

const readParam = (read: MessageQuery['read']): boolean | undefined => (read === 'all' ? undefined : read === 'read');

export const fetchMessages = ({ page, size, type, read, everyone }: MessageQuery): Promise<MessagePage> =>
  call(everyone ? messageApi.page : messageApi.userPage, { query: { page, size, type: type || undefined, read: readParam(read) } });

/** Spec §1 badge: only `unread` is needed, so one record is enough; silent so a poll never toasts a refusal. */
export const fetchUnreadCount = async (): Promise<number> => {
  const page = await call(messageApi.userPage, { query: { page: 1, size: 1 }, silent: true });
  return page.unread;
};

export const fetchMessageTypes = (): Promise<MessageType[]> => call(messageApi.types);

export const markRead = (ids: number[]): Promise<unknown> => call(messageApi.markRead, { body: { ids } });

export const markAllRead = (): Promise<unknown> => call(messageApi.markAllRead, { body: {} });

export const deleteMessages = (ids: number[]): Promise<unknown> => call(messageApi.markDelete, { body: { ids } });
