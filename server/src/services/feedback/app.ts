// Issue 18: the apps' feedback calls (X-App-Key): add a feedback, upload a screenshot, read one's own feedback.
import { PLATFORM_FILE_KINDS, platformFileUrl } from '#contract/endpoints/platformFile.js';
import type { Db } from '../../db/types.js';
import { AppError, Code } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import { translate, type Language } from '../../errors/messages.js';
import { sniff } from '../../files/sniff.js';
import type { FileStore } from '../../files/store.js';
import { levelBuilding } from '../../repos/beacon.js';
import {
  attachScreenshots,
  feedbackBuilding,
  feedbackEvents,
  insertFeedback,
  insertScreenshot,
  lockBuildingFeedback,
  screenshotsForUpdate,
  screenshotsOf,
  userFeedback,
} from '../../repos/feedback.js';
import { lockFileKey, recordsOf } from '../../repos/platformFile.js';
import type { KeyedApp } from '../../repos/usage.js';
import type { FeedbackAddBody, FeedbackAdded, FeedbackMine, FeedbackScreenshot } from '#contract/schemas/feedback.js';
import { FEEDBACK_LIMITS } from '#contract/endpoints/feedback.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { reserveDaily } from '../appKeyRate.js';
import type { ReceivedFile } from '../../transfer/multipartFile.js';
import { noticeNewFeedback } from './notice.js';

const SCREENSHOT_KINDS = ['png', 'jpeg', 'webp'] as const;
const MINE_LIMIT = 50;

/** The text without surrounding spaces; blank is 10005 naming the field. */
function textOf(value: string, name: string, language: Language): string {
  const text = value.trim();
  if (!text) throw invalid([field(language, name, 'feedback.textBlank', { limit: FEEDBACK_LIMITS.text })]);
  return text;
}

/**
 * add (issue 18): checks the building is the app's, the level the building's, the screenshots the app's own and
 * not yet sent, then stores the feedback, attaches the screenshots and raises the message in one transaction.
 */
export async function addFeedback(db: Db, app: KeyedApp, body: FeedbackAddBody, language: Language, now = new Date()): Promise<FeedbackAdded> {
  const building = await feedbackBuilding(db, body.buildingId);
  if (!building || building.appId !== app.id) throw invalid([field(language, 'buildingId', 'feedback.buildingNotOfApp')]);
  const text = textOf(body.text, 'text', language);
  if (body.place && (await levelBuilding(db, body.place.levelId)) !== body.buildingId) {
    throw invalid([field(language, 'place.levelId', 'feedback.levelNotOfBuilding', { levelId: body.place.levelId })]);
  }
  const occurredAt = body.time ? new Date(body.time) : now;
  if (occurredAt.getTime() > now.getTime() + USAGE_LIMITS.aheadMinutes * 60_000) throw invalid([field(language, 'time', 'feedback.timeAhead')]);
  const screenshots = body.screenshots ?? [];
  return db.transaction().execute(async (trx) => {
    await lockBuildingFeedback(trx, body.buildingId);
    const found = new Map((await screenshotsForUpdate(trx, screenshots)).map((s) => [Number(s.fileId), s]));
    for (const id of screenshots) {
      const s = found.get(id);
      if (!s || s.appId !== app.id) throw invalid([field(language, 'screenshots', 'feedback.screenshotUnknown', { id })]);
      if (s.feedbackId !== null) throw invalid([field(language, 'screenshots', 'feedback.screenshotUsed', { id })]);
    }
    const id = await insertFeedback(trx, {
      appId: app.id,
      buildingId: body.buildingId,
      userId: body.userId,
      sessionId: body.sessionId ?? '',
      category: body.category,
      text,
      contact: (body.contact ?? '').trim(),
      ...body.device,
      levelId: body.place?.levelId ?? null,
      lng: body.place?.lng ?? null,
      lat: body.place?.lat ?? null,
      occurredAt,
    });
    await attachScreenshots(trx, id, screenshots);
    await noticeNewFeedback(trx, { id, buildingId: body.buildingId, buildingName: building.name, category: body.category, text }, now);
    return { id, state: 'open' as const };
  });
}

/**
 * screenshot (issue 18): a PNG, JPEG or WebP image (read from the bytes) of at most 2 MB, stored once per
 * content like every platform file (purpose `feedback`) and recorded as this app's; a feedback then names its id.
 * Issue 31: at most `screenshotMbPerDay` per app and UTC day, counted before anything is stored (10007 past it).
 */
export async function addScreenshot(
  db: Db,
  store: FileStore,
  app: KeyedApp,
  receive: (maxKb: number) => Promise<ReceivedFile>,
  language: Language,
  limits: { screenshotMbPerDay: number },
): Promise<FeedbackScreenshot> {
  const file = await receive(FEEDBACK_LIMITS.screenshotKb);
  const kind = sniff(file.bytes);
  if (!kind || !(SCREENSHOT_KINDS as readonly string[]).includes(kind)) {
    const found = kind ? kind.toUpperCase() : translate(language, 'file.unknownType');
    throw invalid([field(language, 'file', 'feedback.screenshotType', { found })]);
  }
  const { contentType, extension } = PLATFORM_FILE_KINDS[kind];
  const limit = limits.screenshotMbPerDay;
  const release = await reserveDaily(db, `app:${app.id}:screenshotKb`, Math.ceil(file.bytes.length / 1024), limit * 1024, (seconds) => {
    const hours = Math.ceil(seconds / 3600);
    return new AppError(Code.TOO_MANY_REQUESTS, 'feedback.screenshotQuota', { limit, hours }, undefined, { 'retry-after': String(seconds) });
  });
  let written = false;
  try {
    const row = await db.transaction().execute(async (trx) => {
      await lockFileKey(trx, file.sha256);
      const created = await store.put(trx, { sha256: file.sha256, bytes: file.bytes, contentType });
      written = created && store.kind !== 'database';
      return insertScreenshot(trx, {
        sha256: file.sha256,
        originalName: file.name,
        size: file.bytes.length,
        contentType,
        extension,
        companyId: app.companyId,
        appId: app.id,
      });
    });
    return { id: Number(row.id), url: platformFileUrl(row.sha256, row.extension) };
  } catch (error) {
    // The S3 store wrote before the record: remove the object again unless another record names it.
    if (written) {
      await db.transaction().execute(async (trx) => {
        await lockFileKey(trx, file.sha256);
        if ((await recordsOf(trx, file.sha256)) === 0) await store.remove(trx, file.sha256);
      });
    }
    await release();
    throw error;
  }
}

/** list (issue 18): the user's own feedback in this app with its state and the admins' replies (so a reply reaches the user). */
export async function myFeedback(db: Db, app: KeyedApp, userId: string): Promise<FeedbackMine> {
  const rows = await userFeedback(db, app.id, userId, MINE_LIMIT);
  const ids = rows.map((r) => Number(r.id));
  const [shots, events] = await Promise.all([screenshotsOf(db, ids), feedbackEvents(db, ids)]);
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      buildingId: Number(r.buildingId),
      category: r.category as FeedbackMine['records'][number]['category'],
      text: r.text,
      state: r.state,
      time: r.occurredAt.toISOString(),
      screenshots: shots.get(Number(r.id)) ?? [],
      replies: events.filter((e) => Number(e.feedbackId) === Number(r.id) && e.kind === 'reply').map((e) => ({ text: e.text, at: e.createdAt.toISOString() })),
    })),
  };
}
