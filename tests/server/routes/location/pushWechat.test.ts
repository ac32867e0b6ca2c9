// Issue 18 "Pushes" over WeChat: subscription messages through the building's app's authorized mini-program (the
// third-party platform stand-in, in-process), sent once per recipient by two server instances on one database,
// by a new instance after a restart, per-recipient failures with WeChat's errcode, and the outbox without a
// mini-program.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../../server/src/app.js';
import { runPushRound } from '../../../../server/src/services/push/scheduler.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, call, login, post } from '../../helpers.js';
import { appCall, mallOf, seedUsers, type Mall } from './pushFixture.js';
import { wxWorld, type WxWorld } from './wxappWorld.js';
import { pushApi, pushAppApi } from '#contract/endpoints/push.js';

interface PushDto {
  id: number;
  state: string;
  failure: string | null;
  funnel: { targeted: number; reachable: number; sent: number; failed: number; outbox: number; opened: number };
}
interface Sent {
  touser: string;
  templateId: string;
  page: string;
  data: Record<string, string>;
}

const SEND = '/cgi-bin/message/subscribe/send';
let world: WxWorld;
let one: App;
let two: App;
let cookie: string;
let m: Mall;
let appid: string;
let template: string;
let outboxDir: string;
const instances: App[] = [];

/** Another server instance on the same database (as a second process on one PostgreSQL, or a restart). */
async function instance(): Promise<App> {
  const app = await buildApp({
    database: { db: one.db, kind: 'pglite', close: async () => {} },
    distDir: '/nonexistent-dist',
    version: 'test',
    // wxappWorld's SECRET_KEY: the stored tokens are sealed with it.
    qrcode: { secretKey: 'wxapp-code-test-secret' },
    wxOpen: { apiBase: world.standIn.url, mpBase: world.standIn.url },
  });
  await app.ready();
  instances.push(app);
  return app;
}
const round = (app: App) => runPushRound(app.db, { wx: app.wxOpen, outboxDir });
const standIn = async () => (await fetch(`${world.standIn.url}/__standin/subscriptions?appid=${appid}`)).json() as Promise<{ sent: Sent[] }>;
/** The user accepts the template in the mini-program: WeChat (the stand-in) and the server both learn it. */
async function subscribe(userId: string, atWechat = true) {
  // Not at WeChat: the user uses the mini-program (WeChat knows the openid) but has no subscription there.
  const templateIds = atWechat ? [template] : [];
  await fetch(`${world.standIn.url}/__standin/subscriptions`, { method: 'POST', body: JSON.stringify({ appid, openid: `o_${userId}`, templateIds }) });
  const res = await appCall<{ accepted: number }>(one, 'POST', pushAppApi.subscribe.path, { userId, openid: `o_${userId}`, templateIds: [template] });
  expect(res.data.accepted).toBe(1);
}
const detail = async (id: number) => (await call<PushDto>(one, `${pushApi.one.path}?id=${id}`, cookie)).body.data!;
const add = async (over: Record<string, unknown>) => {
  const res = await post<PushDto>(
    one,
    pushApi.add.path,
    {
      buildingId: m.mall,
      title: '会员日',
      content: '今天会员消费双倍积分，另有停车优惠券免费领取',
      page: 'pages/index/index',
      channel: 'wechat',
      templateId: template,
      send: 'now',
      ...over,
    },
    cookie,
  );
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data!;
};

