import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { currentAdmin } from '../../plugins/auth.js';
import { consumeToken, issueToken, peekToken, voidTokens } from '../../auth/oneTimeToken.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { countersOf, lockedError, reserveAttempt, resetAccount, throttleKeys } from '../../auth/loginThrottle.js';
import { PASSWORD_POLICY, fieldError, passwordPolicyBreach } from '../../auth/passwordPolicy.js';
import { deleteAdminSessions } from '../../auth/session.js';
import { AppError, Code, notLogin, type FieldError } from '../../errors/codes.js';
import { resetMail } from '../../mail/templates.js';
import { PASSWORD_CHANGED, PASSWORD_RESET } from '../../messaging/catalog.js';
import { findAdminById, findAdminForLogin, setPasswordHash } from '../../repos/admin.js';
import { createMessage } from '../../repos/message.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

const NewPassword = Type.String({ maxLength: 256, description: PASSWORD_POLICY });
const invalid = (errors: FieldError[]) => new AppError(Code.VALIDATION, 'validation', {}, errors);

export const passwordRoutes: RoutePlugin = async (app) => {
  /** Links in mails point at the console: PUBLIC_URL, else the origin this request came to. */
  const originOf = (request: FastifyRequest) => (app.accountPolicy.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.post(
    '/admin/admin/password/update',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Change the caller’s password',
        description:
          'Needs the current password (wrong: 10005 naming oldPassword). Policy breaches are 10005 naming newPassword. ' +
          `Wrong current passwords count on the account’s sign-in counter: ${app.accountPolicy.loginMaxFailures} within ` +
          `${app.accountPolicy.loginLockMinutes} minutes (with failed sign-ins) lock it: 10007 (HTTP 429, Retry-After). ` +
          'Ends the caller’s other sessions (this one stays) and adds a security message.',
        body: Type.Object({ oldPassword: Type.String({ maxLength: 256 }), newPassword: NewPassword }),
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      const { oldPassword, newPassword } = request.body;
      const me = currentAdmin(request);
      const admin = await findAdminById(app.db, me.id);
      if (!admin || !request.auth) throw notLogin();
      // Counted before the check, on the account's sign-in counter (a stolen session must not guess freely).
      const policy = app.accountPolicy;
      const keys = throttleKeys(admin.email, request.ip);
      const [accountCounter] = countersOf(keys, policy);
      const attempt = await reserveAttempt(app.db, [accountCounter!], policy.loginLockMinutes);
      if (attempt.refused) throw lockedError(reply, attempt.refused, 'password.locked');
      const errors: FieldError[] = [];
      if (!(await verifyPassword(oldPassword, admin.passwordHash))) {
        if (attempt.reached) throw lockedError(reply, attempt.reached, 'password.locked');
        errors.push(fieldError(request.language, 'oldPassword', 'password.oldWrong'));
      } else {
        await resetAccount(app.db, keys);
      }
      // Not compared with the stored hash: with a wrong oldPassword that would tell whether newPassword is the
      // current one (a second, unthrottled guess); with the right one, comparing with oldPassword is the same.
      const breach = await passwordPolicyBreach(newPassword, { email: admin.email, oldPassword });
      if (breach) errors.push(fieldError(request.language, 'newPassword', breach));
      if (errors.length) throw invalid(errors);

      const passwordHash = await hashPassword(newPassword);
      const keep = request.auth.idHash;
      await app.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, admin.id, passwordHash);
        await deleteAdminSessions(trx, admin.id, keep);
        await voidTokens(trx, admin.id, 'password-reset');
        await createMessage(trx, admin.id, PASSWORD_CHANGED);
      });
      return ok(null);
    },
  );

  app.post(
    '/admin/admin/password/forgot',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Mail a password-reset link',
        description:
          'Always answers success for a well-formed e-mail, whether or not an admin has it. For an enabled admin a ' +
          `single-use link <origin>/find-password?token=… valid ${app.accountPolicy.resetTokenMinutes} minutes is mailed; ` +
          'a newer request voids the older links. ' +
          `Throttled like sign-ins, whether or not the e-mail exists: ${app.accountPolicy.loginMaxFailures} requests for one ` +
          `e-mail, or ${app.accountPolicy.loginMaxFailuresPerAddress} from one client address, within ` +
          `${app.accountPolicy.loginLockMinutes} minutes; further ones get 10007 (HTTP 429, Retry-After) and no mail.`,
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      // Every request counts (known e-mail or not, so the answer still tells nothing about it).
      const policy = app.accountPolicy;
      const keys = throttleKeys(request.body.email, request.ip, 'forgot');
      const attempt = await reserveAttempt(app.db, countersOf(keys, policy), policy.loginLockMinutes);
      if (attempt.refused) throw lockedError(reply, attempt.refused, 'password.forgotLocked');
      const admin = await findAdminForLogin(app.db, request.body.email);
      if (admin?.enabled) {
        const minutes = app.accountPolicy.resetTokenMinutes;
        const { token } = await issueToken(app.db, admin.id, 'password-reset', minutes, { replace: true });
        const link = `${originOf(request)}/find-password?token=${token}`;
        try {
          await app.mailer.deliver(resetMail(request.language, admin.email, link, minutes));
        } catch (error) {
          // The answer must not differ for a known e-mail, so a failed delivery is only logged.
          request.log.error({ err: error }, 'password-reset mail could not be delivered');
        }
      }
      return ok(null);
    },
  );

  app.post(
    '/admin/admin/password/reset',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Set a new password with the token of a reset mail',
        description:
          'Unknown, expired, used or voided token: 10005 naming token. Policy breaches: 10005 naming newPassword. ' +
          'Success spends the token, ends every session of the admin and adds a security message.',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }), newPassword: NewPassword }),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const adminId = await peekToken(app.db, token, 'password-reset');
      const admin = adminId === null ? undefined : await findAdminById(app.db, adminId);
      const tokenError = fieldError(request.language, 'token', 'password.tokenInvalid');
      const breach = await passwordPolicyBreach(newPassword, { email: admin?.email ?? '', currentHash: admin?.passwordHash });
      const errors = [...(admin?.enabled ? [] : [tokenError]), ...(breach ? [fieldError(request.language, 'newPassword', breach)] : [])];
      if (!admin || errors.length) throw invalid(errors);

      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        // Spent inside the transaction: of two concurrent resets with one token, only one succeeds.
        if ((await consumeToken(trx, token, 'password-reset')) !== admin.id) throw invalid([tokenError]);
        await setPasswordHash(trx, admin.id, passwordHash);
        await deleteAdminSessions(trx, admin.id);
        await voidTokens(trx, admin.id, 'password-reset');
        await createMessage(trx, admin.id, PASSWORD_RESET);
      });
      return ok(null);
    },
  );
};
