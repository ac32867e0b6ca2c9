// Issue 18 "Pushes": the console's calls — validation by field, audience counts, the states a push may change in,
// in-app delivery through the scheduler's round, the apps' inbox, and opens counted from push_open events.
import { runPushRound } from '../../../../server/src/services/push/scheduler.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { appCall, collect, event, mallOf, seedUsers, type Mall } from './pushFixture.js';
import { pushApi, pushAppApi } from '#contract/endpoints/push.js';

interface PushDto {
  id: number;
  state: string;
  sendAt: string | null;
  failure: string | null;
  funnel: { targeted: number; reachable: number; sent: number; failed: number; outbox: number; opened: number };
}

let app: App;
let cookie: string;
let m: Mall;
let users: string[];
const round = () => runPushRound(app.db, { wx: app.wxOpen, outboxDir: '/nonexistent-outbox' });

const base = () => ({
  buildingId: m.mall,
  title: '周末促销',
  content: '本周末全场八折，欢迎光临',
  page: 'pages/index/index',
  audience: { kind: 'all' },
  channel: 'inapp',
  send: 'draft',
});
const add = (over: Record<string, unknown> = {}, who = cookie) => post<PushDto>(app, pushApi.add.path, { ...base(), ...over }, who);
const fields = (res: { body: { errors?: Array<{ field: string }> } }) => (res.body.errors ?? []).map((e) => e.field).sort();

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  cookie = await login(app, DEMO.company);
  m = await mallOf(app);
  users = await seedUsers(app, m);
}, 60_000);
afterAll(async () => app.close());

describe('issue 18: composing a push', () => {
  it('answers 10005 naming each bad field: title, content, page, sendAt, templateId', async () => {
    const res = await add({
      title: '',
      content: 'x'.repeat(201),
      page: '/pages/index',
      send: 'at',
      sendAt: new Date(Date.now() - 60_000).toISOString(),
      channel: 'wechat',
    });
    expect(res.body.code).toBe(10005);
    expect(fields(res)).toEqual(['content', 'page', 'sendAt', 'templateId', 'title']);
    const long = await add({ title: '一二三四五六七八九十一二三四五六七八九十一' });
    expect(fields(long)).toEqual(['title']);
    const noTime = await add({ send: 'at' });
    expect(fields(noTime)).toEqual(['sendAt']);
  });

  it('answers 10005 naming the audience when scheduling one that resolves to nobody, but saves it as a draft', async () => {
    const nobody = { kind: 'user', userId: 'nobody-here' };
    const scheduled = await add({ audience: nobody, send: 'now' });
    expect(scheduled.body.code).toBe(10005);
    expect(fields(scheduled)).toEqual(['audience']);
    const draft = await add({ audience: nobody });
    expect(draft.body.code).toBe(0);
    expect(draft.body.data!.state).toBe('draft');
  });

  it('names an audience level of no building audience.levelId (10005); another building’s level is 10004', async () => {
    const unknown = await add({ audience: { kind: 'level', levelId: 99_999_999, days: 7 } });
    expect(fields(unknown)).toEqual(['audience.levelId']);
    const office = await app.db.selectFrom('building').select('id').where('name', '=', '科技园办公楼').executeTakeFirstOrThrow();
    const level = await app.db.selectFrom('level').select('id').where('buildingId', '=', office.id).executeTakeFirstOrThrow();
    expect((await add({ audience: { kind: 'level', levelId: level.id, days: 7 } })).body.code).toBe(10004);
    expect(fields(await add({ audience: { kind: 'level', levelId: m.levelId, days: 0 } }))).toEqual(['audience.days']);
    expect(fields(await add({ audience: { kind: 'level', levelId: m.levelId } }))).toEqual(['audience.days']);
  });

  it('counts the audience before sending: all, level, region, QR code, user (targeted and reachable)', async () => {
    const count = async (q: string) =>
      (await call<{ targeted: number; reachable: number }>(app, `${pushApi.audience.path}?buildingId=${m.mall}&${q}`, cookie)).body;
    const all = await app.db.selectFrom('usageUser').select('userId').where('buildingId', '=', m.mall).execute();
    expect((await count('kind=all')).data).toEqual({ targeted: all.length, reachable: all.length });
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect((await count(`kind=level&levelId=${m.levelId}&days=7`)).data).toEqual({ targeted: 3, reachable: 3 });
    expect((await count(`kind=region&regionId=${m.regionId}&days=7`)).data).toEqual({ targeted: 2, reachable: 2 });
    expect((await count(`kind=qrcode&qrcodeId=${m.qrcodeId}`)).data!.targeted).toBeGreaterThanOrEqual(1);
    expect((await count(`kind=user&userId=${users[5]}`)).data).toEqual({ targeted: 1, reachable: 1 });
    // WeChat reaches only users with an unused subscription: nobody subscribed to this template.
    expect((await count(`kind=all&channel=wechat&templateId=none`)).data!.reachable).toBe(0);
    const missing = await count('kind=region&days=7');
    expect(missing.code).toBe(10005);
    expect(missing.errors!.map((e) => e.field)).toEqual(['audience.regionId']);
  });
});

