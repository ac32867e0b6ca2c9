import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../db/types.js';

export interface AppFilter {
  companyId?: number;
  /** Part of the name or app code, any case. */
  text?: string;
  enabled?: boolean;
  /** Issue 16: only the apps of this group (none for an unknown group). */
  appGroupId?: number;
  ids?: number[];
  sort?: 'id' | 'name' | 'appCode' | 'companyName';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface AppValues {
  companyId: number;
  name: string;
  appCode: string;
  platforms: string[];
  enabled: boolean;
}

type Eb = ExpressionBuilder<Database, 'app'>;

/** Issue 16: an app has shipped once a key of it was used or it has usage events (its app code is then fixed). */
const shippedOf = (eb: Eb) =>
  eb.or([
    eb.exists(eb.selectFrom('appKey as k').select('k.id').whereRef('k.appId', '=', 'app.id').where('k.lastUsedAt', 'is not', null)),
    eb.exists(eb.selectFrom('usageEvent as e').select('e.appId').whereRef('e.appId', '=', 'app.id')),
  ]);

const buildingCountOf = (eb: Eb) =>
  eb
    .selectFrom('building as b')
    .select((x) => x.fn.countAll<number>().as('n'))
    .whereRef('b.appId', '=', 'app.id');

const keyCountOf = (eb: Eb, now: Date) =>
  eb
    .selectFrom('appKey as k')
    .select((x) => x.fn.countAll<number>().as('n'))
    .whereRef('k.appId', '=', 'app.id')
    .where('k.revokedAt', 'is', null)
    .where((x) => x.or([x('k.expiresAt', 'is', null), x('k.expiresAt', '>', now)]));

/** A page of apps, each with its company's name and counts (the list shows names, issue 10; issue 16 the counts). */
export async function pageApps(db: Db, filter: AppFilter, now = new Date()) {
  let query = db.selectFrom('app').innerJoin('company', 'company.id', 'app.companyId');
  if (filter.companyId !== undefined) query = query.where('app.companyId', '=', filter.companyId);
  if (filter.enabled !== undefined) query = query.where('app.enabled', '=', filter.enabled);
  if (filter.ids) query = query.where('app.id', 'in', filter.ids.length ? filter.ids : [0]);
  const { appGroupId } = filter;
  if (appGroupId !== undefined) {
    query = query.where('app.id', 'in', (eb) => eb.selectFrom('appGroupApp').select('appGroupApp.appId').where('appGroupApp.groupId', '=', appGroupId));
  }
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('app.name', 'ilike', like), eb('app.appCode', 'ilike', like)]));
  }
  const column = { id: 'app.id', name: 'app.name', appCode: 'app.appCode', companyName: 'company.name' } as const;
  const [records, count] = await Promise.all([
    query
      .select([
        'app.id',
        'app.name',
        'app.appCode',
        'app.companyId',
        'company.name as companyName',
        'app.enabled',
        'app.platforms',
        'company.enabled as companyEnabled',
      ])
      .select((eb) => [
        buildingCountOf(eb).as('buildingCount'),
        keyCountOf(eb, now).as('keyCount'),
        shippedOf(eb).as('shipped'),
        'app.createdAt',
        'app.updatedAt',
      ])
      .orderBy(column[filter.sort ?? 'id'], filter.order ?? 'asc')
      .orderBy('app.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: records.map((r) => ({ ...r, buildingCount: Number(r.buildingCount ?? 0), keyCount: Number(r.keyCount ?? 0), shipped: Boolean(r.shipped) })),
    total: count.total,
  };
}

export type AppListRow = Awaited<ReturnType<typeof pageApps>>['records'][number];

export async function findApp(db: Db, id: number): Promise<AppListRow | undefined> {
  return (await pageApps(db, { ids: [id], limit: 1, offset: 0 })).records[0];
}

export async function appExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('app').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The app's row, locked until the transaction ends (two edits of one app apply one after the other). */
export async function lockApp(trx: Db, id: number) {
  return trx.selectFrom('app').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The app's buildings with their newest published version. */
export async function buildingsOfApp(db: Db, appId: number) {
  return db
    .selectFrom('building')
    .select(['building.id', 'building.name'])
    .select(
      sql<number | null>`(SELECT max(v.version) FROM building_version v WHERE v.building_id = building.id AND v.status = 'published')`.as('publishedVersion'),
    )
    .where('building.appId', '=', appId)
    .orderBy('building.id')
    .execute();
}

/** The named buildings with their company and app (to check that an app may hold them), locked until the transaction ends. */
export async function lockBuildingsByIds(trx: Db, ids: number[]) {
  if (!ids.length) return [];
  return trx
    .selectFrom('building')
    .leftJoin('app', 'app.id', 'building.appId')
    .select(['building.id', 'building.name', 'building.companyId', 'building.appId', 'app.name as appName'])
    .where('building.id', 'in', ids)
    .orderBy('building.id')
    .forUpdate('building')
    .execute();
}

export async function companyNameOf(db: Db, companyId: number): Promise<string | undefined> {
  return (await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst())?.name;
}

/** The app (other than `exceptId`) whose name equals this one regardless of case and surrounding spaces. */
export async function appNameOwner(db: Db, name: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('app')
    .select('id')
    .where(sql<string>`lower(btrim(name))`, '=', name.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** The app (other than `exceptId`) whose app code equals this one regardless of case. */
export async function appCodeOwner(db: Db, appCode: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('app')
    .select('id')
    .where(sql<string>`lower(app_code)`, '=', appCode.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertApp(db: Db, values: AppValues): Promise<number> {
  return (await db.insertInto('app').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAppRow(db: Db, id: number, values: AppValues, now: Date): Promise<void> {
  await db
    .updateTable('app')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Makes `buildingIds` the app's whole set of buildings: those left out leave it (app_id null). */
export async function setAppBuildings(db: Db, appId: number, buildingIds: number[]): Promise<void> {
  let leave = db.updateTable('building').set({ appId: null }).where('appId', '=', appId);
  if (buildingIds.length) leave = leave.where('id', 'not in', buildingIds);
  await leave.execute();
  if (buildingIds.length) await db.updateTable('building').set({ appId }).where('id', 'in', buildingIds).execute();
}

/** The app with this code, if any (its id and company). */
export const appByCode = (db: Db, appCode: string) => db.selectFrom('app').select(['id', 'companyId']).where('appCode', '=', appCode).executeTakeFirst();
