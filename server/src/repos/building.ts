import type { Db } from '../db/types.js';
import type { BuildingDto } from '../schemas/entities.js';

export interface BuildingFilter {
  /** Restricts to one company (the caller's scope or an explicit filter). */
  companyId?: number;
  appId?: number;
  name?: string;
  id?: number;
  ids?: number[];
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtered(db: Db, filter: BuildingFilter) {
  let query = db
    .selectFrom('building')
    .innerJoin('company', 'company.id', 'building.companyId')
    .leftJoin('app', 'app.id', 'building.appId');
  if (filter.companyId !== undefined) query = query.where('building.companyId', '=', filter.companyId);
  if (filter.appId !== undefined) query = query.where('building.appId', '=', filter.appId);
  if (filter.id !== undefined) query = query.where('building.id', '=', filter.id);
  if (filter.ids !== undefined) query = query.where('building.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.name) query = query.where('building.name', 'ilike', `%${escapeLike(filter.name)}%`);
  return query;
}

export async function pageBuildings(db: Db, filter: BuildingFilter): Promise<{ records: BuildingDto[]; total: number }> {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query
      .select([
        'building.id',
        'building.name',
        'building.address',
        'building.companyId',
        'company.name as companyName',
        'building.appId',
        'app.name as appName',
        'app.appCode',
      ])
      .orderBy('building.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const levels = rows.length
    ? await db
        .selectFrom('level')
        .select(['id', 'buildingId', 'ordinal', 'name'])
        .where(
          'buildingId',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('ordinal')
        .execute()
    : [];
  const records = rows.map((row) => ({
    ...row,
    levels: levels.filter((l) => l.buildingId === row.id).map(({ id, ordinal, name }) => ({ id, ordinal, name })),
  }));
  return { records, total: count.total };
}

export async function findBuilding(db: Db, id: number, companyId?: number): Promise<BuildingDto | undefined> {
  const { records } = await pageBuildings(db, { id, companyId, limit: 1, offset: 0 });
  return records[0];
}

/** Whether the building exists within the scope (undefined = every company). */
export async function buildingVisible(db: Db, id: number, companyId?: number): Promise<boolean> {
  let query = db.selectFrom('building').select('id').where('id', '=', id);
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  return (await query.executeTakeFirst()) !== undefined;
}
