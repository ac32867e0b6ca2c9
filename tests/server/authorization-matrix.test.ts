import { FLOOR_OPERATOR_PERMISSIONS } from '../../server/src/db/seed/demo.js';
import type { AdminType } from '../../server/src/db/types.js';
import type { App, RouteAccess } from '../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login, multipartBody, type Envelope, type FormPart } from './helpers.js';
import { png } from './routes/location/platformFileFixtures.js';
import { POLICY, type Policy } from './policy.js';

/**
 * Issues 4 and 10, the authorization matrix: every /api route the server registers (read from
 * `app.routeAccess`, not a hand list) × each demo admin and no session, against the outcome the
 * specification's policy (policy.ts, not the route's own declaration) gives. A registered route missing
 * from POLICY or SAMPLES, or declared otherwise than POLICY, fails the test. Every route that takes a
 * building is also called with crafted inputs that name a second building (issue 10 smuggling).
 */

interface Ids {
  demo: number;
  other: number;
  mall: number;
  office: number;
  tower: number;
  business: number;
  company: number;
  floorRole: number;
  mallRegion: number;
  /** A demo beacon of the mall (issue 13). */
  mallBeacon: { id: number; levelId: number; lng: number; lat: number };
  /** A demo QR code of the mall (issue 13). */
  mallQrcode: number;
  /** The demo company's app (issue 13: navigation links are per app and building). */
  demoApp: number;
}

interface Sample {
  /** Values of the route's path parameters (`:name`). */
  params?: (ids: Ids) => Record<string, number | string>;
  query?: (ids: Ids) => string;
  body?: (ids: Ids) => object;
  /** A multipart/form-data body instead of JSON (issue 13: file uploads). */
  multipart?: (ids: Ids) => FormPart[];
}

/** The payload and content type of a sample's body: JSON, multipart, or none. */
function payloadOf(sample: Sample, ids: Ids, json: object | undefined): { payload?: object | Buffer; headers: Record<string, string> } {
  if (json) return { payload: json, headers: {} };
  if (!sample.multipart) return { headers: {} };
  const { payload, contentType } = multipartBody(sample.multipart(ids));
  return { payload, headers: { 'content-type': contentType } };
}

/**
 * A small valid input per route (`METHOD url`). `{}` = no sample: the call goes without query or
 * body, and must still be classified right (the session and admin-type checks run before validation).
 */
