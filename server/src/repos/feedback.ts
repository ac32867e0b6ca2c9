// Issue 18: user feedback (migration 028): the records, their screenshots and their timeline. SQL only; the rules are in services/feedback/.
import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../db/types.js';
import type { FeedbackState, FeedbackTable } from '../db/types.js';
import { platformFileUrl } from '#contract/endpoints/platformFile.js';

/** A new feedback's columns: every column the app's call fills (state, assignee and times are the table's defaults). */
export type FeedbackValues = Omit<Selectable<FeedbackTable>, 'id' | 'state' | 'assigneeId' | 'createdAt' | 'updatedAt'>;

/** The building's app and company (undefined: no such building). */
export async function feedbackBuilding(db: Db, buildingId: number) {
  return db.selectFrom('building').select(['id', 'appId', 'companyId', 'name']).where('id', '=', buildingId).executeTakeFirst();
}

/** Records an app's screenshot upload (a platform file of purpose `feedback`, no admin) and which app sent it. */
export async function insertScreenshot(
  trx: Db,
  values: { sha256: string; originalName: string; size: number; contentType: string; extension: string; companyId: number; appId: number },
) {
  const { appId, ...file } = values;
  const row = await trx
    .insertInto('platformFile')
    .values({ ...file, purpose: 'feedback', buildingId: null, createdBy: null })
    .returning(['id', 'sha256', 'extension'])
    .executeTakeFirstOrThrow();
  await trx.insertInto('feedbackScreenshot').values({ fileId: row.id, appId }).execute();
  return row;
}

/** The named screenshots (those that exist), locked for attaching. */
export async function screenshotsForUpdate(trx: Db, ids: number[]) {
  if (!ids.length) return [];
  return trx.selectFrom('feedbackScreenshot').select(['fileId', 'appId', 'feedbackId']).where('fileId', 'in', ids).forUpdate().execute();
}

