import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './types.js';

// Issue 17's tables (migration 024): WeChat third-party platforms, their mini-programs, code history, callbacks
// and batch releases. Every *Encrypted column holds encryptSecret's text (server/src/qrcode/secret.ts).

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type WxappStatus = 'authorized' | 'unauthorized';
export type WxAuditStatus = 'none' | 'auditing' | 'passed' | 'rejected' | 'delayed' | 'withdrawn';
export type WxCodeAction = 'commit' | 'submit' | 'passed' | 'rejected' | 'delayed' | 'release' | 'revert' | 'withdraw' | 'failed';
export type WxBatchState = 'pending' | 'committed' | 'auditing' | 'passed' | 'rejected' | 'delayed' | 'released' | 'failed';

export interface WxOpenPlatformTable {
  id: Generated<number>;
  name: string;
  componentAppid: string;
  secretEncrypted: string;
  tokenEncrypted: string;
  aesKeyEncrypted: string;
  verifyTicketEncrypted: Nullable<string>;
  ticketAt: Nullable<Date>;
  accessTokenEncrypted: Nullable<string>;
  accessTokenExpiresAt: Nullable<Date>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface WxappTable {
  id: Generated<number>;
  openPlatformId: number;
  authorizerAppid: string;
  nickName: ColumnType<string, string | undefined, string>;
  headImg: ColumnType<string, string | undefined, string>;
  userName: ColumnType<string, string | undefined, string>;
  principalName: ColumnType<string, string | undefined, string>;
  status: ColumnType<WxappStatus, WxappStatus | undefined, WxappStatus>;
  /** WeChat's func_info ids (the permission sets granted). */
  funcIds: Json;
  authCodeHash: Nullable<string>;
  refreshTokenEncrypted: Nullable<string>;
  accessTokenEncrypted: Nullable<string>;
  accessTokenExpiresAt: Nullable<Date>;
  appId: Nullable<number>;
  /** { requestdomain, wsrequestdomain, uploaddomain, downloaddomain } as last set. */
  domains: Json;
  /** [{ wechatid, userstr }] */
  testers: Json;
  commitTemplateId: Nullable<number>;
  commitVersion: Nullable<string>;
  commitDesc: Nullable<string>;
  commitExtJson: Nullable<string>;
  committedAt: Nullable<Date>;
  auditId: Nullable<number>;
  auditStatus: ColumnType<WxAuditStatus, WxAuditStatus | undefined, WxAuditStatus>;
  auditReason: Nullable<string>;
  auditVersion: Nullable<string>;
  auditAt: Nullable<Date>;
  releasedVersion: Nullable<string>;
  releasedAt: Nullable<Date>;
  previousReleasedVersion: Nullable<string>;
  authorizedAt: Timestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface WxappCodeStepTable {
  id: Generated<number>;
  wxappId: number;
  action: WxCodeAction;
  templateId: Nullable<number>;
  version: Nullable<string>;
  detail: Json;
  adminId: Nullable<number>;
  batchId: Nullable<number>;
  createdAt: CreatedAt;
}

export interface WxCallbackLogTable {
  id: Generated<number>;
  kind: 'component' | 'message';
  appid: ColumnType<string, string | undefined, string>;
  event: ColumnType<string, string | undefined, string>;
  accepted: boolean;
  reason: ColumnType<string, string | undefined, string>;
  receivedAt: CreatedAt;
}

export interface WxappBatchTable {
  id: Generated<number>;
  groupId: number;
  templateId: number;
  version: string;
  description: ColumnType<string, string | undefined, string>;
  createdBy: Nullable<number>;
  createdAt: CreatedAt;
}

export interface WxappBatchItemTable {
  batchId: number;
  wxappId: number;
  state: ColumnType<WxBatchState, WxBatchState | undefined, WxBatchState>;
  error: ColumnType<string, string | undefined, string>;
  updatedAt: Timestamp;
}

/** Issue 31 §5 (migration 033): a signed callback seen within the window. */
export interface WxCallbackNonceTable {
  componentAppid: string;
  nonce: string;
  signedAt: number;
  receivedAt: CreatedAt;
}

/** Issue 31 §6 (migration 033): an authorization link the console asked for, until WeChat's return uses it. */
export interface WxPendingAuthorizationTable {
  id: Generated<number>;
  openPlatformId: number;
  stateHash: string;
  preAuthCodeHash: string;
  expiresAt: Date;
  usedAt: Nullable<Date>;
  createdAt: CreatedAt;
}

export interface WxappDatabase {
  wxOpenPlatform: WxOpenPlatformTable;
  wxapp: WxappTable;
  wxappCodeStep: WxappCodeStepTable;
  wxCallbackLog: WxCallbackLogTable;
  wxappBatch: WxappBatchTable;
  wxappBatchItem: WxappBatchItemTable;
  wxCallbackNonce: WxCallbackNonceTable;
  wxPendingAuthorization: WxPendingAuthorizationTable;
}
