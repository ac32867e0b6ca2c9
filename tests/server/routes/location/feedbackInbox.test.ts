import type { FeedbackAdded, FeedbackAssignees, FeedbackDetail, FeedbackPage } from '#contract/schemas/feedback.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, login } from '../../helpers.js';
import { adminGet, adminPost, appPost, feedbackBody, grantFeedback, worldOf } from './feedbackFixtures.js';
import { feedbackApi, feedbackAppApi } from '#contract/endpoints/feedback.js';
import { usageApi } from '#contract/endpoints/usage.js';

/**
 * Issue 18 用户反馈, the inbox (spec §6 VIEW_FEEDBACK): the page's filters, the state moves and the timeline,
 * assignment, and the detail's beacons around the place and the user's track (only with VIEW_USER_TRACK).
 */

let app: App;
let w: Awaited<ReturnType<typeof worldOf>>;
let company: string;
beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 100_000 } });
  await app.ready();
  w = await worldOf(app);
  company = await login(app, DEMO.company);
});
afterAll(async () => app.close());

const fieldsOf = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((e) => e.field);
const send = async (extra: Record<string, unknown> = {}) =>
  (await appPost<FeedbackAdded>(app, feedbackAppApi.add.path, feedbackBody(w.mall, extra))).body.data.id;
const page = async (query: string, cookie = company) => adminGet<FeedbackPage>(app, `${feedbackApi.page.path}?buildingId=${w.mall}&${query}`, cookie);
const detail = async (id: number, cookie = company) => adminGet<FeedbackDetail>(app, `${feedbackApi.one.path}?id=${id}`, cookie);

