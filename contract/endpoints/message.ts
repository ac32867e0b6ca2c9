import { get, post } from './endpoint.js';
import type { AdminMessageDto, MessageIdsInput, MessagePageDto, MessageTypeDto, MessageTypeValueDto, UnreadDto } from '../schemas/message.js';

/** The query of both message pages (page, size, type, read). */
export interface MessagePageQuery {
  page?: number;
  size?: number;
  type?: MessageTypeValueDto | string;
  read?: boolean;
}

/** The message centre (spec §3, §7). */
export const messageApi = {
  userPage: get<MessagePageQuery, MessagePageDto>('/api/location/message/user-messages/page'),
  page: get<MessagePageQuery, MessagePageDto<AdminMessageDto>>('/api/location/message/page'),
  types: get<Record<string, never>, MessageTypeDto[]>('/api/location/message/message-type'),
  markRead: post<MessageIdsInput, UnreadDto>('/api/location/message/mark-read'),
  markAllRead: post<Record<string, never>, UnreadDto>('/api/location/message/mark-all-read'),
  markDelete: post<MessageIdsInput, UnreadDto>('/api/location/message/mark-delete'),
};
