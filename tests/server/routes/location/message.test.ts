import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, call, createAdmin, login, post } from '../../helpers.js';
import { messageApi } from '#contract/endpoints/message.js';

let app: App;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) {
    ids[key] = (await app.db.selectFrom('admin').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
});
afterAll(() => app.close());

type Message = { id: number; type: string; title: string; content: string; read: boolean; createdAt: string };
type MessagePage<T = Message> = { records: T[]; total: number; unread: number };
const ZH = { 'accept-language': 'zh-CN' };

const inbox = async (who: string, query = '', headers: Record<string, string> = {}) =>
  (await call<MessagePage>(app, `${messageApi.userPage.path}?page=1&size=50${query}`, cookies[who], headers)).body.data!;

describe('spec §7 message calls need a session', () => {
  it.each([
    ['GET', messageApi.userPage.path],
    ['GET', messageApi.page.path],
    ['GET', messageApi.types.path],
    ['POST', messageApi.markRead.path],
    ['POST', messageApi.markAllRead.path],
    ['POST', messageApi.markDelete.path],
  ] as const)('%s %s without a session is 10002', async (method, url) => {
    const res = await app.inject({ method, url, headers: CONSOLE_HEADERS, ...(method === 'POST' ? { payload: { ids: [1] } } : {}) });
    expect(res.json()).toMatchObject({ code: 10002, error: 'Not Login' });
  });
});

describe('spec §7 GET /api/location/message/user-messages/page', () => {
  it('seed: every demo admin starts with unread messages, plus the welcome of the first sign-in, newest first', async () => {
    for (const who of Object.keys(DEMO)) {
      const page = await inbox(who, '', ZH);
      expect(page.total).toBe(4);
      expect(page.unread).toBe(4);
      expect(page.records[0]).toMatchObject({ type: 'system', title: '欢迎使用室内定位管理平台', read: false });
      expect(page.records.map((m) => m.type).sort()).toEqual(['notice', 'notice', 'system', 'system']);
      const times = page.records.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Object.keys(page.records[0]).sort()).toEqual(['content', 'createdAt', 'id', 'link', 'read', 'title', 'type']);
    }
  });

  it('texts come in the caller’s language', async () => {
    const en = await inbox('company');
    expect(en.records[0].title).toBe('Welcome to the indoor positioning platform');
    expect(en.records.map((m) => m.title)).toContain('Scheduled maintenance');
    const zh = await inbox('company', '', ZH);
    expect(zh.records.map((m) => m.title)).toContain('系统维护通知');
  });

  it('filters by type and read state; unread stays the caller’s total whatever the filters; pages', async () => {
    const notices = await inbox('other', '&type=notice');
    expect(notices.total).toBe(2);
    expect(notices.records.every((m) => m.type === 'notice')).toBe(true);
    expect(notices.unread).toBe(4);
    expect((await inbox('other', '&read=true')).total).toBe(0);
    expect((await inbox('other', '&read=false')).total).toBe(4);
    const paged = await call<MessagePage>(app, `${messageApi.userPage.path}?page=2&size=3`, cookies.other);
    expect(paged.body.data).toMatchObject({ total: 4, unread: 4 });
    expect(paged.body.data!.records).toHaveLength(1);
    expect((await call(app, `${messageApi.userPage.path}?type=spam`, cookies.other)).body.code).toBe(10005);
  });

  it('the welcome message is created once, on the first sign-in ever (not on later ones)', async () => {
    const id = await createAdmin(app, 'newcomer@demo.local');
    const welcomes = () => app.db.selectFrom('message').select('id').where('adminId', '=', id).where('title', '=', '欢迎使用室内定位管理平台').execute();
    expect(await welcomes()).toHaveLength(0);
    await login(app, 'newcomer@demo.local');
    await login(app, 'newcomer@demo.local');
    expect(await welcomes()).toHaveLength(1);
    const last = await app.db.selectFrom('admin').select('lastLoginAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(last.lastLoginAt).toBeInstanceOf(Date);
  });
});

describe('spec §7 GET /api/location/message/message-type', () => {
  it('lists the types with Chinese and English names', async () => {
    const res = await call<Array<{ value: string; name: string; nameEn: string }>>(app, messageApi.types.path, cookies.business);
    // Issue 18: the types raised by what happens (feedback, beacons, publishes, pushes, imports, audits) follow the spec's three.
    expect(res.body.data!.map((t) => t.value)).toEqual(['system', 'security', 'notice', 'feedback', 'beacon', 'publish', 'push', 'import', 'audit']);
    expect(res.body.data![0]).toEqual({ value: 'system', name: '系统消息', nameEn: 'System' });
  });
});