describe('issue 18: GET /api/location/feedback/page', () => {
  it('issue 18: filters by category, state, assignee, text and time, newest first', async () => {
    const t0 = Date.now() - 3 * 3_600_000;
    const a = await send({ userId: 'u_page_a', category: 'lag', text: '地图拖动卡顿 PAGE-A', time: new Date(t0).toISOString() });
    const b = await send({
      userId: 'u_page_b',
      category: 'mapError',
      text: '店铺名称错了',
      contact: 'page-b@example.com',
      time: new Date(t0 + 60_000).toISOString(),
    });
    const all = await page('size=200');
    expect(all.code).toBe(0);
    const ids = all.data.records.map((r) => r.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect((await page('category=lag')).data.records.map((r) => r.id)).toContain(a);
    expect((await page('category=lag')).data.records.every((r) => r.category === 'lag')).toBe(true);
    expect((await page('q=page-a')).data.records.map((r) => r.id)).toEqual([a]);
    expect((await page('q=PAGE-B%40example')).data.records.map((r) => r.id)).toEqual([b]);
    const range = `from=${encodeURIComponent(new Date(t0 + 30_000).toISOString())}&to=${encodeURIComponent(new Date(t0 + 120_000).toISOString())}`;
    expect((await page(range)).data.records.map((r) => r.id)).toEqual([b]);
    await adminPost(app, feedbackApi.state.path, { id: a, state: 'in_progress' }, company);
    expect((await page('state=in_progress')).data.records.map((r) => r.id)).toEqual([a]);
    const me = w.admin(DEMO.company);
    await adminPost(app, feedbackApi.assign.path, { id: b, assigneeId: me }, company);
    expect((await page(`assigneeId=${me}`)).data.records.map((r) => r.id)).toEqual([b]);
    expect((await page('assigneeId=0')).data.records.map((r) => r.id)).not.toContain(b);
    expect((await page('category=angry')).code).toBe(10005);
  });

  it('issue 18: needs VIEW_FEEDBACK on the building: the floor operator 10003, another company 10004', async () => {
    const business = await login(app, DEMO.business);
    expect((await page('', business)).code).toBe(10003);
    const other = await login(app, DEMO.other);
    expect((await page('', other)).code).toBe(10004);
    const id = await send();
    expect((await detail(id, other)).code).toBe(10004);
    expect((await adminPost(app, feedbackApi.reply.path, { id, text: 'hi' }, other)).code).toBe(10004);
  });
});

describe('issue 18: state moves, replies, assignment and the timeline', () => {
  it('issue 18: allows the listed moves, refuses the others naming state, and keeps every change oldest first', async () => {
    const id = await send({ userId: 'u_moves' });
    const move = (state: string) => adminPost<FeedbackDetail>(app, feedbackApi.state.path, { id, state }, company);
    expect((await detail(id)).data.moves).toEqual(['in_progress', 'resolved', 'closed']);
    expect((await move('open')).code).toBe(10005);
    expect((await move('in_progress')).data.state).toBe('in_progress');
    const back = await move('open');
    expect(back.code).toBe(10005);
    expect(fieldsOf(back)).toEqual(['state']);
    expect((await move('resolved')).data.state).toBe('resolved');
    expect((await move('open')).data.state).toBe('open');
    expect((await move('closed')).data.state).toBe('closed');
    expect((await move('resolved')).code).toBe(10005);
    const reply = await adminPost<FeedbackDetail>(app, feedbackApi.reply.path, { id, text: '  已处理  ' }, company);
    expect(reply.code).toBe(0);
    expect((await adminPost(app, feedbackApi.reply.path, { id, text: '   ' }, company)).code).toBe(10005);
    expect(fieldsOf(await adminPost(app, feedbackApi.reply.path, { id, text: 'x'.repeat(501) }, company))).toEqual(['text']);
    const timeline = (await detail(id)).data.timeline;
    expect(timeline.map((e) => [e.kind, e.fromState, e.toState, e.text])).toEqual([
      ['state', 'open', 'in_progress', ''],
      ['state', 'in_progress', 'resolved', ''],
      ['state', 'resolved', 'open', ''],
      ['state', 'open', 'closed', ''],
      ['reply', null, null, '已处理'],
    ]);
    expect(timeline.every((e) => e.admin?.id === w.admin(DEMO.company))).toBe(true);
  });

  it('issue 18: assigns only to an enabled admin who holds VIEW_FEEDBACK there (10005 naming assigneeId), and back to nobody', async () => {
    const id = await send({ userId: 'u_assign' });
    const assignees = (await adminGet<FeedbackAssignees>(app, `${feedbackApi.assignees.path}?buildingId=${w.mall}`, company)).data;
    expect(assignees.map((a) => a.id)).toContain(w.admin(DEMO.company));
    expect(assignees.map((a) => a.id)).not.toContain(w.admin(DEMO.business));
    expect(assignees.map((a) => a.id)).not.toContain(w.admin(DEMO.other));
    const refused = await adminPost(app, feedbackApi.assign.path, { id, assigneeId: w.admin(DEMO.business) }, company);
    expect(refused.code).toBe(10005);
    expect(fieldsOf(refused)).toEqual(['assigneeId']);
    expect(fieldsOf(await adminPost(app, feedbackApi.assign.path, { id, assigneeId: w.admin(DEMO.other) }, company))).toEqual(['assigneeId']);
    const done = await adminPost<FeedbackDetail>(app, feedbackApi.assign.path, { id, assigneeId: w.admin(DEMO.company) }, company);
    expect(done.data.assignee?.id).toBe(w.admin(DEMO.company));
    const cleared = await adminPost<FeedbackDetail>(app, feedbackApi.assign.path, { id, assigneeId: null }, company);
    expect(cleared.data.assignee).toBeNull();
    expect(cleared.data.timeline.map((e) => [e.kind, e.assignee?.id ?? null])).toEqual([
      ['assign', w.admin(DEMO.company)],
      ['assign', null],
    ]);
  });
});

/** Haversine metres, written here apart from the server's. */
function haversine(a: { lng: number; lat: number }, b: { lng: number; lat: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('issue 18: the detail’s beacons around the place and the user’s track', () => {
  const at = Date.now() - 60 * 60_000;
  let beacon: { id: number; levelId: number; lng: number; lat: number; uuid: string; major: number; minor: number };
  let id: number;

  beforeAll(async () => {
    const row = await app.db
      .selectFrom('beacon')
      .select(['id', 'levelId', 'lng', 'lat', 'uuid', 'major', 'minor'])
      .where('buildingId', '=', w.mall)
      .where('lifecycle', '=', 'deployed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    beacon = { ...row, uuid: String(row.uuid) };
    const base = { buildingId: w.mall, userId: 'u_track', sessionId: 's_track' };
    const dims = { platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2', network: 'wifi' };
    const heard = (rssi: number, battery: number) => [{ uuid: beacon.uuid, major: beacon.major, minor: beacon.minor, rssi, battery }];
    const fix = (n: number, offset: number, rssi: number, battery: number) => ({
      ...base,
      ...dims,
      id: `fb-fix-${n}`,
      type: 'location',
      time: new Date(at + offset).toISOString(),
      data: { levelId: beacon.levelId, lng: beacon.lng, lat: beacon.lat, accuracy: 3, beacons: heard(rssi, battery) },
    });
    const events = [
      { ...base, ...dims, id: 'fb-open', type: 'app_open', time: new Date(at - 120_000).toISOString() },
      fix(1, -60_000, -60, 81),
      fix(2, 60_000, -70, 80),
      // Outside the ±15 minutes: not counted.
      fix(3, 40 * 60_000, -40, 10),
    ];
    const res = await app.inject({
      method: 'POST',
      url: usageApi.collect.path,
      payload: { events },
      headers: { 'x-app-key': 'ak_demo_malls_3c9e7a1f5b2d4e68' },
    });
    expect(res.json().data.rejected).toEqual([]);
    id = await send({ ...base, time: new Date(at).toISOString(), place: { levelId: beacon.levelId, lng: beacon.lng, lat: beacon.lat } });
  });

  it('issue 18: lists the level’s beacons within 30 m, with health now and what the events of ±15 minutes heard', async () => {
    const d = (await detail(id)).data;
    expect(d.place).toMatchObject({ levelId: beacon.levelId, lng: beacon.lng, lat: beacon.lat });
    const level = await app.db.selectFrom('beacon').select(['id', 'lng', 'lat']).where('levelId', '=', beacon.levelId).execute();
    const near = level.filter((b) => haversine(beacon, b) <= 30).map((b) => b.id);
    expect(d.beacons.map((b) => b.id).sort((x, y) => x - y)).toEqual(near.sort((x, y) => x - y));
    const own = d.beacons.find((b) => b.id === beacon.id)!;
    expect(own).toMatchObject({ distance: 0, heard: 2, meanRssi: -65, lastBattery: 80 });
    expect(['neverSeen', 'unseen', 'batteryLow', 'healthy']).toContain(own.health);
  });

  it('issue 18: shows the session track to a holder of VIEW_USER_TRACK, and leaves it out (saying why) for one without', async () => {
    const d = (await detail(id)).data;
    expect(d.trackNote).toBe('shown');
    expect(d.track?.track.sessionId).toBe('s_track');
    expect(d.track?.points).toHaveLength(3);

    await grantFeedback(app, w.admin(DEMO.business), w.mall);
    const business = await login(app, DEMO.business);
    const theirs = await detail(id, business);
    expect(theirs.code).toBe(0);
    expect(theirs.data.track).toBeNull();
    expect(theirs.data.trackNote).toBe('noPermission');
    expect(theirs.data.beacons.length).toBe(d.beacons.length);
  });

  it('issue 18: without a session id the user’s session nearest the time is shown; without place, no beacons', async () => {
    const other = await send({ userId: 'u_track', time: new Date(at + 30_000).toISOString() });
    const d = (await detail(other)).data;
    expect(d.track?.track.sessionId).toBe('s_track');
    expect(d.place).toBeNull();
    expect(d.beacons).toEqual([]);
    const nobody = (await detail(await send({ userId: 'u_no_events' }))).data;
    expect(nobody.trackNote).toBe('noSession');
  });
});
