// Issue 18: the rules of pushes (推送管理): fields checked one by one (10005 naming each), the audience of the push's
// building, WeChat templates of the linked mini-program; a push changes only while draft or scheduled (10005
// naming `state` afterwards: the scheduler owns it from 'sending' on).
import { assertPermission } from '../../auth/permission.js';
import type { SessionAdmin } from '../../auth/session.js';
import { PAGE_PATH } from '#contract/endpoints/qrcode.js';
import { EDITABLE_STATES, PUSH_LIMITS } from '#contract/endpoints/push.js';
import type { Db } from '../../db/types.js';
import type { PushState } from '../../db/types.js';
import { notFound, type FieldError } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { deletePush, findPush, insertPush, pagePushes, pageRecipients, updatePush, type PushRow, type PushValues } from '../../repos/push.js';
import { buildingAppId, linkedWxapp } from '../../repos/pushDelivery.js';
import { pageWindow } from '../../shared/paging.js';
import type {
  Audience,
  AudienceCount,
  AudienceQuery,
  Push,
  PushAddBody,
  PushDeleted,
  PushPage,
  PushPageQuery,
  PushTemplates,
  PushUpdateBody,
  RecipientPage,
  RecipientsQuery,
} from '#contract/schemas/push.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { audienceValue, checkAudience, countAudience, reachableUsers, targetUsers } from './audience.js';
import { failureText } from './failure.js';
import { wxTemplates } from './wechat.js';

