import type { Db } from '../db/types.js';

export interface AppFilter {
  companyId?: number;
  limit: number;
  offset: number;
}

export async function pageApps(db: Db, filter: AppFilter) {
  let query = db.selectFrom('app');
  if (filter.companyId !== undefined) query = query.where('companyId', '=', filter.companyId);
  const [records, count] = await Promise.all([
    query.select(['id', 'name', 'appCode', 'companyId']).orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records, total: count.total };
}
