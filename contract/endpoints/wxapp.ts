import type { IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import type { DeletedDto, IdsInput } from '../schemas/userManagement.js';
import type {
  WxAuthorizeBody,
  WxAuthorizeDto,
  WxAuthorizedQuery,
  WxOpenAddBody,
  WxOpenDto,
  WxOpenPage,
  WxOpenPageQuery,
  WxOpenUpdateBody,
  WxappDomainBody,
  WxappDto,
  WxappPage,
  WxappPageQuery,
  WxappTesterBody,
  WxappTesterRemoveBody,
  WxappUpdateBody,
} from '../schemas/wxapp.js';
import { get, post } from './endpoint.js';

/** 开放平台列表 (spec §2 /wxapp/open-list; issue 17): WeChat third-party platforms; platform administrators only. */
export const wxOpenApi = {
  page: get<Partial<WxOpenPageQuery>, WxOpenPage>('/api/location/wx-open/page'),
  one: get<Static<typeof IdQuery>, WxOpenDto>('/api/location/wx-open/get'),
  add: post<WxOpenAddBody, WxOpenDto>('/api/location/wx-open/add'),
  update: post<WxOpenUpdateBody, WxOpenDto>('/api/location/wx-open/update'),
  delete: post<IdsInput, DeletedDto>('/api/location/wx-open/delete'),
};

/** 小程序列表 / 添加 / 编辑 (spec §2 /wxapp; issue 17): mini-programs authorized to the platforms. */
export const wxappApi = {
  page: get<Partial<WxappPageQuery>, WxappPage>('/api/location/wxapp/page'),
  one: get<Static<typeof IdQuery>, WxappDto>('/api/location/wxapp/get'),
  update: post<WxappUpdateBody, WxappDto>('/api/location/wxapp/update'),
  /** A pre-authorization link (and its QR code) for a mini-program's administrator. */
  authorize: post<WxAuthorizeBody, WxAuthorizeDto>('/api/location/wxapp/authorize'),
  domain: post<WxappDomainBody, WxappDto>('/api/location/wxapp/domain'),
  testerAdd: post<WxappTesterBody, WxappDto>('/api/location/wxapp/tester/add'),
  testerRemove: post<WxappTesterRemoveBody, WxappDto>('/api/location/wxapp/tester/remove'),
};

/** WeChat's calls to this server (public; authenticated by WeChat's message signature), and the authorization's return. */
export const wechatCallbackApi = {
  component: post<unknown, string>('/api/wechat/callback/component/:componentAppid'),
  message: post<unknown, string>('/api/wechat/callback/message/:componentAppid/:appid'),
  authorized: get<WxAuthorizedQuery, never>('/api/wechat/authorized/:openPlatformId'),
};

/** A platform's name length after trimming and the domains of one kind a mini-program may set (the schemas read them from here). */
export const WX_LIMITS = { name: 50, domains: 20 } as const;
