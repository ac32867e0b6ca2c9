// The signed-in admin's own account: sign-in and sign-out, passwords, one-time login tokens, own permissions.
import { consumeToken, issueToken, peekToken, voidTokens } from '../auth/oneTimeToken.js';
import { hashPassword, verifyDummy, verifyPassword } from '../auth/password.js';
import { companyEnabled } from '../repos/company.js';
import { countersOf, lockedError, reserveAttempt, resetAccount, settleSuccess, throttleKeys } from '../auth/loginThrottle.js';
import { fieldError, passwordPolicyBreach } from '../auth/passwordPolicy.js';
import {
  createSession,
  deleteAdminSessions,
  deleteExpiredSessions,
  deleteSession,
  type ActiveSession,
  type SessionAdmin,
  type SessionPolicy,
} from '../auth/session.js';
import type { Db } from '../db/types.js';
import { AppError, Code, notLogin, type FieldError } from '../errors/codes.js';
import { invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { findPasswordLink, type MailContext } from '../mail/links.js';
import { resetMail } from '../mail/templates.js';
import { PASSWORD_CHANGED, PASSWORD_RESET, WELCOME } from '../messaging/catalog.js';
import { findAdminById, findAdminForLogin, markSignIn, setPasswordHash, toAdminDto } from '../repos/admin.js';
import { createMessage } from '../repos/message.js';
import { adminPermissions, listPermissions } from '../repos/role.js';
import type { AccountPolicy } from '../types.js';

/**
 * The one way a session starts (password login and token login alike): replaces the caller's previous
 * session, records the sign-in, and greets an admin signing in for the first time ever. Answers the new session id.
 */
async function signIn(db: Db, policy: SessionPolicy, adminId: number, previousSid: string | undefined): Promise<string> {
  if (previousSid) await deleteSession(db, previousSid);
  await deleteExpiredSessions(db);
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    if (await markSignIn(trx, adminId, now)) await createMessage(trx, adminId, WELCOME);
    return createSession(trx, adminId, policy, now);
  });
}

interface SignInRequest {
  /** The client address (throttling). */
  address: string;
  /** The session cookie the caller already had (replaced). */
  previousSid?: string;
}

/** login: throttled per e-mail and per address, counted before the password is checked. */
export async function login(db: Db, policy: AccountPolicy, sessions: SessionPolicy, input: SignInRequest & { email: string; password: string }) {
  const keys = throttleKeys(input.email, input.address);
  // The attempt is counted before the password is checked, so a parallel burst gets no more checks
  // than the limit allows.
  const attempt = await reserveAttempt(db, countersOf(keys, policy), policy.loginLockMinutes);
  if (attempt.refused) throw lockedError(attempt.refused);

  const admin = await findAdminForLogin(db, input.email);
  // Same message and the same scrypt work whether or not the e-mail exists.
  const valid = admin ? await verifyPassword(input.password, admin.passwordHash) : await verifyDummy(input.password);
  // "Disabled" confirms the password, so it counts as a failure too.
  if (!admin || !valid || !admin.enabled) {
    if (attempt.reached) throw lockedError(attempt.reached);
    throw new AppError(Code.LOGIN_FAILED, admin && valid ? 'accountDisabled' : 'loginFailed');
  }

  // Issue 16: a disabled company's admins cannot sign in (the password was right, so it counts as a failure too).
  if (!(await companyEnabled(db, admin.companyId))) {
    if (attempt.reached) throw lockedError(attempt.reached);
    throw new AppError(Code.LOGIN_FAILED, 'company.disabled');
  }
  await settleSuccess(db, keys, policy);
  return { admin: toAdminDto(admin), sid: await signIn(db, sessions, admin.id, input.previousSid) };
}

/** logout: deletes the session (idempotent). */
export async function logout(db: Db, sid: string | undefined): Promise<null> {
  if (sid) await deleteSession(db, sid);
  return null;
}

export const accountOf = (admin: SessionAdmin) => toAdminDto(admin);

