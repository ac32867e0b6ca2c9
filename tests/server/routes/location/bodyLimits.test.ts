import { Readable } from 'node:stream';
import { MAX_DRAFT_BODY_MB, MAX_POI_SAVE_BODY_MB, MAX_ROAD_SAVE_BODY_MB, MB } from '../../../../server/src/limits.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { systemApi } from '#contract/endpoints/system.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { roadApi } from '#contract/endpoints/road.js';

/**
 * Issue 10: the upload-like JSON routes cap their bodies (a 96 MB draft blocked the server for 9.7 s): a
 * body over the route's cap answers the 10005 envelope naming the limit, without being read or parsed,
 * while the server keeps answering.
 */

let app: App;
let platform: string;
let mall: number;

beforeAll(async () => {
  app = await buildTestApp();
  platform = await login(app, DEMO.platform);
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
});
afterAll(() => app.close());

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'indoor-console' };

/** JSON of exactly `bytes` bytes: the fields given, padded with an extra string field. */
function jsonOfSize(fields: object, bytes: number): string {
  const bare = JSON.stringify({ ...fields, pad: '' });
  return JSON.stringify({ ...fields, pad: 'x'.repeat(bytes - bare.length) });
}

const send = (url: string, payload: string | Readable, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...HEADERS, cookie: platform, ...headers } });

async function draftRevision(): Promise<number> {
  const versions = (await call<Array<{ status: string; revision: number }>>(app, `${buildingApi.versions.path}?buildingId=${mall}`, platform)).body.data!;
  return versions.find((v) => v.status === 'draft')!.revision;
}

/** The 10005 envelope saying the body is over `mb` MB. */
const tooLarge = (mb: number) => ({ success: false, code: 10005, errors: [{ field: 'body', message: `Must be at most ${mb} MB` }] });

describe('issue 10: building-version/save takes at most MAX_DRAFT_BODY_MB', () => {
  const url = buildingApi.saveVersion.path;

  it(`a body one byte over ${MAX_DRAFT_BODY_MB} MB answers 10005 naming the limit, in the caller’s language; the draft is unchanged`, async () => {
    const before = await draftRevision();
    const body = jsonOfSize({ buildingId: mall, baseRevision: before, features: [] }, MAX_DRAFT_BODY_MB * MB + 1);
    const res = await send(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...tooLarge(MAX_DRAFT_BODY_MB), error: 'Invalid request' });
    const zh = await send(url, body, { 'accept-language': 'zh-CN' });
    expect(zh.json().errors).toEqual([{ field: 'body', message: `不能大于 ${MAX_DRAFT_BODY_MB} MB` }]);
    expect(await draftRevision()).toBe(before);
  });

  it('a body of exactly the limit is read (here: a stale revision, 10006)', async () => {
    const res = await send(url, jsonOfSize({ buildingId: mall, baseRevision: 999_999, features: [] }, MAX_DRAFT_BODY_MB * MB));
    expect(res.json()).toMatchObject({ code: 10006 });
  });

  it('refused from its Content-Length without being read: the answer comes though the body never ends', async () => {
    // 1 KB of the body, then nothing more (the stream stays open): only the header can have been judged.
    const hanging = new Readable({ read() {} });
    hanging.push('{"buildingId":1,"baseRevision":0,"features":[');
    const answer = send(url, hanging, { 'content-length': String(MAX_DRAFT_BODY_MB * MB + 1) });
    await new Promise((resolve) => setImmediate(resolve));
    const status = await app.inject({ method: 'GET', url: systemApi.status.path });
    expect(status.json()).toMatchObject({ code: 0, data: { status: 'ok' } });
    expect((await answer).json()).toMatchObject(tooLarge(MAX_DRAFT_BODY_MB));
    hanging.destroy();
  });

  it('without a Content-Length, refused as soon as it passes the limit (an endless body), /api/status answering meanwhile', async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const endless = new Readable({
      read() {
        sent += chunk.length;
        setImmediate(() => this.push(chunk));
      },
    });
    let answered = false;
    const answer = send(url, endless, { 'transfer-encoding': 'chunked' }).then((res) => ((answered = true), res));
    const statuses: number[] = [];
    while (!answered) {
      await new Promise((resolve) => setImmediate(resolve));
      const status = await app.inject({ method: 'GET', url: systemApi.status.path });
      if (!answered) statuses.push(status.json().code);
    }
    expect((await answer).json()).toMatchObject(tooLarge(MAX_DRAFT_BODY_MB));
    endless.destroy();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((code) => code === 0)).toBe(true);
    // It stopped reading right past the limit (a few chunks of slack), not at the old 100 MB.
    expect(sent).toBeLessThan((MAX_DRAFT_BODY_MB + 2) * MB);
  });
});

describe('issue 10: map/poi/save and road/save have their own caps', () => {
  it(`map/poi/save reads a patch larger than Fastify’s default 1 MB (5,000 changes are allowed) and refuses one over ${MAX_POI_SAVE_BODY_MB} MB`, async () => {
    const url = poiApi.save.path;
    const changes = Array.from({ length: 5000 }, (_, i) => ({
      op: 'add',
      poi: {
        levelId: 1,
        name: `压测点位 ${i} 美食广场东侧入口`,
        nameEn: `Load test POI ${i}, food court east entrance`,
        keywords: ['food', 'entrance', 'east'],
        openingHours: 'Mo-Su 10:00-22:00',
        point: [121.4737, 31.2304],
      },
    }));
    const big = JSON.stringify({ buildingId: mall, baseRevision: 999_999, changes });
    expect(big.length).toBeGreaterThan(1 * MB);
    expect((await send(url, big)).json()).toMatchObject({ code: 10006 });
    const over = await send(url, jsonOfSize({ buildingId: mall, baseRevision: 0, changes: [] }, MAX_POI_SAVE_BODY_MB * MB + 1));
    expect(over.json()).toMatchObject(tooLarge(MAX_POI_SAVE_BODY_MB));
  });

  it(`road/save refuses a body over ${MAX_ROAD_SAVE_BODY_MB} MB`, async () => {
    const over = await send(roadApi.save.path, jsonOfSize({ buildingId: mall, baseRevision: 0, changes: [] }, MAX_ROAD_SAVE_BODY_MB * MB + 1));
    expect(over.json()).toMatchObject(tooLarge(MAX_ROAD_SAVE_BODY_MB));
  });
});
