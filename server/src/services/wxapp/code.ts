// Issue 17 代码管理: one mini-program's code, as WeChat's documented lifecycle: commit a template (ext_json from the
// linked location app) → trial QR code → submit for audit (quota) → the audit's result (pushed or polled) →
// release, or withdraw / revert. Every WeChat refusal is a clear message and changes nothing here; each step
// done is kept in the history with who did it.
import { AppError, Code, notFound, type FieldError } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Db } from '../../db/types.js';
import type { Language } from '../../errors/messages.js';
import { claimRelease, findWxapp, insertStep, pageSteps, unclaimRelease, updateWxapp, type WxappWithApp } from '../../repos/wxapp/code.js';
import { pageWindow } from '../../shared/paging.js';
import type { CommitBody, HistoryQuery, WxCodeState, WxCodeStepPage, WxQrcode, WxQuota } from '#contract/schemas/wxappCode.js';
import { WXAPP_CODE_LIMITS } from '#contract/endpoints/wxappCode.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { applyAuditResult, auditResultOf } from './audit.js';
import { viaWechat } from './problems.js';
import { rawTemplates } from './templates.js';
import { withAuthorizer } from './tokens.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const num = (n: number | string | null) => (n === null ? null : Number(n));

/** The ext_json a commit carries: the authorizer's appid and the location app's code and API base. */
function extJsonOf(authorizerAppid: string, appCode: string, publicUrl: string): string {
  return JSON.stringify({ extEnable: true, extAppid: authorizerAppid, ext: { appCode, apiBase: publicUrl.replace(/\/+$/, '') } });
}

async function load(db: Db, id: number): Promise<WxappWithApp> {
  const row = await findWxapp(db, id);
  if (!row) throw notFound();
  return row;
}

function stateOf(row: WxappWithApp, deps: WxOpenDeps): WxCodeState {
  return {
    id: Number(row.id),
    openPlatformId: Number(row.openPlatformId),
    authorizerAppid: row.authorizerAppid,
    nickName: row.nickName,
    status: row.status,
    appId: num(row.appId),
    appName: row.appName,
    appCode: row.appCode,
    extJson: row.appCode ? extJsonOf(row.authorizerAppid, row.appCode, deps.publicUrl ?? '') : null,
    commitTemplateId: num(row.commitTemplateId),
    commitVersion: row.commitVersion,
    commitDesc: row.commitDesc,
    committedAt: iso(row.committedAt),
    auditId: num(row.auditId),
    auditStatus: row.auditStatus,
    auditReason: row.auditReason,
    auditVersion: row.auditVersion,
    auditAt: iso(row.auditAt),
    releasedVersion: row.releasedVersion,
    releasedAt: iso(row.releasedAt),
    previousReleasedVersion: row.previousReleasedVersion,
  };
}

/** code/quota: the month's audit quota. */
export async function auditQuota(db: Db, deps: WxOpenDeps, id: number): Promise<WxQuota> {
  await load(db, id);
  return viaWechat(() => withAuthorizer(db, deps, id, (a) => deps.client.queryQuota(a.token)));
}

/** code/get: the state; with `quota`, also the month's audit quota (null when WeChat cannot say). */
export async function codeState(db: Db, deps: WxOpenDeps, id: number, withQuota = false): Promise<WxCodeState> {
  const state = stateOf(await load(db, id), deps);
  if (!withQuota) return state;
  const quota = await auditQuota(db, deps, id).catch(() => null);
  return { ...state, quota };
}

/** The version and description's checks: 10005 naming the field. */
export function checkVersion(language: Language, version: string, desc: string, names = { version: 'userVersion', desc: 'userDesc' }) {
  const errors: FieldError[] = [];
  const v = version.trim();
  const d = desc.trim();
  if (!v) errors.push(field(language, names.version, 'field.required'));
  else if ([...v].length > WXAPP_CODE_LIMITS.version) errors.push(field(language, names.version, 'field.maxLength', { limit: WXAPP_CODE_LIMITS.version }));
  if ([...d].length > WXAPP_CODE_LIMITS.desc) errors.push(field(language, names.desc, 'field.maxLength', { limit: WXAPP_CODE_LIMITS.desc }));
  if (errors.length) throw invalid(errors);
  return { version: v, desc: d };
}

