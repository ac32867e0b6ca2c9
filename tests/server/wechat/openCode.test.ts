// Issue 17: code management of an authorized mini-program against the stand-in — commit, trial QR code, audit
// (with its pushed results), release and revert, quota, domains and testers, with WeChat's error codes.
import { authorize, errcode, KEYS, SECRET, setup } from './support.js';

type Setup = Awaited<ReturnType<typeof setup>>;
let s: Setup;
// Each test's setup closes once (close is idempotent).
afterEach(async () => s?.close());

let clock = Date.parse('2026-11-20T08:00:00Z');

async function authorized(options: Parameters<typeof setup>[0] = {}) {
  s = await setup({ now: () => clock, ...options });
  const appid = s.standIn.addMiniProgram({ appid: 'wxminiprogram001', nickName: '万象城导航' });
  const ticket = s.standIn.latestTicket(KEYS.appid) ?? '';
  const { token } = await s.client.componentToken({ componentAppid: KEYS.appid, componentSecret: SECRET }, ticket);
  const redirect = await authorize(s, token, appid);
  const auth = await s.client.queryAuth(token, KEYS.appid, redirect.searchParams.get('auth_code') ?? '');
  for (const n of [1, 2, 3]) await s.client.addToTemplate(token, s.standIn.addDraft(KEYS.appid, { userVersion: `1.0.${n}`, userDesc: `版本 ${n}` }));
  const templates = await s.client.templateList(token);
  return { appid, at: auth.accessToken, templates: templates.map((t) => t.templateId) };
}

const ext = (appid: string) => JSON.stringify({ extAppid: appid, ext: { mall: 'wanxiang' } });
const messages = () => s.receiver.received.filter((r) => r.path.startsWith('/message/'));

