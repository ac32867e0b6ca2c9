import { sql } from 'kysely';
import { FEEDBACK_LIST_LINK } from '#contract/endpoints/feedback.js';
import type { FeedbackAdded, FeedbackScreenshot } from '#contract/schemas/feedback.js';
import { deleteUnattachedScreenshots } from '../../../../server/src/services/feedback/screenshotSweep.js';
import type { App } from '../../../../server/src/types.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { DEMO, buildTestApp, multipartBody } from '../../helpers.js';
import { MALL_KEY, OTHER_KEY, appPost, feedbackBody, upload, worldOf } from '../../routes/location/feedbackFixtures.js';
import { noisyPng, png } from '../../routes/location/platformFileFixtures.js';
import { feedbackAppApi } from '#contract/endpoints/feedback.js';

/**
 * Issue 31 §4: what one app's public key may make the server keep or raise: screenshots per app and day, screenshots
 * no feedback names (deleted after a while), and a burst of feedback (one message per admin, not one per feedback).
 */

const ADD = feedbackAppApi.add.path;
const HOUR = 3_600_000;
const shot = (data: Buffer) => ({ name: 'file', filename: 'shot.png', contentType: 'image/png', data });

let app: App;
let w: Awaited<ReturnType<typeof worldOf>>;
beforeAll(async () => {
  app = await buildTestApp({ usage: { screenshotMbPerDay: 1, unattachedHours: 24 } });
  await app.ready();
  w = await worldOf(app);
});
afterAll(async () => app.close());

describe('issue 31 §4: screenshots per app and day', () => {
  it('issue 31 §4: past the app’s daily megabytes an upload is 10007 naming the limit with Retry-After; a smaller one that fits and another app still pass', async () => {
    const big = await upload<FeedbackScreenshot>(app, shot(noisyPng(400)));
    expect(big.body.code).toBe(0);
    const res = await app.inject({ method: 'GET', url: big.body.data.url });
    expect(res.rawPayload.length).toBeGreaterThan(600 * 1024);

    const { payload, contentType } = multipartBody([shot(noisyPng(401))]);
    const over = await app.inject({
      method: 'POST',
      url: feedbackAppApi.screenshot.path,
      payload,
      headers: { 'content-type': contentType, [APP_KEY_HEADER]: MALL_KEY, 'accept-language': 'en' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 10007 });
    expect(over.json<{ error: string }>().error).toContain('1 MB');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    // Nothing of the refused upload was kept, and it took nothing of the allowance.
    expect(await app.db.selectFrom('platformFile').select('id').where('size', '=', noisyPng(401).length).execute()).toEqual([]);
    expect((await upload(app, shot(png(12)))).body.code).toBe(0);
    expect((await upload(app, shot(noisyPng(402)), OTHER_KEY)).body.code).toBe(0);
  });
});

describe('issue 31 §4: screenshots no feedback names', () => {
  const age = (id: number, hours: number) => sql`UPDATE platform_file SET created_at = ${new Date(Date.now() - hours * HOUR)} WHERE id = ${id}`.execute(app.db);
  const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it('issue 31 §4: one unattached past its time is deleted, record and stored bytes; an attached one and a recent one stay', async () => {
    const [loose, sent, recent] = await Promise.all(
      [png(21), png(22), png(23)].map(async (data) => (await upload<FeedbackScreenshot>(app, shot(data))).body.data),
    );
    expect((await appPost(app, ADD, feedbackBody(w.mall, { screenshots: [sent!.id] }))).body.code).toBe(0);
    await age(loose!.id, 25);
    await age(sent!.id, 25);
    await age(recent!.id, 23);
    const sha = (url: string) => url.split('/').pop()!.split('.')[0]!;
    expect(await app.db.selectFrom('fileObject').select('sha256').where('sha256', '=', sha(loose!.url)).execute()).toHaveLength(1);

    expect(await deleteUnattachedScreenshots(app.db, app.fileStore, 24)).toBe(1);

    expect(await app.db.selectFrom('platformFile').select('id').where('id', '=', loose!.id).execute()).toEqual([]);
    expect(await app.db.selectFrom('feedbackScreenshot').select('fileId').where('fileId', '=', loose!.id).execute()).toEqual([]);
    expect(await app.db.selectFrom('fileObject').select('sha256').where('sha256', '=', sha(loose!.url)).execute()).toEqual([]);
    expect(await served(loose!.url)).toBe(404);
    expect(await served(sent!.url)).toBe(200);
    expect(await served(recent!.url)).toBe(200);
    // A sent screenshot can no longer name the deleted one.
    expect((await appPost(app, ADD, feedbackBody(w.mall, { screenshots: [loose!.id] }))).body.code).toBe(10005);
  });

  it('issue 31 §4: bytes another record still names stay stored when an unattached copy is deleted', async () => {
    const data = png(31);
    const a = (await upload<FeedbackScreenshot>(app, shot(data))).body.data;
    const b = (await upload<FeedbackScreenshot>(app, shot(data))).body.data;
    expect((await appPost(app, ADD, feedbackBody(w.mall, { screenshots: [b.id] }))).body.code).toBe(0);
    await age(a.id, 48);
    expect(await deleteUnattachedScreenshots(app.db, app.fileStore, 24)).toBe(1);
    expect(await served(b.url)).toBe(200);
  });
});

describe('issue 31 §4: a burst of feedback raises one message', () => {
  const unread = (adminId: number) =>
    app.db
      .selectFrom('message')
      .select(['id', 'title', 'titleEn', 'content', 'contentEn', 'link'])
      .where('adminId', '=', adminId)
      .where('type', '=', 'feedback')
      .where('readAt', 'is', null)
      .orderBy('id')
      .execute();
  const readAll = () => app.db.updateTable('message').set({ readAt: new Date() }).where('type', '=', 'feedback').execute();
  const send = (i: number) => appPost<FeedbackAdded>(app, ADD, feedbackBody(w.mall, { userId: `u_burst_${i}`, text: `第 ${i} 条反馈` }));

  it('issue 31 §4: 40 feedback/add give the admin one message whose text says 40, linking to the list', async () => {
    await readAll();
    const company = w.admin(DEMO.company);
    for (let batch = 0; batch < 4; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(batch * 10 + i)));
      expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
    }
    const messages = await unread(company);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: '40 条新的用户反馈', titleEn: '40 new user feedback reports', link: FEEDBACK_LIST_LINK });
    expect(messages[0]!.content).toContain('收到 40 条新的用户反馈');
    expect(messages[0]!.contentEn).toContain('40 new user feedback reports');
  });

  it('issue 31 §4: the next feedback joins an unread message; once read, or past the burst window, it raises its own', async () => {
    const company = w.admin(DEMO.company);
    const links = async () => (await unread(company)).map((m) => m.link);
    await readAll();
    const first = await send(100);
    expect(await links()).toEqual([`/feedback/feedback-detail/${first.body.data.id}`]);
    await send(101);
    expect((await unread(company)).map((m) => [m.titleEn, m.link])).toEqual([['2 new user feedback reports', FEEDBACK_LIST_LINK]]);
    await sql`UPDATE message SET created_at = ${new Date(Date.now() - 31 * 60_000)} WHERE admin_id = ${company} AND type = 'feedback'`.execute(app.db);
    const late = await send(102);
    expect(await links()).toEqual([FEEDBACK_LIST_LINK, `/feedback/feedback-detail/${late.body.data.id}`]);
    await readAll();
    const afterRead = await send(103);
    expect(await links()).toEqual([`/feedback/feedback-detail/${afterRead.body.data.id}`]);
  });
});
