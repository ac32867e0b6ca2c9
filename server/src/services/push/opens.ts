// Issue 18: opens of pushes, from the apps' push_open events ({ pushId }): the first open of each (push, user)
// marks the recipient opened, in the ingestion's transaction (the funnel's last step: opened / sent).
import type { Db } from '../../db/types.js';
import { markOpened } from '../../repos/push.js';
import type { CheckedEvent } from '../../usage/check.js';

export async function recordPushOpens(trx: Db, events: CheckedEvent[]): Promise<void> {
  const opens = events
    .filter((e) => e.type === 'push_open' && typeof e.data.pushId === 'number')
    .sort((a, b) => a.at - b.at)
    .map((e) => ({ pushId: e.data.pushId as number, buildingId: e.buildingId, userId: e.userId, at: new Date(e.at) }));
  if (opens.length) await markOpened(trx, opens);
}
