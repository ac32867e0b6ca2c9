import { Type, type Static } from 'typebox';
import { Literals, MAX_PAGE_SIZE, PageQuery } from './envelope.js';

/** Spec §3 "a list of message types": the types the server creates and the console filters by. */
export const MESSAGE_TYPES = [
  { value: 'system', name: '系统消息', nameEn: 'System' },
  { value: 'security', name: '安全提醒', nameEn: 'Security' },
  { value: 'notice', name: '通知公告', nameEn: 'Notice' },
  // Issue 18: raised by what happens, to the admins who can act on it (server/src/messaging/notify.ts).
  { value: 'feedback', name: '用户反馈', nameEn: 'Feedback' },
  { value: 'beacon', name: '信标告警', nameEn: 'Beacon alert' },
  { value: 'publish', name: '地图发布', nameEn: 'Map published' },
  { value: 'push', name: '推送', nameEn: 'Push' },
  { value: 'import', name: '导入', nameEn: 'Import' },
  { value: 'audit', name: '小程序审核', nameEn: 'Mini-program audit' },
] as const;

/** The values of MESSAGE_TYPES, in order. */
type ValuesOf<T extends readonly { value: string }[]> = { -readonly [K in keyof T]: T[K] extends { value: infer V extends string } ? V : never };

const MessageTypeValue = Type.Union(Literals(MESSAGE_TYPES.map((t) => t.value) as unknown as ValuesOf<typeof MESSAGE_TYPES>), {
  description: MESSAGE_TYPES.map((t) => t.value).join(', '),
});

const messageFields = {
  id: Type.Integer(),
  type: Type.String({ description: 'A message type value' }),
  title: Type.String({ description: 'In the caller’s language (Chinese for zh, else English)' }),
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  link: Type.String({ description: 'Issue 18: the console page where the admin acts on it (a path such as /feedback/feedback-detail/12), or empty' }),
};

export const MessageSchema = Type.Object(messageFields, { description: 'A message of the caller’s inbox' });

export const AdminMessageSchema = Type.Object(
  { ...messageFields, adminId: Type.Integer(), adminEmail: Type.String({ description: 'The recipient' }) },
  { description: 'A message with its recipient' },
);

const MessageTypeSchema = Type.Object({
  value: MessageTypeValue,
  name: Type.String({ description: 'Chinese name' }),
  nameEn: Type.String(),
});

const MessageQuery = {
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

/** The shapes as TypeScript types: the console imports them with `import type` (issue 11). */
export type MessageTypeValueDto = Static<typeof MessageTypeValue>;
export type MessageDto = Static<typeof MessageSchema>;
export type AdminMessageDto = Static<typeof AdminMessageSchema>;
export type MessageTypeDto = Static<typeof MessageTypeSchema>;
export type MessageIdsInput = Static<typeof MessageIdsBody>;
export type UnreadDto = Static<typeof UnreadSchema>;
/** A message page with the caller's unread total (`user-messages/page`; `page` adds each recipient). */
export type MessagePageDto<T = MessageDto> = { records: T[]; total: number; unread: number };

/** The query of the caller's message page. */
export const MessagePageQuery = Type.Object(MessageQuery);
/** The query of the admin message page: a platform admin may name one admin. */
export const AdminMessagePageQuery = Type.Object({ ...MessageQuery, adminId: Type.Optional(Type.Integer({ minimum: 1 })) });
export const MessageTypeListSchema = Type.Array(MessageTypeSchema);
