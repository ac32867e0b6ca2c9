import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type SessionPolicy } from './session.js';

function sessionCookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https' };
}

/** The transport half of a sign-in (services/account.ts starts the session): the `sid` cookie. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sid: string, policy: SessionPolicy): void {
  reply.setCookie(SESSION_COOKIE, sid, { ...sessionCookieOptions(request), maxAge: policy.maxHours * 3600 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}