/** password/update: the current password is checked on the account's sign-in counter; the other sessions end. */
export async function changePassword(
  db: Db,
  policy: AccountPolicy,
  session: ActiveSession,
  input: { oldPassword: string; newPassword: string; address: string },
  language: Language,
): Promise<null> {
  const { oldPassword, newPassword } = input;
  const admin = await findAdminById(db, session.admin.id);
  if (!admin) throw notLogin();
  // Counted before the check, on the account's sign-in counter (a stolen session must not guess freely).
  const keys = throttleKeys(admin.email, input.address);
  const [accountCounter] = countersOf(keys, policy);
  const attempt = await reserveAttempt(db, [accountCounter!], policy.loginLockMinutes);
  if (attempt.refused) throw lockedError(attempt.refused, 'password.locked');
  const errors: FieldError[] = [];
  if (!(await verifyPassword(oldPassword, admin.passwordHash))) {
    if (attempt.reached) throw lockedError(attempt.reached, 'password.locked');
    errors.push(fieldError(language, 'oldPassword', 'password.oldWrong'));
  } else {
    await resetAccount(db, keys);
  }
  // Not compared with the stored hash: with a wrong oldPassword that would tell whether newPassword is the
  // current one (a second, unthrottled guess); with the right one, comparing with oldPassword is the same.
  const breach = await passwordPolicyBreach(newPassword, { email: admin.email, oldPassword });
  if (breach) errors.push(fieldError(language, 'newPassword', breach));
  if (errors.length) throw invalid(errors);

  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, admin.id, passwordHash);
    await deleteAdminSessions(trx, admin.id, session.idHash);
    await voidTokens(trx, admin.id, 'password-reset');
    await createMessage(trx, admin.id, PASSWORD_CHANGED);
  });
  return null;
}

/** password/forgot: mails a reset link to an enabled admin; the answer never tells whether the e-mail exists. */
export async function forgotPassword(
  db: Db,
  policy: AccountPolicy,
  mail: MailContext,
  input: { email: string; address: string },
  language: Language,
): Promise<null> {
  // Every request counts (known e-mail or not, so the answer still tells nothing about it).
  const keys = throttleKeys(input.email, input.address, 'forgot');
  const attempt = await reserveAttempt(db, countersOf(keys, policy), policy.loginLockMinutes);
  if (attempt.refused) throw lockedError(attempt.refused, 'password.forgotLocked');
  const admin = await findAdminForLogin(db, input.email);
  if (admin?.enabled) {
    const minutes = policy.resetTokenMinutes;
    const { token } = await issueToken(db, admin.id, 'password-reset', minutes, { replace: true });
    const link = findPasswordLink(mail.publicUrl, token);
    try {
      await mail.mailer.deliver(resetMail(language, admin.email, link, minutes));
    } catch (error) {
      // The answer must not differ for a known e-mail, so a failed delivery is only logged.
      mail.log.error({ err: error }, 'password-reset mail could not be delivered');
    }
  }
  return null;
}

/** password/reset: spends the token, ends every session of the admin. */
export async function resetPassword(db: Db, input: { token: string; newPassword: string }, language: Language): Promise<null> {
  const { token, newPassword } = input;
  const adminId = await peekToken(db, token, 'password-reset');
  const admin = adminId === null ? undefined : await findAdminById(db, adminId);
  const tokenError = fieldError(language, 'token', 'password.tokenInvalid');
  const breach = await passwordPolicyBreach(newPassword, { email: admin?.email ?? '', currentHash: admin?.passwordHash });
  const errors = [...(admin?.enabled ? [] : [tokenError]), ...(breach ? [fieldError(language, 'newPassword', breach)] : [])];
  if (!admin || errors.length) throw invalid(errors);

  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    // Spent inside the transaction: of two concurrent resets with one token, only one succeeds.
    if ((await consumeToken(trx, token, 'password-reset')) !== admin.id) throw invalid([tokenError]);
    await setPasswordHash(trx, admin.id, passwordHash);
    await deleteAdminSessions(trx, admin.id);
    await voidTokens(trx, admin.id, 'password-reset');
    await createMessage(trx, admin.id, PASSWORD_RESET);
  });
  return null;
}

/** login-token: a one-time sign-in token for the admin. */
export async function issueLoginToken(db: Db, admin: SessionAdmin, minutes: number) {
  const { token, expiresAt } = await issueToken(db, admin.id, 'login', minutes);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** token-login: signs in once with a token; unknown, expired, used, or a disabled admin: 10001. */
export async function tokenLogin(db: Db, sessions: SessionPolicy, input: { token: string; previousSid?: string }) {
  const adminId = await consumeToken(db, input.token, 'login');
  const admin = adminId === null ? undefined : await findAdminById(db, adminId);
  if (!admin) throw new AppError(Code.LOGIN_FAILED, 'tokenLogin.invalid');
  if (!admin.enabled) throw new AppError(Code.LOGIN_FAILED, 'accountDisabled');
  if (!(await companyEnabled(db, admin.companyId))) throw new AppError(Code.LOGIN_FAILED, 'company.disabled');
  return { admin: toAdminDto(admin), sid: await signIn(db, sessions, admin.id, input.previousSid) };
}

export const permissionsOf = (db: Db, admin: SessionAdmin) => adminPermissions(db, admin);
export const allPermissions = (db: Db) => listPermissions(db);
