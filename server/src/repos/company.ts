import { sql } from 'kysely';
import type { Db } from '../db/types.js';

const COMPANY_COLUMNS = ['company.id', 'company.name', 'company.bigLogo', 'company.smallLogo', 'company.contact', 'company.enabled'] as const;

export function findCompany(db: Db, id: number) {
  return db.selectFrom('company').select(COMPANY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether the admin's company (none for a platform admin) is switched on (issue 16). */
export async function companyEnabled(db: Db, companyId: number | null): Promise<boolean> {
  if (companyId === null) return true;
  const row = await db.selectFrom('company').select('enabled').where('id', '=', companyId).executeTakeFirst();
  return row?.enabled ?? false;
}

export interface CompanyFilter {
  name?: string;
  enabled?: boolean;
  ids?: number[];
  sort?: 'id' | 'name' | 'createdAt' | 'buildingCount' | 'adminCount';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** What each company owns, counted once per table (MATERIALIZED: PGlite has no statistics to plan the joins). */
const owned = sql`WITH a AS MATERIALIZED (SELECT company_id, count(*)::int AS n FROM admin WHERE company_id IS NOT NULL GROUP BY company_id),
  r AS MATERIALIZED (SELECT company_id, count(*)::int AS n FROM role GROUP BY company_id),
  b AS MATERIALIZED (SELECT company_id, count(*)::int AS n FROM building GROUP BY company_id),
  p AS MATERIALIZED (SELECT company_id, count(*)::int AS n FROM app GROUP BY company_id)`;

export interface CompanyRow {
  id: number;
  name: string;
  bigLogo: string;
  smallLogo: string;
  contact: string;
  enabled: boolean;
  adminCount: number;
  roleCount: number;
  buildingCount: number;
  appCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const SORT_SQL = {
  id: sql`c.id`,
  name: sql`lower(c.name)`,
  createdAt: sql`c.created_at`,
  buildingCount: sql`coalesce(b.n, 0)`,
  adminCount: sql`coalesce(a.n, 0)`,
} as const;

/** A page of companies with their counts; `ids` picks given ones (any order, no paging needed). */
export async function pageCompanies(db: Db, filter: CompanyFilter): Promise<{ records: CompanyRow[]; total: number }> {
  const where = [sql`true`];
  if (filter.name) where.push(sql`c.name ILIKE ${'%' + filter.name.replace(/[\\%_]/g, (m) => '\\' + m) + '%'}`);
  if (filter.enabled !== undefined) where.push(sql`c.enabled = ${filter.enabled}`);
  if (filter.ids) where.push(sql`c.id = ANY(${filter.ids}::bigint[])`);
  const cond = sql.join(where, sql` AND `);
  const order = filter.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await sql<CompanyRow & { total: number }>`${owned}
    SELECT c.id::int AS id, c.name, c.big_logo AS "bigLogo", c.small_logo AS "smallLogo", c.contact, c.enabled,
      coalesce(a.n, 0) AS "adminCount", coalesce(r.n, 0) AS "roleCount", coalesce(b.n, 0) AS "buildingCount",
      coalesce(p.n, 0) AS "appCount", c.created_at AS "createdAt", c.updated_at AS "updatedAt", count(*) OVER ()::int AS total
    FROM company c LEFT JOIN a ON a.company_id = c.id LEFT JOIN r ON r.company_id = c.id
      LEFT JOIN b ON b.company_id = c.id LEFT JOIN p ON p.company_id = c.id
    WHERE ${cond}
    ORDER BY ${SORT_SQL[filter.sort ?? 'id']} ${order}, c.id ${order}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db);
  const total = rows.rows[0]?.total ?? (filter.offset > 0 ? await countCompanies(db, cond) : 0);
  return { records: rows.rows.map(({ total: _t, ...r }) => r), total };
}

async function countCompanies(db: Db, cond: ReturnType<typeof sql.join>): Promise<number> {
  const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM company c WHERE ${cond}`.execute(db);
  return row.rows[0].n;
}

export interface CompanyValues {
  name: string;
  contact: string;
  enabled: boolean;
  bigLogo: string;
  smallLogo: string;
}

export async function insertCompany(db: Db, values: CompanyValues): Promise<number> {
  const row = await db.insertInto('company').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompany(db: Db, id: number, values: CompanyValues): Promise<void> {
  await db
    .updateTable('company')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Locks the company row for the rest of the transaction (a concurrent update or delete waits). */
export function lockCompany(db: Db, id: number) {
  return db.selectFrom('company').select(COMPANY_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A company of the same name regardless of case and surrounding spaces, other than `exceptId`. */
export async function companyNameOwner(db: Db, name: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('company')
    .select('id')
    .where(sql`lower(btrim(name))`, '=', name.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** The company's admins' ids (their sessions end when it is switched off). */
export async function companyAdminIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('admin').select('id').where('companyId', '=', companyId).execute();
  return rows.map((r) => r.id);
}

export async function deleteCompany(db: Db, id: number): Promise<void> {
  await db.deleteFrom('company').where('id', '=', id).execute();
}
