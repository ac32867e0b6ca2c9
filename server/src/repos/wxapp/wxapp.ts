// Issue 17 小程序列表: mini-programs authorized to the third-party platforms (SQL only).
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/types.js';
import type { WxappTable } from '../../db/types.js';

export type WxappRow = Selectable<WxappTable>;

export interface WxappListRow {
  id: number;
  openPlatformId: number;
  openPlatformName: string;
  authorizerAppid: string;
  nickName: string;
  headImg: string;
  userName: string;
  principalName: string;
  status: 'authorized' | 'unauthorized';
  appId: number | null;
  appName: string | null;
  appCode: string | null;
  domains: unknown;
  testers: unknown;
  commitVersion: string | null;
  auditStatus: string;
  auditVersion: string | null;
  releasedVersion: string | null;
  authorizedAt: Date;
  updatedAt: Date;
}

export interface WxappFilter {
  q?: string;
  ids?: number[];
  openPlatformId?: number;
  status?: 'authorized' | 'unauthorized';
  /** The location apps of an app group (issue 16); an empty list matches nothing. */
  appIds?: number[];
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageWxapps(db: Db, filter: WxappFilter): Promise<{ records: WxappListRow[]; total: number }> {
  const where = [sql`true`];
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    where.push(sql`(w.nick_name ILIKE ${like} OR w.authorizer_appid ILIKE ${like} OR w.principal_name ILIKE ${like})`);
  }
  if (filter.ids) where.push(sql`w.id = ANY(${filter.ids}::bigint[])`);
  if (filter.openPlatformId !== undefined) where.push(sql`w.open_platform_id = ${filter.openPlatformId}`);
  if (filter.status) where.push(sql`w.status = ${filter.status}`);
  if (filter.appIds) where.push(sql`w.app_id = ANY(${filter.appIds}::bigint[])`);
  const cond = sql.join(where, sql` AND `);
  const { rows } = await sql<WxappListRow & { total: number }>`
    SELECT w.id::int AS id, w.open_platform_id::int AS "openPlatformId", p.name AS "openPlatformName",
      w.authorizer_appid AS "authorizerAppid", w.nick_name AS "nickName", w.head_img AS "headImg", w.user_name AS "userName",
      w.principal_name AS "principalName", w.status, w.app_id::int AS "appId", a.name AS "appName", a.app_code AS "appCode",
      w.domains, w.testers, w.commit_version AS "commitVersion", w.audit_status AS "auditStatus", w.audit_version AS "auditVersion",
      w.released_version AS "releasedVersion", w.authorized_at AS "authorizedAt", w.updated_at AS "updatedAt",
      count(*) OVER ()::int AS total
    FROM wxapp w
    JOIN wx_open_platform p ON p.id = w.open_platform_id
    LEFT JOIN app a ON a.id = w.app_id
    WHERE ${cond}
    ORDER BY w.status, lower(w.nick_name), w.id
    LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db);
  let total = rows[0]?.total;
  if (total === undefined) {
    total = filter.offset > 0 ? (await sql<{ n: number }>`SELECT count(*)::int AS n FROM wxapp w WHERE ${cond}`.execute(db)).rows[0].n : 0;
  }
  return { records: rows.map(({ total: _t, ...r }) => r), total };
}

export function wxappById(db: Db, id: number): Promise<WxappRow | undefined> {
  return db.selectFrom('wxapp').selectAll().where('id', '=', id).executeTakeFirst();
}

export function wxappByAppid(db: Db, authorizerAppid: string): Promise<WxappRow | undefined> {
  return db.selectFrom('wxapp').selectAll().where('authorizerAppid', '=', authorizerAppid).executeTakeFirst();
}

/** The mini-program an authorization code was already used for. */
export function wxappByAuthCode(db: Db, authCodeHash: string): Promise<{ id: number; authorizerAppid: string } | undefined> {
  return db.selectFrom('wxapp').select(['id', 'authorizerAppid']).where('authCodeHash', '=', authCodeHash).executeTakeFirst();
}

export interface AuthorizedValues {
  openPlatformId: number;
  authorizerAppid: string;
  nickName: string;
  headImg: string;
  userName: string;
  principalName: string;
  funcIds: number[];
  authCodeHash: string;
  refreshTokenEncrypted: string;
  accessTokenEncrypted: string;
  accessTokenExpiresAt: Date;
}

/** A new authorization, or a renewed one (updateauthorized, or authorized again after unauthorized). */
export async function upsertAuthorized(db: Db, values: AuthorizedValues): Promise<number> {
  const row = { ...values, funcIds: JSON.stringify(values.funcIds), status: 'authorized' as const };
  const now = new Date();
  const saved = await db
    .insertInto('wxapp')
    .values(row)
    .onConflict((oc) => oc.column('authorizerAppid').doUpdateSet({ ...row, authorizedAt: now, updatedAt: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

/** WeChat's unauthorized push: the tokens go, the row and its history stay. */
export async function markUnauthorized(db: Db, openPlatformId: number, authorizerAppid: string): Promise<boolean> {
  const result = await db
    .updateTable('wxapp')
    .set({ status: 'unauthorized', refreshTokenEncrypted: null, accessTokenEncrypted: null, accessTokenExpiresAt: null, updatedAt: new Date() })
    .where('authorizerAppid', '=', authorizerAppid)
    .where('openPlatformId', '=', openPlatformId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateWxapp(db: Db, id: number, set: { appId?: number | null; domains?: string; testers?: string }): Promise<void> {
  await db
    .updateTable('wxapp')
    .set({ ...set, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
