import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { consumeToken, issueToken } from '../../auth/oneTimeToken.js';
import { signIn } from '../../auth/signIn.js';
import { AppError, Code } from '../../errors/codes.js';
import { findAdminById, toAdminDto } from '../../repos/admin.js';
import { AdminSchema } from '../../schemas/entities.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

const IssuedTokenSchema = Type.Object({
  token: Type.String({ description: 'Pass to /token-login?token=… (43 characters, [A-Za-z0-9_-])' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

/** Spec §7 token-login: a signed-in admin hands a one-time token to a third party, which signs in with it. */
export const tokenLoginRoutes: RoutePlugin = async (app) => {
  app.post(
    '/admin/admin/login-token',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Issue a one-time sign-in token for the caller',
        description: `The token signs in once, within ${app.accountPolicy.loginTokenMinutes} minutes (env TOKEN_LOGIN_MINUTES).`,
        querystring: Type.Object({}),
        response: responses(IssuedTokenSchema),
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { token, expiresAt } = await issueToken(app.db, admin.id, 'login', app.accountPolicy.loginTokenMinutes);
      return ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/admin/admin/token-login',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Sign in with a one-time token; sets the `sid` cookie like login',
        description: 'Unknown, expired or already used token: 10001. A disabled admin: 10001.',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: responses(AdminSchema),
      },
    },
    async (request, reply) => {
      const adminId = await consumeToken(app.db, request.body.token, 'login');
      const admin = adminId === null ? undefined : await findAdminById(app.db, adminId);
      if (!admin) throw new AppError(Code.LOGIN_FAILED, 'tokenLogin.invalid');
      if (!admin.enabled) throw new AppError(Code.LOGIN_FAILED, 'accountDisabled');
      await signIn(app, request, reply, admin.id);
      return ok(toAdminDto(admin));
    },
  );
};