/** Spec §6: VIEW_PUSH reads, ADD_PUSH creates, EDIT_PUSH edits, cancels and deletes; any of the three reads. */
export const PUSH_READERS = ['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'] as const;
export const PUSH_ADDERS = ['ADD_PUSH'] as const;
export const PUSH_EDITORS = ['EDIT_PUSH'] as const;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function dto(row: PushRow, language: Language): Push {
  return {
    ...row,
    failure: failureText(row.failure, language),
    audience: row.audience as Audience,
    sendAt: iso(row.sendAt),
    sentAt: iso(row.sentAt),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The push, after checking that the admin holds one of `codes` on its building (unknown or another company's: 10004). */
async function pushInScope(db: Db, admin: SessionAdmin, id: number, codes: readonly string[]): Promise<PushRow> {
  const row = await findPush(db, id);
  if (!row) throw notFound();
  await assertPermission(db, admin, codes, row.buildingId);
  return row;
}

export async function pushPage(db: Db, query: PushPageQuery, language: Language): Promise<PushPage> {
  const page = await pagePushes(db, { buildingId: query.buildingId, state: query.state, text: query.q?.trim() || undefined, ...pageWindow(query) });
  return { records: page.records.map((r) => dto(r, language)), total: page.total };
}

export const pushDetail = async (db: Db, admin: SessionAdmin, id: number, language: Language): Promise<Push> =>
  dto(await pushInScope(db, admin, id, PUSH_READERS), language);

export async function pushRecipients(db: Db, admin: SessionAdmin, query: RecipientsQuery): Promise<RecipientPage> {
  await pushInScope(db, admin, query.id, PUSH_READERS);
  const page = await pageRecipients(db, { pushId: query.id, state: query.state, ...pageWindow(query) });
  return { records: page.records.map((r) => ({ ...r, sentAt: iso(r.sentAt), openedAt: iso(r.openedAt) })), total: page.total };
}

/** The linked mini-program's templates; none linked (or not authorized): no templates, and wechat pushes go to the outbox. */
export async function pushTemplates(db: Db, deps: WxOpenDeps, buildingId: number): Promise<PushTemplates> {
  const wxapp = await linkedWxapp(db, (await buildingAppId(db, buildingId)) ?? null);
  if (!wxapp) return { miniProgram: null, templates: [] };
  return { miniProgram: wxapp.nickName, templates: await wxTemplates(db, deps, wxapp.id) };
}

export async function audiencePreview(db: Db, query: AudienceQuery, language: Language): Promise<AudienceCount> {
  const { buildingId, channel, templateId, ...audience } = query;
  const appId = (await buildingAppId(db, buildingId)) ?? null;
  return countAudience(db, buildingId, appId, audience, channel ?? 'inapp', templateId ?? null, language);
}

type Fields = Omit<PushAddBody, 'buildingId'>;

/** The values to store, or 10005 naming every bad field. */
async function checked(db: Db, deps: WxOpenDeps, buildingId: number, body: Fields, language: Language): Promise<PushValues> {
  const errors: FieldError[] = [];
  const title = body.title.trim();
  const content = body.content.trim();
  const page = body.page.trim();
  const templateId = body.channel === 'wechat' ? body.templateId?.trim() || null : null;
  if (title.length < 1 || title.length > PUSH_LIMITS.title) errors.push(field(language, 'title', 'push.titleLength', { limit: PUSH_LIMITS.title }));
  if (content.length < 1 || content.length > PUSH_LIMITS.content) errors.push(field(language, 'content', 'push.contentLength', { limit: PUSH_LIMITS.content }));
  if (!PAGE_PATH.test(page) || page.length > 128) errors.push(field(language, 'page', 'push.pageFormat'));
  const appId = (await buildingAppId(db, buildingId)) ?? null;
  if (body.channel === 'wechat') {
    if (!templateId) errors.push(field(language, 'templateId', 'push.templateRequired'));
    else {
      // With a linked mini-program the template must be one of its own; without one delivery goes to the outbox.
      const wxapp = await linkedWxapp(db, appId);
      const known = wxapp ? await wxTemplates(db, deps, wxapp.id).catch(() => null) : undefined;
      if (known === null) errors.push(field(language, 'templateId', 'push.templatesUnavailable'));
      else if (known && !known.some((t) => t.id === templateId)) errors.push(field(language, 'templateId', 'push.templateUnknown', { templateId }));
    }
  }
  let sendAt: Date | null = null;
  if (body.send === 'now') sendAt = new Date();
  if (body.send === 'at') {
    const at = body.sendAt ? new Date(body.sendAt) : null;
    if (!at || Number.isNaN(at.getTime())) errors.push(field(language, 'sendAt', 'push.sendAtRequired'));
    else if (at.getTime() <= Date.now()) errors.push(field(language, 'sendAt', 'push.sendAtPast'));
    else sendAt = at;
  }
  errors.push(...(await checkAudience(db, buildingId, body.audience, language)));
  if (errors.length) throw invalid(errors);
  if (body.send !== 'draft') {
    // Scheduling needs somebody to send to (a draft may be saved with an empty audience).
    const users = await targetUsers(db, buildingId, body.audience);
    if (!users.length) throw invalid([field(language, 'audience', 'push.audienceEmpty')]);
    const reachable = await reachableUsers(db, appId, body.channel, templateId, users);
    if (!reachable.length) throw invalid([field(language, 'audience', 'push.audienceUnreachable', { targeted: users.length })]);
  }
  const state: PushState = body.send === 'draft' ? 'draft' : 'scheduled';
  return { title, content, page, audience: audienceValue(body.audience), channel: body.channel, templateId, state, sendAt };
}

export async function addPush(db: Db, deps: WxOpenDeps, admin: SessionAdmin, body: PushAddBody, language: Language): Promise<Push> {
  const { buildingId, ...fields } = body;
  const id = await insertPush(db, buildingId, await checked(db, deps, buildingId, fields, language), admin.id);
  return dto((await findPush(db, id))!, language);
}

const notEditable = (language: Language, state: string) => invalid([field(language, 'state', 'push.notEditable', { state })]);

export async function changePush(db: Db, deps: WxOpenDeps, admin: SessionAdmin, body: PushUpdateBody, language: Language): Promise<Push> {
  const { id, ...fields } = body;
  const row = await pushInScope(db, admin, id, PUSH_EDITORS);
  if (!EDITABLE_STATES.includes(row.state)) throw notEditable(language, row.state);
  const values = await checked(db, deps, row.buildingId, fields, language);
  // Guarded by state: the scheduler may have claimed it meanwhile.
  if (!(await updatePush(db, id, values, EDITABLE_STATES))) throw notEditable(language, 'sending');
  return dto((await findPush(db, id))!, language);
}

export async function cancelPush(db: Db, admin: SessionAdmin, id: number, language: Language): Promise<Push> {
  const row = await pushInScope(db, admin, id, PUSH_EDITORS);
  if (!EDITABLE_STATES.includes(row.state) || !(await updatePush(db, id, { state: 'cancelled' }, EDITABLE_STATES))) throw notEditable(language, row.state);
  return dto((await findPush(db, id))!, language);
}

/** Any push but one being sent (its recipients go with it). */
export async function removePush(db: Db, admin: SessionAdmin, id: number, language: Language): Promise<PushDeleted> {
  const row = await pushInScope(db, admin, id, PUSH_EDITORS);
  const deletable: PushState[] = ['draft', 'scheduled', 'sent', 'cancelled', 'failed'];
  if (!(await deletePush(db, id, deletable))) throw notEditable(language, row.state === 'sending' ? row.state : 'sending');
  return { deleted: 1 };
}
