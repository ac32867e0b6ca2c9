import { companyScope } from '../auth/scope.js';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { pageApps } from '../repos/app.js';

/** The apps visible to the admin (platform: all; others: their company's), a page of them. */
export async function appPage(db: Db, admin: SessionAdmin, window: { limit: number; offset: number }) {
  const scope = companyScope(admin);
  return pageApps(db, { companyId: scope ?? undefined, ...window });
}
