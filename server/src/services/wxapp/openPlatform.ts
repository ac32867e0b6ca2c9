// Issue 17 开放平台列表: the WeChat third-party platforms. Secrets are stored encrypted and answered masked; a new
// AppSecret is tried against WeChat (when a ticket is there to try it with) before anything is saved.
import type { SessionAdmin } from '../../auth/session.js';
import { isUniqueViolation } from '../../db/advisory.js';
import type { Db } from '../../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../../errors/codes.js';
import { conflict, field, idsOf, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { WechatError } from '../../qrcode/wechat.js';
import { writeAudit } from '../../repos/audit.js';
import {
  deleteOpenPlatforms,
  insertOpenPlatform,
  openPlatformById,
  pageOpenPlatforms,
  updateOpenPlatform,
  wxappCountOf,
  type OpenPlatformListRow,
} from '../../repos/wxapp/openPlatform.js';
import { pageWindow } from '../../shared/paging.js';
import {
  WX_AES_KEY_PATTERN,
  WX_APPID_PATTERN,
  WX_SECRET_PATTERN,
  WX_TOKEN_PATTERN,
  type WxOpenAddBody,
  type WxOpenDto,
  type WxOpenPage,
  type WxOpenPageQuery,
  type WxOpenUpdateBody,
} from '#contract/schemas/wxapp.js';
import { WX_LIMITS } from '#contract/endpoints/wxapp.js';
import { callbackUrls, type WxOpenDeps } from '../../wechat/options.js';
import { wechatProblem } from './problems.js';
import { masked, seal, unseal } from './secrets.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto(deps: WxOpenDeps, base: string, row: OpenPlatformListRow): WxOpenDto {
  const urls = callbackUrls(base, row.componentAppid);
  return {
    id: row.id,
    name: row.name,
    componentAppid: row.componentAppid,
    secretMasked: masked(unseal(deps, row.secretEncrypted)),
    tokenMasked: masked(unseal(deps, row.tokenEncrypted)),
    aesKeyMasked: masked(unseal(deps, row.aesKeyEncrypted)),
    state: row.verifyTicketEncrypted ? 'ready' : 'waitingTicket',
    ticketAt: iso(row.ticketAt),
    tokenExpiresAt: iso(row.accessTokenExpiresAt),
    lastCallback: row.lastCallbackAt
      ? { at: iso(row.lastCallbackAt)!, accepted: row.lastCallbackAccepted ?? false, event: row.lastCallbackEvent ?? '', reason: row.lastCallbackReason ?? '' }
      : null,
    ...urls,
    wxappCount: row.wxappCount,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

export async function openPlatformPage(db: Db, deps: WxOpenDeps, base: string, query: WxOpenPageQuery): Promise<WxOpenPage> {
  const page = await pageOpenPlatforms(db, { name: query.name?.trim() || undefined, ...pageWindow(query) });
  return { records: page.records.map((r) => toDto(deps, base, r)), total: page.total };
}

export async function openPlatformDetail(db: Db, deps: WxOpenDeps, base: string, id: number): Promise<WxOpenDto> {
  const { records } = await pageOpenPlatforms(db, { ids: [id], limit: 1, offset: 0 });
  if (!records[0]) throw notFound();
  return toDto(deps, base, records[0]);
}

type Secrets = Partial<Pick<WxOpenAddBody, 'secret' | 'token' | 'aesKey'>>;

/** Shape checks: 10005 naming each field at fault (the secrets' own values never appear in a message). */
function checkFields(body: { name?: string; componentAppid?: string } & Secrets, language: Language): void {
  const errors: FieldError[] = [];
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) errors.push(field(language, 'name', 'field.required'));
    else if ([...name].length > WX_LIMITS.name) errors.push(field(language, 'name', 'field.maxLength', { limit: WX_LIMITS.name }));
  }
  const rules: [keyof typeof body, string, 'wxapp.appidFormat' | 'wxapp.secretFormat' | 'wxapp.tokenFormat' | 'wxapp.aesKeyFormat'][] = [
    ['componentAppid', WX_APPID_PATTERN, 'wxapp.appidFormat'],
    ['secret', WX_SECRET_PATTERN, 'wxapp.secretFormat'],
    ['token', WX_TOKEN_PATTERN, 'wxapp.tokenFormat'],
    ['aesKey', WX_AES_KEY_PATTERN, 'wxapp.aesKeyFormat'],
  ];
  for (const [name, pattern, key] of rules) {
    const value = body[name];
    if (value !== undefined && !new RegExp(pattern).test(value.trim())) errors.push(field(language, name, key));
  }
  if (errors.length) throw invalid(errors);
}

const withAppidConflict = async <T>(language: Language, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(language, 'componentAppid', 'wxapp.appidTaken');
    throw error;
  }
};

