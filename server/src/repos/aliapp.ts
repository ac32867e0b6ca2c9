// Issue 17 支付宝小程序: Alipay mini-programs (SQL only). The key columns hold encrypted text; only the services decrypt.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface AliappFilter {
  /** Part of the name or the appid, any case. */
  q?: string;
  ids?: number[];
  sort?: 'id' | 'name' | 'appid' | 'updatedAt';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A row as the console sees it (no key material). */
export interface AliappRow {
  id: number;
  appid: string;
  name: string;
  appId: number | null;
  appName: string | null;
  companyName: string | null;
  privateKeyFingerprint: string;
  alipayPublicKeyFingerprint: string;
  alipayName: string;
  verifiedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface AliappKeys {
  id: number;
  appid: string;
  privateKeyEncrypted: string;
  alipayPublicKeyEncrypted: string;
}

export interface AliappValues {
  appid: string;
  name: string;
  appId: number | null;
  privateKeyEncrypted: string;
  privateKeyFingerprint: string;
  alipayPublicKeyEncrypted: string;
  alipayPublicKeyFingerprint: string;
  alipayName: string;
}

const SORT_SQL = { id: sql`a.id`, name: sql`lower(a.name)`, appid: sql`a.appid`, updatedAt: sql`a.updated_at` } as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageAliapps(db: Db, filter: AliappFilter): Promise<{ records: AliappRow[]; total: number }> {
  const where = [sql`true`];
  if (filter.q) where.push(sql`(a.name ILIKE ${`%${escapeLike(filter.q)}%`} OR a.appid LIKE ${`%${escapeLike(filter.q)}%`})`);
  if (filter.ids) where.push(sql`a.id = ANY(${filter.ids}::bigint[])`);
  const cond = sql.join(where, sql` AND `);
  const order = sql.raw(filter.order === 'desc' ? 'DESC' : 'ASC');
  const { rows } = await sql<AliappRow & { total: number }>`
    SELECT a.id::int AS id, a.appid, a.name, a.app_id::int AS "appId", app.name AS "appName", c.name AS "companyName",
      a.private_key_fingerprint AS "privateKeyFingerprint", a.alipay_public_key_fingerprint AS "alipayPublicKeyFingerprint",
      a.alipay_name AS "alipayName", a.verified_at AS "verifiedAt", a.created_at AS "createdAt", a.updated_at AS "updatedAt",
      count(*) OVER ()::int AS total
    FROM aliapp a LEFT JOIN app ON app.id = a.app_id LEFT JOIN company c ON c.id = app.company_id
    WHERE ${cond}
    ORDER BY ${SORT_SQL[filter.sort ?? 'name']} ${order}, a.id ${order}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db);
  let total = rows[0]?.total;
  if (total === undefined) {
    total = filter.offset > 0 ? (await sql<{ n: number }>`SELECT count(*)::int AS n FROM aliapp a WHERE ${cond}`.execute(db)).rows[0]!.n : 0;
  }
  return { records: rows.map(({ total: _t, ...r }) => r), total };
}

/** The encrypted keys of a mini-program, locked until the transaction ends when `lock`. */
export function aliappKeys(db: Db, id: number, lock = false): Promise<AliappKeys | undefined> {
  const query = db.selectFrom('aliapp').select(['id', 'appid', 'privateKeyEncrypted', 'alipayPublicKeyEncrypted']).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The mini-program linked to a location app (the QR provider of Alipay codes). */
export function aliappOfApp(db: Db, appId: number): Promise<AliappKeys | undefined> {
  return db.selectFrom('aliapp').select(['id', 'appid', 'privateKeyEncrypted', 'alipayPublicKeyEncrypted']).where('appId', '=', appId).executeTakeFirst();
}

export async function aliappIdOf(db: Db, column: 'appid' | 'appId', value: string | number, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('aliapp')
    .select('id')
    .where(column, '=', value as never);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function appExists(db: Db, appId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('app').select('id').where('id', '=', appId).executeTakeFirst());
}

export async function insertAliapp(db: Db, values: AliappValues, now = new Date()): Promise<number> {
  const row = await db
    .insertInto('aliapp')
    .values({ ...values, verifiedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes the values given; `verified` stamps verified_at (the credentials were checked with Alipay just now). */
export async function updateAliapp(db: Db, id: number, values: Partial<AliappValues>, verified: boolean, now = new Date()): Promise<void> {
  await db
    .updateTable('aliapp')
    .set({ ...values, ...(verified && { verifiedAt: now }), updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteAliapp(db: Db, id: number): Promise<void> {
  await db.deleteFrom('aliapp').where('id', '=', id).execute();
}
