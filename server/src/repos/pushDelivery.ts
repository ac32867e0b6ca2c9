// Issue 18: who a push reaches (usage events, subscriptions) and its delivery: claiming due pushes with a lease,
// recipients keyed (push, user). SQL only; the rules are in services/push/.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { PushChannel, RecipientState } from '../db/types.js';

const ids = (rows: Array<{ userId: string }>) => rows.map((r) => r.userId);

export async function buildingUsers(db: Db, buildingId: number): Promise<string[]> {
  return ids(await db.selectFrom('usageUser').select('userId').where('buildingId', '=', buildingId).orderBy('userId').execute());
}

export async function knownUser(db: Db, buildingId: number, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('usageUser').select('userId').where('buildingId', '=', buildingId).where('userId', '=', userId).executeTakeFirst());
}

/** Users with a `location` event on the level since `since`. */
export async function levelUsers(db: Db, buildingId: number, levelId: number, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('usageEvent')
    .select('userId')
    .distinct()
    .where('buildingId', '=', buildingId)
    .where('type', '=', 'location')
    .where('levelId', '=', levelId)
    .where('occurredAt', '>=', since)
    .orderBy('userId')
    .execute();
  return ids(rows);
}

/** The distinct location fixes on a level since `since` (the service keeps those inside a region's polygon). */
export async function levelFixes(db: Db, buildingId: number, levelId: number, since: Date): Promise<Array<{ userId: string; lng: number; lat: number }>> {
  const rows = await db
    .selectFrom('usageEvent')
    .select(['userId', 'lng', 'lat'])
    .distinct()
    .where('buildingId', '=', buildingId)
    .where('type', '=', 'location')
    .where('levelId', '=', levelId)
    .where('occurredAt', '>=', since)
    .where('lng', 'is not', null)
    .where('lat', 'is not', null)
    .execute();
  return rows.map((r) => ({ userId: r.userId, lng: Number(r.lng), lat: Number(r.lat) }));
}

/** Users who scanned one of `scenes` in the building: the scan funnel's sessions and the raw qr_scan events. */
export async function scanUsers(db: Db, buildingId: number, scenes: string[]): Promise<string[]> {
  if (!scenes.length) return [];
  // usage_scan_session has no Kysely type (issue 15 writes it with SQL).
  const sessions = (
    await sql<{ userId: string }>`SELECT DISTINCT user_id FROM usage_scan_session WHERE building_id = ${buildingId} AND scene IN (${sql.join(scenes)})`.execute(
      db,
    )
  ).rows;
  const events = await db
    .selectFrom('usageEvent')
    .select('userId')
    .where('buildingId', '=', buildingId)
    .where('type', '=', 'qr_scan')
    .where(sql<string>`data ->> 'scene'`, 'in', scenes)
    .execute();
  return [...new Set([...ids(sessions), ...ids(events)])].sort();
}

/** Of `userIds`, those with an unused subscription to the template in the app. */
export async function subscribedUsers(db: Db, appId: number, templateId: string, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const found = new Set<string>();
  for (let i = 0; i < userIds.length; i += 5000) {
    const rows = await db
      .selectFrom('pushSubscription')
      .select('userId')
      .where('appId', '=', appId)
      .where('templateId', '=', templateId)
      .where('remaining', '>', 0)
      .where('userId', 'in', userIds.slice(i, i + 5000))
      .execute();
    rows.forEach((r) => found.add(r.userId));
  }
  return found;
}

/** Each accepted template is one more message the user allows (WeChat's one-time subscription). */
export async function addSubscriptions(db: Db, appId: number, userId: string, openid: string, templateIds: string[]): Promise<void> {
  for (const templateId of templateIds) {
    await db
      .insertInto('pushSubscription')
      .values({ appId, userId, templateId, openid, remaining: 1 })
      .onConflict((oc) =>
        oc.columns(['appId', 'userId', 'templateId']).doUpdateSet({ openid, remaining: sql`push_subscription.remaining + 1`, updatedAt: new Date() }),
      )
      .execute();
  }
}

export async function subscriptionOf(db: Db, appId: number, userId: string, templateId: string) {
  return db
    .selectFrom('pushSubscription')
    .select(['openid', 'remaining'])
    .where('appId', '=', appId)
    .where('userId', '=', userId)
    .where('templateId', '=', templateId)
    .executeTakeFirst();
}

/** One use of the subscription (`all`: WeChat said the user has none left, 43101). */
export async function useSubscription(db: Db, appId: number, userId: string, templateId: string, all = false): Promise<void> {
  await db
    .updateTable('pushSubscription')
    .set({ remaining: all ? 0 : sql`greatest(remaining - 1, 0)`, updatedAt: new Date() })
    .where('appId', '=', appId)
    .where('userId', '=', userId)
    .where('templateId', '=', templateId)
    .execute();
}

