import type { ColumnType } from 'kysely';

// What the schema cannot say in a type: the values a text column's CHECK allows, and how JSON columns are written.
// The generated row types (schema.generated.ts, `npm run db:types`) use these for the columns named in COLUMN_TYPES;
// everything else there comes from the migrated schema.

export type AdminType = 'PLATFORM_ADMINISTRATOR' | 'COMPANY_ADMINISTRATOR' | 'BUSINESS_ADMINISTRATOR';
export type TokenPurpose = 'password-reset' | 'login';
export type VersionStatus = 'draft' | 'published';
export type FeatureType = 'building' | 'footprint' | 'level' | 'unit' | 'opening' | 'fixture' | 'amenity' | 'poi' | 'section' | 'road' | 'connector';
export type PatchKind = 'draft' | 'poi' | 'road' | 'import';
export type BeaconLifecycle = 'planned' | 'deployed' | 'retired';
/** Issue 18 (migration 029): the unhealthy state last alerted (services/beaconAlerts.ts). */
export type BeaconAlert = 'batteryLow' | 'unseen';
export type QrcodeKind = 'wechat' | 'alipay' | 'url';
export type WechatEnvVersion = 'release' | 'trial' | 'develop';
export type WxappStatus = 'authorized' | 'unauthorized';
export type WxAuditStatus = 'none' | 'auditing' | 'passed' | 'rejected' | 'delayed' | 'withdrawn';
export type WxCodeAction = 'commit' | 'submit' | 'passed' | 'rejected' | 'delayed' | 'release' | 'revert' | 'withdraw' | 'failed';
export type WxBatchState = 'pending' | 'committed' | 'auditing' | 'passed' | 'rejected' | 'delayed' | 'released' | 'failed';
export type WxCallbackKind = 'component' | 'message';
export type PushState = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';
export type PushChannel = 'wechat' | 'inapp';
export type RecipientState = 'pending' | 'sent' | 'failed' | 'outbox';
export type FeedbackState = 'open' | 'in_progress' | 'resolved' | 'closed';
export type FeedbackEventKind = 'reply' | 'state' | 'assign';
export type TaskAction = 'close' | 'open';
export type TaskRepeat = 'none' | 'daily' | 'weekly';

/** A json/jsonb column: written as JSON text (JSON.stringify), read back parsed. */
export type JsonText = ColumnType<unknown, string, string>;

/** table.column (as in SQL) → the type above its generated row type uses; json/jsonb columns are all JsonText. */
export const COLUMN_TYPES: Readonly<Record<string, string>> = {
  'admin.admin_type': 'AdminType',
  'admin_token.purpose': 'TokenPurpose',
  'building_version.status': 'VersionStatus',
  'map_feature.feature_type': 'FeatureType',
  'map_patch.kind': 'PatchKind',
  'beacon.lifecycle': 'BeaconLifecycle',
  'beacon.alerted_health': 'BeaconAlert',
  'qrcode.kind': 'QrcodeKind',
  'wechat_credential.env_version': 'WechatEnvVersion',
  'wxapp.status': 'WxappStatus',
  'wxapp.audit_status': 'WxAuditStatus',
  'wxapp_code_step.action': 'WxCodeAction',
  'wxapp_batch_item.state': 'WxBatchState',
  'wx_callback_log.kind': 'WxCallbackKind',
  'push.state': 'PushState',
  'push.channel': 'PushChannel',
  'push_recipient.state': 'RecipientState',
  'feedback.state': 'FeedbackState',
  'feedback_event.kind': 'FeedbackEventKind',
  'road_time_task.action': 'TaskAction',
  'road_time_task.repeat': 'TaskRepeat',
};
