import { Type } from 'typebox';
import { MESSAGE_TYPES } from '../messaging/catalog.js';
import { MAX_PAGE_SIZE, PageQuery } from './envelope.js';

export const MessageTypeValue = Type.Union(
  MESSAGE_TYPES.map((t) => Type.Literal(t.value)),
  { description: MESSAGE_TYPES.map((t) => t.value).join(', ') },
);

const messageFields = {
  id: Type.Integer(),
  type: Type.String({ description: 'A message type value' }),
  title: Type.String({ description: 'In the caller’s language (Chinese for zh, else English)' }),
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
};

export const MessageSchema = Type.Object(messageFields, { description: 'A message of the caller’s inbox' });

export const AdminMessageSchema = Type.Object(
  { ...messageFields, adminId: Type.Integer(), adminEmail: Type.String({ description: 'The recipient' }) },
  { description: 'A message with its recipient' },
);

export const MessageTypeSchema = Type.Object({
  value: MessageTypeValue,
  name: Type.String({ description: 'Chinese name' }),
  nameEn: Type.String(),
});

export const MessageQuery = {
  ...PageQuery,
  type: Type.Optional(MessageTypeValue),
  read: Type.Optional(Type.Boolean({ description: 'true: only read ones; false: only unread ones' })),
};

export const MessageIdsBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: MAX_PAGE_SIZE,
    description: 'Ids of the caller’s own messages; any other id makes the whole call 10004',
  }),
});

export const UnreadSchema = Type.Object({ unread: Type.Integer({ description: 'The caller’s unread messages after the call' }) });

export function MessagePage<T extends typeof MessageSchema | typeof AdminMessageSchema>(record: T) {
  return Type.Object({
    records: Type.Array(record),
    total: Type.Integer(),
    unread: Type.Integer({ description: 'The caller’s unread total, whatever the filters' }),
  });
}
