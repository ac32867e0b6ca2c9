// Issue 17: the stand-in's template library (component token) and code management of an authorized
// mini-program (authorizer token): wxa/* as documented, with WeChat's error codes.
import QRCode from 'qrcode';
import type { ServerDomains } from '../../wechat/types.js';
import { pushMessageEvent } from './push.js';
import { codeState, Refusal, secret, text, tokenOf, type Audit, type CodeState, type Component, type World } from './world.js';

const DOMAIN_KINDS = ['requestdomain', 'wsrequestdomain', 'uploaddomain', 'downloaddomain'] as const;
const MAX_TESTERS = 100;
const seconds = (world: World) => Math.floor(world.now() / 1000);

/** wxa/gettemplatedraftlist, addtotemplate, gettemplatelist, deletetemplate (component_access_token). */
export function templateApi(world: World, path: string, url: URL, body: Record<string, unknown>): object | undefined {
  if (!['gettemplatedraftlist', 'addtotemplate', 'gettemplatelist', 'deletetemplate'].includes(path)) return undefined;
  const token = tokenOf(world, url.searchParams.get('access_token'), 'component');
  const component = world.components.get(token.componentAppid) as Component;
  const source = { source_miniprogram_appid: 'wxdevtools000001', source_miniprogram: '开发小程序', developer: 'stand-in' };
  const row = (d: { userVersion: string; userDesc: string; createTime: number }) => ({
    create_time: d.createTime,
    user_version: d.userVersion,
    user_desc: d.userDesc,
    ...source,
  });
  if (path === 'gettemplatedraftlist') return { draft_list: component.drafts.map((d) => ({ ...row(d), draft_id: d.draftId })) };
  if (path === 'gettemplatelist') return { template_list: component.templates.map((t) => ({ ...row(t), template_id: t.templateId, template_type: 0 })) };
  if (path === 'addtotemplate') {
    const draft = component.drafts.find((d) => d.draftId === Number(body.draft_id));
    if (!draft) throw new Refusal(85064, 'draft not found');
    if (component.templates.length >= world.templateLimit) throw new Refusal(85065, 'template list is full');
    component.templates.push({ ...draft, templateId: world.nextId.template++, createTime: seconds(world) });
    return {};
  }
  const index = component.templates.findIndex((t) => t.templateId === Number(body.template_id));
  if (index < 0) throw new Refusal(85064, 'template not found');
  component.templates.splice(index, 1);
  return {};
}

function authorizer(world: World, url: URL): { appid: string; component: Component; state: CodeState } {
  const token = tokenOf(world, url.searchParams.get('access_token'), 'authorizer');
  const appid = token.appid ?? '';
  return { appid, component: world.components.get(token.componentAppid) as Component, state: codeState(world, appid) };
}

const pending = (audit?: Audit) => audit?.status === 2 || audit?.status === 4;
const auditAnswer = (a: Audit) => ({
  auditid: a.auditid,
  status: a.status,
  reason: a.reason,
  ScreenShot: '',
  user_version: a.userVersion,
  user_desc: a.userDesc,
});

