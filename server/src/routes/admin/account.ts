import { SESSION_COOKIE } from '../../auth/session.js';
import { clearSessionCookie, setSessionCookie } from '../../auth/sessionCookie.js';
import { accountApi } from '#contract/endpoints/account.js';
import { currentAdmin, currentSession } from '../../plugins/auth.js';
import { IssuedTokenSchema, LoginBody, PasswordForgotBody, PasswordResetBody, PasswordUpdateBody, TokenLoginBody } from '#contract/schemas/account.js';
import { AdminSchema, MapPermissionsListSchema, PermissionListSchema } from '#contract/schemas/entities.js';
import { EmptyQuery, NullSchema, ok, responses } from '#contract/schemas/envelope.js';
import {
  accountOf,
  allPermissions,
  changePassword,
  forgotPassword,
  issueLoginToken,
  login,
  logout,
  permissionsOf,
  resetPassword,
  tokenLogin,
} from '../../services/account.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** The signed-in admin's own account (spec §7): sign-in, sign-out, own record, passwords, one-time login tokens, own permissions. */
const accountRoutes: RoutePlugin = async (app) => {
  const policy = app.accountPolicy;

  route(
    app,
    accountApi.login,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Log in with e-mail and password; sets the `sid` cookie',
        description:
          'The first sign-in ever of an admin adds a welcome message to their inbox. ' +
          `${policy.loginMaxFailures} failed sign-ins for one e-mail, or ${policy.loginMaxFailuresPerAddress} ` +
          `from one client address, within ${policy.loginLockMinutes} minutes lock further attempts for ` +
          `${policy.loginLockMinutes} minutes: 10007 (HTTP 429, Retry-After) with a message saying when to retry. ` +
          'Each attempt is counted before the password is checked (a parallel burst gets no more checks than the limit); ' +
          'a disabled account’s sign-in counts as a failure; a successful sign-in resets the e-mail’s counter. ' +
          'Wrong current passwords of password/update count on the same e-mail counter.',
        body: LoginBody,
        response: responses(AdminSchema),
      },
    },
    async (request, reply) => {
      const input = { ...request.body, address: request.ip, previousSid: request.cookies[SESSION_COOKIE] };
      const { admin, sid } = await login(app.db, policy, app.sessionPolicy, input);
      setSessionCookie(request, reply, sid, app.sessionPolicy);
      return ok(admin);
    },
  );

  route(
    app,
    accountApi.logout,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Log out: deletes the session and clears the cookie (idempotent)',
        querystring: EmptyQuery,
        response: responses(NullSchema),
      },
    },
    async (request, reply) => {
      const result = await logout(app.db, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return ok(result);
    },
  );

  route(
    app,
    accountApi.current,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The logged-in admin',
        querystring: EmptyQuery,
        response: responses(AdminSchema),
      },
    },
    async (request) => ok(accountOf(currentAdmin(request))),
  );

  route(
    app,
    accountApi.passwordUpdate,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Change the caller’s password',
        description:
          'Needs the current password (wrong: 10005 naming oldPassword). Policy breaches are 10005 naming newPassword. ' +
          `Wrong current passwords count on the account’s sign-in counter: ${policy.loginMaxFailures} within ` +
          `${policy.loginLockMinutes} minutes (with failed sign-ins) lock it: 10007 (HTTP 429, Retry-After). ` +
          'Ends the caller’s other sessions (this one stays) and adds a security message.',
        body: PasswordUpdateBody,
        response: responses(NullSchema),
      },
    },
    async (request) => ok(await changePassword(app.db, policy, currentSession(request), { ...request.body, address: request.ip }, request.language)),
  );

  route(
    app,
    accountApi.passwordForgot,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Mail a password-reset link',
        description:
          'Always answers success for a well-formed e-mail, whether or not an admin has it. For an enabled admin a ' +
          `single-use link PUBLIC_URL/find-password?token=… valid ${policy.resetTokenMinutes} minutes is mailed ` +
          '(without PUBLIC_URL the path alone, never an address taken from the request); ' +
          'a newer request voids the older links. ' +
          `Throttled like sign-ins, whether or not the e-mail exists: ${policy.loginMaxFailures} requests for one ` +
          `e-mail, or ${policy.loginMaxFailuresPerAddress} from one client address, within ` +
          `${policy.loginLockMinutes} minutes; further ones get 10007 (HTTP 429, Retry-After) and no mail.`,
        body: PasswordForgotBody,
        response: responses(NullSchema),
      },
    },
    async (request) => {
      const mail = { mailer: app.mailer, publicUrl: policy.publicUrl, log: request.log };
      return ok(await forgotPassword(app.db, policy, mail, { email: request.body.email, address: request.ip }, request.language));
    },
  );

  route(
    app,
    accountApi.passwordReset,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Set a new password with the token of a reset mail',
        description:
          'Unknown, expired, used or voided token: 10005 naming token. Policy breaches: 10005 naming newPassword. ' +
          'Success spends the token, ends every session of the admin and adds a security message.',
        body: PasswordResetBody,
        response: responses(NullSchema),
      },
    },
    async (request) => ok(await resetPassword(app.db, request.body, request.language)),
  );

  route(
    app,
    accountApi.loginToken,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Issue a one-time sign-in token for the caller',
        description: `The token signs in once, within ${policy.loginTokenMinutes} minutes (env TOKEN_LOGIN_MINUTES).`,
        querystring: EmptyQuery,
        response: responses(IssuedTokenSchema),
      },
    },
    async (request) => ok(await issueLoginToken(app.db, currentAdmin(request), policy.loginTokenMinutes)),
  );

  route(
    app,
    accountApi.tokenLogin,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Sign in with a one-time token; sets the `sid` cookie like login',
        description: 'Unknown, expired or already used token: 10001. A disabled admin: 10001.',
        body: TokenLoginBody,
        response: responses(AdminSchema),
      },
    },
    async (request, reply) => {
      const { admin, sid } = await tokenLogin(app.db, app.sessionPolicy, { token: request.body.token, previousSid: request.cookies[SESSION_COOKIE] });
      setSessionCookie(request, reply, sid, app.sessionPolicy);
      return ok(admin);
    },
  );

  route(
    app,
    accountApi.allPermissions,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Every permission code of spec §6 with its names and group',
        querystring: EmptyQuery,
        response: responses(PermissionListSchema),
      },
    },
    async () => ok(await allPermissions(app.db)),
  );

  route(
    app,
    accountApi.permissions,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The caller’s effective permissions per building (mapId = building id)',
        querystring: EmptyQuery,
        response: responses(MapPermissionsListSchema),
      },
    },
    async (request) => ok(await permissionsOf(app.db, currentAdmin(request))),
  );
};

export default accountRoutes;
