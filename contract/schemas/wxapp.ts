import { Type, type Static } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';
import { WX_LIMITS } from '../endpoints/wxapp.js';

// Issue 17 微信小程序: WeChat third-party platforms (开放平台列表) and the mini-programs authorized to them
// (小程序列表). Secrets are written, never read back: answers carry masked forms only.

/** WeChat's AppIDs: "wx" and letters or digits (a real one has 16 hex digits). */
export const WX_APPID_PATTERN = '^wx[0-9A-Za-z]{10,32}$';
export const WX_SECRET_PATTERN = '^[0-9A-Za-z]{16,64}$';
/** WeChat's message token: 3–32 letters or digits. */
export const WX_TOKEN_PATTERN = '^[0-9A-Za-z]{3,32}$';
/** EncodingAESKey: 43 letters or digits. */
export const WX_AES_KEY_PATTERN = '^[0-9A-Za-z]{43}$';
export const WX_TESTER_PATTERN = '^[-_0-9A-Za-z]{1,40}$';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });

const WX_OPEN_STATES = ['waitingTicket', 'ready'] as const;

export const WxOpenSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    componentAppid: Type.String(),
    secretMasked: Type.String({ description: 'The AppSecret, masked' }),
    tokenMasked: Type.String({ description: 'The message token, masked' }),
    aesKeyMasked: Type.String({ description: 'The EncodingAESKey, masked' }),
    state: Type.Union(Literals(WX_OPEN_STATES), {
      description: 'waitingTicket: no component_verify_ticket came yet; ready: WeChat’s ticket came (calls can be made)',
    }),
    ticketAt: NullableDateTime,
    tokenExpiresAt: NullableDateTime,
    lastCallback: Type.Union([Type.Object({ at: DateTime, accepted: Type.Boolean(), event: Type.String(), reason: Type.String() }), Type.Null()]),
    authCallbackUrl: Type.String({ description: '授权事件接收 URL to configure in WeChat’s open-platform console' }),
    messageCallbackUrl: Type.String({ description: '消息与事件接收 URL ($APPID$ is WeChat’s placeholder)' }),
    wxappCount: Type.Integer({ minimum: 0 }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A WeChat third-party platform (第三方平台)' },
);
export type WxOpenDto = Static<typeof WxOpenSchema>;
export const WxOpenPageSchema = Page(WxOpenSchema);
export type WxOpenPage = Static<typeof WxOpenPageSchema>;

export const WxOpenPageQuery = Type.Object({
  ...PageQuery,
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name or AppID, any case' })),
});
export type WxOpenPageQuery = Static<typeof WxOpenPageQuery>;

const secretFields = {
  secret: Type.String({ maxLength: 200, description: 'AppSecret: 16–64 letters or digits (10005 naming secret)' }),
  token: Type.String({ maxLength: 200, description: 'The message token (消息校验 Token): 3–32 letters or digits' }),
  aesKey: Type.String({ maxLength: 200, description: 'EncodingAESKey (消息加解密 Key): 43 letters or digits' }),
};

export const WxOpenAddBody = Type.Object(
  {
    name: Type.String({ maxLength: 1000, description: `1–${WX_LIMITS.name} characters after trimming` }),
    componentAppid: Type.String({ maxLength: 200, description: 'The platform’s AppID (unique: 10006)' }),
    ...secretFields,
  },
  { additionalProperties: false },
);
export type WxOpenAddBody = Static<typeof WxOpenAddBody>;

export const WxOpenUpdateBody = Type.Object(
  {
    id: Id,
    name: Type.Optional(WxOpenAddBody.properties.name),
    secret: Type.Optional(secretFields.secret),
    token: Type.Optional(secretFields.token),
    aesKey: Type.Optional(secretFields.aesKey),
  },
  { additionalProperties: false },
);
export type WxOpenUpdateBody = Static<typeof WxOpenUpdateBody>;

export const WX_DOMAIN_KINDS = ['requestdomain', 'wsrequestdomain', 'uploaddomain', 'downloaddomain'] as const;
const DomainList = Type.Array(Type.String({ maxLength: 200 }), { maxItems: WX_LIMITS.domains });
const WxDomainsSchema = Type.Object({
  requestdomain: DomainList,
  wsrequestdomain: DomainList,
  uploaddomain: DomainList,
  downloaddomain: DomainList,
});
export type WxDomains = Static<typeof WxDomainsSchema>;

const WxTesterSchema = Type.Object({ wechatid: Type.String(), userstr: Type.String() });

