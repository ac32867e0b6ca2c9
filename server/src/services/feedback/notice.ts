import type { Db } from '../../db/types.js';
import { feedbackDetailLink } from '../../contract/feedback.js';
import { notify } from '../../messaging/notify.js';
import type { FeedbackCategory } from '../../schemas/feedback.js';

/** Issue 18: the categories' names in the message texts (the console translates its own). */
export const CATEGORY_NAMES: Record<FeedbackCategory, { zh: string; en: string }> = {
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

/**
 * Issue 18: new feedback raises a message (type `feedback`) for the admins who hold VIEW_FEEDBACK on its
 * building (the company administrators and the business administrators granted it), linking to its page.
 * Called in the transaction of the insert: a feedback that is not stored raises nothing.
 */
export async function noticeNewFeedback(trx: Db, feedback: { id: number; buildingId: number; buildingName: string; category: FeedbackCategory; text: string }) {
  const name = CATEGORY_NAMES[feedback.category];
  const preview = [...feedback.text].length > PREVIEW ? `${[...feedback.text].slice(0, PREVIEW).join('')}…` : feedback.text;
  return notify(
    trx,
    { building: feedback.buildingId, permissions: ['VIEW_FEEDBACK'] },
    {
      type: 'feedback',
      title: `新的用户反馈：${name.zh}`,
      content: `${feedback.buildingName}：${preview}`,
      titleEn: `New user feedback: ${name.en}`,
      contentEn: `${feedback.buildingName}: ${preview}`,
      link: feedbackDetailLink(feedback.id),
    },
  );
}