const SAMPLES: Record<string, Sample> = {
  'GET /api/status': {},
  'GET /api/docs': {},
  'GET /api/docs/openapi.json': {},
  'POST /api/admin/admin/login': { body: () => ({ email: 'nobody@demo.local', password: 'wrong-password' }) },
  'POST /api/admin/admin/logout': {},
  'GET /api/admin/admin': {},
  'POST /api/admin/admin/password/update': { body: () => ({ oldPassword: 'not-my-password1', newPassword: 'another-pass1' }) },
  'POST /api/admin/admin/password/forgot': { body: () => ({ email: 'nobody@demo.local' }) },
  'POST /api/admin/admin/password/reset': { body: () => ({ token: 'no-such-token', newPassword: 'another-pass1' }) },
  'POST /api/admin/admin/login-token': {},
  'POST /api/admin/admin/token-login': { body: () => ({ token: 'no-such-token' }) },
  'GET /api/admin/company': { query: (i) => `companyId=${i.demo}` },
  'GET /api/admin/company/page': { query: () => 'page=1&size=20&sort=name&order=asc' },
  'GET /api/admin/company/detail': { query: (i) => `id=${i.demo}` },
  'POST /api/admin/company/add': { body: () => ({ name: 'Matrix Co', contact: 'matrix@example.test' }) },
  'POST /api/admin/company/update': { body: (i) => ({ id: i.other, name: 'Other Co' }) },
  // The demo company owns buildings and admins: refused (10006) for those allowed, nothing deleted.
  'POST /api/admin/company/delete': { body: (i) => ({ id: i.demo }) },
  'GET /api/location/building/move-preview': { query: (i) => `id=${i.tower}&companyId=${i.demo}` },
  // Its own company: refused (10005) for those allowed, nothing moves.
  'POST /api/location/building/move': { body: (i) => ({ id: i.tower, companyId: i.other }) },
  'GET /api/admin/role/permission/list-all': {},
  'GET /api/admin/role/admin-permission': {},
  'GET /api/admin/admin/list': { query: () => 'page=1&size=20&sort=email&order=asc' },
  'GET /api/admin/admin/detail': { query: (i) => `id=${i.business}` },
  'POST /api/admin/admin/save': {
    body: (i) => ({ id: i.business, email: DEMO.business, name: '楼层运营员', adminType: 'BUSINESS_ADMINISTRATOR', companyId: i.demo, enabled: true }),
  },
  // No sample on purpose: an empty body is still 10003 for a refused type, 10005 for the others.
  'POST /api/admin/admin/delete': {},
  'GET /api/admin/audit/page': { query: () => 'page=1&size=20' },
  'GET /api/admin/role/list': { query: () => 'page=1&size=20' },
  'GET /api/admin/role/detail': { query: (i) => `id=${i.floorRole}` },
  'GET /api/admin/role/permission/list': { query: (i) => `roleId=${i.floorRole}` },
  'POST /api/admin/role/add': { body: (i) => ({ name: 'Matrix role', companyId: i.demo, permissions: ['VIEW_BUILDING'] }) },
  'POST /api/admin/role/update': {
    body: (i) => ({ id: i.floorRole, name: '楼层运营', description: '商场楼层的日常运营', permissions: FLOOR_OPERATOR_PERMISSIONS }),
  },
  'POST /api/admin/role/delete': { body: (i) => ({ id: i.floorRole }) },
  'GET /api/admin/role/admin-role/list': { query: (i) => `roleId=${i.floorRole}` },
  'POST /api/admin/role/admin-role/save': {
    body: (i) => ({ roleId: i.floorRole, grants: [{ adminId: i.business, buildingId: i.mall }] }),
  },
  'GET /api/location/app/page': { query: () => 'page=1&size=20' },
  // Issue 16: apps and keys; a rotation or revocation of an unknown key (10004) changes nothing for those allowed.
  'GET /api/location/app/get': { query: (i) => `id=${i.demoApp}` },
  'POST /api/location/app/add': { body: (i) => ({ companyId: i.demo, name: 'Matrix app', appCode: 'matrix-app', platforms: ['wechat'] }) },
  'POST /api/location/app/update': { body: (i) => ({ id: i.demoApp, enabled: true }) },
  'GET /api/location/app/config-preview': { query: (i) => `id=${i.demoApp}` },
  'GET /api/location/app/key/list': { query: (i) => `appId=${i.demoApp}` },
  'POST /api/location/app/key/add': { body: (i) => ({ appId: i.demoApp }) },
  'POST /api/location/app/key/rotate': { body: () => ({ id: 999999, overlapHours: 1 }) },
  'POST /api/location/app/key/revoke': { body: () => ({ id: 999999 }) },
  // Issue 16 应用分组: reading, changing or deleting an unknown group (10004) changes nothing for those allowed.
  'GET /api/location/app-group/page': { query: () => 'page=1&size=20&name=brand&sort=appCount&order=desc' },
  'GET /api/location/app-group/get': { query: () => 'id=999999' },
  'POST /api/location/app-group/add': { body: (i) => ({ name: 'Matrix group', description: 'matrix', appIds: [i.demoApp] }) },
  'POST /api/location/app-group/update': { body: (i) => ({ id: 999999, name: 'Matrix group 2', appIds: [i.demoApp] }) },
  'POST /api/location/app-group/delete': { body: () => ({ id: 999999 }) },
  // Issue 17: keys that are no RSA keys answer 10005 before Alipay is asked; unknown ids 10004.
  'GET /api/location/aliapp/page': { query: () => 'page=1&size=20&q=2021&sort=appid&order=desc' },
  'GET /api/location/aliapp/get': { query: () => 'id=999999' },
  'POST /api/location/aliapp/add': { body: (i) => ({ appid: '2021000000000001', name: 'Matrix', appId: i.demoApp, privateKey: 'x', alipayPublicKey: 'y' }) },
  'POST /api/location/aliapp/update': { body: () => ({ id: 999999, name: 'Matrix 2' }) },
  'POST /api/location/aliapp/delete': { body: () => ({ id: 999999 }) },
  'POST /api/location/aliapp/qrcode': { body: () => ({ id: 999999, urlParam: 'pages/index/index', queryParam: 'x=1' }) },
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
  'GET /api/location/wxapp/template/platforms': {},
  'GET /api/location/wxapp/template/drafts': { query: () => 'openPlatformId=999999' },
  'GET /api/location/wxapp/template/list': { query: () => 'openPlatformId=999999' },
  'POST /api/location/wxapp/template/add': { body: () => ({ openPlatformId: 999999, draftId: 1 }) },
  'POST /api/location/wxapp/template/delete': { body: () => ({ openPlatformId: 999999, templateId: 1 }) },
  'GET /api/location/wxapp/code/get': { query: () => 'id=999999&quota=true' },
  'POST /api/location/wxapp/code/commit': { body: () => ({ id: 999999, templateId: 1, userVersion: '1.0.0', userDesc: 'matrix' }) },
  'POST /api/location/wxapp/code/qrcode': { body: () => ({ id: 999999 }) },
  'GET /api/location/wxapp/code/quota': { query: () => 'id=999999' },
  'POST /api/location/wxapp/code/submit': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/status': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/withdraw': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/release': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/revert': { body: () => ({ id: 999999 }) },
  'GET /api/location/wxapp/code/history': { query: () => 'id=999999&page=1&size=20' },
  'GET /api/location/wxapp/batch/members': { query: () => 'groupId=999999' },
  'GET /api/location/wxapp/batch/page': { query: () => 'groupId=999999&page=1&size=20' },
  'GET /api/location/wxapp/batch/get': { query: () => 'id=999999&refresh=true' },
  'POST /api/location/wxapp/batch/start': { body: () => ({ groupId: 999999, templateId: 1, version: '1.0.0', description: 'matrix' }) },
  'POST /api/location/wxapp/batch/release': { body: () => ({ id: 999999 }) },
  'GET /api/location/building/page': { query: () => 'page=1&size=20' },
  'GET /api/location/building': { query: (i) => `id=${i.mall}` },
  'GET /api/location/building/batch/:ids': { params: (i) => ({ ids: i.mall }) },
  // No body on purpose: still 10003 for a business admin without ADD_BUILDING, 10005 (no archive) for the others.
  'POST /api/location/building/add-server-map': {},
  // An unknown version: the matrix reads JSON envelopes, and a found version would answer a zip.
  'GET /api/location/building/imdf': { query: (i) => `buildingId=${i.mall}&version=999` },
  'GET /api/location/poi/poi-type/list': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/region/list': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/region/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'GET /api/location/region': { query: (i) => `id=${i.mallRegion}` },
  'GET /api/location/building-version': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/map/map-json/:buildingId': { params: (i) => ({ buildingId: i.mall }), query: () => 'version=latest' },
  'POST /api/location/map/publish': { body: (i) => ({ buildingId: i.mall }) },
  'GET /api/location/poi/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&sort=name&order=asc` },
  'GET /api/location/poi/list': { query: (i) => `buildingId=${i.mall}` },
  'POST /api/location/map/poi/save': { body: (i) => ({ buildingId: i.mall, baseRevision: 999999, changes: [{ op: 'delete', id: 'poi-none' }] }) },
  'GET /api/location/map/poi-patch': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'POST /api/location/poi/poi-type/save': { body: (i) => ({ buildingId: i.mall, name: 'Matrix type', icon: 'shop', color: '#123456' }) },
  'POST /api/location/poi/poi-type/delete': { body: () => ({ id: 999999 }) },
  'POST /api/location/building/add': {
    body: (i) => ({ name: 'Matrix building', companyId: i.demo, appId: null, anchor: null, levels: [{ ordinal: 0, name: '1F' }] }),
  },
  // Removes the office's floors, which hold features: refused (10005) for those allowed, nothing changes.
  'POST /api/location/building/update': {
    body: (i) => ({ id: i.office, name: '科技园办公楼', address: '', appId: null, anchor: null, levels: [{ ordinal: 0, name: '1F' }] }),
  },
  // The office is published and in an app: refused (10006) for those allowed.
  'GET /api/location/building/delete': { query: (i) => `id=${i.office}` },
  'POST /api/location/building-version/save': { body: (i) => ({ buildingId: i.office, baseRevision: 999999, features: [] }) },
  'GET /api/location/map/publish-preview': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/s-map': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/map-tag': { query: (i) => `buildingId=${i.mall}&keyword=${encodeURIComponent('星巴克')}` },
  'GET /api/location/map/page': {
    query: (i) => `page=1&size=20&sort=lastPublished&order=desc&companyId=${i.demo}&q=${encodeURIComponent('中心')}&unpublished=false`,
  },
  // Issue 16 用户列表: erasing an unknown user (10004) changes nothing for those allowed.
  'GET /api/location/app-user/page': { query: () => 'page=1&size=20&q=u&platform=wechat&sort=firstSeen&order=asc' },
  'GET /api/location/app-user/get': { query: () => 'userId=matrix-nobody' },
  'POST /api/location/app-user/erase': { body: () => ({ userId: 'matrix-nobody', reason: 'matrix' }) },
  'GET /api/location/stat/clicks': { query: () => 'from=2026-10-01&to=2026-10-31&granularity=WEEK&compare=true' },
  'GET /api/location/road/road-json/:buildingId': { params: (i) => ({ buildingId: i.mall }) },
  'POST /api/location/road/save': { body: (i) => ({ buildingId: i.mall, baseRevision: 999999, changes: [{ id: 'road-1F-0001', status: 'open' }] }) },
  'GET /api/location/road/road-patch': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'GET /api/location/road/road-time-task-patch': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'POST /api/location/road/road-time-task/save': {
    body: (i) => ({
      buildingId: i.mall,
      name: 'Matrix closure',
      reason: 'Cleaning',
      roadIds: ['road-1F-0001'],
      startsAt: '2030-01-01T22:00:00+08:00',
      endsAt: '2030-01-02T06:00:00+08:00',
      repeat: 'daily',
    }),
  },
  'POST /api/location/road/road-time-task/delete': { body: () => ({ ids: [999999] }) },
  'POST /api/location/road/route': { body: (i) => ({ buildingId: i.mall, from: { featureId: 'poi-1F-OS02' }, to: { featureId: 'poi-2F-ON05' } }) },
  'GET /api/location/beacon/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&lifecycle=deployed` },
  'GET /api/location/beacon/statistics': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/beacon/forecast': { query: (i) => `buildingId=${i.mall}&days=90` },
  'GET /api/location/beacon': { query: (i) => `id=${i.mallBeacon.id}` },
  'POST /api/location/beacon/add': {
    body: (i) => ({
      buildingId: i.mall,
      levelId: i.mallBeacon.levelId,
      uuid: '0b1e7a3c-5d2f-4e6a-9c8b-7a6f5e4d3c2b',
      major: 1,
      minor: 1,
      name: 'Matrix beacon',
      lng: i.mallBeacon.lng,
      lat: i.mallBeacon.lat,
    }),
  },
  'POST /api/location/beacon/update': { body: (i) => ({ id: i.mallBeacon.id, firmware: '3.2.2' }) },
  'POST /api/location/beacon/delete': { body: () => ({ ids: [999999] }) },
  // No file: still 10003 for an admin without UPLOAD_BEACON, 10005 (no file) for the others.
  'POST /api/location/beacon/upload': { query: (i) => `buildingId=${i.mall}&dryRun=true` },
  // An unknown level: the matrix reads JSON envelopes, and an allowed export answers a CSV file.
  'GET /api/location/beacon/export': { query: (i) => `buildingId=${i.mall}&levelId=999999` },
  // A real upload: allowed callers store an icon (0), the others are refused before the file is read.
  'POST /api/location/platform-file/add': {
    query: (i) => `purpose=poi-type-icon&buildingId=${i.mall}`,
    multipart: () => [{ name: 'file', filename: 'matrix.png', contentType: 'image/png', data: png(2) }],
  },
  'GET /api/location/qrcode/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&enabled=true` },
  'GET /api/location/qrcode': { query: (i) => `id=${i.mallQrcode}` },
  'POST /api/location/qrcode/add': { body: (i) => ({ buildingId: i.mall, name: 'Matrix code', page: 'pages/index/index', payload: 'm=1' }) },
  'POST /api/location/qrcode/update': { body: (i) => ({ id: i.mallQrcode, enabled: true }) },
  'POST /api/location/qrcode/delete': { body: () => ({ ids: [999999] }) },
  // Answers an envelope, not an image or a PDF, once access is granted: an unknown code (10004), an empty batch (10005).
  'POST /api/location/qrcode/mini-code': { body: () => ({ id: 999999, width: 280 }) },
  'GET /api/location/qrcode/print': { query: (i) => `buildingId=${i.mall}&batch=no-such-batch` },
  // Issue 18: unknown pushes (10004) for those allowed; the add is a draft of everybody (no WeChat call); the app calls answer 10008 to a session.
  'GET /api/location/push/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&state=sent` },
  'GET /api/location/push': { query: () => 'id=999999' },
  'POST /api/location/push/add': {
    body: (i) => ({
      buildingId: i.mall,
      title: 'Matrix',
      content: 'Matrix push',
      page: 'pages/index/index',
      audience: { kind: 'all' },
      channel: 'inapp',
      send: 'draft',
    }),
  },
  'POST /api/location/push/update': {
    body: () => ({
      id: 999999,
      title: 'Matrix',
      content: 'Matrix push',
      page: 'pages/index/index',
      audience: { kind: 'all' },
      channel: 'inapp',
      send: 'draft',
    }),
  },
  'POST /api/location/push/cancel': { body: () => ({ id: 999999 }) },
  'POST /api/location/push/delete': { body: () => ({ id: 999999 }) },
  'GET /api/location/push/audience': { query: (i) => `buildingId=${i.mall}&kind=all` },
  'GET /api/location/push/templates': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/push/recipients': { query: () => 'id=999999&page=1&size=20' },
  'POST /api/app/push/subscribe': { body: () => ({ userId: 'u_matrix', openid: 'o_matrix', templateIds: ['t'] }) },
  'GET /api/app/push/inbox': { query: () => 'userId=u_matrix' },
  'GET /api/location/source/type/list-all': {},
  'GET /api/location/source/list': { query: (i) => `appId=${i.demoApp}&buildingId=${i.mall}` },
  // An empty list while the mall has links: 10006 (the list changed) for those allowed, nothing written.
  'POST /api/location/source/save': { body: (i) => ({ appId: i.demoApp, buildingId: i.mall, sources: [] }) },
  'POST /api/location/source/delete': { body: () => ({ ids: [999999] }) },
  'GET /location/getConfig': { query: () => 'appCode=demo-malls' },
  // Issue 18: the apps' feedback calls need the app key (every actor 10008: tests/server/routes/location/feedback*.test.ts send keys).
  'POST /api/app/feedback/add': {
    body: (i) => ({
      ...{ buildingId: i.mall, userId: 'u_matrix', category: 'other', text: 'Matrix feedback' },
      device: { platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2' },
    }),
  },
  'POST /api/app/feedback/screenshot': { multipart: () => [{ name: 'file', filename: 'shot.png', contentType: 'image/png', data: png() }] },
  'GET /api/app/feedback/list': { query: () => 'userId=u_matrix' },
  'GET /api/location/feedback/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'GET /api/location/feedback/assignees': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/feedback': { query: () => 'id=999999' },
  'POST /api/location/feedback/reply': { body: () => ({ id: 999999, text: 'Matrix reply' }) },
  'POST /api/location/feedback/state': { body: () => ({ id: 999999, state: 'closed' }) },
  'POST /api/location/feedback/assign': { body: () => ({ id: 999999, assigneeId: null }) },
  // Issue 14: an admin's session is no app key: every actor gets 10008 (tests/server/routes/usage/collect.test.ts sends keys).
  'POST /api/collect': {
    body: (i) => ({
      events: [
        {
          ...{ id: 'matrix-1', type: 'app_open', time: new Date().toISOString(), buildingId: i.mall, userId: 'u_matrix', sessionId: 's_matrix' },
          ...{ platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2', network: 'wifi' },
        },
      ],
    }),
  },
  ...Object.fromEntries(
    ['user-tendency', 'activity-count', 'user-activation', 'user-attribute', 'brand-model', 'system', 'network', 'owner-service'].map((page) => [
      `GET /api/location/statistics/${page}`,
      { query: (i: Ids) => `buildingId=${i.mall}&from=2026-11-01&to=2026-11-07` },
    ]),
  ),
  'GET /api/location/statistics/track/page': {
    query: (i) => `buildingId=${i.mall}&from=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
  },
  'GET /api/location/statistics/track': { query: (i) => `buildingId=${i.mall}&sessionId=no-such-session` },
  'GET /api/location/statistics/activity-status': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/statistics/poi-analysis': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/statistics/qrcode-analysis': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/statistics/heat-map': { query: (i) => `buildingId=${i.mall}&levelId=${i.mallBeacon.levelId}` },
  'GET /api/location/statistics/location-quality': { query: (i) => `buildingId=${i.mall}&levelId=${i.mallBeacon.levelId}` },
  'GET /location/qrcode/scene': { query: () => 'appCode=demo-malls&scene=b%3D1%26l%3D2%26lift%3D1' },
  'GET /api/location/message/user-messages/page': { query: () => 'page=1&size=20' },
  'GET /api/location/message/page': { query: () => 'page=1&size=20' },
  'GET /api/location/message/message-type': {},
  'POST /api/location/message/mark-read': { body: () => ({ ids: [999999] }) },
  'POST /api/location/message/mark-all-read': {},
  'POST /api/location/message/mark-delete': { body: () => ({ ids: [999999] }) },
};

type ActorKey = keyof typeof DEMO | 'anonymous';
const ACTORS: Array<{ key: ActorKey; type: AdminType | null }> = [
  { key: 'platform', type: 'PLATFORM_ADMINISTRATOR' },
  { key: 'company', type: 'COMPANY_ADMINISTRATOR' },
  { key: 'business', type: 'BUSINESS_ADMINISTRATOR' },
  { key: 'other', type: 'COMPANY_ADMINISTRATOR' },
  { key: 'anonymous', type: null },
];

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Calls that end or remove things go last, the session's own logout at the very end. */
const rank = (r: RouteAccess) => (r.url.endsWith('/logout') ? 2 : r.url.endsWith('/delete') ? 1 : 0);

// The route list is read from a real app at collection time, so the test names carry the numbers.
const probe = await buildTestApp();
await probe.ready();
const ROUTES = [...probe.routeAccess].sort((a, b) => rank(a) - rank(b) || keyOf(a).localeCompare(keyOf(b)));
await probe.close();
const CASES = ROUTES.length * ACTORS.length;
console.log(`authorization matrix: ${ROUTES.length} routes × ${ACTORS.length} actors = ${CASES} cases`);

async function idsOf(app: App): Promise<Ids> {
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const admins = await app.db.selectFrom('admin').select(['id', 'email']).execute();
  const role = await app.db.selectFrom('role').select('id').where('name', '=', '楼层运营').executeTakeFirstOrThrow();
  const c = (name: string) => companies.find((x) => x.name === name)!.id;
  const b = (name: string) => buildings.find((x) => x.name === name)!.id;
  const a = (email: string) => admins.find((x) => x.email === email)!.id;
  const region = await app.db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select('mapFeature.properties')
    .where('buildingVersion.buildingId', '=', b('环球购物中心'))
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.featureType', '=', 'section')
    .executeTakeFirstOrThrow();
  const beacon = await app.db
    .selectFrom('beacon')
    .select(['id', 'levelId', 'lng', 'lat'])
    .where('buildingId', '=', b('环球购物中心'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const qrcode = await app.db.selectFrom('qrcode').select('id').where('buildingId', '=', b('环球购物中心')).orderBy('id').executeTakeFirstOrThrow();
  return {
    demo: c('Demo Malls'),
    other: c('Other Co'),
    mall: b('环球购物中心'),
    office: b('科技园办公楼'),
    tower: b('Other Co Tower'),
    business: a(DEMO.business),
    company: a(DEMO.company),
    floorRole: role.id,
    mallRegion: Number((region.properties as { regionId: number }).regionId),
    mallBeacon: beacon,
    mallQrcode: qrcode.id,
    demoApp: (await app.db.selectFrom('app').select('id').where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow()).id,
  };
}

/** The demo grants (spec §6 model, independent of the server's code): who holds `code` on the building. */
function holds(actor: ActorKey, codes: readonly string[], buildingId: number | undefined, ids: Ids): boolean {
  const own: Record<string, number[]> = { company: [ids.mall, ids.office], other: [ids.tower], business: [ids.mall] };
  if (actor === 'platform') return true;
  if (actor === 'anonymous') return false;
  if (actor === 'business' && !codes.some((code) => FLOOR_OPERATOR_PERMISSIONS.includes(code))) return false;
  return buildingId === undefined ? own[actor].length > 0 : own[actor].includes(buildingId);
}

type Outcome = { code: number } | { not: number[] };

const normalised = (p: Policy) => ({
  auth: p.auth,
  adminTypes: p.adminTypes ? [...p.adminTypes].sort() : undefined,
  permission: p.permission ? [...p.permission].sort() : undefined,
  // `record`: the route checks "any building" up front and the handler the record's own building.
  building: p.building === 'record' ? undefined : p.building,
  changesState: p.changesState ?? false,
});
const declared = (r: RouteAccess) =>
  normalised({
    auth: r.auth,
    adminTypes: r.adminTypes,
    permission: r.permission === undefined ? undefined : [r.permission].flat(),
    building: r.building,
    changesState: r.changesState,
  });

/** The rules of issue 4 for one route and one caller. */
function expected(
  policy: Policy,
  actor: (typeof ACTORS)[number],
  input: { params?: Record<string, number | string>; query: string; body?: object },
  ids: Ids,
): Outcome {
  if (policy.auth === 'public') return { not: [10002] };
  if (policy.auth === 'appKey') return { code: 10008 };
  if (policy.auth === 'wechat') return { code: 10003 };
  if (!actor.type) return { code: 10002 };
  if (policy.adminTypes && !policy.adminTypes.includes(actor.type)) return { code: 10003 };
  if (policy.permission) {
    const [part, field] = policy.building && policy.building !== 'record' ? policy.building.split('.') : ['none', ''];
    const raw =
      part === 'params'
        ? input.params?.[field]
        : part === 'query'
          ? (new URLSearchParams(input.query).get(field) ?? undefined)
          : part === 'body'
            ? (input.body as Record<string, unknown> | undefined)?.[field]
            : undefined;
    const buildingId = raw === undefined || raw === null ? undefined : Number(raw);
    const codes = policy.permission;
    if (!holds(actor.key, codes, buildingId, ids)) {
      const ownCompany = { company: [ids.mall, ids.office], business: [ids.mall, ids.office], other: [ids.tower] }[actor.key as 'company'];
      return buildingId !== undefined && ownCompany && !ownCompany.includes(buildingId) ? { code: 10004 } : { code: 10003 };
    }
  }
  return { not: [10002, 10003] };
}

/** The building an actor works on, and a second one it names elsewhere in the same request. */
const OWN = (actor: ActorKey, ids: Ids) => (actor === 'other' ? ids.tower : ids.mall);
const SECOND = (actor: ActorKey, ids: Ids) => (actor === 'other' ? ids.mall : ids.tower);

interface Crafted {
  name: string;
  build: (ids: Ids, actor: ActorKey) => { url: string; body?: object };
}

/**
 * Issue 10 smuggling: for every route whose building lives in one field, the same call with a second
 * building named elsewhere (query, a repeated query key, beside a path or a body), generated from the
 * policy, so a new route that takes a building is crafted without anyone listing it.
 */
function craftedFor(route: RouteAccess): Crafted[] {
  const policy = POLICY[keyOf(route)];
  if (!policy?.building || policy.building === 'record') return [];
  const [part, field] = policy.building.split('.');
  const sample = SAMPLES[keyOf(route)] ?? {};
  const input = (ids: Ids, actor: ActorKey) => {
    const own = OWN(actor, ids);
    const params = { ...sample.params?.(ids), ...(part === 'params' ? { [field]: own } : {}) };
    const query = new URLSearchParams(sample.query?.(ids) ?? '');
    if (part === 'query') query.set(field, String(own));
    const body = sample.body ? { ...sample.body(ids), ...(part === 'body' ? { [field]: own } : {}) } : undefined;
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
    return { path, query, body };
  };
  const url = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);
  const names = [...new Set([field, 'buildingId'])];
  const cases: Crafted[] = names.map((name) => ({
    name: `${part === 'query' ? 'repeated' : 'second'} query ${name}`,
    build: (ids, actor) => {
      const { path, query, body } = input(ids, actor);
      query.append(name, String(SECOND(actor, ids)));
      return { url: url(path, query), body };
    },
  }));
  if (route.method === 'POST' && part !== 'body') {
    cases.push({
      name: 'second building in the body',
      build: (ids, actor) => {
        const { path, query, body } = input(ids, actor);
        return { url: url(path, query), body: { ...body, buildingId: SECOND(actor, ids) } };
      },
    });
  }
  return cases;
}

const CRAFTED = ROUTES.flatMap((route) => craftedFor(route).map((c) => [`${keyOf(route)} (${c.name})`, route, c] as const));

describe(`issue 4 authorization matrix: covers ${ROUTES.length} routes × ${ACTORS.length} actors = ${CASES} cases, + ${CRAFTED.length} crafted × ${ACTORS.length}`, () => {
  it('every registered /api route declares its access and has an entry in the matrix (and every entry is a route)', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    for (const route of ROUTES) {
      expect(['public', 'session', 'appKey', 'wechat'], `${keyOf(route)} declares no access`).toContain(route.auth);
      expect(SAMPLES, `${keyOf(route)} is missing from the matrix: add it to SAMPLES`).toHaveProperty([keyOf(route)]);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual(ROUTES.map(keyOf).sort());
    expect(new Set(ROUTES.map(keyOf)).size).toBe(ROUTES.length);
  });

  it('issue 10: every route is declared as the specification’s policy says (spec §2, §6, §7), and every policy entry is a route', () => {
    for (const route of ROUTES) {
      const policy = POLICY[keyOf(route)];
      expect(policy, `${keyOf(route)} is missing from tests/server/policy.ts`).toBeDefined();
      expect(declared(route), keyOf(route)).toEqual(normalised(policy));
    }
    expect(Object.keys(POLICY).sort()).toEqual(ROUTES.map(keyOf).sort());
  });

  describe.each(ACTORS)('as $key', (actor) => {
    // A fresh app (and database) per actor: its deletes and logout cannot disturb another actor's cases.
    let app: App;
    let cookie: string | undefined;
    let ids: Ids;
    beforeAll(async () => {
      app = await buildTestApp({ mail: { outboxDir: `.tmp/matrix-outbox-${process.pid}` } });
      await app.ready();
      expect(app.routeAccess.map(keyOf).sort()).toEqual(ROUTES.map(keyOf).sort());
      ids = await idsOf(app);
      cookie = actor.key === 'anonymous' ? undefined : await login(app, DEMO[actor.key]);
    });
    const codes: string[] = [];
    afterAll(async () => {
      const counts = new Map<string, number>();
      for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
      const tally = [...counts].sort().map(([c, n]) => `${c}×${n}`);
      console.log(`matrix as ${actor.key}: ${tally.join(' ')}`);
      if (process.env.MATRIX_VERBOSE) console.log(codes.map((c, i) => `${keyOf(ROUTES[i])} ${c}`).join('\n'));
      await app.close();
    });

    // Issue 10: a request naming two buildings is refused (10005) before any access decision, for everyone.
    it.each(CRAFTED)('issue 10 smuggling: %s', async (_name, route, crafted) => {
      const { url, body } = crafted.build(ids, actor.key);
      const { payload, headers } = payloadOf(SAMPLES[keyOf(route)] ?? {}, ids, body);
      const res = await app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        ...(payload ? { payload } : {}),
        headers: { ...CONSOLE_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
      });
      const envelope = res.json<Envelope>();
      const seen = `${actor.key} ${url} -> HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(envelope.code, seen).toBe(actor.type ? 10005 : 10002);
    });

    it.each(ROUTES.map((r) => [keyOf(r), r] as const))('%s', async (_name, route) => {
      const sample = SAMPLES[keyOf(route)] ?? {};
      const params = sample.params?.(ids);
      const query = sample.query?.(ids) ?? '';
      const body = sample.body?.(ids);
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(params?.[name] ?? `:${name}`));
      const { payload, headers } = payloadOf(sample, ids, body);
      const res = await app.inject({
        method: route.method as 'GET' | 'POST',
        url: query ? `${path}?${query}` : path,
        ...(payload ? { payload } : {}),
        headers: { ...CONSOLE_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
      });
      const envelope: Partial<Envelope> = route.url.startsWith('/api/docs') ? { code: 0 } : res.json<Envelope>();
      codes.push(String(envelope.code));
      const outcome = expected(POLICY[keyOf(route)], actor, { params, query, body }, ids);
      const seen = `${actor.key} ${keyOf(route)} -> HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, seen).toBeLessThan(500);
      expect(envelope.code, seen).not.toBe(10000);
      if ('code' in outcome) expect(envelope.code, seen).toBe(outcome.code);
      else expect(outcome.not, seen).not.toContain(envelope.code);
    });
  });
});