describe('issue 17: mini-program code lifecycle on the stand-in', () => {
  it('issue 17: commit, trial QR code, audit with 61039 / 85009, results pushed, release 85020 / 85052, revert 87012 / 87011', async () => {
    const { appid, at, templates } = await authorized({ codeCheckMs: 60_000 });
    const [t1, t2, t3] = templates as [number, number, number];
    expect(await errcode(s.client.commit(at, { templateId: 999, extJson: ext(appid), userVersion: '1.0.1', userDesc: 'x' }))).toBe(85014);
    expect(await errcode(s.client.commit(at, { templateId: t1, extJson: '{not json', userVersion: '1.0.1', userDesc: 'x' }))).toBe(85013);
    expect(await errcode(s.client.commit(at, { templateId: t1, extJson: ext('wxsomeoneelse'), userVersion: '1.0.1', userDesc: 'x' }))).toBe(85013);
    expect(await errcode(s.client.trialQrcode(at))).toBe(85019);
    await s.client.commit(at, { templateId: t1, extJson: ext(appid), userVersion: '1.0.1', userDesc: '首版' });
    const qr = await s.client.trialQrcode(at);
    expect(qr.contentType).toBe('image/png');
    expect(qr.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(await errcode(s.client.release(at))).toBe(85019);

    expect(await errcode(s.client.submitAudit(at, '室内导航'))).toBe(61039);
    clock += 60_000;
    const { auditid } = await s.client.submitAudit(at, '室内导航');
    expect(await errcode(s.client.submitAudit(at, '室内导航'))).toBe(85009);
    expect(await s.client.auditStatus(at, auditid)).toMatchObject({ auditid, status: 2 });
    expect(await errcode(s.client.auditStatus(at, auditid + 1000))).toBe(85012);
    expect(await errcode(s.client.release(at))).toBe(85020);
    await s.standIn.resolveAudit(appid, 'delayed', '节假日');
    expect(messages().at(-1)).toMatchObject({ path: `/message/${appid}`, message: { Event: 'weapp_audit_delay', Reason: '节假日', MsgType: 'event' } });
    expect(messages().at(-1)!.message.ToUserName).toMatch(/^gh_/);
    expect(messages().at(-1)!.message.DelayTime).toMatch(/^\d+$/);
    expect((await s.client.auditStatus(at, auditid)).status).toBe(4);
    await s.standIn.resolveAudit(appid, 'rejected', '类目不符');
    expect(messages().at(-1)!.message).toMatchObject({ Event: 'weapp_audit_fail', Reason: '类目不符' });
    expect(messages().at(-1)!.message.FailTime).toMatch(/^\d+$/);
    expect(await s.client.latestAuditStatus(at)).toMatchObject({ auditid, status: 1, reason: '类目不符', userVersion: '1.0.1', userDesc: '首版' });
    expect(await errcode(s.client.release(at))).toBe(85020);

    const passed = await s.client.submitAudit(at, '室内导航');
    await s.standIn.resolveAudit(appid, 'passed');
    expect(messages().at(-1)!.message).toMatchObject({ Event: 'weapp_audit_success' });
    expect((await s.client.auditStatus(at, passed.auditid)).status).toBe(0);
    await s.client.release(at);
    expect(await errcode(s.client.release(at))).toBe(85052);
    expect(await errcode(s.client.revertRelease(at))).toBe(87012);

    for (const [template, version] of [
      [t2, '1.0.2'],
      [t3, '1.0.3'],
    ] as const) {
      await s.client.commit(at, { templateId: template, extJson: ext(appid), userVersion: version, userDesc: version });
      clock += 60_000;
      await s.client.submitAudit(at, version);
      await s.standIn.resolveAudit(appid, 'passed');
      await s.client.release(at);
    }
    expect(s.standIn.state(appid)).toMatchObject({ online: { userVersion: '1.0.3' }, previous: { userVersion: '1.0.2' } });
    // During a gray release no revert (87011); after a revert, no second one (87012).
    const gray = await fetch(`${s.standIn.url}/wxa/grayrelease?access_token=${encodeURIComponent(at)}`, {
      method: 'POST',
      body: JSON.stringify({ gray_percentage: 10 }),
    });
    expect(await gray.json()).toMatchObject({ errcode: 0 });
    expect(await errcode(s.client.revertRelease(at))).toBe(87011);
    await s.client.commit(at, { templateId: t3, extJson: ext(appid), userVersion: '1.0.4', userDesc: '' });
    clock += 60_000;
    await s.client.submitAudit(at, '1.0.4');
    await s.standIn.resolveAudit(appid, 'passed');
    await s.client.release(at);
    await s.client.revertRelease(at);
    expect(s.standIn.state(appid)).toMatchObject({ online: { userVersion: '1.0.3' }, reverted: true });
    expect(await errcode(s.client.revertRelease(at))).toBe(87012);
    expect(s.receiver.received.every((r) => r.message.AppId === KEYS.appid || r.path.startsWith('/message/'))).toBe(true);
  });

  it('issue 17: undocodeaudit withdraws; the monthly quota runs out (85085)', async () => {
    const { at, templates } = await authorized({ auditQuota: { limit: 2, speedup: 1 } });
    await s.client.commit(at, { templateId: templates[0]!, extJson: '', userVersion: '1.0.1', userDesc: '' });
    expect(await s.client.queryQuota(at)).toEqual({ rest: 2, limit: 2, speedupRest: 1, speedupLimit: 1 });
    expect(await errcode(s.client.undoAudit(at))).toBe(85019);
    await s.client.submitAudit(at, 'a');
    await s.client.undoAudit(at);
    expect((await s.client.latestAuditStatus(at)).status).toBe(3);
    expect(await errcode(s.client.release(at))).toBe(85019);
    await s.client.submitAudit(at, 'b');
    await s.client.undoAudit(at);
    expect((await s.client.queryQuota(at)).rest).toBe(0);
    expect(await errcode(s.client.submitAudit(at, 'c'))).toBe(85085);
  });

  it('issue 17: modify_domain set/get and testers (85004 already bound, 85001 unknown)', async () => {
    const { at } = await authorized();
    const domains = {
      requestdomain: ['https://api.example.com'],
      wsrequestdomain: ['wss://ws.example.com'],
      uploaddomain: [],
      downloaddomain: ['https://cdn.example.com'],
    };
    expect(await s.client.modifyDomain(at, 'get')).toEqual({ requestdomain: [], wsrequestdomain: [], uploaddomain: [], downloaddomain: [] });
    expect(await s.client.modifyDomain(at, 'set', domains)).toEqual(domains);
    expect(await s.client.modifyDomain(at, 'get')).toEqual(domains);
    expect(await errcode(s.client.modifyDomain(at, 'set', { ...domains, requestdomain: ['http://plain.example.com'] }))).toBe(85018);
    const { userstr } = await s.client.bindTester(at, 'tester-wechat');
    expect(userstr).not.toBe('');
    expect(await errcode(s.client.bindTester(at, 'tester-wechat'))).toBe(85004);
    await s.client.unbindTester(at, userstr);
    expect(await errcode(s.client.unbindTester(at, userstr))).toBe(85001);
  });
});
