import type { FastifyReply, FastifyRequest } from 'fastify';
import { WELCOME } from '../messaging/catalog.js';
import { createMessage } from '../repos/message.js';
import type { App } from '../types.js';
import { SESSION_COOKIE, createSession, deleteExpiredSessions, deleteSession } from './session.js';

export function sessionCookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https' };
}

/**
 * The one way a session starts (password login and token login alike): replaces the caller's previous
 * session, records the sign-in, and greets an admin signing in for the first time ever.
 */
export async function signIn(app: App, request: FastifyRequest, reply: FastifyReply, adminId: number): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(app.db, previous);
  await deleteExpiredSessions(app.db);
  const sid = await app.db.transaction().execute(async (trx) => {
    const now = new Date();
    const first = await trx
      .updateTable('admin')
      .set({ lastLoginAt: now })
      .where('id', '=', adminId)
      .where('lastLoginAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (first) await createMessage(trx, adminId, WELCOME);
    else await trx.updateTable('admin').set({ lastLoginAt: now }).where('id', '=', adminId).execute();
    return createSession(trx, adminId, app.sessionPolicy, now);
  });
  reply.setCookie(SESSION_COOKIE, sid, { ...sessionCookieOptions(request), maxAge: app.sessionPolicy.maxHours * 3600 });
}
