// Issue 18: pushes (推送管理) — the console's calls and the apps' two public calls (subscribe, inbox).
import { Type, type Static, type TSchema } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';
import { AUDIENCE_KINDS, PUSH_LIMITS, PUSH_STATES } from '../endpoints/push.js';

const Nullable = <T extends TSchema>(t: T, description?: string) => Type.Union([Type.Null(), t], description ? { description } : {});
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1 });
const AppUserId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.:-]+$',
  description: 'The app’s pseudonymous user id (as in usage events)',
});

const State = Type.Union(Literals(PUSH_STATES));
const Channel = Type.Union([Type.Literal('wechat'), Type.Literal('inapp')], {
  description: 'wechat: a WeChat subscription message (订阅消息) through the building’s app’s mini-program; inapp: a message the app fetches (inbox)',
});
const Days = Type.Integer({ minimum: 1, maximum: PUSH_LIMITS.days, description: `The last 1–${PUSH_LIMITS.days} days` });

const AudienceFields = {
  kind: Type.Union(Literals(AUDIENCE_KINDS), {
    description:
      'all: every user of the building; level (levelId, days): located on the level; region (regionId, days): located inside the region; qrcode (qrcodeId): scanned the code; user (userId): one user',
  }),
  levelId: Type.Optional(Id),
  regionId: Type.Optional(Id),
  qrcodeId: Type.Optional(Id),
  userId: Type.Optional(Type.String({ maxLength: 64, description: 'The app’s pseudonymous user id (as in usage events)' })),
  days: Type.Optional(Days),
};
// One object rather than a union of kinds: a kind's missing field answers 10005 naming it (audience.levelId).
const AudienceSchema = Type.Object(AudienceFields, { description: 'Who gets it, resolved from the usage events when it is sent' });
export type Audience = Static<typeof AudienceSchema>;

const Send = Type.Union([Type.Literal('draft'), Type.Literal('now'), Type.Literal('at')], {
  description: 'draft: keep it; now: the scheduler sends it at once; at: at `sendAt`',
});

const Fields = {
  title: Type.String({ maxLength: 1000, description: `1–${PUSH_LIMITS.title} characters (a WeChat thing value)` }),
  content: Type.String({ maxLength: 5000, description: `1–${PUSH_LIMITS.content} characters (WeChat shows the first 20)` }),
  page: Type.String({ maxLength: 1000, description: 'The app page it opens, e.g. pages/index/index' }),
  audience: AudienceSchema,
  channel: Channel,
  templateId: Type.Optional(Nullable(Type.String({ maxLength: 128 }), 'wechat: a template of the mini-program (GET templates)')),
  send: Send,
  sendAt: Type.Optional(Nullable(DateTime, 'With send “at”: a time in the future')),
};

export const PushAddBody = Type.Object({ buildingId: Id, ...Fields });
export type PushAddBody = Static<typeof PushAddBody>;
export const PushUpdateBody = Type.Object({ id: Id, ...Fields });
export type PushUpdateBody = Static<typeof PushUpdateBody>;

const FunnelSchema = Type.Object({
  targeted: Type.Integer({ description: 'Users the audience named' }),
  reachable: Type.Integer({ description: 'inapp: every targeted user; wechat: those with an unused subscription to the template' }),
  sent: Type.Integer({ description: 'Delivered (or written to the outbox)' }),
  failed: Type.Integer(),
  outbox: Type.Integer({ description: 'Written to DATA_DIR/outbox: no authorized mini-program was linked' }),
  opened: Type.Integer({ description: 'push_open events reported by the apps' }),
});

export const PushSchema = Type.Object(
  {
    id: Type.Integer(),
    buildingId: Type.Integer(),
    title: Type.String(),
    content: Type.String(),
    page: Type.String(),
    audience: AudienceSchema,
    channel: Channel,
    templateId: Nullable(Type.String()),
    state: State,
    sendAt: Nullable(DateTime),
    sentAt: Nullable(DateTime),
    failure: Nullable(Type.String({ description: 'Why it failed' })),
    funnel: FunnelSchema,
    createdBy: Nullable(Type.String()),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A push message of a building' },
);
export type Push = Static<typeof PushSchema>;
export const PushPageSchema = Page(PushSchema);
export type PushPage = Static<typeof PushPageSchema>;

export const PushPageQuery = Type.Object({
  ...PageQuery,
  buildingId: Id,
  state: Type.Optional(State),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title or content' })),
});
export type PushPageQuery = Static<typeof PushPageQuery>;

export const AudienceQuery = Type.Object({
  buildingId: Id,
  ...AudienceFields,
  channel: Type.Optional(Channel),
  templateId: Type.Optional(Type.String({ maxLength: 128 })),
});
export type AudienceQuery = Static<typeof AudienceQuery>;
export const AudienceCountSchema = Type.Object({ targeted: Type.Integer(), reachable: Type.Integer() });
export type AudienceCount = Static<typeof AudienceCountSchema>;

export const TemplatesQuery = Type.Object({ buildingId: Id });
export type TemplatesQuery = Static<typeof TemplatesQuery>;
const PushTemplateSchema = Type.Object({
  id: Type.String({ description: 'priTmplId' }),
  title: Type.String(),
  content: Type.String({ description: 'e.g. 活动名称:{{thing1.DATA}}\\n活动说明:{{thing2.DATA}}' }),
  keywords: Type.Array(Type.String(), { description: 'The data keys in order; title goes to the first, content to the second' }),
  example: Type.String(),
});
export const PushTemplatesSchema = Type.Object({
  miniProgram: Nullable(Type.String({ description: 'The linked authorized mini-program’s name; null: none (wechat pushes go to the outbox)' })),
  templates: Type.Array(PushTemplateSchema),
});
export type PushTemplates = Static<typeof PushTemplatesSchema>;

export const RecipientsQuery = Type.Object({
  ...PageQuery,
  id: Id,
  state: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('outbox')])),
});
export type RecipientsQuery = Static<typeof RecipientsQuery>;
const RecipientSchema = Type.Object({
  userId: Type.String(),
  state: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('outbox')]),
  error: Nullable(Type.String({ description: 'The provider’s errcode and errmsg' })),
  sentAt: Nullable(DateTime),
  openedAt: Nullable(DateTime),
});
export const RecipientPageSchema = Page(RecipientSchema);
export type RecipientPage = Static<typeof RecipientPageSchema>;

export const PushDeletedSchema = Type.Object({ deleted: Type.Integer() });
export type PushDeleted = Static<typeof PushDeletedSchema>;

// The apps' calls (app key).
export const SubscribeBody = Type.Object({
  userId: AppUserId,
  openid: Type.String({ minLength: 1, maxLength: 128, description: 'The user’s openid in the mini-program (kept with the subscription only)' }),
  templateIds: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 20, description: 'The templates the user accepted' }),
});
export type SubscribeBody = Static<typeof SubscribeBody>;
export const SubscribedSchema = Type.Object({ accepted: Type.Integer() });
export type Subscribed = Static<typeof SubscribedSchema>;
export const InboxQuery = Type.Object({ userId: AppUserId });
export type InboxQuery = Static<typeof InboxQuery>;
export const InboxSchema = Type.Object({
  records: Type.Array(
    Type.Object({
      pushId: Type.Integer(),
      buildingId: Type.Integer(),
      title: Type.String(),
      content: Type.String(),
      page: Type.String(),
      sentAt: Nullable(DateTime),
      opened: Type.Boolean(),
    }),
  ),
});
export type Inbox = Static<typeof InboxSchema>;
