// Issue 18: shared setup of the push tests: the demo mall's users reported through POST /api/collect (app opens,
// location fixes on a level and inside a region, a QR code scan), so audiences resolve from real usage events.
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import { listRegions } from '../../../../server/src/repos/region.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { labelPoint } from '../../../../server/src/services/regionsAt.js';
import type { App } from '../../../../server/src/types.js';
import { usageApi } from '#contract/endpoints/usage.js';

const KEY = DEMO_APP_KEYS['demo-malls'];

export interface Mall {
  mall: number;
  appId: number;
  levelId: number;
  otherLevelId: number;
  regionId: number;
  qrcodeId: number;
}

export async function mallOf(app: App): Promise<Mall> {
  const building = await app.db.selectFrom('building').select(['id', 'appId']).where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
  const mall = Number(building.id);
  const regions = await listRegions(app.db, mall);
  const region = regions[0];
  if (!region) throw new Error('the demo mall has no region');
  const levels = await app.db.selectFrom('level').select('id').where('buildingId', '=', mall).orderBy('ordinal').execute();
  const qrcode = await app.db.selectFrom('qrcode').select('id').where('buildingId', '=', mall).orderBy('id').executeTakeFirstOrThrow();
  return {
    mall,
    appId: Number(building.appId),
    levelId: region.levelId,
    otherLevelId: Number(levels.find((l) => Number(l.id) !== region.levelId)!.id),
    regionId: region.id,
    qrcodeId: Number(qrcode.id),
  };
}

let seq = 0;
export function event(mall: number, userId: string, type: string, data?: object, time = new Date()) {
  seq++;
  return {
    id: `push-${seq}-${Math.random().toString(36).slice(2, 8)}`,
    type,
    time: time.toISOString(),
    buildingId: mall,
    userId,
    sessionId: `s_${userId}`,
    platform: 'wechat',
    appVersion: '3.2.0',
    brand: 'Huawei',
    model: 'Mate 60',
    os: 'HarmonyOS',
    osVersion: '4.2',
    network: 'wifi',
    ...(data ? { data } : {}),
  };
}

export async function collect(app: App, events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: KEY } });
  const body = res.json<{ code: number; data: { accepted: number; rejected: unknown[] } }>();
  if (body.code !== 0 || body.data.rejected.length) throw new Error(`collect: ${res.body}`);
  return body.data;
}

/** The app calls with the key (subscribe, inbox). */
export async function appCall<T>(app: App, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, ...(payload ? { payload } : {}), headers: { [APP_KEY_HEADER]: KEY } });
  return res.json<{ code: number; data: T; errors?: Array<{ field: string }> }>();
}

/**
 * Users of the mall: p1, p2 located inside the region (on its level), p3 on the region's level outside it,
 * p4 on another level, p5 scanned the QR code, p6 only opened the app.
 */
export async function seedUsers(app: App, m: Mall, prefix = 'p'): Promise<string[]> {
  const region = (await listRegions(app.db, m.mall)).find((r) => r.id === m.regionId)!;
  const inside = labelPoint(region.geometry);
  const users = [1, 2, 3, 4, 5, 6].map((n) => `${prefix}${n}`);
  const fix = (levelId: number, lng: number, lat: number) => ({ levelId, lng, lat, accuracy: 3, beacons: [] });
  const code = await app.db.selectFrom('qrcode').select('scene').where('id', '=', m.qrcodeId).executeTakeFirstOrThrow();
  await collect(app, [
    ...users.map((u) => event(m.mall, u, 'app_open', {})),
    event(m.mall, users[0], 'location', fix(m.levelId, inside.lng, inside.lat)),
    event(m.mall, users[1], 'location', fix(m.levelId, inside.lng, inside.lat)),
    event(m.mall, users[2], 'location', fix(m.levelId, inside.lng + 1, inside.lat + 1)),
    event(m.mall, users[3], 'location', fix(m.otherLevelId, inside.lng, inside.lat)),
    event(m.mall, users[4], 'qr_scan', { scene: code.scene }),
  ]);
  return users;
}
