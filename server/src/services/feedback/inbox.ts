// Issue 18: the console's feedback inbox (spec §6 VIEW_FEEDBACK on the building). The spec has no other
// feedback code, so whoever may view a building's feedback also handles it: replies, moves its state, assigns it.
import { assertPermission } from '../../auth/permission.js';
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { recipients } from '../../messaging/notify.js';
import {
  adminName,
  adminsByIds,
  feedbackEvents,
  findFeedback,
  insertFeedbackEvent,
  levelName,
  pageFeedback,
  screenshotsOf,
  updateFeedback,
  type FeedbackRow,
} from '../../repos/feedback.js';
import { pageWindow } from '../../shared/paging.js';
import type {
  FeedbackAssignBody,
  FeedbackAssignees,
  FeedbackDetail,
  FeedbackPage,
  FeedbackPageQuery,
  FeedbackReplyBody,
  FeedbackStateBody,
  FeedbackSummary,
  FeedbackTimelineEntry,
} from '#contract/schemas/feedback.js';
import { FEEDBACK_MOVES, type FeedbackCategory, type FeedbackStateValue } from '#contract/endpoints/feedback.js';
import { beaconsAround, trackAround } from './extras.js';

export const FEEDBACK_HANDLERS = ['VIEW_FEEDBACK'] as const;

function summaryDto(r: FeedbackRow): FeedbackSummary {
  return {
    id: Number(r.id),
    buildingId: Number(r.buildingId),
    userId: r.userId,
    category: r.category as FeedbackCategory,
    text: r.text,
    contact: r.contact,
    state: r.state,
    assignee: r.assigneeId !== null ? { id: Number(r.assigneeId), name: r.assigneeName ?? '' } : null,
    platform: r.platform,
    appVersion: r.appVersion,
    screenshots: Number(r.screenshotCount),
    time: r.occurredAt.toISOString(),
  };
}

export async function feedbackPage(db: Db, query: FeedbackPageQuery): Promise<FeedbackPage> {
  const page = await pageFeedback(db, {
    buildingId: query.buildingId,
    category: query.category,
    state: query.state,
    assigneeId: query.assigneeId,
    q: query.q?.trim() || undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    ...pageWindow(query),
  });
  return { records: page.records.map(summaryDto), total: page.total };
}

/** The feedback if the admin may handle it (VIEW_FEEDBACK on its building): unknown or another company's 10004. */
async function inScope(db: Db, admin: SessionAdmin, id: number, lock = false): Promise<FeedbackRow> {
  const row = await findFeedback(db, id, lock);
  if (!row) throw notFound();
  await assertPermission(db, admin, FEEDBACK_HANDLERS, Number(row.buildingId));
  return row;
}

async function timelineOf(db: Db, id: number): Promise<FeedbackTimelineEntry[]> {
  const rows = await feedbackEvents(db, [id]);
  return rows.map((e) => ({
    id: Number(e.id),
    kind: e.kind,
    at: e.createdAt.toISOString(),
    admin: e.adminId !== null || e.adminName ? { id: Number(e.adminId ?? 0), name: e.adminName } : null,
    text: e.text,
    fromState: (e.fromState as FeedbackStateValue | null) ?? null,
    toState: (e.toState as FeedbackStateValue | null) ?? null,
    assignee: e.assigneeId !== null || e.assigneeName ? { id: Number(e.assigneeId ?? 0), name: e.assigneeName } : null,
  }));
}