export async function addOpenPlatform(
  db: Db,
  deps: WxOpenDeps,
  base: string,
  actor: SessionAdmin,
  body: WxOpenAddBody,
  language: Language,
): Promise<WxOpenDto> {
  checkFields(body, language);
  const values = {
    name: body.name.trim(),
    componentAppid: body.componentAppid.trim(),
    secretEncrypted: seal(deps, body.secret.trim()),
    tokenEncrypted: seal(deps, body.token.trim()),
    aesKeyEncrypted: seal(deps, body.aesKey.trim()),
  };
  const id = await withAppidConflict(language, () =>
    db.transaction().execute(async (trx) => {
      const id = await insertOpenPlatform(trx, values);
      const after = { id, name: values.name, componentAppid: values.componentAppid };
      await writeAudit(trx, actor, [{ action: 'create', entity: 'wxOpenPlatform', entityId: id, companyId: null, before: null, after }]);
      return id;
    }),
  );
  return openPlatformDetail(db, deps, base, id);
}

/** A new AppSecret must get a component token from WeChat when a ticket is there; its refusal names `secret`. */
async function tryComponentSecret(deps: WxOpenDeps, componentAppid: string, secret: string, ticket: string, language: Language) {
  try {
    return await deps.client.componentToken({ componentAppid, componentSecret: secret }, ticket);
  } catch (error) {
    if (!(error instanceof WechatError)) throw error;
    if (error.errcode === -2) throw wechatProblem(error);
    throw new AppError(Code.VALIDATION, 'validation', {}, [field(language, 'secret', 'wxapp.secretRefused', { errcode: error.errcode, errmsg: error.errmsg })]);
  }
}

export async function changeOpenPlatform(
  db: Db,
  deps: WxOpenDeps,
  base: string,
  actor: SessionAdmin,
  body: WxOpenUpdateBody,
  language: Language,
): Promise<WxOpenDto> {
  checkFields(body, language);
  const current = await openPlatformById(db, body.id);
  if (!current) throw notFound();
  const set: Parameters<typeof updateOpenPlatform>[2] = {};
  if (body.name !== undefined) set.name = body.name.trim();
  if (body.token !== undefined) set.tokenEncrypted = seal(deps, body.token.trim());
  if (body.aesKey !== undefined) set.aesKeyEncrypted = seal(deps, body.aesKey.trim());
  if (body.secret !== undefined) {
    const secret = body.secret.trim();
    set.secretEncrypted = seal(deps, secret);
    // The stored token was made with the old secret: a new one comes from the new secret, or nothing is saved.
    if (current.verifyTicketEncrypted) {
      const token = await tryComponentSecret(deps, current.componentAppid, secret, unseal(deps, current.verifyTicketEncrypted), language);
      set.accessTokenEncrypted = seal(deps, token.token);
      set.accessTokenExpiresAt = new Date(Date.now() + token.expiresIn * 1000);
    } else {
      set.accessTokenEncrypted = null;
      set.accessTokenExpiresAt = null;
    }
  }
  await db.transaction().execute(async (trx) => {
    await updateOpenPlatform(trx, body.id, set);
    const changed = Object.keys(body).filter((k) => k !== 'id');
    const before = { id: body.id, name: current.name };
    await writeAudit(trx, actor, [
      {
        action: 'update',
        entity: 'wxOpenPlatform',
        entityId: body.id,
        companyId: null,
        before,
        after: { id: body.id, name: set.name ?? current.name, changed },
      },
    ]);
  });
  return openPlatformDetail(db, deps, base, body.id);
}

/** Refused while a mini-program is authorized to it (10006): their tokens need it. */
export async function removeOpenPlatforms(
  db: Db,
  actor: SessionAdmin,
  body: { id?: number; ids?: number[] },
  language: Language,
): Promise<{ deleted: number }> {
  const ids = idsOf(body, language);
  return db.transaction().execute(async (trx) => {
    const rows = await Promise.all(ids.map((id) => openPlatformById(trx, id)));
    if (rows.some((r) => !r)) throw notFound();
    if ((await wxappCountOf(trx, ids)) > 0) throw new AppError(Code.CONFLICT, 'wxapp.openPlatformInUse');
    const deleted = await deleteOpenPlatforms(trx, ids);
    await writeAudit(
      trx,
      actor,
      rows.map((r) => ({
        action: 'delete',
        entity: 'wxOpenPlatform',
        entityId: r!.id,
        companyId: null,
        before: { id: r!.id, name: r!.name, componentAppid: r!.componentAppid },
        after: null,
      })),
    );
    return { deleted };
  });
}

declare module '../../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    wxOpenPlatform: true;
  }
}
