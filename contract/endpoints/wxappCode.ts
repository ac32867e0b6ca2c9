import type {
  BatchIdQuery,
  BatchPageQuery,
  BatchReleaseBody,
  BatchStartBody,
  CodeIdBody,
  CodeIdQuery,
  CommitBody,
  GroupQuery,
  HistoryQuery,
  PlatformQuery,
  TemplateAddBody,
  TemplateDeleteBody,
  WxBatch,
  WxBatchPage,
  WxCodeState,
  WxCodeStepPage,
  WxDraft,
  WxGroupMembers,
  WxPlatformOption,
  WxQrcode,
  WxQuota,
  WxTemplateList,
} from '../schemas/wxappCode.js';
import { LONG_TIMEOUT_MS, get, post } from './endpoint.js';

// Calls that reach WeChat wait up to 60 s (a batch commits and submits every member in turn).
/** 代码模板, 代码管理 and 分组 of WeChat mini-programs (spec §2 /wxapp; issue 17); platform administrators only. */
export const wxappCodeApi = {
  platforms: get<Record<string, never>, WxPlatformOption[]>('/api/location/wxapp/template/platforms'),
  drafts: get<PlatformQuery, WxDraft[]>('/api/location/wxapp/template/drafts', LONG_TIMEOUT_MS),
  templates: get<PlatformQuery, WxTemplateList>('/api/location/wxapp/template/list', LONG_TIMEOUT_MS),
  addTemplate: post<TemplateAddBody, WxTemplateList>('/api/location/wxapp/template/add', LONG_TIMEOUT_MS),
  deleteTemplate: post<TemplateDeleteBody, WxTemplateList>('/api/location/wxapp/template/delete', LONG_TIMEOUT_MS),
  state: get<CodeIdQuery, WxCodeState>('/api/location/wxapp/code/get', LONG_TIMEOUT_MS),
  commit: post<CommitBody, WxCodeState>('/api/location/wxapp/code/commit', LONG_TIMEOUT_MS),
  qrcode: post<CodeIdBody, WxQrcode>('/api/location/wxapp/code/qrcode', LONG_TIMEOUT_MS),
  quota: get<CodeIdQuery, WxQuota>('/api/location/wxapp/code/quota', LONG_TIMEOUT_MS),
  submit: post<CodeIdBody, WxCodeState>('/api/location/wxapp/code/submit', LONG_TIMEOUT_MS),
  status: post<CodeIdBody, WxCodeState>('/api/location/wxapp/code/status', LONG_TIMEOUT_MS),
  withdraw: post<CodeIdBody, WxCodeState>('/api/location/wxapp/code/withdraw', LONG_TIMEOUT_MS),
  release: post<CodeIdBody, WxCodeState>('/api/location/wxapp/code/release', LONG_TIMEOUT_MS),
  revert: post<CodeIdBody, WxCodeState>('/api/location/wxapp/code/revert', LONG_TIMEOUT_MS),
  history: get<Partial<HistoryQuery> & { id: number }, WxCodeStepPage>('/api/location/wxapp/code/history'),
  members: get<GroupQuery, WxGroupMembers>('/api/location/wxapp/batch/members'),
  batches: get<Partial<BatchPageQuery> & { groupId: number }, WxBatchPage>('/api/location/wxapp/batch/page'),
  batch: get<BatchIdQuery, WxBatch>('/api/location/wxapp/batch/get', LONG_TIMEOUT_MS),
  startBatch: post<BatchStartBody, WxBatch>('/api/location/wxapp/batch/start', LONG_TIMEOUT_MS),
  releaseBatch: post<BatchReleaseBody, WxBatch>('/api/location/wxapp/batch/release', LONG_TIMEOUT_MS),
};

/** What the server checks (10005 under the field); the schemas read them from here. */
export const WXAPP_CODE_LIMITS = { templates: 200, version: 64, desc: 200 } as const;
/** How often the console asks again while an audit or a batch is under way. */
export const WXAPP_POLL_MS = 5000;
