import type { WxCodeState, WxCodeStepPage, WxDraft, WxQuota, WxTemplateList } from '#contract/schemas/wxappCode.js';
import { recordAuditResult } from '../../../../server/src/services/wxapp/audit.js';
import { DEMO, call, login, post } from '../../helpers.js';
import { PUBLIC_URL, wxWorld, type WxWorld } from './wxappWorld.js';
import { wxappCodeApi } from '#contract/endpoints/wxappCode.js';

/** Issue 17 代码模板 and 代码管理: the template library and one mini-program's code lifecycle, against the real stand-in. */

let world: WxWorld;
let platform: string;
let demoApp: { id: number; appCode: string };
const zh = { 'accept-language': 'zh-CN' };
const get = <T>(path: string, cookie = platform) => call<T>(world.app, path, cookie);
const act = <T = WxCodeState>(path: string, body: object, headers: Record<string, string> = {}) => post<T>(world.app, path, body, platform, headers);
const wait = async (until: () => boolean) => {
  for (let i = 0; i < 100 && !until(); i++) await new Promise((r) => setTimeout(r, 20));
};

beforeAll(async () => {
  world = await wxWorld({ templateLimit: 2 });
  platform = await login(world.app, DEMO.platform);
  const row = await world.app.db.selectFrom('app').select(['id', 'appCode']).where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow();
  demoApp = { id: Number(row.id), appCode: row.appCode };
});
afterAll(() => world.close());

describe('issue 17 代码模板: drafts and the template library', () => {
  it('lists the draft box, adds drafts to the library up to its limit (85065 clearly, nothing changed), and deletes', async () => {
    const p = world.platformId;
    world.standIn.addDraft(undefined, { userVersion: '1.0.0', userDesc: 'first' });
    world.standIn.addDraft(undefined, { userVersion: '1.1.0', userDesc: 'second' });
    world.standIn.addDraft(undefined, { userVersion: '1.2.0', userDesc: 'third' });
    const drafts = (await get<WxDraft[]>(`${wxappCodeApi.drafts.path}?openPlatformId=${p}`)).body.data!;
    expect(drafts.map((d) => d.userVersion)).toEqual(expect.arrayContaining(['1.0.0', '1.1.0', '1.2.0']));
    expect(drafts[0]!.createTime).toMatch(/^\d{4}-/);

    for (const d of drafts.slice(0, 2))
      expect((await act<WxTemplateList>(wxappCodeApi.addTemplate.path, { openPlatformId: p, draftId: d.draftId })).body.code).toBe(0);
    const full = await act(wxappCodeApi.addTemplate.path, { openPlatformId: p, draftId: drafts[2]!.draftId }, zh);
    expect(full.body).toMatchObject({ code: 10006 });
    expect(full.body.error).toContain('模板库已满');
    const library = (await get<WxTemplateList>(`${wxappCodeApi.templates.path}?openPlatformId=${p}`)).body.data!;
    expect(library).toMatchObject({ total: 2, limit: 200 });

    const removed = (await act<WxTemplateList>(wxappCodeApi.deleteTemplate.path, { openPlatformId: p, templateId: library.records[0]!.templateId })).body.data!;
    expect(removed.total).toBe(1);
    expect((await act(wxappCodeApi.addTemplate.path, { openPlatformId: p, draftId: drafts[2]!.draftId })).body.code).toBe(0);
    expect((await get(`${wxappCodeApi.templates.path}?openPlatformId=999999`)).body.code).toBe(10004);
    const gone = await act(wxappCodeApi.deleteTemplate.path, { openPlatformId: p, templateId: 999999 }, zh);
    expect(gone.body).toMatchObject({ code: 10006 });
    expect(gone.body.error).toContain('没有该草稿或模板');
    expect((await get<Array<{ id: number }>>(wxappCodeApi.platforms.path)).body.data!.map((x) => x.id)).toContain(p);
  });
});

