import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { notFound } from '../../errors/codes.js';
import { MESSAGE_TYPES } from '../../messaging/catalog.js';
import { markDeleted, markRead, ownsMessages, pageMessages, unreadCount } from '../../repos/message.js';
import { ok, pageWindow, responses } from '../../schemas/envelope.js';
import { AdminMessageSchema, MessageIdsBody, MessagePage, MessageQuery, MessageSchema, MessageTypeSchema, UnreadSchema } from '../../schemas/message.js';
import type { Db } from '../../db/types.js';
import type { RoutePlugin } from '../../types.js';

/** Spec §7 Messages: each admin's inbox; an admin reads and changes only their own messages. */
export const messageRoutes: RoutePlugin = async (app) => {
  /** Applies `change` to the caller's own live messages in one transaction; any other id: 10004, nothing changed. */
  const changeOwnMessages = (adminId: number, ids: number[], change: (db: Db, adminId: number, ids: number[]) => Promise<void>) =>
    app.db.transaction().execute(async (trx) => {
      if (!(await ownsMessages(trx, adminId, ids))) throw notFound();
      await change(trx, adminId, ids);
      return unreadCount(trx, adminId);
    });

  app.get(
    '/location/message/user-messages/page',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The caller’s messages, newest first, with the unread total',
        querystring: Type.Object(MessageQuery),
        response: responses(MessagePage(MessageSchema)),
      },
    },
    async (request) => {
      const { type, read } = request.query;
      const admin = currentAdmin(request);
      const { records, total } = await pageMessages(app.db, { adminId: admin.id, type, read, ...pageWindow(request.query) }, request.language);
      const inbox = records.map(({ adminId: _a, adminEmail: _e, ...message }) => message);
      return ok({ records: inbox, total, unread: await unreadCount(app.db, admin.id) });
    },
  );

  app.get(
    '/location/message/page',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Messages with their recipients',
        description:
          'A platform admin sees every admin’s messages (optionally one admin’s, `adminId`); any other admin only ' +
          'their own (another `adminId` gives an empty page). `unread` is the caller’s own unread total.',
        querystring: Type.Object({ ...MessageQuery, adminId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: responses(MessagePage(AdminMessageSchema)),
      },
    },
    async (request) => {
      const { type, read, adminId } = request.query;
      const admin = currentAdmin(request);
      const unread = await unreadCount(app.db, admin.id);
      const platform = admin.adminType === 'PLATFORM_ADMINISTRATOR';
      if (!platform && adminId !== undefined && adminId !== admin.id) return ok({ records: [], total: 0, unread });
      const owner = platform ? adminId : admin.id;
      const page = await pageMessages(app.db, { adminId: owner, type, read, ...pageWindow(request.query) }, request.language);
      return ok({ ...page, unread });
    },
  );

  app.get(
    '/location/message/message-type',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The message types (filter values)',
        querystring: Type.Object({}),
        response: responses(Type.Array(MessageTypeSchema)),
      },
    },
    async () => ok(MESSAGE_TYPES.map((t) => ({ ...t }))),
  );

  app.post(
    '/location/message/mark-read',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Mark some of the caller’s messages read',
        description: 'Any id that is not a live message of the caller: 10004 and nothing changes.',
        body: MessageIdsBody,
        response: responses(UnreadSchema),
      },
    },
    async (request) => ok({ unread: await changeOwnMessages(currentAdmin(request).id, request.body.ids, markRead) }),
  );

  app.post(
    '/location/message/mark-all-read',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Mark all the caller’s messages read',
        querystring: Type.Object({}),
        response: responses(UnreadSchema),
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      await markRead(app.db, admin.id);
      return ok({ unread: await unreadCount(app.db, admin.id) });
    },
  );

  app.post(
    '/location/message/mark-delete',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Delete some of the caller’s messages',
        description: 'Any id that is not a live message of the caller: 10004 and nothing changes.',
        body: MessageIdsBody,
        response: responses(UnreadSchema),
      },
    },
    async (request) => ok({ unread: await changeOwnMessages(currentAdmin(request).id, request.body.ids, markDeleted) }),
  );
};