export async function insertFeedback(trx: Db, values: FeedbackValues): Promise<number> {
  const row = await trx.insertInto('feedback').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function attachScreenshots(trx: Db, feedbackId: number, fileIds: number[]): Promise<void> {
  for (const [sort, fileId] of fileIds.entries()) {
    await trx.updateTable('feedbackScreenshot').set({ feedbackId, sort }).where('fileId', '=', fileId).execute();
  }
}

/** The screenshots of these feedback, in their order, with their public URLs. */
export async function screenshotsOf(db: Db, feedbackIds: number[]): Promise<Map<number, Array<{ id: number; url: string }>>> {
  const out = new Map<number, Array<{ id: number; url: string }>>();
  if (!feedbackIds.length) return out;
  const rows = await db
    .selectFrom('feedbackScreenshot')
    .innerJoin('platformFile', 'platformFile.id', 'feedbackScreenshot.fileId')
    .select(['feedbackScreenshot.feedbackId', 'platformFile.id', 'platformFile.sha256', 'platformFile.extension'])
    .where('feedbackScreenshot.feedbackId', 'in', feedbackIds)
    .orderBy('feedbackScreenshot.sort')
    .execute();
  for (const r of rows) {
    const list = out.get(Number(r.feedbackId)) ?? [];
    list.push({ id: Number(r.id), url: platformFileUrl(r.sha256, r.extension) });
    out.set(Number(r.feedbackId), list);
  }
  return out;
}

const summary = (db: Db) =>
  db
    .selectFrom('feedback')
    .leftJoin('admin', 'admin.id', 'feedback.assigneeId')
    .selectAll('feedback')
    .select([
      sql<string | null>`CASE WHEN admin.id IS NULL THEN NULL WHEN admin.name = '' THEN admin.email ELSE admin.name END`.as('assigneeName'),
      sql<number>`(SELECT count(*)::int FROM feedback_screenshot s WHERE s.feedback_id = feedback.id)`.as('screenshotCount'),
    ]);
export type FeedbackRow = Awaited<ReturnType<ReturnType<typeof summary>['executeTakeFirstOrThrow']>>;

export interface FeedbackFilter {
  buildingId: number;
  category?: string;
  state?: string;
  /** 0: unassigned. */
  assigneeId?: number;
  q?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export async function pageFeedback(db: Db, f: FeedbackFilter): Promise<{ records: FeedbackRow[]; total: number }> {
  let query = summary(db).where('feedback.buildingId', '=', f.buildingId);
  if (f.category !== undefined) query = query.where('feedback.category', '=', f.category);
  if (f.state !== undefined) query = query.where('feedback.state', '=', f.state as FeedbackState);
  if (f.assigneeId === 0) query = query.where('feedback.assigneeId', 'is', null);
  else if (f.assigneeId !== undefined) query = query.where('feedback.assigneeId', '=', f.assigneeId);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<SqlBool>`(feedback.text ILIKE ${like} OR feedback.contact ILIKE ${like})`);
  }
  if (f.from) query = query.where('feedback.occurredAt', '>=', f.from);
  if (f.to) query = query.where('feedback.occurredAt', '<', f.to);
  const [records, count] = await Promise.all([
    query.orderBy('feedback.occurredAt', 'desc').orderBy('feedback.id', 'desc').limit(f.limit).offset(f.offset).execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
}

export async function findFeedback(db: Db, id: number, lock = false): Promise<FeedbackRow | undefined> {
  const query = summary(db).where('feedback.id', '=', id);
  return (lock ? query.forUpdate('feedback') : query).executeTakeFirst();
}

export async function updateFeedback(trx: Db, id: number, set: { state?: FeedbackState; assigneeId?: number | null }, now: Date): Promise<void> {
  await trx
    .updateTable('feedback')
    .set({ ...set, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function insertFeedbackEvent(
  trx: Db,
  values: {
    feedbackId: number;
    kind: 'reply' | 'state' | 'assign';
    adminId: number;
    adminName: string;
    text?: string;
    fromState?: string | null;
    toState?: string | null;
    assigneeId?: number | null;
    assigneeName?: string;
  },
): Promise<void> {
  await trx.insertInto('feedbackEvent').values(values).execute();
}

/** The timeline of these feedback, oldest first. */
export async function feedbackEvents(db: Db, feedbackIds: number[]) {
  if (!feedbackIds.length) return [];
  return db.selectFrom('feedbackEvent').selectAll().where('feedbackId', 'in', feedbackIds).orderBy('createdAt').orderBy('id').execute();
}

/** A user's own feedback in an app, newest first. */
export async function userFeedback(db: Db, appId: number, userId: string, limit: number) {
  return db
    .selectFrom('feedback')
    .select(['id', 'buildingId', 'category', 'text', 'state', 'occurredAt'])
    .where('appId', '=', appId)
    .where('userId', '=', userId)
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function adminName(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('admin').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
  return row ? row.name || row.email : '';
}

export async function adminsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('admin').select(['id', 'name', 'email']).where('id', 'in', ids).orderBy('id').execute();
}

/** What the building's `location` events of a time window heard, per beacon identity (all users, all apps). */
export async function heardBeacons(db: Db, buildingId: number, from: Date, to: Date) {
  const result = await sql<{ uuid: string; major: number; minor: number; times: number; meanRssi: number | null; lastBattery: number | null }>`
    SELECT lower(b ->> 'uuid') AS uuid, (b ->> 'major')::int AS major, (b ->> 'minor')::int AS minor,
      count(*)::int AS times, avg((b ->> 'rssi')::numeric)::float8 AS mean_rssi,
      (array_agg((b ->> 'battery')::int ORDER BY e.occurred_at DESC) FILTER (WHERE b ? 'battery'))[1] AS last_battery
    FROM usage_event e, jsonb_array_elements(CASE WHEN jsonb_typeof(e.data -> 'beacons') = 'array' THEN e.data -> 'beacons' ELSE '[]'::jsonb END) b
    WHERE e.building_id = ${buildingId} AND e.type = 'location' AND e.occurred_at >= ${from} AND e.occurred_at <= ${to}
    GROUP BY 1, 2, 3`.execute(db);
  return result.rows;
}

/** The user's session nearest to `at` within the window (from the raw events), or undefined. */
export async function sessionAround(db: Db, buildingId: number, userId: string, at: Date, windowMs: number): Promise<string | undefined> {
  const result = await sql<{ sessionId: string }>`
    SELECT session_id FROM usage_event
    WHERE building_id = ${buildingId} AND user_id = ${userId}
      AND occurred_at BETWEEN ${new Date(at.getTime() - windowMs)} AND ${new Date(at.getTime() + windowMs)}
    ORDER BY abs(extract(epoch FROM occurred_at - ${at}::timestamptz)) LIMIT 1`.execute(db);
  return result.rows[0]?.sessionId;
}

export async function levelName(db: Db, levelId: number): Promise<string> {
  const row = await db.selectFrom('level').select(['name', 'shortName']).where('id', '=', levelId).executeTakeFirst();
  return row ? (row.shortName ?? row.name) : '';
}

/** Serialises the feedback of one building: their ids follow the order in which their messages are raised (issue 31). */
export async function lockBuildingFeedback(trx: Db, buildingId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`feedback-notice:${buildingId}`}, 0))`.execute(trx);
}

/** These admins' unread, undeleted feedback messages about the building since `since` whose dedupe key starts with `keyPrefix`, newest first. */
export async function openFeedbackNotices(trx: Db, buildingId: number, adminIds: number[], since: Date, keyPrefix: string) {
  if (!adminIds.length) return [];
  return trx
    .selectFrom('message')
    .select(['id', 'adminId', 'dedupeKey'])
    .where('type', '=', 'feedback')
    .where('buildingId', '=', buildingId)
    .where('adminId', 'in', adminIds)
    .where('readAt', 'is', null)
    .where('deletedAt', 'is', null)
    .where('createdAt', '>=', since)
    .where('dedupeKey', 'like', `${keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Rewrites a message's texts and link (it stays unread, with its time). */
export async function rewriteNotice(
  trx: Db,
  id: number,
  texts: { title: string; content: string; titleEn: string; contentEn: string; link: string },
): Promise<void> {
  await trx.updateTable('message').set(texts).where('id', '=', id).execute();
}

/** How many feedback of the building have an id of at least `firstId`. */
export async function feedbackCountFrom(trx: Db, buildingId: number, firstId: number): Promise<number> {
  const row = await trx
    .selectFrom('feedback')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('buildingId', '=', buildingId)
    .where('id', '>=', firstId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Screenshots no feedback names that were uploaded before `before`, oldest first (issue 31). */
export async function unattachedScreenshots(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('feedbackScreenshot')
    .innerJoin('platformFile', 'platformFile.id', 'feedbackScreenshot.fileId')
    .select(['platformFile.id', 'platformFile.sha256'])
    .where('feedbackScreenshot.feedbackId', 'is', null)
    .where('platformFile.createdAt', '<', before)
    .orderBy('platformFile.createdAt')
    .limit(limit)
    .execute();
}

/**
 * Deletes the record of a screenshot (and, by cascade, its app's row) if no feedback names it; answers whether it
 * did. Its row is locked first, as attaching locks it (screenshotsForUpdate): a feedback attaching it meanwhile wins.
 */
export async function deleteUnattachedScreenshot(trx: Db, fileId: number): Promise<boolean> {
  const loose = await trx
    .selectFrom('feedbackScreenshot')
    .select('fileId')
    .where('fileId', '=', fileId)
    .where('feedbackId', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!loose) return false;
  await trx.deleteFrom('platformFile').where('id', '=', fileId).execute();
  return true;
}
