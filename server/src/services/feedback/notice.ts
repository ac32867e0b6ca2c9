import type { Db } from '../../db/types.js';
import { FEEDBACK_LIST_LINK, feedbackDetailLink } from '#contract/endpoints/feedback.js';
import { notify, recipients } from '../../messaging/notify.js';
import { feedbackCountFrom, openFeedbackNotices, rewriteNotice } from '../../repos/feedback.js';
import type { FeedbackCategory } from '#contract/endpoints/feedback.js';

/** Issue 18: the categories' names in the message texts (the console translates its own). */
const CATEGORY_NAMES: Record<FeedbackCategory, { zh: string; en: string }> = {
  cannotOpen: { zh: '无法打开', en: 'Cannot open' },
  crash: { zh: '闪退', en: 'Crash' },
  lag: { zh: '卡顿', en: 'Lag' },
  slowLoad: { zh: '加载慢', en: 'Slow loading' },
  inaccurateLocation: { zh: '定位不准', en: 'Inaccurate location' },
  navigationError: { zh: '导航错误', en: 'Navigation error' },
  mapError: { zh: '地图错误', en: 'Map error' },
  other: { zh: '其他', en: 'Other' },
};

const PREVIEW = 60;

/** Issue 31: an admin's unread feedback message about a building takes in the further feedback of this many minutes. */
export const FEEDBACK_NOTICE_BURST_MINUTES = 30;

/** The dedupe key of the message a burst starts with: its first feedback's id (the burst counts from it). */
const burstKey = (buildingId: number, firstId: number) => `feedback:${buildingId}:${firstId}`;
const firstIdOf = (key: string | null) => Number(key?.split(':')[2]);

export interface NewFeedback {
  id: number;
  buildingId: number;
  buildingName: string;
  category: FeedbackCategory;
  text: string;
}

/**
 * Issue 18: new feedback raises a message (type `feedback`) for the admins who hold VIEW_FEEDBACK on its
 * building (the company administrators and the business administrators granted it), linking to its page.
 * Issue 31: an admin whose message about the building from the last FEEDBACK_NOTICE_BURST_MINUTES is still
 * unread gets that message rewritten to count the feedback since it (linking to the list) instead of another.
 * Called in the transaction of the insert, after lockBuildingFeedback: a feedback that is not stored raises
 * nothing, and a building's feedback ids follow the order of their messages.
 */
export async function noticeNewFeedback(trx: Db, feedback: NewFeedback, now = new Date()): Promise<void> {
  const audience = { building: feedback.buildingId, permissions: ['VIEW_FEEDBACK'] };
  const name = CATEGORY_NAMES[feedback.category];
  const preview = [...feedback.text].length > PREVIEW ? `${[...feedback.text].slice(0, PREVIEW).join('')}…` : feedback.text;
  const since = new Date(now.getTime() - FEEDBACK_NOTICE_BURST_MINUTES * 60_000);
  const open = await openFeedbackNotices(trx, feedback.buildingId, await recipients(trx, audience), since, `feedback:${feedback.buildingId}:`);
  const told = new Set<number>();
  for (const message of open) {
    if (told.has(message.adminId)) continue;
    told.add(message.adminId);
    const count = await feedbackCountFrom(trx, feedback.buildingId, firstIdOf(message.dedupeKey));
    await rewriteNotice(trx, message.id, {
      title: `${count} 条新的用户反馈`,
      content: `${feedback.buildingName}：收到 ${count} 条新的用户反馈，最新一条（${name.zh}）：${preview}`,
      titleEn: `${count} new user feedback reports`,
      contentEn: `${feedback.buildingName}: ${count} new user feedback reports; the latest (${name.en}): ${preview}`,
      link: FEEDBACK_LIST_LINK,
    });
  }
  await notify(trx, audience, {
    type: 'feedback',
    title: `新的用户反馈：${name.zh}`,
    content: `${feedback.buildingName}：${preview}`,
    titleEn: `New user feedback: ${name.en}`,
    contentEn: `${feedback.buildingName}: ${preview}`,
    link: feedbackDetailLink(feedback.id),
    dedupeKey: burstKey(feedback.buildingId, feedback.id),
    except: [...told],
  });
}