async function detailOf(db: Db, admin: SessionAdmin, row: FeedbackRow): Promise<FeedbackDetail> {
  const id = Number(row.id);
  const [shots, timeline, beacons, track, level] = await Promise.all([
    screenshotsOf(db, [id]),
    timelineOf(db, id),
    beaconsAround(db, row),
    trackAround(db, admin, row),
    row.levelId !== null ? levelName(db, Number(row.levelId)) : Promise.resolve(''),
  ]);
  return {
    ...summaryDto(row),
    sessionId: row.sessionId,
    device: {
      platform: row.platform as FeedbackDetail['device']['platform'],
      appVersion: row.appVersion,
      brand: row.brand,
      model: row.model,
      os: row.os,
      osVersion: row.osVersion,
    },
    place: row.levelId !== null && row.lng !== null && row.lat !== null ? { levelId: Number(row.levelId), levelName: level, lng: row.lng, lat: row.lat } : null,
    screenshotFiles: shots.get(id) ?? [],
    timeline,
    beacons,
    ...track,
    moves: [...FEEDBACK_MOVES[row.state]],
  };
}

export async function feedbackDetail(db: Db, admin: SessionAdmin, id: number): Promise<FeedbackDetail> {
  return detailOf(db, admin, await inScope(db, admin, id));
}

/** A change under the feedback's row lock, written to its timeline; answers the detail after it. */
async function change(db: Db, admin: SessionAdmin, id: number, apply: (trx: Db, row: FeedbackRow, actor: string) => Promise<void>): Promise<FeedbackDetail> {
  await db.transaction().execute(async (trx) => {
    const row = await inScope(trx, admin, id, true);
    await apply(trx, row, await adminName(trx, admin.id));
  });
  return feedbackDetail(db, admin, id);
}

export async function replyFeedback(db: Db, admin: SessionAdmin, body: FeedbackReplyBody, language: Language): Promise<FeedbackDetail> {
  const text = body.text.trim();
  if (!text) throw invalid([field(language, 'text', 'feedback.textBlank', { limit: 500 })]);
  return change(db, admin, body.id, async (trx, row, actor) => {
    await insertFeedbackEvent(trx, { feedbackId: Number(row.id), kind: 'reply', adminId: admin.id, adminName: actor, text });
    await updateFeedback(trx, Number(row.id), {}, new Date());
  });
}

export async function moveFeedback(db: Db, admin: SessionAdmin, body: FeedbackStateBody, language: Language): Promise<FeedbackDetail> {
  return change(db, admin, body.id, async (trx, row, actor) => {
    if (!FEEDBACK_MOVES[row.state].includes(body.state)) throw invalid([field(language, 'state', 'feedback.move', { from: row.state, to: body.state })]);
    await updateFeedback(trx, Number(row.id), { state: body.state }, new Date());
    await insertFeedbackEvent(trx, {
      feedbackId: Number(row.id),
      kind: 'state',
      adminId: admin.id,
      adminName: actor,
      fromState: row.state,
      toState: body.state,
    });
  });
}

/** The admins a building's feedback may be assigned to: the enabled ones who hold VIEW_FEEDBACK on it. */
export async function feedbackAssignees(db: Db, buildingId: number): Promise<FeedbackAssignees> {
  const ids = await recipients(db, { building: buildingId, permissions: FEEDBACK_HANDLERS });
  return (await adminsByIds(db, ids)).map((a) => ({ id: Number(a.id), name: a.name || a.email, email: a.email }));
}

export async function assignFeedback(db: Db, admin: SessionAdmin, body: FeedbackAssignBody, language: Language): Promise<FeedbackDetail> {
  return change(db, admin, body.id, async (trx, row, actor) => {
    let assigneeName = '';
    if (body.assigneeId !== null) {
      const allowed = await recipients(trx, { building: Number(row.buildingId), permissions: FEEDBACK_HANDLERS });
      if (!allowed.includes(body.assigneeId)) throw invalid([field(language, 'assigneeId', 'feedback.assignee')]);
      assigneeName = await adminName(trx, body.assigneeId);
    }
    await updateFeedback(trx, Number(row.id), { assigneeId: body.assigneeId }, new Date());
    await insertFeedbackEvent(trx, {
      feedbackId: Number(row.id),
      kind: 'assign',
      adminId: admin.id,
      adminName: actor,
      assigneeId: body.assigneeId,
      assigneeName,
    });
  });
}