export const WxappSchema = Type.Object(
  {
    id: Type.Integer(),
    openPlatformId: Type.Integer(),
    openPlatformName: Type.String(),
    authorizerAppid: Type.String(),
    nickName: Type.String(),
    headImg: Type.String(),
    userName: Type.String({ description: 'The original id (gh_…)' }),
    principalName: Type.String(),
    status: Type.Union([Type.Literal('authorized'), Type.Literal('unauthorized')]),
    appId: Type.Union([Type.Integer(), Type.Null()], { description: 'The linked location app: its appCode goes into ext_json' }),
    appName: Type.Union([Type.String(), Type.Null()]),
    appCode: Type.Union([Type.String(), Type.Null()]),
    domains: WxDomainsSchema,
    testers: Type.Array(WxTesterSchema),
    commitVersion: Type.Union([Type.String(), Type.Null()]),
    auditStatus: Type.String({ description: 'none | auditing | passed | rejected | delayed | withdrawn' }),
    auditVersion: Type.Union([Type.String(), Type.Null()]),
    releasedVersion: Type.Union([Type.String(), Type.Null()]),
    authorizedAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A mini-program authorized to a third-party platform' },
);
export type WxappDto = Static<typeof WxappSchema>;
export const WxappPageSchema = Page(WxappSchema);
export type WxappPage = Static<typeof WxappPageSchema>;

export const WxappPageQuery = Type.Object({
  ...PageQuery,
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, AppID or principal, any case' })),
  openPlatformId: Type.Optional(Id),
  status: Type.Optional(Type.Union([Type.Literal('authorized'), Type.Literal('unauthorized')])),
  appGroupId: Type.Optional(Type.Integer({ minimum: 1, description: 'Mini-programs linked to the group’s location apps' })),
});
export type WxappPageQuery = Static<typeof WxappPageQuery>;

export const WxappUpdateBody = Type.Object(
  { id: Id, appId: Type.Union([Id, Type.Null()], { description: 'The location app to link (null: none); 10005 naming appId when unknown' }) },
  { additionalProperties: false },
);
export type WxappUpdateBody = Static<typeof WxappUpdateBody>;

export const WxappDomainBody = Type.Object({ id: Id, ...WxDomainsSchema.properties }, { additionalProperties: false });
export type WxappDomainBody = Static<typeof WxappDomainBody>;

export const WxappTesterBody = Type.Object(
  { id: Id, wechatid: Type.String({ maxLength: 200, description: 'The tester’s WeChat id (微信号)' }) },
  { additionalProperties: false },
);
export type WxappTesterBody = Static<typeof WxappTesterBody>;

export const WxappTesterRemoveBody = Type.Object({ id: Id, userstr: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type WxappTesterRemoveBody = Static<typeof WxappTesterRemoveBody>;

export const WxAuthorizeBody = Type.Object({ openPlatformId: Id }, { additionalProperties: false });
export type WxAuthorizeBody = Static<typeof WxAuthorizeBody>;

export const WxAuthorizeSchema = Type.Object({
  url: Type.String({ description: 'The pre-authorization page (open it, or scan the QR code, as the mini-program’s administrator)' }),
  qrcode: Type.String({ description: 'A PNG data URL of the same link' }),
  expiresAt: DateTime,
});
export type WxAuthorizeDto = Static<typeof WxAuthorizeSchema>;

/** WeChat's callback query (msg_signature over the Encrypt field). */
export const WxCallbackQuery = Type.Object({
  timestamp: Type.String({ pattern: '^[0-9]{1,12}$' }),
  nonce: Type.String({ minLength: 1, maxLength: 64 }),
  msg_signature: Type.String({ pattern: '^[0-9a-f]{40}$' }),
  signature: Type.Optional(Type.String({ maxLength: 64 })),
  encrypt_type: Type.Optional(Type.String({ maxLength: 16 })),
  openid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type WxCallbackQuery = Static<typeof WxCallbackQuery>;

export const WxAuthorizedQuery = Type.Object({
  auth_code: Type.String({ minLength: 1, maxLength: 512 }),
  expires_in: Type.Optional(Type.String({ maxLength: 12 })),
  state: Type.Optional(Type.String({ maxLength: 128, description: 'The authorization link’s own value, in the redirect_uri wxapp/authorize gave WeChat' })),
});
export type WxAuthorizedQuery = Static<typeof WxAuthorizedQuery>;

/** A WeChat AppID in a callback's path. */
const AppidParam = Type.String({ pattern: '^wx[0-9A-Za-z]{10,32}$' });
export const WxComponentCallbackParams = Type.Object({ componentAppid: AppidParam });
export const WxMessageCallbackParams = Type.Object({ componentAppid: AppidParam, appid: AppidParam });
/** The platform an authorization returns to. */
export const WxAuthorizedParams = Type.Object({ openPlatformId: Type.Integer({ minimum: 1 }) });