describe('spec §7 GET /api/location/message/page', () => {
  type AdminMessage = Message & { adminId: number; adminEmail: string };
  const page = async (who: string, query = '') => (await call<MessagePage<AdminMessage>>(app, `${messageApi.page.path}?size=200${query}`, cookies[who])).body;

  it('a platform admin sees every admin’s messages with the recipient, and may filter by adminId', async () => {
    const all = (await page('platform')).data!;
    const emails = new Set(all.records.map((m) => m.adminEmail));
    for (const email of Object.values(DEMO)) expect(emails.has(email)).toBe(true);
    const one = (await page('platform', `&adminId=${ids.other}`)).data!;
    expect(one.records.length).toBeGreaterThan(0);
    expect(one.records.every((m) => m.adminId === ids.other && m.adminEmail === DEMO.other)).toBe(true);
    expect(all.unread).toBe((await inbox('platform')).unread);
  });

  it('any other admin sees only their own; another adminId gives an empty page', async () => {
    const own = (await page('company')).data!;
    expect(own.records.length).toBeGreaterThan(0);
    expect(own.records.every((m) => m.adminEmail === DEMO.company)).toBe(true);
    expect((await page('company', `&adminId=${ids.business}`)).data).toMatchObject({ records: [], total: 0 });
    expect((await page('business', `&adminId=${ids.business}`)).data!.total).toBe(own.total);
  });
});

describe('spec §7 mark-read, mark-all-read, mark-delete', () => {
  const unread = async (who: string) => (await inbox(who)).unread;

  it('mark-read lowers the unread count by the messages marked and answers the new count', async () => {
    const before = await inbox('business');
    const [first, second] = before.records;
    const res = await post<{ unread: number }>(app, messageApi.markRead.path, { ids: [first.id, second.id, first.id] }, cookies.business);
    expect(res.body).toEqual({ success: true, code: 0, data: { unread: before.unread - 2 } });
    const after = await inbox('business');
    expect(after.unread).toBe(before.unread - 2);
    expect(
      after.records
        .filter((m) => m.read)
        .map((m) => m.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    // Marking read again changes nothing.
    expect((await post(app, messageApi.markRead.path, { ids: [first.id] }, cookies.business)).body.data).toEqual({ unread: before.unread - 2 });
  });

  it('another admin’s id is 10004 and nothing changes, not even the caller’s own ids in the same call', async () => {
    const mine = (await inbox('company')).records.find((m) => !m.read)!;
    const theirs = (await inbox('other')).records[0];
    const before = { company: await unread('company'), other: await unread('other') };
    for (const url of [messageApi.markRead.path, messageApi.markDelete.path]) {
      const res = await post(app, url, { ids: [mine.id, theirs.id] }, cookies.company);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 10004 });
    }
    expect({ company: await unread('company'), other: await unread('other') }).toEqual(before);
    expect((await inbox('company')).total).toBe(4);
    // Platform admins see every message but may change only their own.
    expect((await post(app, messageApi.markRead.path, { ids: [theirs.id] }, cookies.platform)).body.code).toBe(10004);
    expect((await post(app, messageApi.markRead.path, { ids: [999999] }, cookies.company)).body.code).toBe(10004);
  });

  it('ids must be a non-empty list of integers (10005)', async () => {
    for (const payload of [{ ids: [] }, {}, { ids: ['x'] }]) {
      expect((await post(app, messageApi.markRead.path, payload, cookies.company)).body.code).toBe(10005);
    }
  });

  it('mark-delete hides messages from every list and the unread count; a deleted id is then 10004', async () => {
    const before = await inbox('other');
    const target = before.records.find((m) => !m.read)!;
    const res = await post<{ unread: number }>(app, messageApi.markDelete.path, { ids: [target.id] }, cookies.other);
    expect(res.body.data).toEqual({ unread: before.unread - 1 });
    const after = await inbox('other');
    expect(after.total).toBe(before.total - 1);
    expect(after.records.map((m) => m.id)).not.toContain(target.id);
    const platformView = await call<MessagePage>(app, `${messageApi.page.path}?adminId=${ids.other}`, cookies.platform);
    expect(platformView.body.data!.records.map((m) => m.id)).not.toContain(target.id);
    expect((await post(app, messageApi.markRead.path, { ids: [target.id] }, cookies.other)).body.code).toBe(10004);
    expect((await post(app, messageApi.markDelete.path, { ids: [target.id] }, cookies.other)).body.code).toBe(10004);
  });

  it('mark-all-read clears only the caller’s unread count', async () => {
    const otherBefore = await unread('business');
    const res = await post<{ unread: number }>(app, messageApi.markAllRead.path, {}, cookies.platform);
    expect(res.body).toEqual({ success: true, code: 0, data: { unread: 0 } });
    expect(await unread('platform')).toBe(0);
    expect((await inbox('platform', '&read=true')).total).toBe((await inbox('platform')).total);
    expect(await unread('business')).toBe(otherBefore);
  });
});
