import type { Static } from 'typebox';
import { get, post, type WithDefaults } from './endpoint.js';
import type {
  AdminMessageDto,
  AdminMessagePageQuery,
  MessageIdsInput,
  MessagePageDto,
  MessagePageQuery,
  MessageTypeListSchema,
  UnreadDto,
} from '../schemas/message.js';

/** The message centre (spec §3, §7). */
export const messageApi = {
  userPage: get<WithDefaults<Static<typeof MessagePageQuery>, 'page' | 'size'>, MessagePageDto>('/api/location/message/user-messages/page'),
  page: get<WithDefaults<Static<typeof AdminMessagePageQuery>, 'page' | 'size'>, MessagePageDto<AdminMessageDto>>('/api/location/message/page'),
  types: get<Record<string, never>, Static<typeof MessageTypeListSchema>>('/api/location/message/message-type'),
  markRead: post<MessageIdsInput, UnreadDto>('/api/location/message/mark-read'),
  markAllRead: post<Record<string, never>, UnreadDto>('/api/location/message/mark-all-read'),
  markDelete: post<MessageIdsInput, UnreadDto>('/api/location/message/mark-delete'),
};
