import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './types.js';

// Issue 18's pushes (migration 027).
export type PushState = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';
export type PushChannel = 'wechat' | 'inapp';
export type RecipientState = 'pending' | 'sent' | 'failed' | 'outbox';

export interface PushTable {
  id: Generated<number>;
  buildingId: number;
  title: string;
  content: string;
  page: string;
  audience: Json;
  channel: PushChannel;
  templateId: string | null;
  state: Generated<PushState>;
  sendAt: Date | null;
  claimedUntil: Date | null;
  targeted: number | null;
  reachable: number | null;
  failure: string | null;
  sentAt: Date | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface PushRecipientTable {
  pushId: number;
  userId: string;
  state: Generated<RecipientState>;
  error: string | null;
  sentAt: Date | null;
  openedAt: Date | null;
}

export interface PushSubscriptionTable {
  appId: number;
  userId: string;
  templateId: string;
  openid: string;
  remaining: Generated<number>;
  updatedAt: Timestamp;
}

export interface PushDatabase {
  push: PushTable;
  pushRecipient: PushRecipientTable;
  pushSubscription: PushSubscriptionTable;
}
