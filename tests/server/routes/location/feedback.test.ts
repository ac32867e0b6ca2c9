import type { FeedbackAdded, FeedbackMine, FeedbackScreenshot } from '#contract/schemas/feedback.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, login, post } from '../../helpers.js';
import { png } from './platformFileFixtures.js';
import { MALL_KEY, OTHER_KEY, appGet, appPost, feedbackBody, grantFeedback, upload, worldOf } from './feedbackFixtures.js';
import { feedbackApi, feedbackAppApi } from '#contract/endpoints/feedback.js';

/**
 * Issue 18 用户反馈, the apps' side: feedback and screenshots sent with the location app's key, each bad input
 * refused naming its field, the message raised to the admins who hold VIEW_FEEDBACK, the user's own list with replies.
 */

let app: App;
let w: Awaited<ReturnType<typeof worldOf>>;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  w = await worldOf(app);
});
afterAll(async () => app.close());

const ADD = feedbackAppApi.add.path;
const fieldsOf = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((e) => e.field);
const webp = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);
const shot = (data: Buffer, filename = 'shot.png') => ({ name: 'file', filename, contentType: 'image/png', data });

describe('issue 18: POST /api/app/feedback/add with the app key', () => {
  it('issue 18: stores the feedback with a key and refuses a call without one (10008) or with a session only', async () => {
    const res = await appPost<FeedbackAdded>(app, ADD, feedbackBody(w.mall));
    expect(res.body.code).toBe(0);
    expect(res.body.data.state).toBe('open');
    const row = await app.db.selectFrom('feedback').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ buildingId: w.mall, userId: 'u_fb_1', category: 'inaccurateLocation', brand: 'Huawei', state: 'open' });

    expect((await appPost(app, ADD, feedbackBody(w.mall), null)).body.code).toBe(10008);
    expect((await appPost(app, ADD, feedbackBody(w.mall), 'ak_not_a_key')).body.code).toBe(10008);
    const cookie = await login(app, DEMO.company);
    expect((await post(app, ADD, feedbackBody(w.mall), cookie)).body.code).toBe(10008);
  });

  it.each([
    ['an empty text', { text: '' }, 'text'],
    ['a text of spaces only', { text: '   ' }, 'text'],
    ['a text over 500 characters', { text: 'x'.repeat(501) }, 'text'],
    ['a contact over 50 characters', { contact: '1'.repeat(51) }, 'contact'],
    ['an unknown category', { category: 'angry' }, 'category'],
    ['a user id with a phone-like space', { userId: 'has space' }, 'userId'],
    ['an unknown platform', { device: { platform: 'symbian', appVersion: '1', brand: 'b', model: 'm', os: 'o', osVersion: '1' } }, 'device.platform'],
    ['five screenshots', { screenshots: [1, 2, 3, 4, 5] }, 'screenshots'],
    ['a time in the future', { time: new Date(Date.now() + 3_600_000).toISOString() }, 'time'],
  ])('issue 18: refuses %s with 10005 naming the field', async (_, extra, name) => {
    const res = await appPost(app, ADD, feedbackBody(w.mall, extra));
    expect(res.body.code).toBe(10005);
    expect(fieldsOf(res.body).some((f) => f === name || f.startsWith(`${name}`))).toBe(true);
  });

  it('issue 18: a building of another app is 10005 naming buildingId; a level of another building 10005 naming place.levelId', async () => {
    const other = await appPost(app, ADD, feedbackBody(w.tower));
    expect(other.body.code).toBe(10005);
    expect(fieldsOf(other.body)).toEqual(['buildingId']);
    const level = await appPost(app, ADD, feedbackBody(w.mall, { place: { levelId: w.officeLevel, lng: 121.47, lat: 31.23 } }));
    expect(level.body.code).toBe(10005);
    expect(fieldsOf(level.body)).toEqual(['place.levelId']);
    const ok = await appPost(app, ADD, feedbackBody(w.mall, { place: { levelId: w.mallLevel, lng: 121.47, lat: 31.23 } }));
    expect(ok.body.code).toBe(0);
  });
});

