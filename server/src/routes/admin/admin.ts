import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { verifyDummy, verifyPassword } from '../../auth/password.js';
import { SESSION_COOKIE, deleteSession } from '../../auth/session.js';
import { activeLock, minutesUntil, recordFailure, resetAccount, throttleKeys } from '../../auth/loginThrottle.js';
import { sessionCookieOptions, signIn } from '../../auth/signIn.js';
import { AppError, Code } from '../../errors/codes.js';
import { findAdminForLogin, toAdminDto } from '../../repos/admin.js';
import { AdminSchema } from '../../schemas/entities.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

const LoginBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 4, maxLength: 256 }),
});

export const adminRoutes: RoutePlugin = async (app) => {
  app.post(
    '/admin/admin/login',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Log in with e-mail and password; sets the `sid` cookie',
        description:
          'The first sign-in ever of an admin adds a welcome message to their inbox. ' +
          `${app.accountPolicy.loginMaxFailures} failed sign-ins for one e-mail, or ${app.accountPolicy.loginMaxFailuresPerAddress} ` +
          `from one client address, within ${app.accountPolicy.loginLockMinutes} minutes lock further attempts for ` +
          `${app.accountPolicy.loginLockMinutes} minutes: 10007 (HTTP 429, Retry-After) with a message saying when to retry. ` +
          'A successful sign-in resets the e-mail’s counter.',
        body: LoginBody,
        response: responses(AdminSchema),
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const keys = throttleKeys(email, request.ip);
      const locked = (until: Date) => {
        const minutes = minutesUntil(until);
        reply.header('retry-after', String(minutes * 60));
        return new AppError(Code.TOO_MANY_REQUESTS, 'login.locked', { minutes });
      };
      const lock = await activeLock(app.db, keys);
      if (lock) throw locked(lock);

      const admin = await findAdminForLogin(app.db, email);
      // Same message and the same scrypt work whether or not the e-mail exists.
      const valid = admin ? await verifyPassword(password, admin.passwordHash) : await verifyDummy(password);
      if (!admin || !valid) {
        const reached = await recordFailure(app.db, keys, app.accountPolicy);
        if (reached) throw locked(reached);
        throw new AppError(Code.LOGIN_FAILED, 'loginFailed');
      }
      if (!admin.enabled) throw new AppError(Code.LOGIN_FAILED, 'accountDisabled');

      await resetAccount(app.db, keys);
      await signIn(app, request, reply, admin.id);
      return ok(toAdminDto(admin));
    },
  );

  app.post(
    '/admin/admin/logout',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Log out: deletes the session and clears the cookie (idempotent)',
        querystring: Type.Object({}),
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      const sid = request.cookies[SESSION_COOKIE];
      if (sid) await deleteSession(app.db, sid);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
      return ok(null);
    },
  );

  app.get(
    '/admin/admin',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The logged-in admin',
        querystring: Type.Object({}),
        response: responses(AdminSchema),
      },
    },
    async (request) => ok(toAdminDto(currentAdmin(request))),
  );
};