export interface Actor {
  adminId: number;
  batchId?: number;
}

/** Commits a template to one mini-program (its platform must hold the template; ext_json from its location app). */
export async function commitFor(db: Db, deps: WxOpenDeps, row: WxappWithApp, code: { templateId: number; version: string; desc: string }, actor: Actor) {
  if (!row.appCode) throw new AppError(Code.CONFLICT, 'wxappCode.noApp');
  const extJson = extJsonOf(row.authorizerAppid, row.appCode, deps.publicUrl ?? '');
  const id = Number(row.id);
  await viaWechat(() =>
    withAuthorizer(db, deps, id, (a) => deps.client.commit(a.token, { templateId: code.templateId, extJson, userVersion: code.version, userDesc: code.desc })),
  );
  await db.transaction().execute(async (trx) => {
    await updateWxapp(trx, id, {
      commitTemplateId: code.templateId,
      commitVersion: code.version,
      commitDesc: code.desc,
      commitExtJson: extJson,
      committedAt: new Date(),
    });
    await insertStep(trx, {
      wxappId: id,
      action: 'commit',
      templateId: code.templateId,
      version: code.version,
      detail: { userDesc: code.desc, extJson },
      adminId: actor.adminId,
      batchId: actor.batchId,
    });
  });
}

/** Submits the committed code for audit; answers WeChat's auditid. */
export async function submitFor(db: Db, deps: WxOpenDeps, id: number, actor: Actor): Promise<number> {
  const row = await load(db, id);
  if (!row.commitVersion) throw new AppError(Code.CONFLICT, 'wxappCode.noCommit');
  const { auditid } = await viaWechat(() => withAuthorizer(db, deps, id, (a) => deps.client.submitAudit(a.token, row.commitDesc || row.commitVersion!)));
  await db.transaction().execute(async (trx) => {
    await updateWxapp(trx, id, { auditId: auditid, auditStatus: 'auditing', auditReason: null, auditVersion: row.commitVersion, auditAt: new Date() });
    await insertStep(trx, { wxappId: id, action: 'submit', version: row.commitVersion, detail: { auditid }, adminId: actor.adminId, batchId: actor.batchId });
  });
  return auditid;
}

/** code/commit: a template of the mini-program's platform with the generated ext_json. */
export async function commitCode(db: Db, deps: WxOpenDeps, adminId: number, body: CommitBody, language: Language): Promise<WxCodeState> {
  const row = await load(db, body.id);
  const { version, desc } = checkVersion(language, body.userVersion, body.userDesc ?? '');
  if (!row.appCode) throw new AppError(Code.CONFLICT, 'wxappCode.noApp');
  const templates = await rawTemplates(db, deps, Number(row.openPlatformId));
  if (!templates.some((t) => t.templateId === body.templateId)) {
    throw invalid([field(language, 'templateId', 'wxappCode.templateUnknown', { templateId: body.templateId })]);
  }
  await commitFor(db, deps, row, { templateId: body.templateId, version, desc }, { adminId });
  return codeState(db, deps, body.id);
}

/** code/qrcode: the trial version's QR code as a data: URL. */
export async function trialQrcode(db: Db, deps: WxOpenDeps, id: number): Promise<WxQrcode> {
  const row = await load(db, id);
  if (!row.commitVersion) throw new AppError(Code.CONFLICT, 'wxappCode.noCommit');
  const image = await viaWechat(() => withAuthorizer(db, deps, id, (a) => deps.client.trialQrcode(a.token)));
  return { image: `data:${image.contentType || 'image/png'};base64,${image.bytes.toString('base64')}` };
}

/** code/submit: the committed version for audit. */
export async function submitCode(db: Db, deps: WxOpenDeps, adminId: number, id: number): Promise<WxCodeState> {
  await submitFor(db, deps, id, { adminId });
  return codeState(db, deps, id);
}

