import { http, ok } from '../helpers';
import { server } from '../msw';
import { messageApi } from '#contract/endpoints/message';

interface FakeMessage {
  id: number;
  type: string;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

/** An in-memory message store behind the spec §7 message calls, for the message-centre tests. */
export const fakeMessageServer = (initial: FakeMessage[]) => {
  let messages = initial.map((m) => ({ ...m }));
  const calls = { unreadPolls: 0, pages: [] as URLSearchParams[] };
  const unread = () => messages.filter((m) => !m.read).length;
  const idsOf = async (request: Request) => ((await request.json()) as { ids: number[] }).ids;
  server.use(
    http.get(messageApi.types.path, () =>
      ok([
        { value: 'SYSTEM', name: '系统消息', nameEn: 'System' },
        { value: 'SECURITY', name: '安全提醒', nameEn: 'Security' },
      ]),
    ),
    http.get(messageApi.userPage.path, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.pages.push(params);
      if (params.get('size') === '1') calls.unreadPolls += 1;
      const read = params.get('read');
      const type = params.get('type');
      const matching = messages.filter((m) => (read === null || String(m.read) === read) && (!type || m.type === type));
      const size = Number(params.get('size') ?? 10);
      const page = Number(params.get('page') ?? 1);
      return ok({ records: matching.slice((page - 1) * size, page * size), total: matching.length, unread: unread() });
    }),
    http.post(messageApi.markRead.path, async ({ request }) => {
      const ids = await idsOf(request);
      messages = messages.map((m) => (ids.includes(m.id) ? { ...m, read: true } : m));
      return ok(null);
    }),
    http.post(messageApi.markAllRead.path, () => {
      messages = messages.map((m) => ({ ...m, read: true }));
      return ok(null);
    }),
    http.post(messageApi.markDelete.path, async ({ request }) => {
      const ids = await idsOf(request);
      messages = messages.filter((m) => !ids.includes(m.id));
      return ok(null);
    }),
  );
  return { calls, unread, count: () => messages.length };
};

export const sampleMessages: FakeMessage[] = [
  { id: 1, type: 'SYSTEM', title: '欢迎使用室内定位管理平台', content: '这是您的第一条消息。', read: false, createdAt: '2026-11-20T08:00:00Z' },
  { id: 2, type: 'SECURITY', title: '密码已修改', content: '您的密码已于今天修改。', read: false, createdAt: '2026-11-21T08:00:00Z' },
  { id: 3, type: 'SYSTEM', title: '维护通知', content: '周六凌晨维护。', read: true, createdAt: '2026-11-19T08:00:00Z' },
];
