import type { Language } from '../errors/messages.js';
import type { Db } from '../db/types.js';
import type { MessageDraft, MessageType } from '../messaging/catalog.js';

export async function createMessage(db: Db, adminId: number, draft: MessageDraft, createdAt?: Date): Promise<void> {
  await db
    .insertInto('message')
    .values({ adminId, ...draft, createdAt })
    .execute();
}

export interface MessageFilter {
  /** Only this admin's messages; undefined = every admin's (platform view). */
  adminId?: number;
  type?: MessageType;
  read?: boolean;
  limit: number;
  offset: number;
}

function filtered(db: Db, filter: MessageFilter) {
  let query = db.selectFrom('message').innerJoin('admin', 'admin.id', 'message.adminId').where('message.deletedAt', 'is', null);
  if (filter.adminId !== undefined) query = query.where('message.adminId', '=', filter.adminId);
  if (filter.type !== undefined) query = query.where('message.type', '=', filter.type);
  if (filter.read !== undefined) query = query.where('message.readAt', filter.read ? 'is not' : 'is', null);
  return query;
}

/** Newest first, texts in the reader's language (English falls back to Chinese when a message has none). */
export async function pageMessages(db: Db, filter: MessageFilter, language: Language) {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query
      .select([
        'message.id',
        'message.type',
        'message.title',
        'message.content',
        'message.titleEn',
        'message.contentEn',
        'message.readAt',
        'message.createdAt',
        'message.link',
        'message.adminId',
        'admin.email as adminEmail',
      ])
      .orderBy('message.createdAt', 'desc')
      .orderBy('message.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const english = language === 'en';
  const records = rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: english && row.titleEn ? row.titleEn : row.title,
    content: english && row.contentEn ? row.contentEn : row.content,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    link: row.link,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
  }));
  return { records, total: count.total };
}

export async function unreadCount(db: Db, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('adminId', '=', adminId)
    .where('readAt', 'is', null)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return row.unread;
}

/** True when every id is a live message of this admin (the caller may touch only its own). */
export async function ownsMessages(db: Db, adminId: number, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number>().as('owned'))
    .where('adminId', '=', adminId)
    .where('deletedAt', 'is', null)
    .where('id', 'in', unique)
    .executeTakeFirstOrThrow();
  return row.owned === unique.length;
}

export async function markRead(db: Db, adminId: number, ids?: number[], now = new Date()): Promise<void> {
  let query = db.updateTable('message').set({ readAt: now }).where('adminId', '=', adminId).where('readAt', 'is', null).where('deletedAt', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

export async function markDeleted(db: Db, adminId: number, ids: number[], now = new Date()): Promise<void> {
  await db.updateTable('message').set({ deletedAt: now }).where('adminId', '=', adminId).where('deletedAt', 'is', null).where('id', 'in', ids).execute();
}
