import type { AdminMessageDto, MessageDto, MessagePageDto, MessageTypeDto, MessageTypeValueDto } from '#contract/schemas/message';

/** A message of the message centre (spec §3 "Message"): the schema's; the platform view of everyone's messages adds the recipient. */
export type Message = MessageDto & Partial<Pick<AdminMessageDto, 'adminId' | 'adminEmail'>>;

/** `user-messages/page` and `page`: one page of messages and the admin's unread count, whatever the filters. */
export type MessagePage = MessagePageDto<Message>;

export type MessageType = MessageTypeDto;

export type ReadFilter = 'all' | 'unread' | 'read';

/** A message type the server knows, or '' for every type. */
export type TypeFilter = MessageTypeValueDto | '';

export interface MessageQuery {
  page: number;
  size: number;
  type: TypeFilter;
  read: ReadFilter;
  /** Platform administrators may list every admin's messages (read-only). */
  everyone: boolean;
}