beforeAll(async () => {
  world = await wxWorld();
  one = world.app;
  await one.ready();
  m = await mallOf(one);
  await seedUsers(one, m, 'w');
  ({ appid } = await world.authorize('推送小程序', m.appId));
  cookie = await login(one, DEMO.company);
  two = await instance();
  outboxDir = await mkdtemp(join(tmpdir(), 'push-outbox-'));
  const templates = await call<{ miniProgram: string; templates: Array<{ id: string; keywords: string[] }> }>(
    one,
    `${pushApi.templates.path}?buildingId=${m.mall}`,
    cookie,
  );
  expect(templates.body.data!.miniProgram).toBe('推送小程序');
  expect(templates.body.data!.templates[0].keywords).toEqual(['thing1', 'thing2']);
  template = templates.body.data!.templates[0].id;
}, 60_000);
afterAll(async () => {
  for (const app of instances) await app.close();
  await world.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('issue 18: WeChat subscription messages', () => {
  it('refuses a template that is not the mini-program’s (10005 naming templateId)', async () => {
    const res = await post(
      one,
      pushApi.add.path,
      {
        buildingId: m.mall,
        title: 't',
        content: 'c',
        page: 'pages/index/index',
        audience: { kind: 'all' },
        channel: 'wechat',
        templateId: 'nope',
        send: 'draft',
      },
      cookie,
    );
    expect(res.body.code).toBe(10005);
    expect(res.body.errors!.map((e) => e.field)).toEqual(['templateId']);
  });

  it('two instances running rounds at once send each recipient exactly one message; a refused user is recorded with 43101', async () => {
    await subscribe('w1');
    await subscribe('w2');
    await subscribe('w3', false); // the server heard of it, WeChat did not: WeChat answers 43101
    const preview = await call<{ targeted: number; reachable: number }>(
      one,
      `${pushApi.audience.path}?buildingId=${m.mall}&kind=all&channel=wechat&templateId=${encodeURIComponent(template)}`,
      cookie,
    );
    expect(preview.body.data!.reachable).toBe(3);
    const push = await add({ audience: { kind: 'all' } });
    const before = world.standIn.calls[SEND] ?? 0;
    const claimed = await Promise.all([round(one), round(two), round(one), round(two)]);
    expect(claimed.flat().filter((id) => id === push.id)).toHaveLength(1);
    expect((world.standIn.calls[SEND] ?? 0) - before).toBe(3);
    const sent = (await standIn()).sent;
    expect(sent.filter((s) => s.touser === 'o_w1')).toHaveLength(1);
    expect(sent.filter((s) => s.touser === 'o_w2')).toHaveLength(1);
    // Title to the first keyword, content cut to 20 characters to the second.
    expect(sent[0]).toMatchObject({
      templateId: template,
      page: 'pages/index/index',
      data: { thing1: '会员日', thing2: '今天会员消费双倍积分，另有停车优惠券免费领取'.slice(0, 20) },
    });
    const done = await detail(push.id);
    expect(done.state).toBe('sent');
    expect(done.funnel).toMatchObject({ reachable: 3, sent: 2, failed: 1 });
    expect(done.funnel.targeted).toBeGreaterThanOrEqual(6);
    const recipients = await call<{ records: Array<{ userId: string; state: string; error: string | null }> }>(
      one,
      `${pushApi.recipients.path}?id=${push.id}&page=1&size=20`,
      cookie,
    );
    expect(recipients.body.data!.records.find((r) => r.userId === 'w3')).toMatchObject({ state: 'failed', error: expect.stringMatching(/^43101 /) });
    // The subscriptions are used: nobody is reachable for another push now.
    const after = await call<{ reachable: number }>(
      one,
      `${pushApi.audience.path}?buildingId=${m.mall}&kind=all&channel=wechat&templateId=${encodeURIComponent(template)}`,
      cookie,
    );
    expect(after.body.data!.reachable).toBe(0);
    await Promise.all([round(one), round(two)]);
    expect((world.standIn.calls[SEND] ?? 0) - before).toBe(3);
  });

  it('a push left sending by a dead instance is claimed again past its lease, and only its pending recipients are sent', async () => {
    await subscribe('w4');
    await subscribe('w5');
    const push = await add({ audience: { kind: 'all' }, send: 'at', sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    // What a dying instance leaves behind: w4 sent, w5 pending, the lease run out.
    await one.db
      .updateTable('push')
      .set({ state: 'sending', claimedUntil: new Date(Date.now() - 1000), targeted: 6, reachable: 2 })
      .where('id', '=', push.id)
      .execute();
    await one.db
      .insertInto('pushRecipient')
      .values([
        { pushId: push.id, userId: 'w4', state: 'sent', sentAt: new Date() },
        { pushId: push.id, userId: 'w5' },
      ])
      .execute();
    const before = (await standIn()).sent.length;
    await Promise.all([round(one), round(two)]);
    const sent = (await standIn()).sent.slice(before);
    expect(sent.map((s) => s.touser)).toEqual(['o_w5']);
    expect((await detail(push.id)).state).toBe('sent');
  });

  it('a scheduled push survives a restart: a new instance sends it when its time comes', async () => {
    await subscribe('w6');
    const push = await add({ audience: { kind: 'user', userId: 'w6' }, send: 'at', sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await round(one)).not.toContain(push.id);
    await one.db
      .updateTable('push')
      .set({ sendAt: new Date(Date.now() - 1000) })
      .where('id', '=', push.id)
      .execute();
    const restarted = await instance();
    expect(await round(restarted)).toEqual([push.id]);
    expect((await detail(push.id)).state).toBe('sent');
    expect((await standIn()).sent.filter((s) => s.touser === 'o_w6')).toHaveLength(1);
  });

  it('a push every recipient of which WeChat refuses fails, and the admins get a message', async () => {
    await subscribe('w1', false);
    const push = await add({ audience: { kind: 'user', userId: 'w1' } });
    await round(two);
    const failed = await detail(push.id);
    expect(failed.state).toBe('failed');
    expect(failed.failure).toMatch(/Every recipient failed/);
    const messages = await one.db.selectFrom('message').select(['type', 'titleEn']).where('dedupeKey', '=', `push-failed:${push.id}`).execute();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toEqual({ type: 'push', titleEn: 'Push failed: 会员日' });
  });

  it('without an authorized mini-program, each message is written to the outbox (one JSON line per recipient)', async () => {
    await subscribe('w2', false);
    const push = await add({ audience: { kind: 'user', userId: 'w2' } });
    await one.db.updateTable('wxapp').set({ appId: null }).where('authorizerAppid', '=', appid).execute();
    try {
      const before = world.standIn.calls[SEND] ?? 0;
      await round(one);
      expect(world.standIn.calls[SEND] ?? 0).toBe(before);
      const done = await detail(push.id);
      expect(done.state).toBe('sent');
      expect(done.funnel).toMatchObject({ outbox: 1, sent: 0 });
      const lines = (await readFile(join(outboxDir, `push-${push.id}.jsonl`), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toEqual([expect.objectContaining({ pushId: push.id, userId: 'w2', touser: 'o_w2', templateId: template, title: '会员日' })]);
    } finally {
      await one.db.updateTable('wxapp').set({ appId: m.appId }).where('authorizerAppid', '=', appid).execute();
    }
  });
});