/** Asks WeChat for the open audit's status and applies a result (the same change as a push). */
export async function pollAudit(db: Db, deps: WxOpenDeps, id: number, adminId: number | null): Promise<void> {
  const row = await load(db, id);
  if (row.auditId === null || !['auditing', 'delayed'].includes(row.auditStatus)) return;
  const status = await viaWechat(() => withAuthorizer(db, deps, id, (a) => deps.client.auditStatus(a.token, Number(row.auditId))));
  const result = auditResultOf(status.status);
  if (result) await applyAuditResult(db, id, result, { reason: status.reason, at: new Date(), adminId, source: 'poll' });
}

/** code/status: refreshes the audit's status from WeChat. */
export async function refreshAudit(db: Db, deps: WxOpenDeps, adminId: number, id: number): Promise<WxCodeState> {
  const row = await load(db, id);
  if (!['auditing', 'delayed'].includes(row.auditStatus)) throw new AppError(Code.CONFLICT, 'wxappCode.noAuditOpen');
  await pollAudit(db, deps, id, adminId);
  return codeState(db, deps, id);
}

/** code/withdraw: withdraws the open audit (undocodeaudit). */
export async function withdrawAudit(db: Db, deps: WxOpenDeps, adminId: number, id: number): Promise<WxCodeState> {
  const row = await load(db, id);
  if (!['auditing', 'delayed'].includes(row.auditStatus)) throw new AppError(Code.CONFLICT, 'wxappCode.noAuditOpen');
  await viaWechat(() => withAuthorizer(db, deps, id, (a) => deps.client.undoAudit(a.token)));
  await applyAuditResult(db, id, 'withdrawn', { at: new Date(), adminId, source: 'poll' });
  return codeState(db, deps, id);
}

/**
 * Releases the version that passed the audit, once: refused here (10006, WeChat not called) unless the audit
 * passed and its version is not the released one; the claim is a conditional UPDATE, undone if WeChat refuses.
 */
export async function releaseFor(db: Db, deps: WxOpenDeps, id: number, actor: Actor): Promise<void> {
  const row = await load(db, id);
  if (row.auditStatus !== 'passed') throw new AppError(Code.CONFLICT, 'wxappCode.notPassed', { status: row.auditStatus });
  const before = await claimRelease(db, id);
  if (!before) throw new AppError(Code.CONFLICT, 'wxappCode.alreadyReleased', { version: row.auditVersion ?? '' });
  try {
    await viaWechat(() => withAuthorizer(db, deps, id, (a) => deps.client.release(a.token)));
  } catch (error) {
    await unclaimRelease(db, before);
    throw error;
  }
  await insertStep(db, { wxappId: id, action: 'release', version: before.auditVersion, detail: {}, adminId: actor.adminId, batchId: actor.batchId });
}

/** code/release */
export async function releaseCode(db: Db, deps: WxOpenDeps, adminId: number, id: number): Promise<WxCodeState> {
  await releaseFor(db, deps, id, { adminId });
  return codeState(db, deps, id);
}

/** code/revert: back to the previous release (WeChat's 87011/87012 shown as they are). */
export async function revertCode(db: Db, deps: WxOpenDeps, adminId: number, id: number): Promise<WxCodeState> {
  const row = await load(db, id);
  await viaWechat(() => withAuthorizer(db, deps, id, (a) => deps.client.revertRelease(a.token)));
  await db.transaction().execute(async (trx) => {
    await updateWxapp(trx, id, { releasedVersion: row.previousReleasedVersion, releasedAt: new Date(), previousReleasedVersion: null });
    await insertStep(trx, { wxappId: id, action: 'revert', version: row.previousReleasedVersion, detail: { from: row.releasedVersion }, adminId });
  });
  return codeState(db, deps, id);
}

/** code/history: every step, newest first. */
export async function codeHistory(db: Db, query: HistoryQuery): Promise<WxCodeStepPage> {
  await load(db, query.id);
  const { limit, offset } = pageWindow(query);
  const { rows, total } = await pageSteps(db, query.id, limit, offset);
  return {
    total,
    records: rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      templateId: num(r.templateId),
      version: r.version,
      detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : (r.detail ?? {})) as Record<string, unknown>,
      adminName: r.adminName ?? null,
      batchId: num(r.batchId),
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
