// Issue 18: pushes and their recipients (migration 027). SQL only; the rules are in services/push/.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { PushChannel, PushState, RecipientState } from '../db/types.js';

export interface PushValues {
  title: string;
  content: string;
  page: string;
  audience: unknown;
  channel: PushChannel;
  templateId: string | null;
  state: PushState;
  sendAt: Date | null;
}

interface FunnelRow {
  targeted: number;
  reachable: number;
  sent: number;
  failed: number;
  outbox: number;
  opened: number;
}

export interface PushRow extends PushValues {
  id: number;
  buildingId: number;
  failure: string | null;
  sentAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  funnel: FunnelRow;
}

const count = (state: RecipientState) => sql<number>`(SELECT count(*)::int FROM push_recipient r WHERE r.push_id = push.id AND r.state = ${state})`;

const rows = (db: Db) =>
  db
    .selectFrom('push')
    .leftJoin('admin', 'admin.id', 'push.createdBy')
    .select([
      'push.id',
      'push.buildingId',
      'push.title',
      'push.content',
      'push.page',
      'push.audience',
      'push.channel',
      'push.templateId',
      'push.state',
      'push.sendAt',
      'push.sentAt',
      'push.failure',
      'push.targeted',
      'push.reachable',
      'push.createdAt',
      'push.updatedAt',
      sql<string | null>`coalesce(nullif(admin.name, ''), admin.email)`.as('createdBy'),
      count('sent').as('sentCount'),
      count('failed').as('failedCount'),
      count('outbox').as('outboxCount'),
      sql<number>`(SELECT count(*)::int FROM push_recipient r WHERE r.push_id = push.id AND r.opened_at IS NOT NULL)`.as('openedCount'),
    ]);

type Raw = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
function rowOf(r: Raw): PushRow {
  const { targeted, reachable, sentCount, failedCount, outboxCount, openedCount, ...rest } = r;
  return {
    ...rest,
    funnel: { targeted: targeted ?? 0, reachable: reachable ?? 0, sent: sentCount, failed: failedCount, outbox: outboxCount, opened: openedCount },
  };
}

export async function findPush(db: Db, id: number): Promise<PushRow | undefined> {
  const row = await rows(db).where('push.id', '=', id).executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

export async function pagePushes(
  db: Db,
  filter: { buildingId: number; state?: PushState; text?: string; limit: number; offset: number },
): Promise<{ records: PushRow[]; total: number }> {
  let q = db.selectFrom('push').where('push.buildingId', '=', filter.buildingId);
  if (filter.state) q = q.where('push.state', '=', filter.state);
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('push.title', 'ilike', like), eb('push.content', 'ilike', like)]));
  }
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const ids = await q.select('push.id').orderBy('push.createdAt', 'desc').orderBy('push.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  if (!ids.length) return { records: [], total };
  const found = await rows(db)
    .where(
      'push.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('push.createdAt', 'desc')
    .orderBy('push.id', 'desc')
    .execute();
  return { records: found.map(rowOf), total };
}

export async function insertPush(db: Db, buildingId: number, values: PushValues, adminId: number): Promise<number> {
  const { id } = await db
    .insertInto('push')
    .values({ ...values, audience: JSON.stringify(values.audience), buildingId, createdBy: adminId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Changes a push still in one of `states` (answers false when the scheduler claimed it meanwhile). */
export async function updatePush(db: Db, id: number, values: Partial<PushValues>, states: readonly PushState[]): Promise<boolean> {
  const { audience, ...rest } = values;
  const result = await db
    .updateTable('push')
    .set({ ...rest, ...(audience === undefined ? {} : { audience: JSON.stringify(audience) }), updatedAt: new Date() })
    .where('id', '=', id)
    .where('state', 'in', [...states])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePush(db: Db, id: number, states: readonly PushState[]): Promise<boolean> {
  const result = await db
    .deleteFrom('push')
    .where('id', '=', id)
    .where('state', 'in', [...states])
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function pageRecipients(
  db: Db,
  filter: { pushId: number; state?: RecipientState; limit: number; offset: number },
): Promise<{ records: Array<{ userId: string; state: RecipientState; error: string | null; sentAt: Date | null; openedAt: Date | null }>; total: number }> {
  let q = db.selectFrom('pushRecipient').where('pushId', '=', filter.pushId);
  if (filter.state) q = q.where('state', '=', filter.state);
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const records = await q.select(['userId', 'state', 'error', 'sentAt', 'openedAt']).orderBy('userId').limit(filter.limit).offset(filter.offset).execute();
  return { records, total };
}

/** The in-app messages sent to a user by the app's buildings, newest first. */
export async function inboxOf(db: Db, appId: number, userId: string, limit = 50) {
  return db
    .selectFrom('pushRecipient')
    .innerJoin('push', 'push.id', 'pushRecipient.pushId')
    .innerJoin('building', 'building.id', 'push.buildingId')
    .select(['push.id as pushId', 'push.buildingId', 'push.title', 'push.content', 'push.page', 'pushRecipient.sentAt', 'pushRecipient.openedAt'])
    .where('building.appId', '=', appId)
    .where('push.channel', '=', 'inapp')
    .where('pushRecipient.userId', '=', userId)
    .where('pushRecipient.state', '=', 'sent')
    .orderBy('pushRecipient.sentAt', 'desc')
    .limit(limit)
    .execute();
}

/** Issue 18: the first push_open of each (push, user) of the batch marks the recipient opened (in the ingestion's transaction). */
export async function markOpened(trx: Db, opens: Array<{ pushId: number; buildingId: number; userId: string; at: Date }>): Promise<void> {
  for (const open of opens) {
    await trx
      .updateTable('pushRecipient')
      .set({ openedAt: open.at })
      .where('pushId', '=', open.pushId)
      .where('userId', '=', open.userId)
      .where('openedAt', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('push').select('push.id').where('push.id', '=', open.pushId).where('push.buildingId', '=', open.buildingId)))
      .execute();
  }
}
