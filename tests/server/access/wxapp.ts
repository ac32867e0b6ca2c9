import { PUBLIC, PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/wxapp.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /wxapp/open-list, list, add, edit (issue 17): third-party platforms and the mini-programs authorized to them.
  'GET /api/location/wx-open/page': PLATFORM,
  'GET /api/location/wx-open/get': PLATFORM,
  'POST /api/location/wx-open/add': PLATFORM,
  'POST /api/location/wx-open/update': PLATFORM,
  'POST /api/location/wx-open/delete': PLATFORM,
  'GET /api/location/wxapp/page': PLATFORM,
  'GET /api/location/wxapp/get': PLATFORM,
  'POST /api/location/wxapp/update': PLATFORM,
  'POST /api/location/wxapp/authorize': PLATFORM,
  'POST /api/location/wxapp/domain': PLATFORM,
  'POST /api/location/wxapp/tester/add': PLATFORM,
  'POST /api/location/wxapp/tester/remove': PLATFORM,
  // Issue 17: WeChat's pushes carry no session, only WeChat's signature; the authorization page returns the administrator's browser.
  'POST /api/wechat/callback/component/:componentAppid': { auth: 'wechat' },
  'POST /api/wechat/callback/message/:componentAppid/:appid': { auth: 'wechat' },
  'GET /api/wechat/authorized/:openPlatformId': PUBLIC,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // Issue 17 代码模板, 代码管理, 分组: unknown ids (10004) reach no WeChat call for those allowed.
  'GET /api/location/wx-open/page': { query: () => 'page=1&size=20&name=wx' },
  'GET /api/location/wx-open/get': { query: () => 'id=999999' },
  'POST /api/location/wx-open/add': {
    body: () => ({ name: 'Matrix', componentAppid: 'wxmatrix00000001', secret: 'a'.repeat(32), token: 'matrixtoken', aesKey: 'b'.repeat(43) }),
  },
  'POST /api/location/wx-open/update': { body: () => ({ id: 999999, name: 'Matrix 2' }) },
  'POST /api/location/wx-open/delete': { body: () => ({ id: 999999 }) },
  'GET /api/location/wxapp/page': { query: () => 'page=1&size=20&q=wx&status=authorized' },
  'GET /api/location/wxapp/get': { query: () => 'id=999999' },
  'POST /api/location/wxapp/update': { body: (i) => ({ id: 999999, appId: i.demoApp }) },
  'POST /api/location/wxapp/authorize': { body: () => ({ openPlatformId: 999999 }) },
  'POST /api/location/wxapp/domain': {
    body: () => ({ id: 999999, requestdomain: ['https://a.example'], wsrequestdomain: [], uploaddomain: [], downloaddomain: [] }),
  },
  'POST /api/location/wxapp/tester/add': { body: () => ({ id: 999999, wechatid: 'matrix' }) },
  'POST /api/location/wxapp/tester/remove': { body: () => ({ id: 999999, userstr: 'matrix' }) },
  // Signed by nobody: every caller is refused alike (10003), session or not.
  'POST /api/wechat/callback/component/:componentAppid': {
    params: () => ({ componentAppid: 'wxmatrix00000001' }),
    query: () => `timestamp=1&nonce=n&msg_signature=${'0'.repeat(40)}`,
    body: () => ({}),
  },
  'POST /api/wechat/callback/message/:componentAppid/:appid': {
    params: () => ({ componentAppid: 'wxmatrix00000001', appid: 'wxmatrix00000002' }),
    query: () => `timestamp=1&nonce=n&msg_signature=${'0'.repeat(40)}`,
    body: () => ({}),
  },
  'GET /api/wechat/authorized/:openPlatformId': { params: () => ({ openPlatformId: 999999 }), query: () => 'auth_code=matrix' },
};
