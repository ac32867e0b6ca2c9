import type { AdminType } from '../../server/src/db/types.js';

/**
 * Issue 10: the access each call needs, written from the specification (§2 pages and their
 * permissions, §6 admin types and codes, §7 calls) and the issues that added calls, independently of
 * what the routes declare. The authorization matrix expects these outcomes, and fails for a route
 * missing here or declared otherwise.
 */
export interface Policy {
  /** `appKey` (issue 14): an app's call with its ingestion key; no admin session stands in for it. `wechat` (issue 17): WeChat's callback, proven by its signature only. */
  auth: 'public' | 'session' | 'appKey' | 'wechat';
  /** §6: the user-management menu is for platform and company admins; platform management for platform admins. */
  adminTypes?: AdminType[];
  /** §6 codes, any one of which is needed on the building. */
  permission?: string[];
  /** Where the building lives: the field the check and the handler both read; `record` = the handler reads it from the record. */
  building?: 'record' | `${'params' | 'query' | 'body'}.${string}`;
  /** A GET that changes state (§7 `building/delete`). */
  changesState?: boolean;
}

const PUBLIC: Policy = { auth: 'public' };
const SESSION: Policy = { auth: 'session' };
const USER_MANAGERS: Policy = { auth: 'session', adminTypes: ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR'] };
// §2 /company, /location-app, /app-group, /map, /user, /stat and §6: platform management is for platform admins only (issue 16).
const PLATFORM: Policy = { auth: 'session', adminTypes: ['PLATFORM_ADMINISTRATOR'] };

// §2: building-view needs VIEW_BUILDING, the section VIEW_BUILDING or EDIT_BUILDING; issue 5: the POI and
// road editors read the map they edit.
const MAP_READERS = ['VIEW_BUILDING', 'EDIT_BUILDING', 'EDIT_POI', 'EDIT_ROAD'];
// Issue 6: POI lists for the building view and the POI editor; road status for the view and the road editor.
const POI_READERS = ['VIEW_BUILDING', 'EDIT_POI', 'EDIT_BUILDING'];
const ROAD_READERS = ['VIEW_BUILDING', 'EDIT_ROAD', 'EDIT_BUILDING'];
// §2 beacon-list (VIEW_BEACON_LIST) and beacon-distribution (VIEW_BEACON_DISTRIBUTION) read beacons; §6 UPLOAD_BEACON changes them (issue 13).
const BEACON_READERS = ['VIEW_BEACON_LIST', 'VIEW_BEACON_DISTRIBUTION'];

// §2 qrcode-list needs VIEW_QR_CODE, qrcode-add ADD_QR_CODE, qrcode-edit EDIT_QR_CODE; the add and edit pages (and
// the hidden qrcode-success page after an add) show the code too, so any of the three reads codes (issue 13).
const QRCODE_READERS = ['VIEW_QR_CODE', 'ADD_QR_CODE', 'EDIT_QR_CODE'];
// §2 source-config (VIEW_SOURCE) reads the navigation links; §6 EDIT_SOURCE changes them, and reads them too (issue 13).
const SOURCE_READERS = ['VIEW_SOURCE', 'EDIT_SOURCE'];

const on = (permission: string[], building: Policy['building']): Policy => ({ auth: 'session', permission, building });

export const POLICY: Record<string, Policy> = {
  'GET /api/status': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/openapi.json': PUBLIC,
  // §7 Admin
  'POST /api/admin/admin/login': PUBLIC,
  'POST /api/admin/admin/logout': PUBLIC,
  'GET /api/admin/admin': SESSION,
  'POST /api/admin/admin/password/update': SESSION,
  'POST /api/admin/admin/password/forgot': PUBLIC,
  'POST /api/admin/admin/password/reset': PUBLIC,
  'POST /api/admin/admin/login-token': SESSION,
  'POST /api/admin/admin/token-login': PUBLIC,
  // §4 start-up step 2: every admin loads its company.
  'GET /api/admin/company': SESSION,
  // Issue 16: platform management's companies (§2 company-list, -add, -edit).
  'GET /api/admin/company/page': PLATFORM,
  'GET /api/admin/company/detail': PLATFORM,
  'POST /api/admin/company/add': PLATFORM,
  'POST /api/admin/company/update': PLATFORM,
  'POST /api/admin/company/delete': PLATFORM,
  // Issue 16 §2 company-buildings-update: moving a building between companies.
  'GET /api/location/building/move-preview': PLATFORM,
  'POST /api/location/building/move': PLATFORM,
  // §4 start-up step 3: every admin loads all permissions and its own.
  'GET /api/admin/role/permission/list-all': SESSION,
  'GET /api/admin/role/admin-permission': SESSION,
  // §2 user-management area (/admin, /role), §6: platform and company admins.
  'GET /api/admin/admin/list': USER_MANAGERS,
  'GET /api/admin/admin/detail': USER_MANAGERS,
  'POST /api/admin/admin/save': USER_MANAGERS,
  'POST /api/admin/admin/delete': USER_MANAGERS,
  'GET /api/admin/audit/page': USER_MANAGERS,
  'GET /api/admin/role/list': USER_MANAGERS,
  'GET /api/admin/role/detail': USER_MANAGERS,
  'GET /api/admin/role/permission/list': USER_MANAGERS,
  'POST /api/admin/role/add': USER_MANAGERS,
  'POST /api/admin/role/update': USER_MANAGERS,
  'POST /api/admin/role/delete': USER_MANAGERS,
  'GET /api/admin/role/admin-role/list': USER_MANAGERS,
  'POST /api/admin/role/admin-role/save': USER_MANAGERS,
  // §4 the application chooser (every admin, scoped to what it may see).
  'GET /api/location/app/page': SESSION,
  // §2 /location-app (list, edit) and §7 app/get; issue 16: platform management of location apps and their ingestion keys.
  'GET /api/location/app/get': PLATFORM,
  'POST /api/location/app/add': PLATFORM,
  'POST /api/location/app/update': PLATFORM,
  'GET /api/location/app/config-preview': PLATFORM,
  'GET /api/location/app/key/list': PLATFORM,
  'POST /api/location/app/key/add': PLATFORM,
  'POST /api/location/app/key/rotate': PLATFORM,
  'POST /api/location/app/key/revoke': PLATFORM,
  // §2 /app-group (issue 16 应用分组): groups of location apps.
  'GET /api/location/app-group/page': PLATFORM,
  'GET /api/location/app-group/get': PLATFORM,
  'POST /api/location/app-group/add': PLATFORM,
  'POST /api/location/app-group/update': PLATFORM,
  'POST /api/location/app-group/delete': PLATFORM,
  // §2 /aliapp (issue 17 支付宝小程序): Alipay mini-programs and their QR codes.
  'GET /api/location/aliapp/page': PLATFORM,
  'GET /api/location/aliapp/get': PLATFORM,
  'POST /api/location/aliapp/add': PLATFORM,
  'POST /api/location/aliapp/update': PLATFORM,
  'POST /api/location/aliapp/delete': PLATFORM,
  'POST /api/location/aliapp/qrcode': PLATFORM,
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
  // §2 /wxapp (issue 17 代码模板, 代码管理, 分组): WeChat mini-programs' templates, code and group releases.
  'GET /api/location/wxapp/template/platforms': PLATFORM,
  'GET /api/location/wxapp/template/drafts': PLATFORM,
  'GET /api/location/wxapp/template/list': PLATFORM,
  'POST /api/location/wxapp/template/add': PLATFORM,
  'POST /api/location/wxapp/template/delete': PLATFORM,
  'GET /api/location/wxapp/code/get': PLATFORM,
  'POST /api/location/wxapp/code/commit': PLATFORM,
  'POST /api/location/wxapp/code/qrcode': PLATFORM,
  'GET /api/location/wxapp/code/quota': PLATFORM,
  'POST /api/location/wxapp/code/submit': PLATFORM,
  'POST /api/location/wxapp/code/status': PLATFORM,
  'POST /api/location/wxapp/code/withdraw': PLATFORM,
  'POST /api/location/wxapp/code/release': PLATFORM,
  'POST /api/location/wxapp/code/revert': PLATFORM,
  'GET /api/location/wxapp/code/history': PLATFORM,
  'GET /api/location/wxapp/batch/members': PLATFORM,
  'GET /api/location/wxapp/batch/page': PLATFORM,
  'GET /api/location/wxapp/batch/get': PLATFORM,
  'POST /api/location/wxapp/batch/start': PLATFORM,
  'POST /api/location/wxapp/batch/release': PLATFORM,
  'GET /api/location/building/page': SESSION,
  'GET /api/location/building/batch/:ids': SESSION,
  'GET /api/location/building': on(['VIEW_BUILDING', 'EDIT_BUILDING'], 'query.id'),
  // §6 ADD_BUILDING; issue 5 IMDF import and export.
  'POST /api/location/building/add': { auth: 'session', permission: ['ADD_BUILDING'] },
  'POST /api/location/building/add-server-map': { auth: 'session', permission: ['ADD_BUILDING'] },
  'GET /api/location/building/imdf': on(MAP_READERS, 'query.buildingId'),
  'POST /api/location/building/update': on(['EDIT_BUILDING'], 'body.id'),
  'GET /api/location/building/delete': { ...on(['EDIT_BUILDING'], 'query.id'), changesState: true },
  'GET /api/location/building-version': on(MAP_READERS, 'query.buildingId'),
  'POST /api/location/building-version/save': on(['EDIT_BUILDING'], 'body.buildingId'),
  'GET /api/location/map/map-json/:buildingId': on(MAP_READERS, 'params.buildingId'),
  'POST /api/location/map/publish': on(['EDIT_BUILDING'], 'body.buildingId'),
  'GET /api/location/map/publish-preview': on(['EDIT_BUILDING'], 'query.buildingId'),
  'GET /api/location/s-map': on(MAP_READERS, 'query.buildingId'),
  'GET /api/location/map-tag': on(MAP_READERS, 'query.buildingId'),
  // §2 /map 地图列表 (issue 16): every building's map across companies, platform management.
  'GET /api/location/map/page': PLATFORM,
  // §2 /user (issue 16 用户列表): the apps' end users, one user's activity, erasure.
  'GET /api/location/app-user/page': PLATFORM,
  'GET /api/location/app-user/get': PLATFORM,
  'POST /api/location/app-user/erase': PLATFORM,
  // §2 /stat 点击统计 (issue 16): the apps' feature clicks, platform management.
  'GET /api/location/stat/clicks': PLATFORM,
  // §4 start-up step 5 and §2 region-list / region-view: no permission, the building must be visible.
  'GET /api/location/poi/poi-type/list': SESSION,
  'GET /api/location/region/list': SESSION,
  'GET /api/location/region/page': SESSION,
  'GET /api/location/region': SESSION,
  // §2 poi-edit needs EDIT_POI.
  'GET /api/location/poi/page': on(POI_READERS, 'query.buildingId'),
  'GET /api/location/poi/list': on(POI_READERS, 'query.buildingId'),
  'GET /api/location/map/poi-patch': on(POI_READERS, 'query.buildingId'),
  'POST /api/location/map/poi/save': on(['EDIT_POI'], 'body.buildingId'),
  'POST /api/location/poi/poi-type/save': on(['EDIT_POI'], 'body.buildingId'),
  'POST /api/location/poi/poi-type/delete': on(['EDIT_POI'], 'record'),
  // §2 road-status needs EDIT_ROAD.
  'GET /api/location/road/road-json/:buildingId': on(ROAD_READERS, 'params.buildingId'),
  'GET /api/location/road/road-patch': on(ROAD_READERS, 'query.buildingId'),
  'GET /api/location/road/road-time-task-patch': on(ROAD_READERS, 'query.buildingId'),
  'POST /api/location/road/save': on(['EDIT_ROAD'], 'body.buildingId'),
  'POST /api/location/road/road-time-task/save': on(['EDIT_ROAD'], 'body.buildingId'),
  'POST /api/location/road/road-time-task/delete': on(['EDIT_ROAD'], 'record'),
  'POST /api/location/road/route': on(ROAD_READERS, 'body.buildingId'),
  // §7 beacon/page and beacon/statistics; issue 13: one beacon, add, update (also retires), delete, on the beacon's building.
  'GET /api/location/beacon/page': on(BEACON_READERS, 'query.buildingId'),
  'GET /api/location/beacon/statistics': on(BEACON_READERS, 'query.buildingId'),
  // Issue 13: the health board's battery forecast reads the building's beacons.
  'GET /api/location/beacon/forecast': on(BEACON_READERS, 'query.buildingId'),
  'GET /api/location/beacon': on(BEACON_READERS, 'record'),
  'POST /api/location/beacon/add': on(['UPLOAD_BEACON'], 'body.buildingId'),
  'POST /api/location/beacon/update': on(['UPLOAD_BEACON'], 'record'),
  'POST /api/location/beacon/delete': on(['UPLOAD_BEACON'], 'record'),
  // Issue 13: the upload (a file, with a dry run) adds beacons (UPLOAD_BEACON); the export reads them.
  'POST /api/location/beacon/upload': on(['UPLOAD_BEACON'], 'query.buildingId'),
  'GET /api/location/beacon/export': on(BEACON_READERS, 'query.buildingId'),
  // §7 platform-file/add (issue 13: files for company logos, POI type icons and imports). §6 has no code for files:
  // the route needs a code of what the file serves, EDIT_POI (§2 poi-edit, where POI types are managed) or
  // EDIT_BUILDING (imports into a building), on the building named in the query (any, for a logo); the service
  // narrows it per purpose (icon: EDIT_POI; import: EDIT_BUILDING; logo: platform administrators, §6 platform management).
  'POST /api/location/platform-file/add': on(['EDIT_POI', 'EDIT_BUILDING'], 'query.buildingId'),
  // §7 qrcode/page, qrcode?id=, add (ADD_QR_CODE), update and delete (EDIT_QR_CODE), mini-code (the image); issue 13:
  // the print sheet of a batch. A code's own building is read from the record.
  'GET /api/location/qrcode/page': on(QRCODE_READERS, 'query.buildingId'),
  'GET /api/location/qrcode': on(QRCODE_READERS, 'record'),
  'POST /api/location/qrcode/add': on(['ADD_QR_CODE'], 'body.buildingId'),
  'POST /api/location/qrcode/update': on(['EDIT_QR_CODE'], 'record'),
  'POST /api/location/qrcode/delete': on(['EDIT_QR_CODE'], 'record'),
  'POST /api/location/qrcode/mini-code': on(QRCODE_READERS, 'record'),
  'GET /api/location/qrcode/print': on(QRCODE_READERS, 'query.buildingId'),
  // §7 source/type/list-all, source/list, source/save, source/delete (issue 13): per app and building.
  'GET /api/location/source/type/list-all': on(SOURCE_READERS, undefined),
  'GET /api/location/source/list': on(SOURCE_READERS, 'query.buildingId'),
  'POST /api/location/source/save': on(['EDIT_SOURCE'], 'body.buildingId'),
  'POST /api/location/source/delete': on(['EDIT_SOURCE'], 'record'),
  // §7 "a direct call (not through the client) to {same host}/location/getConfig": the apps call it without a session.
  'GET /location/getConfig': PUBLIC,
  // Issue 13: the app that scanned a code resolves its scene (the payload behind k=<shortCode>, the code's place), like getConfig without a session.
  'GET /location/qrcode/scene': PUBLIC,
  // Issue 14: the apps report usage with their location app's key (no admin session, no cookie).
  'POST /api/collect': { auth: 'appKey' },
  // Issue 18 推送管理 (spec §6): VIEW_PUSH reads, ADD_PUSH creates, EDIT_PUSH edits, cancels and deletes; the add and
  // edit pages show pushes, their audience counts and templates too, so any of the three reads. A push's own building
  // is read from the record. The apps report subscriptions and read their in-app messages with the app's key.
  'GET /api/location/push/page': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'query.buildingId'),
  'GET /api/location/push': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'record'),
  'POST /api/location/push/add': on(['ADD_PUSH'], 'body.buildingId'),
  'POST /api/location/push/update': on(['EDIT_PUSH'], 'record'),
  'POST /api/location/push/cancel': on(['EDIT_PUSH'], 'record'),
  'POST /api/location/push/delete': on(['EDIT_PUSH'], 'record'),
  'GET /api/location/push/audience': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'query.buildingId'),
  'GET /api/location/push/templates': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'query.buildingId'),
  'GET /api/location/push/recipients': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'record'),
  'POST /api/app/push/subscribe': { auth: 'appKey' },
  'GET /api/app/push/inbox': { auth: 'appKey' },
  // Issue 18 用户反馈: the apps send feedback and screenshots and read their own with the location app's key; the inbox
  // needs VIEW_FEEDBACK (spec §6; no other feedback code, so its holders also reply, change state and assign), on the
  // page's building or the feedback's own.
  'POST /api/app/feedback/add': { auth: 'appKey' },
  'POST /api/app/feedback/screenshot': { auth: 'appKey' },
  'GET /api/app/feedback/list': { auth: 'appKey' },
  'GET /api/location/feedback/page': on(['VIEW_FEEDBACK'], 'query.buildingId'),
  'GET /api/location/feedback/assignees': on(['VIEW_FEEDBACK'], 'query.buildingId'),
  'GET /api/location/feedback': on(['VIEW_FEEDBACK'], 'record'),
  'POST /api/location/feedback/reply': on(['VIEW_FEEDBACK'], 'record'),
  'POST /api/location/feedback/state': on(['VIEW_FEEDBACK'], 'record'),
  'POST /api/location/feedback/assign': on(['VIEW_FEEDBACK'], 'record'),
  // §2 statistics pages and their codes (§6), each call on its page's building (issue 14).
  'GET /api/location/statistics/user-tendency': on(['VIEW_USER_TENDENCY'], 'query.buildingId'),
  'GET /api/location/statistics/activity-count': on(['VIEW_ACTIVATION_TENDENCY'], 'query.buildingId'),
  'GET /api/location/statistics/user-activation': on(['VIEW_ACTIVE_USER'], 'query.buildingId'),
  'GET /api/location/statistics/user-attribute': on(['VIEW_USER_ATTRIBUTE_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/brand-model': on(['VIEW_MOBILE_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/system': on(['VIEW_OS_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/network': on(['VIEW_NET_TYPE_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/owner-service': on(['VIEW_CAR_SERVICE_ANALYSIS'], 'query.buildingId'),
  // §2 /location track-list and tracking (VIEW_USER_TRACK), on the track's building (issue 15).
  'GET /api/location/statistics/track/page': on(['VIEW_USER_TRACK'], 'query.buildingId'),
  'GET /api/location/statistics/track': on(['VIEW_USER_TRACK'], 'query.buildingId'),
  // §2 /heat-map (VIEW_HOT_SPOT), on the heat map's building (issue 15).
  'GET /api/location/statistics/heat-map': on(['VIEW_HOT_SPOT'], 'query.buildingId'),
  // §6 VIEW_LOCATION_FUNCTION (定位功能, no page in §2), on the building (issue 15).
  'GET /api/location/statistics/location-quality': on(['VIEW_LOCATION_FUNCTION'], 'query.buildingId'),
  // §2 /location activity-status (VIEW_ACTIVITY_STATUS), on the building (issue 15).
  'GET /api/location/statistics/activity-status': on(['VIEW_ACTIVITY_STATUS'], 'query.buildingId'),
  // §2 /poi (VIEW_POI_ANALYSIS), on the building (issue 15).
  'GET /api/location/statistics/poi-analysis': on(['VIEW_POI_ANALYSIS'], 'query.buildingId'),
  // §2 /qrcode statistics (VIEW_QRCODE_ANALYSIS), on the building (issue 15).
  'GET /api/location/statistics/qrcode-analysis': on(['VIEW_QRCODE_ANALYSIS'], 'query.buildingId'),
  // §7 Messages: every admin's own.
  'GET /api/location/message/user-messages/page': SESSION,
  'GET /api/location/message/page': SESSION,
  'GET /api/location/message/message-type': SESSION,
  'POST /api/location/message/mark-read': SESSION,
  'POST /api/location/message/mark-all-read': SESSION,
  'POST /api/location/message/mark-delete': SESSION,
};
