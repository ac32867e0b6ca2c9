// Issue 17 分组: batch releases over an app group (wxapp_batch, one wxapp_batch_item per member). An item moves
// by conditional UPDATEs (`WHERE state IN (...)`), so a member is never released twice by concurrent calls.
import type { Db } from '../../db/types.js';
import type { WxBatchState } from '../../db/types.js';

export async function findGroup(db: Db, groupId: number) {
  return db.selectFrom('appGroup').select(['id', 'name']).where('id', '=', groupId).executeTakeFirst();
}

/** The authorized mini-programs linked to the group's location apps. */
export async function groupWxapps(db: Db, groupId: number) {
  return db
    .selectFrom('appGroupApp as m')
    .innerJoin('app', 'app.id', 'm.appId')
    .innerJoin('wxapp', 'wxapp.appId', 'app.id')
    .select([
      'wxapp.id',
      'wxapp.openPlatformId',
      'wxapp.authorizerAppid',
      'wxapp.nickName',
      'app.name as appName',
      'app.appCode',
      'wxapp.auditStatus',
      'wxapp.releasedVersion',
    ])
    .where('m.groupId', '=', groupId)
    .where('wxapp.status', '=', 'authorized')
    .orderBy('wxapp.nickName')
    .orderBy('wxapp.id')
    .execute();
}

export async function insertBatch(
  db: Db,
  batch: { groupId: number; templateId: number; version: string; description: string; createdBy: number },
  wxappIds: number[],
): Promise<number> {
  const { id } = await db.insertInto('wxappBatch').values(batch).returning('id').executeTakeFirstOrThrow();
  if (wxappIds.length) {
    await db
      .insertInto('wxappBatchItem')
      .values(wxappIds.map((wxappId) => ({ batchId: Number(id), wxappId })))
      .execute();
  }
  return Number(id);
}

export async function findBatch(db: Db, id: number) {
  return db
    .selectFrom('wxappBatch as b')
    .leftJoin('admin', 'admin.id', 'b.createdBy')
    .selectAll('b')
    .select('admin.name as createdByName')
    .where('b.id', '=', id)
    .executeTakeFirst();
}

export async function pageBatches(db: Db, groupId: number, limit: number, offset: number) {
  const rows = await db
    .selectFrom('wxappBatch as b')
    .leftJoin('admin', 'admin.id', 'b.createdBy')
    .selectAll('b')
    .select('admin.name as createdByName')
    .where('b.groupId', '=', groupId)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { n } = await db
    .selectFrom('wxappBatch')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export async function batchItems(db: Db, batchIds: number[]) {
  if (!batchIds.length) return [];
  return db
    .selectFrom('wxappBatchItem as i')
    .innerJoin('wxapp', 'wxapp.id', 'i.wxappId')
    .select(['i.batchId', 'i.wxappId', 'wxapp.nickName', 'wxapp.authorizerAppid', 'i.state', 'i.error', 'i.updatedAt'])
    .where('i.batchId', 'in', batchIds)
    .orderBy('wxapp.nickName')
    .orderBy('i.wxappId')
    .execute();
}

/** Moves an item from one of `from` to `to`; answers whether it moved. */
export async function moveItem(db: Db, batchId: number, wxappId: number, from: WxBatchState[], to: WxBatchState, error = ''): Promise<boolean> {
  const moved = await db
    .updateTable('wxappBatchItem')
    .set({ state: to, error, updatedAt: new Date() })
    .where('batchId', '=', batchId)
    .where('wxappId', '=', wxappId)
    .where('state', 'in', from)
    .returning('wxappId')
    .executeTakeFirst();
  return !!moved;
}

/** A mini-program's items still waiting for the audit move with its result (a push or a poll). */
export async function moveAuditingItems(db: Db, wxappId: number, to: WxBatchState, error = ''): Promise<void> {
  await db
    .updateTable('wxappBatchItem')
    .set({ state: to, error, updatedAt: new Date() })
    .where('wxappId', '=', wxappId)
    .where('state', 'in', ['auditing', 'delayed'])
    .where('state', '<>', to)
    .execute();
}

/** The items of a batch in a state. */
export async function itemsInState(db: Db, batchId: number, states: WxBatchState[]): Promise<number[]> {
  const rows = await db.selectFrom('wxappBatchItem').select('wxappId').where('batchId', '=', batchId).where('state', 'in', states).execute();
  return rows.map((r) => Number(r.wxappId));
}
