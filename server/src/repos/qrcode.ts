// Issue 13: QR codes and apps' WeChat credentials (migration 011). SQL only; the rules are in services/qrcode.ts.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db, QrcodeKind } from '../db/types.js';

export interface QrcodeFilter {
  buildingId: number;
  levelId?: number;
  batch?: string;
  kind?: QrcodeKind;
  enabled?: boolean;
  /** Part of the name, payload, scene, page or batch (any case). */
  text?: string;
  sort: 'name' | 'id' | 'createdAt' | 'batch' | 'kind';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** What an admin writes; the repository fills created/updated by and at. */
export interface QrcodeValues {
  buildingId: number;
  levelId: number | null;
  name: string;
  lng: number | null;
  lat: number | null;
  page: string;
  payload: string;
  scene: string;
  shortCode: string;
  kind: QrcodeKind;
  batch: string;
  enabled: boolean;
}

const rows = (db: Db) =>
  db
    .selectFrom('qrcode')
    .innerJoin('building', 'building.id', 'qrcode.buildingId')
    .leftJoin('level', 'level.id', 'qrcode.levelId')
    .leftJoin('admin', 'admin.id', 'qrcode.createdBy')
    .select([
      'qrcode.id',
      'qrcode.buildingId',
      'building.name as buildingName',
      'building.appId',
      'qrcode.levelId',
      sql<string | null>`coalesce(level.short_name, level.name)`.as('levelName'),
      'qrcode.name',
      'qrcode.lng',
      'qrcode.lat',
      'qrcode.page',
      'qrcode.payload',
      'qrcode.scene',
      'qrcode.shortCode',
      'qrcode.kind',
      'qrcode.batch',
      'qrcode.enabled',
      sql<string | null>`coalesce(nullif(admin.name, ''), admin.email)`.as('createdBy'),
      // Issue 14: the scans the apps reported for the code's scene (all time, one rollup row).
      sql<number>`coalesce((SELECT n FROM usage_count c WHERE c.building_id = qrcode.building_id AND c.metric = 'qrScans' AND c.dim = 'scene'
        AND c.grain = 'A' AND c.period = 'epoch' AND c.value = qrcode.scene), 0)::int`.as('scans'),
      'qrcode.createdAt',
      'qrcode.updatedAt',
    ]);

export type QrcodeRow = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

const SORT_COLUMNS: Record<QrcodeFilter['sort'], string> = {
  name: 'qrcode.name',
  id: 'qrcode.id',
  createdAt: 'qrcode.created_at',
  batch: 'qrcode.batch',
  kind: 'qrcode.kind',
};

/** One page of a building's codes and the number matching the filter. */
export async function pageQrcodes(db: Db, filter: QrcodeFilter): Promise<{ records: QrcodeRow[]; total: number }> {
  let query = rows(db).where('qrcode.buildingId', '=', filter.buildingId);
  if (filter.levelId !== undefined) query = query.where('qrcode.levelId', '=', filter.levelId);
  if (filter.batch !== undefined) query = query.where('qrcode.batch', '=', filter.batch);
  if (filter.kind !== undefined) query = query.where('qrcode.kind', '=', filter.kind);
  if (filter.enabled !== undefined) query = query.where('qrcode.enabled', '=', filter.enabled);
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const parts: Array<Expression<SqlBool>> = ['qrcode.name', 'qrcode.payload', 'qrcode.scene', 'qrcode.page', 'qrcode.batch'].map(
      (column) => sql<SqlBool>`strpos(lower(${sql.raw(column)}), ${text}) > 0`,
    );
    query = query.where((eb) => eb.or(parts));
  }
  const direction = sql.raw(filter.order === 'desc' ? 'DESC' : 'ASC');
  const [records, count] = await Promise.all([
    query
      .orderBy(sql`${sql.raw(SORT_COLUMNS[filter.sort])} ${direction}`)
      .orderBy('qrcode.id', filter.order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
}

export async function findQrcode(db: Db, id: number): Promise<QrcodeRow | undefined> {
  return rows(db).where('qrcode.id', '=', id).executeTakeFirst();
}

/** A batch's codes, by name. */
export async function batchQrcodes(db: Db, buildingId: number, batch: string): Promise<QrcodeRow[]> {
  return rows(db).where('qrcode.buildingId', '=', buildingId).where('qrcode.batch', '=', batch).orderBy('qrcode.name').orderBy('qrcode.id').execute();
}

/** The buildings of the given codes (those that exist). */
export async function qrcodeBuildings(db: Db, ids: number[]): Promise<Array<{ id: number; buildingId: number }>> {
  if (!ids.length) return [];
  return db.selectFrom('qrcode').select(['id', 'buildingId']).where('id', 'in', ids).execute();
}

/** Whether a short code is already taken. */
export async function shortCodeTaken(db: Db, shortCode: string): Promise<boolean> {
  return Boolean(await db.selectFrom('qrcode').select('id').where('shortCode', '=', shortCode).executeTakeFirst());
}

export async function insertQrcodes(db: Db, values: QrcodeValues[], adminId: number | null): Promise<number[]> {
  if (!values.length) return [];
  const inserted = await db
    .insertInto('qrcode')
    .values(values.map((v) => ({ ...v, createdBy: adminId, updatedBy: adminId })))
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

export async function updateQrcode(db: Db, id: number, values: QrcodeValues, adminId: number | null, now: Date): Promise<void> {
  const { buildingId: _building, shortCode: _short, ...rest } = values;
  await db
    .updateTable('qrcode')
    .set({ ...rest, updatedBy: adminId, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteQrcodes(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('qrcode').where('id', 'in', ids).execute();
}

/** An app's WeChat credentials (the secret still encrypted), if configured. */
export async function wechatCredential(db: Db, appId: number) {
  return db.selectFrom('wechatCredential').select(['appId', 'wechatAppid', 'secretEncrypted', 'envVersion']).where('appId', '=', appId).executeTakeFirst();
}

export async function saveWechatCredential(
  db: Db,
  values: { appId: number; wechatAppid: string; secretEncrypted: string; envVersion: 'release' | 'trial' | 'develop' },
): Promise<void> {
  await db
    .insertInto('wechatCredential')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('appId')
        .doUpdateSet({ wechatAppid: values.wechatAppid, secretEncrypted: values.secretEncrypted, envVersion: values.envVersion, updatedAt: new Date() }),
    )
    .execute();
}

/** The enabled code of one of the app's buildings that a scene names: by short code (k=…), else the newest with that scene. */
export async function qrcodeByScene(db: Db, appId: number, scene: string) {
  const short = /^k=([A-Za-z0-9]+)$/.exec(scene)?.[1];
  return db
    .selectFrom('qrcode')
    .innerJoin('building', 'building.id', 'qrcode.buildingId')
    .select(['qrcode.id', 'qrcode.name', 'qrcode.buildingId', 'qrcode.levelId', 'qrcode.lng', 'qrcode.lat', 'qrcode.page', 'qrcode.payload'])
    .where('building.appId', '=', appId)
    .where('qrcode.enabled', '=', true)
    .where(short ? 'qrcode.shortCode' : 'qrcode.scene', '=', short ?? scene)
    .orderBy('qrcode.id', 'desc')
    .executeTakeFirst();
}
