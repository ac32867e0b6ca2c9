import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import { call, multipartBody, post, type Envelope, type FormPart } from '../../helpers.js';
import { feedbackAppApi } from '#contract/endpoints/feedback.js';

/** An envelope whose `data` the test reads (a failed call fails the test's own expectation on `code` first). */
export type Reply<T> = Envelope<T> & { data: T };

/** Issue 18: what the feedback tests share: the apps' keys, a valid feedback, calls with a key. */
export const MALL_KEY = DEMO_APP_KEYS['demo-malls'];
export const OTHER_KEY = DEMO_APP_KEYS['other-co'];

const DEVICE = { platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2' };

export const feedbackBody = (buildingId: number, extra: Record<string, unknown> = {}) => ({
  buildingId,
  userId: 'u_fb_1',
  category: 'inaccurateLocation',
  text: '在二楼定位总是跳到一楼',
  device: DEVICE,
  ...extra,
});

export async function appPost<T = unknown>(app: App, url: string, payload: object, key: string | null = MALL_KEY) {
  const res = await app.inject({ method: 'POST', url, payload, headers: key ? { [APP_KEY_HEADER]: key } : {} });
  return { status: res.statusCode, body: res.json<Reply<T>>() };
}

export async function appGet<T = unknown>(app: App, url: string, key: string | null = MALL_KEY) {
  const res = await app.inject({ method: 'GET', url, headers: key ? { [APP_KEY_HEADER]: key } : {} });
  return { status: res.statusCode, body: res.json<Reply<T>>() };
}

export async function upload<T = unknown>(app: App, part: FormPart, key: string | null = MALL_KEY) {
  const { payload, contentType } = multipartBody([part]);
  const res = await app.inject({
    method: 'POST',
    url: feedbackAppApi.screenshot.path,
    payload,
    headers: { 'content-type': contentType, ...(key ? { [APP_KEY_HEADER]: key } : {}) },
  });
  return { status: res.statusCode, body: res.json<Reply<T>>() };
}

/** Ids of the demo world. */
export async function worldOf(app: App) {
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const admins = await app.db.selectFrom('admin').select(['id', 'email']).execute();
  const b = (name: string) => buildings.find((x) => x.name === name)!.id;
  const mall = b('环球购物中心');
  const levels = await app.db.selectFrom('level').select(['id']).where('buildingId', '=', mall).orderBy('ordinal').execute();
  const officeLevel = await app.db.selectFrom('level').select('id').where('buildingId', '=', b('科技园办公楼')).executeTakeFirstOrThrow();
  return {
    mall,
    office: b('科技园办公楼'),
    tower: b('Other Co Tower'),
    mallLevel: levels[0]!.id,
    officeLevel: officeLevel.id,
    admin: (email: string) => admins.find((a) => a.email === email)!.id,
  };
}

/** Grants the demo business admin VIEW_FEEDBACK (and nothing else new) on the mall through a role of its own. */
export async function grantFeedback(app: App, adminId: number, buildingId: number): Promise<void> {
  const companyId = (await app.db.selectFrom('admin').select('companyId').where('id', '=', adminId).executeTakeFirstOrThrow()).companyId!;
  const role = await app.db.insertInto('role').values({ companyId, name: 'Feedback desk' }).returning('id').executeTakeFirstOrThrow();
  await app.db.insertInto('rolePermission').values({ roleId: role.id, permissionCode: 'VIEW_FEEDBACK' }).execute();
  await app.db.insertInto('adminRole').values({ adminId, roleId: role.id, buildingId }).execute();
}

/** The console's GET and POST with a session, their `data` typed as the test reads it. */
export async function adminGet<T = unknown>(app: App, url: string, cookie: string) {
  return (await call<T>(app, url, cookie)).body as Reply<T>;
}

export async function adminPost<T = unknown>(app: App, url: string, payload: object, cookie: string) {
  return (await post<T>(app, url, payload, cookie)).body as Reply<T>;
}