describe('issue 17 代码管理: commit, trial code, audit, release and revert of one mini-program', () => {
  it('refuses a commit without a linked app (10006) or with a template of no library (10005 naming templateId)', async () => {
    const lonely = await world.authorize('无应用小程序', null);
    const { records } = (await get<WxTemplateList>(`${wxappCodeApi.templates.path}?openPlatformId=${world.platformId}`)).body.data!;
    expect((await act(wxappCodeApi.commit.path, { id: lonely.id, templateId: records[0]!.templateId, userVersion: '1.0.0' })).body.code).toBe(10006);
    const linked = await world.authorize('测试导航', demoApp.id);
    const unknown = await act(wxappCodeApi.commit.path, { id: linked.id, templateId: 987654, userVersion: '1.0.0' });
    expect(unknown.body.code).toBe(10005);
    expect(unknown.body.errors?.[0]?.field).toBe('templateId');
    const blank = await act(wxappCodeApi.commit.path, { id: linked.id, templateId: records[0]!.templateId, userVersion: '  ' });
    expect(blank.body.errors?.[0]?.field).toBe('userVersion');
    expect((await get<WxCodeState>(`${wxappCodeApi.state.path}?id=${linked.id}`)).body.data).toMatchObject({ commitVersion: null, auditStatus: 'none' });
    expect((await get(`${wxappCodeApi.state.path}?id=999999`)).body.code).toBe(10004);
  });

  it('goes through the whole lifecycle; release before the audit passed is refused by the server itself (10006, no WeChat call)', async () => {
    const { id, appid } = await world.authorize('万象城导航', demoApp.id);
    const { records } = (await get<WxTemplateList>(`${wxappCodeApi.templates.path}?openPlatformId=${world.platformId}`)).body.data!;
    const templateId = records[0]!.templateId;

    const committed = await act(wxappCodeApi.commit.path, { id, templateId, userVersion: '2.0.0', userDesc: '新版本' });
    expect(committed.body.code).toBe(0);
    const state = committed.body.data!;
    expect(state).toMatchObject({ commitTemplateId: templateId, commitVersion: '2.0.0', commitDesc: '新版本', auditStatus: 'none' });
    expect(JSON.parse(state.extJson!)).toEqual({ extEnable: true, extAppid: appid, ext: { appCode: demoApp.appCode, apiBase: PUBLIC_URL } });

    const qr = (await act<{ image: string }>(wxappCodeApi.qrcode.path, { id })).body.data!;
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    const quota = (await get<WxQuota>(`${wxappCodeApi.quota.path}?id=${id}`)).body.data!;
    expect(quota.limit).toBeGreaterThan(0);
    expect((await get<WxCodeState>(`${wxappCodeApi.state.path}?id=${id}&quota=true`)).body.data!.quota).toMatchObject({ rest: quota.rest });

    const releases = world.standIn.calls['/wxa/release'] ?? 0;
    const early = await act(wxappCodeApi.release.path, { id }, zh);
    expect(early.body.code).toBe(10006);
    expect(early.body.error).toContain('审核通过');

    const submitted = (await act(wxappCodeApi.submit.path, { id })).body.data!;
    expect(submitted).toMatchObject({ auditStatus: 'auditing', auditVersion: '2.0.0' });
    expect((await act(wxappCodeApi.release.path, { id })).body.code).toBe(10006);
    expect(world.standIn.state(appid).online).toBeUndefined();
    expect(world.standIn.calls['/wxa/release'] ?? 0).toBe(releases);

    // Polling while WeChat still audits changes nothing.
    expect((await act(wxappCodeApi.status.path, { id })).body.data!.auditStatus).toBe('auditing');

    // WeChat pushes the result: applied once; the same push again changes nothing more.
    await world.standIn.resolveAudit(appid, 'passed');
    await wait(() => world.applied.some((a) => a.appid === appid));
    expect(world.applied.filter((a) => a.appid === appid)).toEqual([{ appid, event: 'weapp_audit_success', changed: true }]);
    expect(await recordAuditResult(world.app.db, { authorizerAppid: appid, event: 'weapp_audit_success', at: new Date() })).toBe(false);
    expect((await get<WxCodeState>(`${wxappCodeApi.state.path}?id=${id}`)).body.data!.auditStatus).toBe('passed');

    const released = (await act(wxappCodeApi.release.path, { id })).body.data!;
    expect(released).toMatchObject({ releasedVersion: '2.0.0', previousReleasedVersion: null });
    expect((await act(wxappCodeApi.release.path, { id })).body.code).toBe(10006);

    const revert = await act(wxappCodeApi.revert.path, { id }, zh);
    expect(revert.body.code).toBe(10006);
    expect(revert.body.error).toContain('87012');
    expect((await get<WxCodeState>(`${wxappCodeApi.state.path}?id=${id}`)).body.data!.releasedVersion).toBe('2.0.0');

    const history = (await get<WxCodeStepPage>(`${wxappCodeApi.history.path}?id=${id}&page=1&size=20`)).body.data!;
    expect(history.records.map((s) => s.action)).toEqual(['release', 'passed', 'submit', 'commit']);
    expect(history.records.find((s) => s.action === 'passed')!.adminName).toBeNull();
    expect(history.records.find((s) => s.action === 'commit')!.adminName).toBeTruthy();
  });

  it('withdraws an audit, shows a pushed rejection with its reason, and refuses to withdraw when nothing is audited', async () => {
    const { id, appid } = await world.authorize('大悦城导航', demoApp.id);
    const { records } = (await get<WxTemplateList>(`${wxappCodeApi.templates.path}?openPlatformId=${world.platformId}`)).body.data!;
    await act(wxappCodeApi.commit.path, { id, templateId: records[0]!.templateId, userVersion: '3.0.0' });
    await act(wxappCodeApi.submit.path, { id });
    expect((await act(wxappCodeApi.withdraw.path, { id })).body.data!.auditStatus).toBe('withdrawn');
    expect((await act(wxappCodeApi.withdraw.path, { id })).body.code).toBe(10006);

    await act(wxappCodeApi.submit.path, { id });
    await world.standIn.resolveAudit(appid, 'rejected', '页面内容不完整');
    await wait(() => world.applied.some((a) => a.appid === appid));
    const state = (await get<WxCodeState>(`${wxappCodeApi.state.path}?id=${id}`)).body.data!;
    expect(state).toMatchObject({ auditStatus: 'rejected', auditReason: '页面内容不完整' });
  });
});

