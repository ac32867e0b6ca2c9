import type { Db } from '../db/types.js';

export function findCompany(db: Db, id: number) {
  return db.selectFrom('company').select(['id', 'name', 'bigLogo', 'smallLogo']).where('id', '=', id).executeTakeFirst();
}
