// Issue 17 开放平台列表: WeChat third-party platforms and the callbacks they received (SQL only).
import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import type { WxOpenPlatformTable } from '../../db/types.js';
import type { Selectable } from 'kysely';

export type OpenPlatformRow = Selectable<WxOpenPlatformTable>;

export interface OpenPlatformListRow extends OpenPlatformRow {
  wxappCount: number;
  lastCallbackAt: Date | null;
  lastCallbackAccepted: boolean | null;
  lastCallbackEvent: string | null;
  lastCallbackReason: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageOpenPlatforms(
  db: Db,
  filter: { name?: string; ids?: number[]; limit: number; offset: number },
): Promise<{ records: OpenPlatformListRow[]; total: number }> {
  const where = [sql`true`];
  if (filter.name) where.push(sql`(p.name ILIKE ${`%${escapeLike(filter.name)}%`} OR p.component_appid ILIKE ${`%${escapeLike(filter.name)}%`})`);
  if (filter.ids) where.push(sql`p.id = ANY(${filter.ids}::bigint[])`);
  const cond = sql.join(where, sql` AND `);
  const { rows } = await sql<OpenPlatformListRow & { total: number }>`
    SELECT p.id::int AS id, p.name, p.component_appid AS "componentAppid", p.secret_encrypted AS "secretEncrypted",
      p.token_encrypted AS "tokenEncrypted", p.aes_key_encrypted AS "aesKeyEncrypted",
      p.verify_ticket_encrypted AS "verifyTicketEncrypted", p.ticket_at AS "ticketAt",
      p.access_token_encrypted AS "accessTokenEncrypted", p.access_token_expires_at AS "accessTokenExpiresAt",
      p.created_at AS "createdAt", p.updated_at AS "updatedAt",
      (SELECT count(*)::int FROM wxapp w WHERE w.open_platform_id = p.id) AS "wxappCount",
      l.received_at AS "lastCallbackAt", l.accepted AS "lastCallbackAccepted", l.event AS "lastCallbackEvent", l.reason AS "lastCallbackReason",
      count(*) OVER ()::int AS total
    FROM wx_open_platform p
    LEFT JOIN LATERAL (
      SELECT received_at, accepted, event, reason FROM wx_callback_log
      WHERE kind = 'component' AND appid = p.component_appid ORDER BY id DESC LIMIT 1
    ) l ON true
    WHERE ${cond}
    ORDER BY lower(p.name), p.id
    LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db);
  let total = rows[0]?.total;
  if (total === undefined) {
    total = filter.offset > 0 ? (await sql<{ n: number }>`SELECT count(*)::int AS n FROM wx_open_platform p WHERE ${cond}`.execute(db)).rows[0].n : 0;
  }
  return { records: rows.map(({ total: _t, ...r }) => r), total };
}

export function openPlatformById(db: Db, id: number): Promise<OpenPlatformRow | undefined> {
  return db.selectFrom('wxOpenPlatform').selectAll().where('id', '=', id).executeTakeFirst();
}

export function openPlatformByAppid(db: Db, componentAppid: string): Promise<OpenPlatformRow | undefined> {
  return db.selectFrom('wxOpenPlatform').selectAll().where('componentAppid', '=', componentAppid).executeTakeFirst();
}

export async function insertOpenPlatform(
  db: Db,
  values: Pick<OpenPlatformRow, 'name' | 'componentAppid' | 'secretEncrypted' | 'tokenEncrypted' | 'aesKeyEncrypted'>,
): Promise<number> {
  const row = await db.insertInto('wxOpenPlatform').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOpenPlatform(
  db: Db,
  id: number,
  set: Partial<Pick<OpenPlatformRow, 'name' | 'secretEncrypted' | 'tokenEncrypted' | 'aesKeyEncrypted' | 'accessTokenEncrypted' | 'accessTokenExpiresAt'>>,
): Promise<void> {
  await db
    .updateTable('wxOpenPlatform')
    .set({ ...set, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** A pushed component_verify_ticket; the stored component token stays until it expires. */
export async function saveTicket(db: Db, id: number, ticketEncrypted: string): Promise<void> {
  await db.updateTable('wxOpenPlatform').set({ verifyTicketEncrypted: ticketEncrypted, ticketAt: new Date() }).where('id', '=', id).execute();
}

export async function wxappCountOf(db: Db, ids: number[]): Promise<number> {
  const row = await db
    .selectFrom('wxapp')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('openPlatformId', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteOpenPlatforms(db: Db, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('wxOpenPlatform').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function logCallback(
  db: Db,
  row: { kind: 'component' | 'message'; appid: string; event: string; accepted: boolean; reason: string },
): Promise<void> {
  await db.insertInto('wxCallbackLog').values(row).execute();
}
