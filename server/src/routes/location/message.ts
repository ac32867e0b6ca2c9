import { messageApi } from '#contract/endpoints/message.js';
import { currentAdmin } from '../../plugins/auth.js';
import { EmptyQuery, ok, responses } from '#contract/schemas/envelope.js';
import { pageWindow } from '../../shared/paging.js';
import {
  AdminMessagePageQuery,
  AdminMessageSchema,
  MessageIdsBody,
  MessagePage,
  MessagePageQuery,
  MessageSchema,
  MessageTypeListSchema,
  UnreadSchema,
} from '#contract/schemas/message.js';
import { deleteMessages, inboxPage, markAllMessagesRead, markMessagesRead, messagePage, messageTypes } from '../../services/message.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** Spec §7 Messages: each admin's inbox; an admin reads and changes only their own messages. */
const messageRoutes: RoutePlugin = async (app) => {
  route(
    app,
    messageApi.userPage,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The caller’s messages, newest first, with the unread total',
        querystring: MessagePageQuery,
        response: responses(MessagePage(MessageSchema)),
      },
    },
    async (request) => {
      const { type, read } = request.query;
      return ok(await inboxPage(app.db, currentAdmin(request), { type, read, ...pageWindow(request.query) }, request.language));
    },
  );

  route(
    app,
    messageApi.page,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Messages with their recipients',
        description:
          'A platform admin sees every admin’s messages (optionally one admin’s, `adminId`); any other admin only ' +
          'their own (another `adminId` gives an empty page). `unread` is the caller’s own unread total.',
        querystring: AdminMessagePageQuery,
        response: responses(MessagePage(AdminMessageSchema)),
      },
    },
    async (request) => {
      const { type, read, adminId } = request.query;
      return ok(await messagePage(app.db, currentAdmin(request), { type, read, adminId, ...pageWindow(request.query) }, request.language));
    },
  );

  route(
    app,
    messageApi.types,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The message types (filter values)',
        querystring: EmptyQuery,
        response: responses(MessageTypeListSchema),
      },
    },
    async () => ok(messageTypes()),
  );

  route(
    app,
    messageApi.markRead,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Mark some of the caller’s messages read',
        description: 'Any id that is not a live message of the caller: 10004 and nothing changes.',
        body: MessageIdsBody,
        response: responses(UnreadSchema),
      },
    },
    async (request) => ok(await markMessagesRead(app.db, currentAdmin(request), request.body.ids)),
  );

  route(
    app,
    messageApi.markAllRead,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Mark all the caller’s messages read',
        querystring: EmptyQuery,
        response: responses(UnreadSchema),
      },
    },
    async (request) => ok(await markAllMessagesRead(app.db, currentAdmin(request))),
  );

  route(
    app,
    messageApi.markDelete,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Delete some of the caller’s messages',
        description: 'Any id that is not a live message of the caller: 10004 and nothing changes.',
        body: MessageIdsBody,
        response: responses(UnreadSchema),
      },
    },
    async (request) => ok(await deleteMessages(app.db, currentAdmin(request), request.body.ids)),
  );
};

export default messageRoutes;
