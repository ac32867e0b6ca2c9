import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { verifyDummy, verifyPassword } from '../../auth/password.js';
import { SESSION_COOKIE, deleteSession } from '../../auth/session.js';
import { countersOf, lockedError, reserveAttempt, settleSuccess, throttleKeys } from '../../auth/loginThrottle.js';
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
          'Each attempt is counted before the password is checked (a parallel burst gets no more checks than the limit); ' +
          'a disabled account’s sign-in counts as a failure; a successful sign-in resets the e-mail’s counter. ' +
          'Wrong current passwords of password/update count on the same e-mail counter.',
        body: LoginBody,
        response: responses(AdminSchema),
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const policy = app.accountPolicy;
      const keys = throttleKeys(email, request.ip);
      // The attempt is counted before the password is checked, so a parallel burst gets no more checks
      // than the limit allows.
      const attempt = await reserveAttempt(app.db, countersOf(keys, policy), policy.loginLockMinutes);
      if (attempt.refused) throw lockedError(reply, attempt.refused);

      const admin = await findAdminForLogin(app.db, email);
      // Same message and the same scrypt work whether or not the e-mail exists.
      const valid = admin ? await verifyPassword(password, admin.passwordHash) : await verifyDummy(password);
      // "Disabled" confirms the password, so it counts as a failure too.
      if (!admin || !valid || !admin.enabled) {
        if (attempt.reached) throw lockedError(reply, attempt.reached);
        throw new AppError(Code.LOGIN_FAILED, admin && valid ? 'accountDisabled' : 'loginFailed');
      }

      await settleSuccess(app.db, keys, policy);
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
