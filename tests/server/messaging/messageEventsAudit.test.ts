import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyAudit } from '../../../server/src/messaging/eventNotices.js';
import type { WxCodeState, WxDraft, WxTemplateList } from '#contract/schemas/wxappCode.js';
import { recordAuditResult } from '../../../server/src/services/wxapp/audit.js';
import { DEMO, call, login, post } from '../helpers.js';
import { wxWorld, type WxWorld } from '../routes/location/wxappWorld.js';
import { wxappCodeApi } from '#contract/endpoints/wxappCode.js';

/** Issue 18: a mini-program's audit result (pushed by WeChat or found by the poll) tells the platform admins, once. */
let world: WxWorld;
let platform: string;
let templateId: number;
let appId: number;
const admins: Record<string, number> = {};
const act = <T = WxCodeState>(path: string, body: object) => post<T>(world.app, path, body, platform);
const wait = async (until: () => boolean) => {
  for (let i = 0; i < 100 && !until(); i++) await new Promise((r) => setTimeout(r, 20));
};
const audits = (who: string) =>
  world.app.db.selectFrom('message').selectAll().where('adminId', '=', admins[who]!).where('type', '=', 'audit').orderBy('id').execute();

/** A mini-program with its code committed and submitted for audit. */
async function submitted(nickName: string) {
  const mp = await world.authorize(nickName, appId);
  expect((await act(wxappCodeApi.commit.path, { id: mp.id, templateId, userVersion: '1.0.0' })).body.code).toBe(0);
  const state = (await act(wxappCodeApi.submit.path, { id: mp.id })).body.data!;
  expect(state.auditStatus).toBe('auditing');
  return { ...mp, auditId: state.auditId! };
}

beforeAll(async () => {
  world = await wxWorld();
  platform = await login(world.app, DEMO.platform);
  for (const [key, email] of Object.entries(DEMO))
    admins[key] = (await world.app.db.selectFrom('admin').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  world.standIn.addDraft(undefined, { userVersion: '1.0.0', userDesc: 'issue 18' });
  const drafts = (await call<WxDraft[]>(world.app, `${wxappCodeApi.drafts.path}?openPlatformId=${world.platformId}`, platform)).body.data!;
  await act(wxappCodeApi.addTemplate.path, { openPlatformId: world.platformId, draftId: drafts[0]!.draftId });
  templateId = (await call<WxTemplateList>(world.app, `${wxappCodeApi.templates.path}?openPlatformId=${world.platformId}`, platform)).body.data!.records[0]!
    .templateId;
  appId = Number((await world.app.db.selectFrom('app').select('id').where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow()).id);
});
afterAll(() => world.close());

describe('issue 18: mini-program audit results in the message centre', () => {
  it('issue 18: a pushed delay, then a pushed pass, each raise one message to the platform admins; a repeated push raises nothing', async () => {
    const mp = await submitted('消息导航');
    const before = (await audits('platform')).length;
    const company = (await audits('company')).length;
    await world.standIn.resolveAudit(mp.appid, 'delayed', '节假日顺延');
    await wait(() => world.applied.some((a) => a.appid === mp.appid));
    await world.standIn.resolveAudit(mp.appid, 'passed');
    await wait(() => world.applied.filter((a) => a.appid === mp.appid).length === 2);
    const list = (await audits('platform')).slice(before);
    expect(list.map((m) => m.title)).toEqual(['消息导航 审核延后', '消息导航 审核通过']);
    expect(list[0]!.content).toContain('节假日顺延');
    expect(list[1]).toMatchObject({ link: `/wxapp/code/${mp.id}`, dedupeKey: `audit:${mp.id}:${mp.auditId}:success`, titleEn: '消息导航 passed the audit' });
    // The same push again changes nothing; the same result raised again is deduplicated.
    expect(await recordAuditResult(world.app.db, { authorizerAppid: mp.appid, event: 'weapp_audit_success', at: new Date() })).toBe(false);
    expect(await notifyAudit(world.app.db, { wxappId: mp.id, name: '消息导航', auditId: mp.auditId, result: 'success' })).toBe(0);
    expect(await audits('platform')).toHaveLength(before + 2);
    expect(await audits('company')).toHaveLength(company);
  });

  it('issue 18: a rejection found by the poll (the push was lost) raises “审核未通过：<reason>”', async () => {
    const mp = await submitted('轮询导航');
    const before = (await audits('platform')).length;
    world.muted.add(mp.appid);
    await world.standIn.resolveAudit(mp.appid, 'rejected', '类目不符');
    expect(await audits('platform')).toHaveLength(before);
    expect((await act(wxappCodeApi.status.path, { id: mp.id })).body.data!.auditStatus).toBe('rejected');
    const list = (await audits('platform')).slice(before);
    expect(list.map((m) => [m.title, m.titleEn])).toEqual([['轮询导航 审核未通过：类目不符', '轮询导航 failed the audit: 类目不符']]);
    expect(list[0]!.link).toBe(`/wxapp/code/${mp.id}`);
  });

  it('issue 18: withdrawing an audit (the admin’s own act) raises nothing', async () => {
    const mp = await submitted('撤回导航');
    const before = (await audits('platform')).length;
    expect((await act(wxappCodeApi.withdraw.path, { id: mp.id })).body.data!.auditStatus).toBe('withdrawn');
    expect(await audits('platform')).toHaveLength(before);
  });
});
