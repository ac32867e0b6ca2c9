import type { Db } from '../db/types.js';

export interface AppFilter {
  companyId?: number;
  limit: number;
  offset: number;
}

/** A page of apps, each with its company's name beside the id (the list shows names, issue 10). */
export async function pageApps(db: Db, filter: AppFilter) {
  let query = db.selectFrom('app');
  if (filter.companyId !== undefined) query = query.where('app.companyId', '=', filter.companyId);
  const [records, count] = await Promise.all([
    query
      .innerJoin('company', 'company.id', 'app.companyId')
      .select(['app.id', 'app.name', 'app.appCode', 'app.companyId', 'company.name as companyName'])
      .orderBy('app.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records, total: count.total };
}
