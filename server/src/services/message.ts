import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import type { Language } from '../errors/messages.js';
import { MESSAGE_TYPES } from '../messaging/catalog.js';
import { markDeleted, markRead, ownsMessages, pageMessages, unreadCount, type MessageFilter } from '../repos/message.js';

type Filter = Omit<MessageFilter, 'adminId'>;

/** The admin's own inbox, newest first, with the unread total. */
export async function inboxPage(db: Db, admin: SessionAdmin, filter: Filter, language: Language) {
  const { records, total } = await pageMessages(db, { adminId: admin.id, ...filter }, language);
  const inbox = records.map(({ adminId: _a, adminEmail: _e, ...message }) => message);
  return { records: inbox, total, unread: await unreadCount(db, admin.id) };
}

/** Messages with their recipients: a platform admin every admin's (or one's), any other admin only their own. */
export async function messagePage(db: Db, admin: SessionAdmin, filter: Filter & { adminId?: number }, language: Language) {
  const { adminId, ...rest } = filter;
  const unread = await unreadCount(db, admin.id);
  const platform = admin.adminType === 'PLATFORM_ADMINISTRATOR';
  if (!platform && adminId !== undefined && adminId !== admin.id) return { records: [], total: 0, unread };
  const owner = platform ? adminId : admin.id;
  const page = await pageMessages(db, { adminId: owner, ...rest }, language);
  return { ...page, unread };
}

export const messageTypes = () => MESSAGE_TYPES.map((t) => ({ ...t }));

/** Applies `change` to the admin's own live messages in one transaction; any other id: 10004, nothing changed. */
function changeOwnMessages(db: Db, adminId: number, ids: number[], change: (db: Db, adminId: number, ids: number[]) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    if (!(await ownsMessages(trx, adminId, ids))) throw notFound();
    await change(trx, adminId, ids);
    return { unread: await unreadCount(trx, adminId) };
  });
}

export const markMessagesRead = (db: Db, admin: SessionAdmin, ids: number[]) => changeOwnMessages(db, admin.id, ids, markRead);
export const deleteMessages = (db: Db, admin: SessionAdmin, ids: number[]) => changeOwnMessages(db, admin.id, ids, markDeleted);

export async function markAllMessagesRead(db: Db, admin: SessionAdmin) {
  await markRead(db, admin.id);
  return { unread: await unreadCount(db, admin.id) };
}
