// Issue 17 小程序列表 / 编辑: the authorized mini-programs, the location app each is linked to (its appCode goes into
// ext_json when code is committed), its server domains (modify_domain) and testers (bind_tester).
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { writeAudit } from '../../repos/audit.js';
import { appIdsOfGroup, existingAppIds } from '../../repos/appGroup.js';
import { pageWxapps, updateWxapp, wxappById, type WxappListRow } from '../../repos/wxapp/wxapp.js';
import { pageWindow } from '../../shared/paging.js';
import {
  WX_DOMAIN_KINDS,
  WX_TESTER_PATTERN,
  type WxDomains,
  type WxappDomainBody,
  type WxappDto,
  type WxappPage,
  type WxappPageQuery,
  type WxappTesterBody,
  type WxappTesterRemoveBody,
  type WxappUpdateBody,
} from '#contract/schemas/wxapp.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { viaWechat } from './problems.js';
import { withAuthorizer } from './tokens.js';

const EMPTY_DOMAINS: WxDomains = { requestdomain: [], wsrequestdomain: [], uploaddomain: [], downloaddomain: [] };
type Tester = { wechatid: string; userstr: string };

function domainsOf(value: unknown): WxDomains {
  const v = (value ?? {}) as Partial<WxDomains>;
  return Object.fromEntries(WX_DOMAIN_KINDS.map((k) => [k, Array.isArray(v[k]) ? v[k] : []])) as unknown as WxDomains;
}
const testersOf = (value: unknown): Tester[] => (Array.isArray(value) ? (value as Tester[]) : []);

function toDto(row: WxappListRow): WxappDto {
  return {
    ...row,
    domains: domainsOf(row.domains),
    testers: testersOf(row.testers),
    authorizedAt: new Date(row.authorizedAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function wxappPage(db: Db, query: WxappPageQuery): Promise<WxappPage> {
  const appIds = query.appGroupId !== undefined ? await appIdsOfGroup(db, query.appGroupId) : undefined;
  const page = await pageWxapps(db, {
    q: query.q?.trim() || undefined,
    openPlatformId: query.openPlatformId,
    status: query.status,
    appIds,
    ...pageWindow(query),
  });
  return { records: page.records.map(toDto), total: page.total };
}

export async function wxappDetail(db: Db, id: number): Promise<WxappDto> {
  const { records } = await pageWxapps(db, { ids: [id], limit: 1, offset: 0 });
  if (!records[0]) throw notFound();
  return toDto(records[0]);
}

/** wxapp/update: links the mini-program to a location app (or none). Audited. */
export async function changeWxapp(db: Db, actor: SessionAdmin, body: WxappUpdateBody, language: Language): Promise<WxappDto> {
  const current = await wxappById(db, body.id);
  if (!current) throw notFound();
  if (body.appId !== null && !(await existingAppIds(db, [body.appId])).length) throw invalid([field(language, 'appId', 'wxapp.appUnknown')]);
  await db.transaction().execute(async (trx) => {
    await updateWxapp(trx, body.id, { appId: body.appId });
    await writeAudit(trx, actor, [
      { action: 'update', entity: 'wxapp', entityId: body.id, companyId: null, before: { appId: current.appId }, after: { appId: body.appId } },
    ]);
  });
  return wxappDetail(db, body.id);
}

/** https://host[:port] (wss:// for socket domains), no path, no query; each list deduplicated. */
function checkDomains(body: WxappDomainBody, language: Language): WxDomains {
  const errors: FieldError[] = [];
  const out = { ...EMPTY_DOMAINS };
  for (const kind of WX_DOMAIN_KINDS) {
    const scheme = kind === 'wsrequestdomain' ? 'wss:' : 'https:';
    const values = [...new Set(body[kind].map((d) => d.trim()).filter(Boolean))];
    for (const value of values) {
      let ok = false;
      try {
        const url = new URL(value);
        ok = url.protocol === scheme && url.origin === value.replace(/\/$/, '') && !url.username;
      } catch {
        ok = false;
      }
      if (!ok) errors.push(field(language, kind, 'wxapp.domainFormat', { value }));
    }
    out[kind] = values.map((v) => v.replace(/\/$/, ''));
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/** wxapp/domain: sets the four server-domain lists in WeChat (modify_domain "set"); WeChat's answer is stored. */
export async function setWxappDomains(db: Db, deps: WxOpenDeps, actor: SessionAdmin, body: WxappDomainBody, language: Language): Promise<WxappDto> {
  const current = await wxappById(db, body.id);
  if (!current) throw notFound();
  const domains = checkDomains(body, language);
  const answer = await viaWechat(() => withAuthorizer(db, deps, body.id, (a) => deps.client.modifyDomain(a.token, 'set', domains)));
  await db.transaction().execute(async (trx) => {
    await updateWxapp(trx, body.id, { domains: JSON.stringify(domainsOf(answer)) });
    await writeAudit(trx, actor, [
      {
        action: 'update',
        entity: 'wxapp',
        entityId: body.id,
        companyId: null,
        before: { domains: domainsOf(current.domains) },
        after: { domains: domainsOf(answer) },
      },
    ]);
  });
  return wxappDetail(db, body.id);
}

/** wxapp/tester/add: bind_tester; the userstr WeChat answers is what unbinding needs. */
export async function addWxappTester(db: Db, deps: WxOpenDeps, actor: SessionAdmin, body: WxappTesterBody, language: Language): Promise<WxappDto> {
  const current = await wxappById(db, body.id);
  if (!current) throw notFound();
  const wechatid = body.wechatid.trim();
  if (!new RegExp(WX_TESTER_PATTERN).test(wechatid)) throw invalid([field(language, 'wechatid', 'wxapp.testerFormat')]);
  const testers = testersOf(current.testers);
  if (testers.some((t) => t.wechatid === wechatid))
    throw new AppError(Code.CONFLICT, 'wxapp.testerBound', {}, [field(language, 'wechatid', 'wxapp.testerBound')]);
  const { userstr } = await viaWechat(() => withAuthorizer(db, deps, body.id, (a) => deps.client.bindTester(a.token, wechatid)));
  await db.transaction().execute(async (trx) => {
    await updateWxapp(trx, body.id, { testers: JSON.stringify([...testers, { wechatid, userstr }]) });
    await writeAudit(trx, actor, [{ action: 'update', entity: 'wxapp', entityId: body.id, companyId: null, before: null, after: { testerAdded: wechatid } }]);
  });
  return wxappDetail(db, body.id);
}

/** wxapp/tester/remove: unbind_tester by the userstr WeChat gave. */
export async function removeWxappTester(db: Db, deps: WxOpenDeps, actor: SessionAdmin, body: WxappTesterRemoveBody): Promise<WxappDto> {
  const current = await wxappById(db, body.id);
  if (!current) throw notFound();
  const testers = testersOf(current.testers);
  const tester = testers.find((t) => t.userstr === body.userstr);
  if (!tester) throw notFound();
  await viaWechat(() => withAuthorizer(db, deps, body.id, (a) => deps.client.unbindTester(a.token, body.userstr)));
  await db.transaction().execute(async (trx) => {
    await updateWxapp(trx, body.id, { testers: JSON.stringify(testers.filter((t) => t !== tester)) });
    await writeAudit(trx, actor, [{ action: 'update', entity: 'wxapp', entityId: body.id, companyId: null, before: { tester: tester.wechatid }, after: null }]);
  });
  return wxappDetail(db, body.id);
}

declare module '../../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    wxapp: true;
  }
}
