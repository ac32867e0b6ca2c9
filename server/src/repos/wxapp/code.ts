// Issue 17 代码管理: a mini-program's code state (the wxapp row's commit_*, audit_*, released_* columns) and its
// history (wxapp_code_step). State changes are conditional UPDATEs so a repeated push or a double click changes
// nothing more.
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/types.js';
import type { WxappTable, WxAuditStatus, WxCodeAction } from '../../db/types.js';

export type WxappRow = Selectable<WxappTable>;

export interface WxappWithApp extends WxappRow {
  appName: string | null;
  appCode: string | null;
}

/** One mini-program with the location app it is linked to. */
export async function findWxapp(db: Db, id: number): Promise<WxappWithApp | undefined> {
  return db
    .selectFrom('wxapp')
    .leftJoin('app', 'app.id', 'wxapp.appId')
    .selectAll('wxapp')
    .select(['app.name as appName', 'app.appCode as appCode'])
    .where('wxapp.id', '=', id)
    .executeTakeFirst();
}

export async function findWxappByAppid(db: Db, authorizerAppid: string): Promise<WxappRow | undefined> {
  return db.selectFrom('wxapp').selectAll().where('authorizerAppid', '=', authorizerAppid).executeTakeFirst();
}

export async function updateWxapp(db: Db, id: number, values: Updateable<WxappTable>): Promise<void> {
  await db
    .updateTable('wxapp')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Sets the audit's result when the audit is still open (auditing or delayed) and differs; answers whether it did. */
export async function settleAudit(db: Db, id: number, result: WxAuditStatus, reason: string | null, at: Date): Promise<WxappRow | undefined> {
  return db
    .updateTable('wxapp')
    .set({ auditStatus: result, auditReason: reason, auditAt: at, updatedAt: new Date() })
    .where('id', '=', id)
    .where('auditStatus', 'in', ['auditing', 'delayed'])
    .where('auditStatus', '<>', result)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims the release of the passed audit's version (once: the version must not be the released one already);
 * answers the row before the claim, or undefined when there is nothing to release.
 */
export async function claimRelease(db: Db, id: number): Promise<WxappRow | undefined> {
  const before = await db.selectFrom('wxapp').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before || before.auditStatus !== 'passed' || !before.auditVersion) return undefined;
  const claimed = await db
    .updateTable('wxapp')
    .set({ releasedVersion: before.auditVersion, releasedAt: new Date(), previousReleasedVersion: before.releasedVersion, updatedAt: new Date() })
    .where('id', '=', id)
    .where('auditStatus', '=', 'passed')
    .where('auditVersion', '=', before.auditVersion)
    .where((eb) =>
      before.releasedVersion === null
        ? eb('releasedVersion', 'is', null)
        : eb.and([eb('releasedVersion', '=', before.releasedVersion), eb('releasedVersion', '<>', before.auditVersion!)]),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed ? before : undefined;
}

/** Undoes a claim whose release WeChat refused. */
export async function unclaimRelease(db: Db, before: WxappRow): Promise<void> {
  await updateWxapp(db, before.id, {
    releasedVersion: before.releasedVersion,
    releasedAt: before.releasedAt,
    previousReleasedVersion: before.previousReleasedVersion,
  });
}

export interface StepInput {
  wxappId: number;
  action: WxCodeAction;
  templateId?: number | null;
  version?: string | null;
  detail?: Record<string, unknown>;
  adminId: number | null;
  batchId?: number | null;
}

export async function insertStep(db: Db, step: StepInput): Promise<void> {
  await db
    .insertInto('wxappCodeStep')
    .values({
      wxappId: step.wxappId,
      action: step.action,
      templateId: step.templateId ?? null,
      version: step.version ?? null,
      detail: JSON.stringify(step.detail ?? {}),
      adminId: step.adminId,
      batchId: step.batchId ?? null,
    })
    .execute();
}

export async function pageSteps(db: Db, wxappId: number, limit: number, offset: number) {
  const rows = await db
    .selectFrom('wxappCodeStep as s')
    .leftJoin('admin', 'admin.id', 's.adminId')
    .select(['s.id', 's.action', 's.templateId', 's.version', 's.detail', 's.batchId', 's.createdAt', 'admin.name as adminName'])
    .where('s.wxappId', '=', wxappId)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { n } = await db
    .selectFrom('wxappCodeStep')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wxappId', '=', wxappId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export async function listPlatforms(db: Db) {
  return db.selectFrom('wxOpenPlatform').select(['id', 'name', 'componentAppid']).orderBy('name').orderBy('id').execute();
}

export async function platformExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('wxOpenPlatform').select('id').where('id', '=', id).executeTakeFirst());
}