describe('issue 18: states', () => {
  it('edits and cancels only drafts and scheduled pushes; afterwards 10005 names state', async () => {
    const created = (await add({ send: 'at', sendAt: new Date(Date.now() + 3_600_000).toISOString() })).body.data!;
    expect(created.state).toBe('scheduled');
    const changed = await post<PushDto>(app, pushApi.update.path, { ...base(), id: created.id, buildingId: undefined, title: '改过的标题' }, cookie);
    expect(changed.body.code).toBe(0);
    expect(changed.body.data!.state).toBe('draft');
    const cancelled = await post<PushDto>(app, pushApi.cancel.path, { id: created.id }, cookie);
    expect(cancelled.body.data!.state).toBe('cancelled');
    const again = await post(app, pushApi.update.path, { ...base(), id: created.id, buildingId: undefined }, cookie);
    expect(again.body.code).toBe(10005);
    expect(fields(again)).toEqual(['state']);
    expect(fields(await post(app, pushApi.cancel.path, { id: created.id }, cookie))).toEqual(['state']);
    expect((await post(app, pushApi.delete.path, { id: created.id }, cookie)).body.code).toBe(0);
    expect((await call(app, `${pushApi.one.path}?id=${created.id}`, cookie)).body.code).toBe(10004);
  });

  it('another company’s admin gets 10004 for the push', async () => {
    const created = (await add()).body.data!;
    const other = await login(app, DEMO.other);
    expect((await call(app, `${pushApi.one.path}?id=${created.id}`, other)).body.code).toBe(10004);
    expect((await post(app, pushApi.cancel.path, { id: created.id }, other)).body.code).toBe(10004);
  });
});

describe('issue 18: in-app delivery, inbox and opens', () => {
  it('sends an in-app push once through the scheduler, lists it in the inbox, and counts opens from push_open events', async () => {
    const created = (await add({ audience: { kind: 'region', regionId: m.regionId, days: 7 }, send: 'now' })).body.data!;
    expect(created.state).toBe('scheduled');
    expect(await round()).toContain(created.id);
    expect(await round()).not.toContain(created.id);
    const sent = (await call<PushDto>(app, `${pushApi.one.path}?id=${created.id}`, cookie)).body.data!;
    expect(sent.state).toBe('sent');
    expect(sent.funnel).toMatchObject({ targeted: 2, reachable: 2, sent: 2, opened: 0 });

    const inbox = await appCall<{ records: Array<{ pushId: number; opened: boolean }> }>(app, 'GET', `${pushAppApi.inbox.path}?userId=${users[0]}`);
    expect(inbox.data.records.find((r) => r.pushId === created.id)).toMatchObject({ opened: false });
    expect((await appCall<{ records: unknown[] }>(app, 'GET', `${pushAppApi.inbox.path}?userId=${users[3]}`)).data.records).toEqual([]);

    // Two opens by the same user count once; an open of a user who was not a recipient counts nothing.
    await collect(app, [event(m.mall, users[0], 'push_open', { pushId: created.id }), event(m.mall, users[0], 'push_open', { pushId: created.id })]);
    await collect(app, [event(m.mall, users[3], 'push_open', { pushId: created.id })]);
    const opened = (await call<PushDto>(app, `${pushApi.one.path}?id=${created.id}`, cookie)).body.data!;
    expect(opened.funnel.opened).toBe(1);
    const recipients = await call<{ records: Array<{ userId: string; state: string; openedAt: string | null }>; total: number }>(
      app,
      `${pushApi.recipients.path}?id=${created.id}&page=1&size=20`,
      cookie,
    );
    expect(recipients.body.data!.total).toBe(2);
    expect(recipients.body.data!.records.find((r) => r.userId === users[0])!.openedAt).not.toBeNull();
    const page = await call<{ records: PushDto[] }>(app, `${pushApi.page.path}?buildingId=${m.mall}&page=1&size=50&state=sent`, cookie);
    expect(page.body.data!.records.map((r) => r.id)).toContain(created.id);
  });

  it('a push whose audience is empty by the time it is sent fails, with its reason and a message to the admins', async () => {
    const created = (await add({ audience: { kind: 'user', userId: users[5] }, send: 'now' })).body.data!;
    await app.db.deleteFrom('usageUser').where('buildingId', '=', m.mall).where('userId', '=', users[5]).execute();
    await round();
    const failed = (await call<PushDto>(app, `${pushApi.one.path}?id=${created.id}`, cookie)).body.data!;
    expect(failed.state).toBe('failed');
    expect(failed.failure).toMatch(/Nobody/);
    const message = await app.db.selectFrom('message').select(['type', 'link']).where('dedupeKey', '=', `push-failed:${created.id}`).execute();
    expect(message.length).toBeGreaterThan(0);
    expect(message[0]).toEqual({ type: 'push', link: `/push/push-detail/${created.id}` });
  });

  it('the apps’ calls need the app key (10008 without)', async () => {
    const res = await app.inject({ method: 'GET', url: `${pushAppApi.inbox.path}?userId=${users[0]}` });
    expect(res.json<{ code: number }>().code).toBe(10008);
    const subscribed = await appCall<{ accepted: number }>(app, 'POST', pushAppApi.subscribe.path, {
      userId: users[0],
      openid: 'o_x',
      templateIds: ['t1', 't1', 't2'],
    });
    expect(subscribed.data).toEqual({ accepted: 2 });
  });
});
