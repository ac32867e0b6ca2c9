// Issue 17 分组: a batch release over an app group's mini-programs (those authorized and linked to the group's
// location apps). Start: one template + version + description, committed and submitted to every member in turn;
// a member's failure is kept on its item and stops nothing else. The audits' results move the items (push or
// poll); "release those that passed" claims each passed item by a conditional UPDATE, so no member is released
// twice, whatever the clicks or concurrent calls.
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { AppError, Code, notFound } from '../../errors/codes.js';
import { translate, type Language } from '../../errors/messages.js';
import { batchItems, findBatch, findGroup, groupWxapps, insertBatch, itemsInState, moveItem, pageBatches } from '../../repos/wxapp/batch.js';
import { findWxapp } from '../../repos/wxapp/code.js';
import { pageWindow } from '../../shared/paging.js';
import type { BatchPageQuery, BatchStartBody, WxBatch, WxBatchPage, WxGroupMembers } from '#contract/schemas/wxappCode.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { checkVersion, commitFor, pollAudit, releaseFor, submitFor } from './code.js';
import { rawTemplates } from './templates.js';

/** WeChat's answer while it checks committed code (submit again later). */
const CODE_CHECK_PENDING = 61039;

type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;
type ItemRow = Awaited<ReturnType<typeof batchItems>>[number];

/** An error's message in the admin's language (AppError) or as it is. */
function messageOf(error: unknown, language: Language): string {
  if (error instanceof AppError) return translate(language, error.messageKey, error.params);
  return error instanceof Error ? error.message : String(error);
}

function shown(batch: BatchRow, items: ItemRow[]): WxBatch {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.state] = (counts[item.state] ?? 0) + 1;
  return {
    id: Number(batch.id),
    groupId: Number(batch.groupId),
    templateId: Number(batch.templateId),
    version: batch.version,
    description: batch.description,
    createdBy: batch.createdByName ?? null,
    createdAt: new Date(batch.createdAt).toISOString(),
    counts,
    items: items.map((i) => ({
      wxappId: Number(i.wxappId),
      nickName: i.nickName,
      authorizerAppid: i.authorizerAppid,
      state: i.state,
      error: i.error,
      updatedAt: new Date(i.updatedAt).toISOString(),
    })),
  };
}

/** batch/members: the group and its mini-programs. */
export async function groupMembersOf(db: Db, groupId: number): Promise<WxGroupMembers> {
  const group = await findGroup(db, groupId);
  if (!group) throw notFound();
  const members = await groupWxapps(db, groupId);
  return {
    group: { id: Number(group.id), name: group.name },
    members: members.map((m) => ({
      id: Number(m.id),
      openPlatformId: Number(m.openPlatformId),
      authorizerAppid: m.authorizerAppid,
      nickName: m.nickName,
      appName: m.appName,
      auditStatus: m.auditStatus,
      releasedVersion: m.releasedVersion,
    })),
  };
}

/** batch/get: one batch with its items. */
export async function batchDetail(db: Db, id: number): Promise<WxBatch> {
  const batch = await findBatch(db, id);
  if (!batch) throw notFound();
  return shown(batch, await batchItems(db, [id]));
}

/** batch/get with refresh: submits the members WeChat was still checking, and asks it for the audits still open (a failed poll is left for the next one). */
export async function refreshBatch(db: Db, deps: WxOpenDeps, adminId: number, id: number, language: Language): Promise<WxBatch> {
  if (!(await findBatch(db, id))) throw notFound();
  for (const wxappId of await itemsInState(db, id, ['committed'])) {
    await submitItem(db, deps, id, wxappId, { adminId, batchId: id }, language);
  }
  for (const wxappId of await itemsInState(db, id, ['auditing', 'delayed'])) {
    await pollAudit(db, deps, wxappId, adminId).catch(() => undefined);
  }
  return batchDetail(db, id);
}

