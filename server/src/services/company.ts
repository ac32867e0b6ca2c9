import { canSeeCompany } from '../auth/scope.js';
import { deleteAdminSessions, type SessionAdmin } from '../auth/session.js';
import { isUniqueViolation } from '../db/advisory.js';
import type { Db } from '../db/types.js';
import { AppError, Code, notFound } from '../errors/codes.js';
import { conflict, field, idsOf, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { writeAudit } from '../repos/audit.js';
import {
  companyAdminIds,
  companyNameOwner,
  deleteCompany,
  findCompany,
  insertCompany,
  lockCompany,
  pageCompanies,
  updateCompany,
  type CompanyFilter,
  type CompanyValues,
} from '../repos/company.js';
import type { CompanyAddInput, CompanyPageInput, CompanyUpdateInput } from '#contract/schemas/company.js';
import { isUploaded } from './platformFile.js';

/** The caller's own company (null for a platform admin without `companyId`), or another one a platform admin names; else 10004. */
export async function companyOf(db: Db, admin: SessionAdmin, companyId: number | undefined) {
  const id = companyId ?? admin.companyId;
  if (id === null) return null;
  if (!canSeeCompany(admin, id)) throw notFound();
  const company = await findCompany(db, id);
  if (!company) throw notFound();
  return company;
}

const iso = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** company/page (issue 16): every company with what it owns; platform admins only (the route says so). */
export async function companyPage(db: Db, query: CompanyPageInput, window: { limit: number; offset: number }) {
  const filter: CompanyFilter = { name: query.name?.trim() || undefined, enabled: query.enabled, sort: query.sort, order: query.order, ...window };
  const page = await pageCompanies(db, filter);
  return { records: page.records.map(iso), total: page.total };
}

/** company/one with its counts (the edit page shows what disabling or deleting touches). */
export async function companyRow(db: Db, id: number) {
  const row = (await pageCompanies(db, { ids: [id], limit: 1, offset: 0 })).records[0];
  if (!row) throw notFound();
  return iso(row);
}

/** A logo must be empty, the one stored before, or a file uploaded as a logo (platform-file/add, purpose `logo`). */
async function checkLogos(db: Db, input: CompanyAddInput, before: CompanyValues | undefined, language: Language): Promise<void> {
  const errors = [];
  for (const name of ['bigLogo', 'smallLogo'] as const) {
    const url = input[name]?.trim() ?? '';
    if (url === '' || url === before?.[name]) continue;
    if (!(await isUploaded(db, url, 'logo'))) errors.push(field(language, name, 'company.logoNotUploaded'));
  }
  if (errors.length) throw invalid(errors);
}

function valuesOf(input: CompanyAddInput, before: CompanyValues | undefined, language: Language): CompanyValues {
  const name = input.name.trim();
  if (!name) throw invalid([field(language, 'name', 'field.required')]);
  return {
    name,
    contact: input.contact?.trim() ?? before?.contact ?? '',
    enabled: input.enabled ?? before?.enabled ?? true,
    bigLogo: input.bigLogo?.trim() ?? before?.bigLogo ?? '',
    smallLogo: input.smallLogo?.trim() ?? before?.smallLogo ?? '',
  };
}

async function withNameConflict<T>(language: Language, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(language, 'name', 'company.nameTaken');
    throw error;
  }
}

/** company/add: a new company; the name is unique regardless of case (10006). */
export async function addCompany(db: Db, actor: SessionAdmin, input: CompanyAddInput, language: Language) {
  const values = valuesOf(input, undefined, language);
  await checkLogos(db, input, undefined, language);
  const id = await withNameConflict(language, () =>
    db.transaction().execute(async (trx) => {
      if (await companyNameOwner(trx, values.name)) throw conflict(language, 'name', 'company.nameTaken');
      const id = await insertCompany(trx, values);
      await writeAudit(trx, actor, [{ action: 'create', entity: 'company', entityId: id, companyId: id, before: null, after: { id, ...values } }]);
      return id;
    }),
  );
  return companyRow(db, id);
}

/** company/update: switching a company off ends its admins' sessions in the same transaction; its data stays. */
export async function changeCompany(db: Db, actor: SessionAdmin, input: CompanyUpdateInput, language: Language) {
  const stored = await findCompany(db, input.id);
  if (!stored) throw notFound();
  const values = valuesOf(input, stored, language);
  await checkLogos(db, input, stored, language);
  await withNameConflict(language, () =>
    db.transaction().execute(async (trx) => {
      const before = await lockCompany(trx, input.id);
      if (!before) throw notFound();
      if (await companyNameOwner(trx, values.name, input.id)) throw conflict(language, 'name', 'company.nameTaken');
      await updateCompany(trx, input.id, values);
      if (before.enabled && !values.enabled) {
        for (const adminId of await companyAdminIds(trx, input.id)) await deleteAdminSessions(trx, adminId);
      }
      await writeAudit(trx, actor, [
        { action: 'update', entity: 'company', entityId: input.id, companyId: input.id, before, after: { id: input.id, ...values } },
      ]);
    }),
  );
  return companyRow(db, input.id);
}

/** company/delete: refused (10006, naming what it still owns) while a company has admins, roles, buildings or apps. */
export async function removeCompanies(db: Db, actor: SessionAdmin, body: { id?: number; ids?: number[] }, language: Language) {
  const ids = idsOf(body, language);
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      if (!(await lockCompany(trx, id))) throw notFound();
    }
    const { records } = await pageCompanies(trx, { ids, limit: ids.length, offset: 0 });
    const busy = records.find((r) => r.adminCount + r.roleCount + r.buildingCount + r.appCount > 0);
    if (busy) {
      const { name, adminCount: admins, roleCount: roles, buildingCount: buildings, appCount: apps } = busy;
      throw new AppError(Code.CONFLICT, 'company.stillOwns', { name, admins, roles, buildings, apps });
    }
    await writeAudit(
      trx,
      actor,
      records.map((r) => ({ action: 'delete' as const, entity: 'company' as const, entityId: r.id, companyId: r.id, before: iso(r), after: null })),
    );
    for (const id of ids) await deleteCompany(trx, id);
  });
  return { deleted: ids.length };
}

declare module '../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    company: true;
  }
}
