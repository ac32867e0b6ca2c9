import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login, post } from '../helpers.js';
import { madeFiles, upload as uploadImdf, without, zip } from '../imdf/fixtures.js';
import { demoBuildings } from '../routes/location/poiFixtures.js';
import { mapApi } from '#contract/endpoints/map.js';
import { beaconApi } from '#contract/endpoints/beacon.js';

/** Issue 18: a map publish and a failed import raise messages to the building's (or company's) admins who act on them. */
let app: App;
const cookies: Record<string, string> = {};
const admins: Record<string, number> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries({ ...DEMO, analyst: 'analyst@demo.local' })) {
    cookies[key] = await login(app, email);
    admins[key] = (await app.db.selectFrom('admin').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }
  ids = await demoBuildings(app.db);
});
afterAll(() => app.close());

const messages = (who: string, type: string) =>
  app.db.selectFrom('message').selectAll().where('adminId', '=', admins[who]!).where('type', '=', type).orderBy('id').execute();
const counts = async (type: string) =>
  Object.fromEntries(await Promise.all(Object.keys(admins).map(async (k) => [k, (await messages(k, type)).length] as const)));

describe('issue 18: a publish tells the building’s other map admins', () => {
  it('issue 18: the company admin publishes the mall: the floor operator hears, the publisher, the analyst and other companies do not', async () => {
    const before = await counts('publish');
    const res = await post<{ version: number }>(app, mapApi.publish.path, { buildingId: ids.mall }, cookies.company);
    expect(res.body.code).toBe(0);
    const version = res.body.data!.version;
    const after = await counts('publish');
    expect(after).toEqual({ ...before, business: before.business! + 1 });
    const message = (await messages('business', 'publish')).at(-1)!;
    expect(message.title).toBe(`环球购物中心 地图已发布第 ${version} 版`);
    expect(message.titleEn).toBe(`环球购物中心: map version ${version} published`);
    expect(message.content).toContain('Demo Malls Admin');
    expect(message).toMatchObject({ link: '/building/building-view', buildingId: ids.mall });
  });

  it('issue 18: a platform admin publishing the office tells the company admin (the floor operator has no role there)', async () => {
    const before = await counts('publish');
    expect((await post(app, mapApi.publish.path, { buildingId: ids.office }, cookies.platform)).body.code).toBe(0);
    expect(await counts('publish')).toEqual({ ...before, company: before.company! + 1 });
  });

  it('issue 18: a refused publish (another company’s building) raises nothing', async () => {
    const before = await counts('publish');
    expect((await post(app, mapApi.publish.path, { buildingId: ids.tower }, cookies.company)).body.code).toBe(10004);
    expect(await counts('publish')).toEqual(before);
  });
});

describe('issue 18: a failed import tells the admins who can import', () => {
  const beaconUpload = async (body: string, query: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `${beaconApi.import.path}?${query}`,
      payload: Buffer.from(body),
      headers: { ...CONSOLE_HEADERS, 'content-type': 'text/csv', cookie: cookies.company! },
    });
    return res.json<{ code: number }>();
  };
  const header = 'level,uuid,major,minor,name,lng,lat,lifecycle';
  const bad = `${header}\n99F,not-a-uuid,7,1,x,0,0,planned\n99F,E2C56DB5-DFFB-48D2-B060-D0F5A71096E0,70000,2,y,0,0,planned\n`;

  it('issue 18: a refused beacon import raises an import message with the problem count; a dry run raises nothing', async () => {
    const before = await counts('import');
    expect((await beaconUpload(bad, `buildingId=${ids.mall}&dryRun=true`)).code).toBe(0);
    expect(await counts('import')).toEqual(before);
    expect((await beaconUpload(bad, `buildingId=${ids.mall}&dryRun=false`)).code).toBe(10005);
    // UPLOAD_BEACON: the company admin; the floor operator and the analyst lack it.
    expect(await counts('import')).toEqual({ ...before, company: before.company! + 1 });
    const message = (await messages('company', 'import')).at(-1)!;
    expect(message.title).toBe('信标导入失败：环球购物中心');
    expect(message.content).toMatch(/共 \d+ 个问题，未写入任何内容。前几个问题：row 2, level: 该建筑没有楼层/);
    expect(message.contentEn).toMatch(/First problems: row 2, level: [A-Za-z]/);
    expect(message).toMatchObject({ link: '/beacon/beacon-list', buildingId: ids.mall });
  });

  it('issue 18: a successful beacon import raises nothing', async () => {
    const before = await counts('import');
    const level = await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.mall).orderBy('ordinal').executeTakeFirstOrThrow();
    const beacon = await app.db.selectFrom('beacon').select(['lng', 'lat']).where('levelId', '=', level.id).executeTakeFirstOrThrow();
    const name = await app.db.selectFrom('level').select(['name', 'shortName']).where('id', '=', level.id).executeTakeFirstOrThrow();
    const good = `${header}\n${name.shortName || name.name},E2C56DB5-DFFB-48D2-B060-D0F5A71096E0,18,1,新信标,${beacon.lng},${beacon.lat},planned\n`;
    expect((await beaconUpload(good, `buildingId=${ids.mall}&dryRun=false`)).code).toBe(0);
    expect(await counts('import')).toEqual(before);
  });

  it('issue 18: a refused IMDF import reaches the company’s admins (no building yet); a good one raises nothing', async () => {
    const before = await counts('import');
    const refused = await uploadImdf(app, cookies.company, zip(without(madeFiles(), 'unit.geojson')), 'name=%E5%9D%8F%E5%8C%85');
    expect(refused.body.code).toBe(10005);
    expect(await counts('import')).toEqual({ ...before, company: before.company! + 1 });
    const message = (await messages('company', 'import')).at(-1)!;
    expect(message.title).toBe('IMDF 地图导入失败：坏包');
    expect(message.contentEn).toMatch(/^The IMDF map import was refused with 1 problem; nothing was written\. First problems: unit\.geojson: /);
    expect(message).toMatchObject({ link: '/building', buildingId: null });
    expect((await uploadImdf(app, cookies.company, zip(madeFiles()))).body.code).toBe(0);
    expect(await counts('import')).toEqual({ ...before, company: before.company! + 1 });
  });
});
