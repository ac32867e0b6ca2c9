import { canSeeCompany } from '../auth/scope.js';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import { findCompany } from '../repos/company.js';

/** The caller's own company (null for a platform admin without `companyId`), or another one a platform admin names; else 10004. */
export async function companyOf(db: Db, admin: SessionAdmin, companyId: number | undefined) {
  const id = companyId ?? admin.companyId;
  if (id === null) return null;
  if (!canSeeCompany(admin, id)) throw notFound();
  const company = await findCompany(db, id);
  if (!company) throw notFound();
  return company;
}