/** The code lifecycle (authorizer access_token); a PNG for get_qrcode, else a JSON answer; undefined: not a code path. */
export async function codeApi(world: World, path: string, url: URL, body: Record<string, unknown>): Promise<object | Buffer | undefined> {
  const paths = ['commit', 'get_qrcode', 'submit_audit', 'get_auditstatus', 'get_latest_auditstatus', 'undocodeaudit', 'release', 'revertcoderelease'];
  const more = ['grayrelease', 'queryquota', 'modify_domain', 'bind_tester', 'unbind_tester'];
  if (![...paths, ...more].includes(path)) return undefined;
  const { appid, component, state } = authorizer(world, url);
  switch (path) {
    case 'commit': {
      const template = component.templates.find((t) => t.templateId === Number(body.template_id));
      if (!template) throw new Refusal(85014, 'invalid template_id');
      const extJson = text(body.ext_json);
      if (extJson) {
        let ext: unknown;
        try {
          ext = JSON.parse(extJson);
        } catch {
          throw new Refusal(85013, 'invalid ext_json');
        }
        const extAppid = (ext as { extAppid?: unknown } | null)?.extAppid;
        if (!ext || typeof ext !== 'object' || Array.isArray(ext) || (extAppid !== undefined && extAppid !== appid))
          throw new Refusal(85013, 'invalid ext_json');
      }
      const userVersion = text(body.user_version);
      if (!userVersion || userVersion.length > 64) throw new Refusal(85015, 'invalid user_version');
      state.commit = { templateId: template.templateId, userVersion, userDesc: text(body.user_desc), extJson, at: world.now() };
      return {};
    }
    case 'get_qrcode': {
      if (!state.commit) throw new Refusal(85019, 'no code committed');
      return QRCode.toBuffer(`wxtrial:${appid}:${state.commit.userVersion}`, { type: 'png', width: 430, margin: 2 });
    }
    case 'submit_audit': {
      if (!state.commit) throw new Refusal(85019, 'no code committed');
      if (world.now() - state.commit.at < world.codeCheckMs) throw new Refusal(61039, 'code check task not finished, please try again later');
      if (pending(state.audit)) throw new Refusal(85009, 'already has an auditing version');
      if (state.auditsThisMonth >= world.auditQuota.limit) throw new Refusal(85085, 'submit audit reach limit, pls try later');
      state.auditsThisMonth++;
      const { userVersion, userDesc } = state.commit;
      state.audit = { auditid: world.nextId.audit++, status: 2, reason: '', userVersion, userDesc, released: false };
      return { auditid: state.audit.auditid };
    }
    case 'get_auditstatus': {
      if (!state.audit || state.audit.auditid !== Number(body.auditid)) throw new Refusal(85012, 'invalid auditid');
      return auditAnswer(state.audit);
    }
    case 'get_latest_auditstatus':
      if (!state.audit) throw new Refusal(85019, 'no audit version');
      return auditAnswer(state.audit);
    case 'undocodeaudit':
      if (!pending(state.audit)) throw new Refusal(85019, 'no auditing version');
      state.audit!.status = 3;
      return {};
    case 'release': {
      const audit = state.audit;
      if (!audit || audit.status === 3) throw new Refusal(85019, 'no audit version');
      if (audit.status !== 0) throw new Refusal(85020, 'status not allowed');
      if (audit.released) throw new Refusal(85052, 'app is already released');
      if (state.online) state.previous = state.online;
      state.online = { userVersion: audit.userVersion, userDesc: audit.userDesc };
      audit.released = true;
      state.reverted = false;
      state.grayPercentage = 0;
      return {};
    }
    case 'grayrelease': {
      const percentage = Number(body.gray_percentage);
      if (!state.online || !Number.isInteger(percentage) || percentage < 1 || percentage > 100) throw new Refusal(85079, 'gray release not allowed');
      state.grayPercentage = percentage;
      return {};
    }
    case 'revertcoderelease':
      if (state.grayPercentage > 0) throw new Refusal(87011, 'cannot revert during a gray release');
      if (!state.previous || state.reverted) throw new Refusal(87012, 'no version to revert to');
      state.online = state.previous;
      state.previous = undefined;
      state.reverted = true;
      return {};
    case 'queryquota': {
      const { limit, speedup } = world.auditQuota;
      return { rest: Math.max(0, limit - state.auditsThisMonth), limit, speedup_rest: speedup, speedup_limit: speedup };
    }
    case 'modify_domain':
      return modifyDomain(state, body);
    case 'bind_tester': {
      const wechatid = text(body.wechatid);
      if (!wechatid) throw new Refusal(85001, 'wechatid not found');
      if (state.testers.has(wechatid)) throw new Refusal(85004, 'wechatid already bound');
      if (state.testers.size >= MAX_TESTERS) throw new Refusal(85002, 'too many testers');
      const userstr = secret('');
      state.testers.set(wechatid, userstr);
      return { userstr };
    }
    default: {
      const userstr = text(body.userstr);
      const entry = [...state.testers].find(([, value]) => value === userstr);
      if (!entry) throw new Refusal(85001, 'tester not bound');
      state.testers.delete(entry[0]);
      return {};
    }
  }
}

function modifyDomain(state: CodeState, body: Record<string, unknown>): object {
  const action = text(body.action);
  if (action === 'set') {
    const next = {} as ServerDomains;
    for (const kind of DOMAIN_KINDS) {
      const list = Array.isArray(body[kind]) ? (body[kind] as unknown[]).map(text) : [];
      const scheme = kind === 'wsrequestdomain' ? 'wss://' : 'https://';
      if (list.length > 200) throw new Refusal(85016, 'too many domains');
      if (list.some((d) => !d.startsWith(scheme) || d.length <= scheme.length)) throw new Refusal(85018, `invalid ${kind}`);
      next[kind] = list;
    }
    state.domains = next;
  } else if (action !== 'get') throw new Refusal(85022, 'invalid action');
  return { ...state.domains };
}

/** resolveAudit: the audit's outcome, pushed to the authorizer's message callback URL. */
export async function resolveAudit(world: World, appid: string, result: 'passed' | 'rejected' | 'delayed', reason = ''): Promise<void> {
  const state = codeState(world, appid);
  const audit = state.audit;
  if (!pending(audit)) throw new Refusal(85019, 'no auditing version');
  const componentAppid = [...world.authorizations.keys()].find((key) => key.endsWith(` ${appid}`))?.split(' ')[0];
  const component = world.components.get(componentAppid ?? '');
  audit!.status = result === 'passed' ? 0 : result === 'rejected' ? 1 : 4;
  audit!.reason = result === 'passed' ? '' : reason || (result === 'rejected' ? '小程序内容不符合规范' : '审核延后');
  if (!component) return;
  const at = seconds(world);
  if (result === 'passed') await pushMessageEvent(world, component, appid, 'weapp_audit_success', { SuccTime: at });
  else if (result === 'rejected') await pushMessageEvent(world, component, appid, 'weapp_audit_fail', { Reason: audit!.reason, FailTime: at, ScreenShot: '' });
  else await pushMessageEvent(world, component, appid, 'weapp_audit_delay', { Reason: audit!.reason, DelayTime: at });
}