describe('issue 17 代码管理: WeChat’s code check (61039)', () => {
  it('answers 61039 as a clear message while WeChat checks the committed code, and changes nothing', async () => {
    const slow = await wxWorld({ codeCheckMs: 60_000 });
    try {
      const cookie = await login(slow.app, DEMO.platform);
      slow.standIn.addDraft(undefined, { userVersion: '1.0.0', userDesc: 'd' });
      const drafts = (await call<WxDraft[]>(slow.app, `${wxappCodeApi.drafts.path}?openPlatformId=${slow.platformId}`, cookie)).body.data!;
      await post(slow.app, wxappCodeApi.addTemplate.path, { openPlatformId: slow.platformId, draftId: drafts[0]!.draftId }, cookie);
      const templates = (await call<WxTemplateList>(slow.app, `${wxappCodeApi.templates.path}?openPlatformId=${slow.platformId}`, cookie)).body.data!;
      const app = await slow.app.db.selectFrom('app').select('id').where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow();
      const { id } = await slow.authorize('银泰导航', Number(app.id));
      await post(slow.app, wxappCodeApi.commit.path, { id, templateId: templates.records[0]!.templateId, userVersion: '1.0.0' }, cookie);
      const refused = await post<WxCodeState>(slow.app, wxappCodeApi.submit.path, { id }, cookie, zh);
      expect(refused.body.code).toBe(10006);
      expect(refused.body.error).toContain('代码检测');
      expect((await call<WxCodeState>(slow.app, `${wxappCodeApi.state.path}?id=${id}`, cookie)).body.data!.auditStatus).toBe('none');
    } finally {
      await slow.close();
    }
  });
});
