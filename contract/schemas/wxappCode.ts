import { Type, type Static } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';
import { WXAPP_CODE_LIMITS } from '../endpoints/wxappCode.js';

// Issue 17 代码模板 / 代码管理 / 分组: WeChat mini-programs' code templates, code lifecycle and group releases.
// Text fields accept up to 1000 characters here; the service trims them and names the field over its limit (10005).

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const NullableText = Type.Union([Type.String(), Type.Null()]);
const Id = Type.Integer({ minimum: 1 });

const WXAPP_AUDIT_STATES = ['none', 'auditing', 'passed', 'rejected', 'delayed', 'withdrawn'] as const;
const WXAPP_BATCH_STATES = ['pending', 'committed', 'auditing', 'passed', 'rejected', 'delayed', 'released', 'failed'] as const;
const WXAPP_STEP_ACTIONS = ['commit', 'submit', 'passed', 'rejected', 'delayed', 'release', 'revert', 'withdraw', 'failed'] as const;

const WxPlatformOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), componentAppid: Type.String() });
export const WxPlatformOptionsSchema = Type.Array(WxPlatformOptionSchema);
export type WxPlatformOption = Static<typeof WxPlatformOptionSchema>;

export const PlatformQuery = Type.Object({ openPlatformId: Id });
export type PlatformQuery = Static<typeof PlatformQuery>;

const TemplateFields = {
  userVersion: Type.String(),
  userDesc: Type.String(),
  createTime: DateTime,
  sourceMiniprogramAppid: Type.String(),
  sourceMiniprogram: Type.String(),
};
const WxDraftSchema = Type.Object({ draftId: Type.Integer(), ...TemplateFields }, { description: 'A draft uploaded by the developer tools' });
export type WxDraft = Static<typeof WxDraftSchema>;
export const WxDraftListSchema = Type.Array(WxDraftSchema);

const WxTemplateSchema = Type.Object({ templateId: Type.Integer(), ...TemplateFields }, { description: 'A template of the library' });
export type WxTemplate = Static<typeof WxTemplateSchema>;
export const WxTemplateListSchema = Type.Object({
  records: Type.Array(WxTemplateSchema),
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ description: 'WeChat keeps at most this many templates (85065 beyond)' }),
});
export type WxTemplateList = Static<typeof WxTemplateListSchema>;

