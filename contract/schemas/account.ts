import { Type, type Static } from 'typebox';

/** What the password rules are, for the OpenAPI document (the service checks them: auth/passwordPolicy.ts). */
const PASSWORD_POLICY = 'At least 8 characters with at least one letter and one digit; not the e-mail; different from the current password.';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Token = Type.String({ minLength: 1, maxLength: 128 });
const NewPassword = Type.String({ maxLength: 256, description: PASSWORD_POLICY });

export const LoginBody = Type.Object({ email: Email, password: Type.String({ minLength: 4, maxLength: 256 }) });
export const PasswordUpdateBody = Type.Object({ oldPassword: Type.String({ maxLength: 256 }), newPassword: NewPassword });
export const PasswordForgotBody = Type.Object({ email: Email });
export const PasswordResetBody = Type.Object({ token: Token, newPassword: NewPassword });
export const TokenLoginBody = Type.Object({ token: Token });
export const IssuedTokenSchema = Type.Object({
  token: Type.String({ description: 'Pass to /token-login?token=… (43 characters, [A-Za-z0-9_-])' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export type LoginInput = Static<typeof LoginBody>;
export type PasswordUpdateInput = Static<typeof PasswordUpdateBody>;
export type PasswordForgotInput = Static<typeof PasswordForgotBody>;
export type PasswordResetInput = Static<typeof PasswordResetBody>;
export type TokenLoginInput = Static<typeof TokenLoginBody>;
export type IssuedTokenDto = Static<typeof IssuedTokenSchema>;