export interface ClaimedPush {
  id: number;
  buildingId: number;
  title: string;
  content: string;
  page: string;
  audience: unknown;
  channel: PushChannel;
  templateId: string | null;
  targeted: number | null;
  appId: number | null;
}

/**
 * Claims up to `limit` due pushes for this instance: scheduled ones whose time came, and ones still 'sending'
 * past their lease (the instance sending them died). One statement: FOR UPDATE SKIP LOCKED lets concurrent
 * instances claim disjoint pushes.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedPush[]> {
  const result = await sql<{ id: string }>`
    UPDATE push SET state = 'sending', claimed_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
    WHERE id IN (
      SELECT id FROM push
      WHERE (state = 'scheduled' AND send_at <= now()) OR (state = 'sending' AND claimed_until < now())
      ORDER BY send_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT ${limit}
    )
    RETURNING id`.execute(db);
  if (!result.rows.length) return [];
  const rows = await db
    .selectFrom('push')
    .innerJoin('building', 'building.id', 'push.buildingId')
    .select([
      'push.id',
      'push.buildingId',
      'push.title',
      'push.content',
      'push.page',
      'push.audience',
      'push.channel',
      'push.templateId',
      'push.targeted',
      'building.appId',
    ])
    .where(
      'push.id',
      'in',
      result.rows.map((r) => Number(r.id)),
    )
    .orderBy('push.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), buildingId: Number(r.buildingId), appId: r.appId === null ? null : Number(r.appId) }));
}

/** Fixes the funnel's first steps and the recipients (once: a re-claimed push keeps them). */
export async function saveRecipients(db: Db, pushId: number, targeted: number, reachable: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < reachable.length; i += 1000) {
      await trx
        .insertInto('pushRecipient')
        .values(reachable.slice(i, i + 1000).map((userId) => ({ pushId, userId })))
        .onConflict((oc) => oc.columns(['pushId', 'userId']).doNothing())
        .execute();
    }
    await trx.updateTable('push').set({ targeted, reachable: reachable.length }).where('id', '=', pushId).execute();
  });
}

export async function pendingRecipients(db: Db, pushId: number): Promise<string[]> {
  return ids(await db.selectFrom('pushRecipient').select('userId').where('pushId', '=', pushId).where('state', '=', 'pending').orderBy('userId').execute());
}

/** Records one recipient's outcome; only a pending one changes (nothing is recorded, or sent, twice). */
export async function markRecipients(db: Db, pushId: number, userIds: string[], state: RecipientState, error: string | null = null): Promise<number> {
  if (!userIds.length) return 0;
  const result = await db
    .updateTable('pushRecipient')
    .set({ state, error, sentAt: state === 'failed' ? null : new Date() })
    .where('pushId', '=', pushId)
    .where('userId', 'in', userIds)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function recipientStates(db: Db, pushId: number): Promise<Record<RecipientState, number>> {
  const rows = await db
    .selectFrom('pushRecipient')
    .select(['state', sql<number>`count(*)::int`.as('n')])
    .where('pushId', '=', pushId)
    .groupBy('state')
    .execute();
  const counts: Record<RecipientState, number> = { pending: 0, sent: 0, failed: 0, outbox: 0 };
  rows.forEach((r) => (counts[r.state] = r.n));
  return counts;
}

/** The provider's first error among the push's failed recipients (for the push's failure reason). */
export async function firstError(db: Db, pushId: number): Promise<string | null> {
  const row = await db
    .selectFrom('pushRecipient')
    .select('error')
    .where('pushId', '=', pushId)
    .where('state', '=', 'failed')
    .orderBy('userId')
    .limit(1)
    .executeTakeFirst();
  return row?.error ?? null;
}

export async function finishPush(db: Db, pushId: number, state: 'sent' | 'failed', failure: string | null): Promise<void> {
  await db
    .updateTable('push')
    .set({ state, failure, claimedUntil: null, sentAt: state === 'sent' ? new Date() : null, updatedAt: new Date() })
    .where('id', '=', pushId)
    .where('state', '=', 'sending')
    .execute();
}

/** The building's app's authorized mini-program, if any. */
export async function linkedWxapp(db: Db, appId: number | null): Promise<{ id: number; nickName: string; authorizerAppid: string } | undefined> {
  if (appId === null) return undefined;
  const row = await db
    .selectFrom('wxapp')
    .select(['id', 'nickName', 'authorizerAppid'])
    .where('appId', '=', appId)
    .where('status', '=', 'authorized')
    .orderBy('id')
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function buildingAppId(db: Db, buildingId: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('building').select('appId').where('id', '=', buildingId).executeTakeFirst();
  return row ? (row.appId === null ? null : Number(row.appId)) : undefined;
}