describe('issue 18: POST /api/app/feedback/screenshot', () => {
  it('issue 18: takes PNG and WebP by their bytes and answers an id and URL the feedback then carries', async () => {
    const a = await upload<FeedbackScreenshot>(app, shot(png(6)));
    const b = await upload<FeedbackScreenshot>(app, shot(webp(), 'photo.jpg'));
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    expect(a.body.data.url).toMatch(/^\/static\/file\/[0-9a-f]{64}\.png$/);
    expect(b.body.data.url).toMatch(/\.webp$/);
    const sent = await appPost<FeedbackAdded>(app, ADD, feedbackBody(w.mall, { userId: 'u_fb_shots', screenshots: [b.body.data.id, a.body.data.id] }));
    expect(sent.body.code).toBe(0);
    const mine = await appGet<FeedbackMine>(app, `${feedbackAppApi.mine.path}?userId=u_fb_shots`);
    expect(mine.body.data.records[0]!.screenshots.map((s) => s.id)).toEqual([b.body.data.id, a.body.data.id]);
    // Served like every platform file.
    const served = await app.inject({ method: 'GET', url: a.body.data.url });
    expect(served.statusCode).toBe(200);
    // A screenshot goes with one feedback only.
    const again = await appPost(app, ADD, feedbackBody(w.mall, { screenshots: [a.body.data.id] }));
    expect(again.body.code).toBe(10005);
    expect(fieldsOf(again.body)).toEqual(['screenshots']);
  });

  it('issue 18: refuses an HTML page named .png, an SVG and a file over 2 MB with 10005 naming file; no key is 10008', async () => {
    const html = await upload(app, shot(Buffer.from('<html><body>hi</body></html>')));
    expect(html.body.code).toBe(10005);
    expect(fieldsOf(html.body)).toEqual(['file']);
    const svg = await upload(app, shot(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'a.svg'));
    expect(fieldsOf(svg.body)).toEqual(['file']);
    const big = await upload(app, shot(Buffer.concat([png(4), Buffer.alloc(2 * 1024 * 1024 + 10)])));
    expect(big.body.code).toBe(10005);
    expect(fieldsOf(big.body)).toEqual(['file']);
    expect((await upload(app, shot(png(5)), null)).body.code).toBe(10008);
  });

  it('issue 18: a screenshot uploaded by another app is 10005 naming screenshots', async () => {
    const theirs = await upload<FeedbackScreenshot>(app, shot(png(7)), OTHER_KEY);
    expect(theirs.body.code).toBe(0);
    const res = await appPost(app, ADD, feedbackBody(w.mall, { screenshots: [theirs.body.data.id] }), MALL_KEY);
    expect(res.body.code).toBe(10005);
    expect(fieldsOf(res.body)).toEqual(['screenshots']);
  });
});

describe('issue 18: the message of new feedback', () => {
  const messagesOf = (adminId: number) =>
    app.db
      .selectFrom('message')
      .select(['title', 'titleEn', 'content', 'link', 'buildingId'])
      .where('adminId', '=', adminId)
      .where('type', '=', 'feedback')
      .orderBy('id')
      .execute();

  // Issue 31: an unread feedback message of the last minutes takes in further feedback: the admins read theirs first.
  const readAll = () => app.db.updateTable('message').set({ readAt: new Date() }).where('type', '=', 'feedback').execute();

  it('issue 18: reaches the company admin, not a business admin without VIEW_FEEDBACK, then one granted it', async () => {
    const [company, business] = [w.admin(DEMO.company), w.admin(DEMO.business)];
    await readAll();
    const before = { company: (await messagesOf(company)).length, business: (await messagesOf(business)).length };
    const text = '电梯口附近的导航把我带到了停车场入口，然后又绕回来了，希望能尽快修复这个问题，谢谢！再补充一点：在三楼也出现过同样的情况。';
    const res = await appPost<FeedbackAdded>(app, ADD, feedbackBody(w.mall, { category: 'navigationError', text }));
    const mine = await messagesOf(company);
    expect(mine).toHaveLength(before.company + 1);
    const message = mine.at(-1)!;
    expect(message).toMatchObject({
      title: '新的用户反馈：导航错误',
      titleEn: 'New user feedback: Navigation error',
      link: `/feedback/feedback-detail/${res.body.data.id}`,
    });
    expect(message.content).toContain([...text].slice(0, 60).join(''));
    expect(message.content).not.toContain(text);
    expect(await messagesOf(business)).toHaveLength(before.business);
    // The platform admin oversees every company and is not flooded with each mall's feedback.
    expect((await messagesOf(w.admin(DEMO.platform))).length).toBe(0);

    await grantFeedback(app, business, w.mall);
    await readAll();
    await appPost(app, ADD, feedbackBody(w.mall));
    expect(await messagesOf(business)).toHaveLength(before.business + 1);
  });

  it('issue 18: a refused feedback raises no message', async () => {
    const company = w.admin(DEMO.company);
    const before = (await messagesOf(company)).length;
    await appPost(app, ADD, feedbackBody(w.mall, { place: { levelId: w.officeLevel, lng: 121.47, lat: 31.23 } }));
    expect(await messagesOf(company)).toHaveLength(before);
  });
});

describe('issue 18: GET /api/app/feedback/list', () => {
  it('issue 18: answers the user’s own feedback in this app with the admins’ replies, not others’', async () => {
    const sent = await appPost<FeedbackAdded>(app, ADD, feedbackBody(w.mall, { userId: 'u_fb_mine', category: 'crash', text: '打开就闪退' }));
    const cookie = await login(app, DEMO.company);
    expect((await post(app, feedbackApi.reply.path, { id: sent.body.data.id, text: '已修复，请更新到 3.2.1' }, cookie)).body.code).toBe(0);
    const mine = await appGet<FeedbackMine>(app, `${feedbackAppApi.mine.path}?userId=u_fb_mine`);
    expect(mine.body.code).toBe(0);
    expect(mine.body.data.records).toHaveLength(1);
    expect(mine.body.data.records[0]).toMatchObject({ id: sent.body.data.id, state: 'open', text: '打开就闪退' });
    expect(mine.body.data.records[0]!.replies.map((r) => r.text)).toEqual(['已修复，请更新到 3.2.1']);
    // Another app's key does not see this app's users.
    expect((await appGet<FeedbackMine>(app, `${feedbackAppApi.mine.path}?userId=u_fb_mine`, OTHER_KEY)).body.data.records).toEqual([]);
    expect((await appGet(app, `${feedbackAppApi.mine.path}?userId=u_fb_mine`, null)).body.code).toBe(10008);
  });
});
