// Issue 18: the apps' side of pushes, with the location app's key: the WeChat subscriptions a user accepted
// (wx.requestSubscribeMessage; each acceptance allows one message) and the user's in-app messages.
import type { Db } from '../../db/types.js';
import { addSubscriptions } from '../../repos/pushDelivery.js';
import { inboxOf } from '../../repos/push.js';
import type { Inbox, SubscribeBody, Subscribed } from '#contract/schemas/push.js';

export async function subscribe(db: Db, appId: number, body: SubscribeBody): Promise<Subscribed> {
  const templateIds = [...new Set(body.templateIds)];
  await addSubscriptions(db, appId, body.userId, body.openid, templateIds);
  return { accepted: templateIds.length };
}

export async function inbox(db: Db, appId: number, userId: string): Promise<Inbox> {
  const rows = await inboxOf(db, appId, userId);
  return {
    records: rows.map((r) => ({
      pushId: Number(r.pushId),
      buildingId: Number(r.buildingId),
      title: r.title,
      content: r.content,
      page: r.page,
      sentAt: r.sentAt ? new Date(r.sentAt).toISOString() : null,
      opened: r.openedAt !== null,
    })),
  };
}
