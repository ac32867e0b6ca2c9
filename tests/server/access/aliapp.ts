import { PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/aliapp.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /aliapp (issue 17 支付宝小程序): Alipay mini-programs and their QR codes.
  'GET /api/location/aliapp/page': PLATFORM,
  'GET /api/location/aliapp/get': PLATFORM,
  'POST /api/location/aliapp/add': PLATFORM,
  'POST /api/location/aliapp/update': PLATFORM,
  'POST /api/location/aliapp/delete': PLATFORM,
  'POST /api/location/aliapp/qrcode': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // Issue 17: keys that are no RSA keys answer 10005 before Alipay is asked; unknown ids 10004.
  'GET /api/location/aliapp/page': { query: () => 'page=1&size=20&q=2021&sort=appid&order=desc' },
  'GET /api/location/aliapp/get': { query: () => 'id=999999' },
  'POST /api/location/aliapp/add': { body: (i) => ({ appid: '2021000000000001', name: 'Matrix', appId: i.demoApp, privateKey: 'x', alipayPublicKey: 'y' }) },
  'POST /api/location/aliapp/update': { body: () => ({ id: 999999, name: 'Matrix 2' }) },
  'POST /api/location/aliapp/delete': { body: () => ({ id: 999999 }) },
  'POST /api/location/aliapp/qrcode': { body: () => ({ id: 999999, urlParam: 'pages/index/index', queryParam: 'x=1' }) },
};