/** batch/page: a group's batches, newest first. */
export async function batchPage(db: Db, query: BatchPageQuery): Promise<WxBatchPage> {
  if (!(await findGroup(db, query.groupId))) throw notFound();
  const { limit, offset } = pageWindow(query);
  const { rows, total } = await pageBatches(db, query.groupId, limit, offset);
  const items = await batchItems(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    total,
    records: rows.map((r) =>
      shown(
        r,
        items.filter((i) => Number(i.batchId) === Number(r.id)),
      ),
    ),
  };
}

/** batch/start: commit and submit every member; each member's failure stays on its item. */
export async function startBatch(db: Db, deps: WxOpenDeps, admin: SessionAdmin, body: BatchStartBody, language: Language): Promise<WxBatch> {
  const { version, desc } = checkVersion(language, body.version, body.description ?? '', { version: 'version', desc: 'description' });
  if (!(await findGroup(db, body.groupId))) throw notFound();
  const members = await groupWxapps(db, body.groupId);
  if (!members.length) throw new AppError(Code.CONFLICT, 'wxappCode.noMembers');
  const batchId = await insertBatch(
    db,
    { groupId: body.groupId, templateId: body.templateId, version, description: desc, createdBy: admin.id },
    members.map((m) => Number(m.id)),
  );
  const libraries = new Map<number, Promise<number[]>>();
  const templatesOf = (platformId: number) => {
    if (!libraries.has(platformId))
      libraries.set(
        platformId,
        rawTemplates(db, deps, platformId).then((ts) => ts.map((t) => t.templateId)),
      );
    return libraries.get(platformId)!;
  };
  const actor = { adminId: admin.id, batchId };
  for (const member of members) {
    const wxappId = Number(member.id);
    try {
      if (!(await templatesOf(Number(member.openPlatformId))).includes(body.templateId)) {
        throw new AppError(Code.CONFLICT, 'wxappCode.templateUnknown', { templateId: body.templateId });
      }
      const row = await findWxapp(db, wxappId);
      if (!row) throw notFound();
      await commitFor(db, deps, row, { templateId: body.templateId, version, desc }, actor);
      await moveItem(db, batchId, wxappId, ['pending'], 'committed');
      await submitItem(db, deps, batchId, wxappId, actor, language);
    } catch (error) {
      await moveItem(db, batchId, wxappId, ['pending'], 'failed', messageOf(error, language));
    }
  }
  return batchDetail(db, batchId);
}

/**
 * Submits a committed member for audit. While WeChat still checks the committed code (61039) the item stays
 * committed with the message, and the board's refresh submits it again; any other refusal fails the item.
 */
async function submitItem(db: Db, deps: WxOpenDeps, batchId: number, wxappId: number, actor: { adminId: number; batchId: number }, language: Language) {
  try {
    await submitFor(db, deps, wxappId, actor);
    await moveItem(db, batchId, wxappId, ['committed'], 'auditing');
  } catch (error) {
    const checking = error instanceof AppError && error.params.errcode === CODE_CHECK_PENDING;
    await moveItem(db, batchId, wxappId, ['committed'], checking ? 'committed' : 'failed', messageOf(error, language));
  }
}

/** batch/release: releases the items that passed, each once; a refused release goes back to passed with the error. */
export async function releaseBatch(db: Db, deps: WxOpenDeps, admin: SessionAdmin, id: number, language: Language): Promise<WxBatch> {
  const batch = await findBatch(db, id);
  if (!batch) throw notFound();
  for (const wxappId of await itemsInState(db, id, ['passed'])) {
    // The claim: only one caller moves the item out of `passed`.
    if (!(await moveItem(db, id, wxappId, ['passed'], 'released'))) continue;
    try {
      await releaseFor(db, deps, wxappId, { adminId: admin.id, batchId: id });
    } catch (error) {
      const row = await findWxapp(db, wxappId);
      // Released already (on its code page): the item is done; anything else goes back to passed with the error.
      if (row?.releasedVersion === batch.version && row.auditVersion === batch.version) continue;
      await moveItem(db, id, wxappId, ['released'], 'passed', messageOf(error, language));
    }
  }
  return batchDetail(db, id);
}
