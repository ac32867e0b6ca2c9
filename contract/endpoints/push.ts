import type { IdBody, IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import type {
  AudienceCount,
  AudienceQuery,
  Inbox,
  InboxQuery,
  Push,
  PushAddBody,
  PushDeleted,
  PushPage,
  PushPageQuery,
  PushTemplates,
  PushUpdateBody,
  RecipientPage,
  RecipientsQuery,
  SubscribeBody,
  Subscribed,
  TemplatesQuery,
} from '../schemas/push.js';
import { get, post } from './endpoint.js';

/** Issue 18: pushes (推送管理), in the style of spec §7 (page, ?id=, add, update, …). */
export const pushApi = {
  page: get<PushPageQuery, PushPage>('/api/location/push/page'),
  one: get<Static<typeof IdQuery>, Push>('/api/location/push'),
  add: post<PushAddBody, Push>('/api/location/push/add'),
  update: post<PushUpdateBody, Push>('/api/location/push/update'),
  cancel: post<Static<typeof IdBody>, Push>('/api/location/push/cancel'),
  delete: post<Static<typeof IdBody>, PushDeleted>('/api/location/push/delete'),
  audience: get<AudienceQuery, AudienceCount>('/api/location/push/audience'),
  templates: get<TemplatesQuery, PushTemplates>('/api/location/push/templates'),
  recipients: get<RecipientsQuery, RecipientPage>('/api/location/push/recipients'),
};

/** Issue 18: the apps' calls, with the location app's key (like POST /api/collect). */
export const pushAppApi = {
  subscribe: post<SubscribeBody, Subscribed>('/api/app/push/subscribe'),
  inbox: get<InboxQuery, Inbox>('/api/app/push/inbox'),
};

export const PUSH_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type PushStateValue = (typeof PUSH_STATES)[number];
export const AUDIENCE_KINDS = ['all', 'level', 'region', 'qrcode', 'user'] as const;
/** A WeChat subscription message's `thing` value holds 20 characters. */
export const PUSH_LIMITS = { title: 20, content: 200, days: 90, wechatValue: 20 } as const;
/** A push can be edited or cancelled only before the scheduler claims it. */
export const EDITABLE_STATES: readonly PushStateValue[] = ['draft', 'scheduled'];