export const TemplateAddBody = Type.Object({ openPlatformId: Id, draftId: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type TemplateAddBody = Static<typeof TemplateAddBody>;
export const TemplateDeleteBody = Type.Object({ openPlatformId: Id, templateId: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type TemplateDeleteBody = Static<typeof TemplateDeleteBody>;

export const WxQuotaSchema = Type.Object({ rest: Type.Integer(), limit: Type.Integer(), speedupRest: Type.Integer(), speedupLimit: Type.Integer() });
export type WxQuota = Static<typeof WxQuotaSchema>;

export const WxCodeStateSchema = Type.Object(
  {
    id: Type.Integer(),
    openPlatformId: Type.Integer(),
    authorizerAppid: Type.String(),
    nickName: Type.String(),
    status: Type.String({ description: 'authorized | unauthorized' }),
    appId: Type.Union([Type.Integer(), Type.Null()]),
    appName: NullableText,
    appCode: NullableText,
    extJson: NullableText,
    commitTemplateId: Type.Union([Type.Integer(), Type.Null()]),
    commitVersion: NullableText,
    commitDesc: NullableText,
    committedAt: NullableDateTime,
    auditId: Type.Union([Type.Integer(), Type.Null()]),
    auditStatus: Type.Union(Literals(WXAPP_AUDIT_STATES)),
    auditReason: NullableText,
    auditVersion: NullableText,
    auditAt: NullableDateTime,
    releasedVersion: NullableText,
    releasedAt: NullableDateTime,
    previousReleasedVersion: NullableText,
    quota: Type.Optional(Type.Union([WxQuotaSchema, Type.Null()])),
  },
  { description: 'A mini-program’s code: the committed version, the audit and the release' },
);
export type WxCodeState = Static<typeof WxCodeStateSchema>;

export const CodeIdQuery = Type.Object({
  id: Id,
  quota: Type.Optional(Type.Boolean({ description: 'Also ask WeChat for the month’s audit quota' })),
});
export type CodeIdQuery = Static<typeof CodeIdQuery>;
export const CodeIdBody = Type.Object({ id: Id }, { additionalProperties: false });
export type CodeIdBody = Static<typeof CodeIdBody>;

export const CommitBody = Type.Object(
  {
    id: Id,
    templateId: Type.Integer({ minimum: 0 }),
    userVersion: Type.String({ maxLength: 1000, description: `1–${WXAPP_CODE_LIMITS.version} characters` }),
    userDesc: Type.Optional(Type.String({ maxLength: 1000, description: `At most ${WXAPP_CODE_LIMITS.desc} characters` })),
  },
  { additionalProperties: false },
);
export type CommitBody = Static<typeof CommitBody>;

export const WxQrcodeSchema = Type.Object({ image: Type.String({ description: 'data: URL of the trial version’s QR code' }) });
export type WxQrcode = Static<typeof WxQrcodeSchema>;

const WxCodeStepSchema = Type.Object({
  id: Type.Integer(),
  action: Type.Union(Literals(WXAPP_STEP_ACTIONS)),
  templateId: Type.Union([Type.Integer(), Type.Null()]),
  version: NullableText,
  detail: Type.Record(Type.String(), Type.Unknown()),
  adminName: Type.Union([Type.String(), Type.Null()], { description: 'null: WeChat’s push' }),
  batchId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: DateTime,
});
export type WxCodeStep = Static<typeof WxCodeStepSchema>;
export const WxCodeStepPageSchema = Page(WxCodeStepSchema);
export type WxCodeStepPage = Static<typeof WxCodeStepPageSchema>;
export const HistoryQuery = Type.Object({ ...PageQuery, id: Id });
export type HistoryQuery = Static<typeof HistoryQuery>;

// 分组 batch releases.
export const GroupQuery = Type.Object({ groupId: Id });
export type GroupQuery = Static<typeof GroupQuery>;

const WxMemberSchema = Type.Object({
  id: Type.Integer(),
  openPlatformId: Type.Integer(),
  authorizerAppid: Type.String(),
  nickName: Type.String(),
  appName: Type.String(),
  auditStatus: Type.Union(Literals(WXAPP_AUDIT_STATES)),
  releasedVersion: NullableText,
});
export const WxGroupMembersSchema = Type.Object({
  group: Type.Object({ id: Type.Integer(), name: Type.String() }),
  members: Type.Array(WxMemberSchema),
});
export type WxGroupMembers = Static<typeof WxGroupMembersSchema>;

const WxBatchItemSchema = Type.Object({
  wxappId: Type.Integer(),
  nickName: Type.String(),
  authorizerAppid: Type.String(),
  state: Type.Union(Literals(WXAPP_BATCH_STATES)),
  error: Type.String(),
  updatedAt: DateTime,
});
export const WxBatchSchema = Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  templateId: Type.Integer(),
  version: Type.String(),
  description: Type.String(),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  counts: Type.Record(Type.String(), Type.Integer(), { description: 'Items per state' }),
  items: Type.Array(WxBatchItemSchema),
});
export type WxBatch = Static<typeof WxBatchSchema>;
export const WxBatchPageSchema = Page(WxBatchSchema);
export type WxBatchPage = Static<typeof WxBatchPageSchema>;
export const BatchPageQuery = Type.Object({ ...PageQuery, groupId: Id });
export type BatchPageQuery = Static<typeof BatchPageQuery>;
export const BatchIdQuery = Type.Object({
  id: Id,
  refresh: Type.Optional(Type.Boolean({ description: 'Ask WeChat for the audit status of the items being audited' })),
});
export type BatchIdQuery = Static<typeof BatchIdQuery>;
export const BatchStartBody = Type.Object(
  {
    groupId: Id,
    templateId: Type.Integer({ minimum: 0 }),
    version: Type.String({ maxLength: 1000, description: `1–${WXAPP_CODE_LIMITS.version} characters` }),
    description: Type.Optional(Type.String({ maxLength: 1000, description: `At most ${WXAPP_CODE_LIMITS.desc} characters` })),
  },
  { additionalProperties: false },
);
export type BatchStartBody = Static<typeof BatchStartBody>;
export const BatchReleaseBody = Type.Object({ id: Id }, { additionalProperties: false });
export type BatchReleaseBody = Static<typeof BatchReleaseBody>;
