import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { passwordPolicyBreach } from '../auth/passwordPolicy.js';
import { deleteAdminSessions, type SessionAdmin } from '../auth/session.js';
import { voidTokens } from '../auth/oneTimeToken.js';
import type { AdminType, Db } from '../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../errors/codes.js';
import type { Language } from '../errors/messages.js';
import {
  deleteAdmins,
  emailOwner,
  findAdminRecord,
  findAdminRecords,
  insertAdmin,
  otherEnabledPlatformAdmins,
  updateAdmin,
  type AdminRecord,
  type AdminValues,
  type AdminFilter,
  pageAdmins,
  toAdminRow,
} from '../repos/admin.js';
import { pageAudit, writeAudit, type AuditDraft, type AuditFilter } from '../repos/audit.js';
import { issueToken } from '../auth/oneTimeToken.js';
import { companyScope } from '../auth/scope.js';
import { findPasswordLink, type MailContext } from '../mail/links.js';
import { setPasswordMail } from '../mail/templates.js';
import { findCompany } from '../repos/company.js';
import { deleteGrants, listGrants } from '../repos/role.js';
import { AUDIT_REDACTED, type AdminSaveInput, type GrantDto } from '#contract/schemas/userManagement.js';
import { isPlatform, manages } from '../auth/companyScope.js';
import { isUniqueViolation, lockAdminChanges } from '../db/advisory.js';
import { conflict, field, idsOf, invalid, refuse } from '../errors/fieldErrors.js';

/** Set-password links of new accounts stay valid a day (a reset link: 30 minutes). */
const SET_PASSWORD_MINUTES = 24 * 60;

/** What the audit log keeps of an admin (never the password hash). */
function adminSnapshot(a: AdminRecord | (AdminValues & { id: number; companyName?: string | null })) {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    adminType: a.adminType,
    companyId: a.companyId,
    companyName: a.companyName ?? null,
    enabled: a.enabled,
  };
}

export function grantSnapshot(g: GrantDto) {
  return { ...g };
}

export function revokeDrafts(grants: GrantDto[], companyId: number | null): AuditDraft[] {
  return grants.map((g) => ({ action: 'revoke', entity: 'grant', entityId: g.id, companyId, before: grantSnapshot(g), after: null }));
}

/** An admin visible to the actor, else 10004 (another company's admin is not revealed). */
export async function adminInScope(db: Db, actor: SessionAdmin, id: number): Promise<AdminRecord> {
  const admin = await findAdminRecord(db, id);
  if (!admin || !manages(actor, admin.companyId)) throw notFound();
  return admin;
}

async function companyFor(db: Db, actor: SessionAdmin, type: AdminType, requested: number | null | undefined, language: Language) {
  if (type === 'PLATFORM_ADMINISTRATOR') return null;
  if (!isPlatform(actor)) return actor.companyId;
  if (requested === undefined || requested === null) throw invalid([field(language, 'companyId', 'admin.companyRequired')]);
  if (!(await findCompany(db, requested))) throw invalid([field(language, 'companyId', 'admin.companyUnknown')]);
  return requested;
}

export interface SavedAdmin {
  admin: AdminRecord;
  /** Set when a set-password mail must be sent (after the commit). */
  mailTo?: { id: number; email: string };
}

/**
 * admin/save: creates (no id) or updates an admin under the rules of issue 4. Every check that needs
 * no lock runs first; the change, its session and grant consequences and its audit entries commit together.
 */
export async function saveAdmin(db: Db, actor: SessionAdmin, input: AdminSaveInput, language: Language): Promise<SavedAdmin> {
  const existing = input.id === undefined ? undefined : await adminInScope(db, actor, input.id);
  // No escalation: a company admin never makes (or edits into) a platform admin.
  if (!isPlatform(actor) && input.adminType === 'PLATFORM_ADMINISTRATOR') throw refuse('admin.typeNotAllowed');
  const self = existing?.id === actor.id;
  if (self && input.adminType !== existing.adminType) throw refuse('admin.selfType');
  if (self && input.enabled === false) throw refuse('admin.selfDisable');
  if (self && input.password !== undefined) throw refuse('admin.selfPassword');

  const email = input.email.trim();
  const companyId = self ? existing.companyId : await companyFor(db, actor, input.adminType, input.companyId, language);
  const errors: FieldError[] = [];
  if (input.password !== undefined) {
    const breach = await passwordPolicyBreach(input.password, { email });
    if (breach) errors.push(field(language, 'password', breach));
  } else if (!existing && !input.sendSetPasswordMail) {
    errors.push(field(language, 'password', 'admin.passwordRequired'));
  }
  if (!input.name.trim()) errors.push(field(language, 'name', 'field.required'));
  if (errors.length) throw invalid(errors);

  const values: AdminValues = {
    email,
    name: input.name.trim(),
    adminType: input.adminType,
    companyId,
    enabled: input.enabled ?? existing?.enabled ?? true,
  };
  // A set-password mail account gets an unusable random password until the link is used.
  const secret = input.password ?? (existing ? undefined : randomBytes(32).toString('base64url'));
  const passwordHash = secret === undefined ? undefined : await hashPassword(secret);

  try {
    const id = await db.transaction().execute(async (trx) => {
      await lockAdminChanges(trx);
      if (await emailOwner(trx, email, existing?.id)) throw conflict(language, 'email', 'admin.emailTaken');
      const drafts: AuditDraft[] = [];
      if (!existing) {
        const id = await insertAdmin(trx, { ...values, passwordHash: passwordHash! });
        const after = { ...adminSnapshot({ ...values, id }), passwordSet: input.password !== undefined, setPasswordMail: !!input.sendSetPasswordMail };
        drafts.push({ action: 'create', entity: 'admin', entityId: id, companyId, before: null, after });
        await writeAudit(trx, actor, drafts);
        return id;
      }

      const before = await findAdminRecord(trx, existing.id);
      if (!before) throw notFound();
      const demoted = before.adminType === 'PLATFORM_ADMINISTRATOR' && before.enabled && (values.adminType !== before.adminType || !values.enabled);
      if (demoted && (await otherEnabledPlatformAdmins(trx, [before.id])) < 1) {
        throw new AppError(Code.CONFLICT, 'admin.lastPlatform');
      }
      const passwordChanged = input.password !== undefined;
      await updateAdmin(trx, before.id, passwordHash ? { ...values, passwordHash } : values);
      // Disabled, or given a new password by someone else: their sessions and reset links end now.
      if (!values.enabled || passwordChanged) await deleteAdminSessions(trx, before.id);
      if (passwordChanged) await voidTokens(trx, before.id, 'password-reset');
      // Grants only exist for business admins of the role's company.
      if (values.adminType !== 'BUSINESS_ADMINISTRATOR' || values.companyId !== before.companyId) {
        const grants = await listGrants(trx, { adminId: before.id });
        await deleteGrants(
          trx,
          grants.map((g) => g.id),
        );
        drafts.push(...revokeDrafts(grants, before.companyId));
      }
      const after = { ...adminSnapshot({ ...values, id: before.id }), ...(passwordChanged ? { passwordChanged: true } : {}) };
      if (values.companyId !== before.companyId) after.companyName = (await findCompany(trx, values.companyId ?? 0))?.name ?? null;
      else after.companyName = before.companyName;
      drafts.push({ action: 'update', entity: 'admin', entityId: before.id, companyId: values.companyId, before: adminSnapshot(before), after });
      await writeAudit(trx, actor, drafts);
      return before.id;
    });
    const admin = await findAdminRecord(db, id);
    if (!admin) throw notFound();
    return { admin, mailTo: input.sendSetPasswordMail ? { id, email } : undefined };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(language, 'email', 'admin.emailTaken');
    throw error;
  }
}

/** admin/delete: all or nothing; never oneself, never the last enabled platform admin. */
export async function deleteAdminsChecked(db: Db, actor: SessionAdmin, ids: number[]): Promise<number> {
  if (ids.includes(actor.id)) throw refuse('admin.selfDelete');
  return db.transaction().execute(async (trx) => {
    await lockAdminChanges(trx);
    const targets = await findAdminRecords(trx, ids);
    if (targets.length !== ids.length || targets.some((t) => !manages(actor, t.companyId))) throw notFound();
    const platforms = targets.filter((t) => t.adminType === 'PLATFORM_ADMINISTRATOR' && t.enabled);
    if (platforms.length && (await otherEnabledPlatformAdmins(trx, ids)) < 1) throw new AppError(Code.CONFLICT, 'admin.lastPlatform');
    const drafts: AuditDraft[] = [];
    for (const target of targets) {
      const grants = await listGrants(trx, { adminId: target.id });
      drafts.push(...revokeDrafts(grants, target.companyId));
      drafts.push({ action: 'delete', entity: 'admin', entityId: target.id, companyId: target.companyId, before: adminSnapshot(target), after: null });
    }
    await writeAudit(trx, actor, drafts);
    // Their sessions, grants, messages and tokens go with them (ON DELETE CASCADE): the next call is 10002.
    return deleteAdmins(trx, ids);
  });
}

/** admin/list: a company admin sees their company's admins only (a `companyId` filter counts for platform admins). */
export async function adminPage(db: Db, actor: SessionAdmin, filter: AdminFilter) {
  const scope = companyScope(actor);
  const page = await pageAdmins(db, { ...filter, companyId: scope ?? filter.companyId });
  return { records: page.records.map(toAdminRow), total: page.total };
}

/** admin/detail: one admin of the actor's scope with the roles granted to them. */
export async function adminDetail(db: Db, actor: SessionAdmin, id: number) {
  const admin = await adminInScope(db, actor, id);
  return { ...toAdminRow(admin), grants: await listGrants(db, { adminId: admin.id }) };
}

/** admin/save, then the set-password mail of a new account (after the commit; a failed delivery is only logged). */
export async function saveAdminAndMail(db: Db, actor: SessionAdmin, input: AdminSaveInput, language: Language, mail: MailContext) {
  const { admin, mailTo } = await saveAdmin(db, actor, input, language);
  if (mailTo) {
    const { token } = await issueToken(db, mailTo.id, 'password-reset', SET_PASSWORD_MINUTES, { replace: true });
    const link = findPasswordLink(mail.publicUrl, token);
    try {
      await mail.mailer.deliver(setPasswordMail(language, mailTo.email, link, SET_PASSWORD_MINUTES));
    } catch (error) {
      // The account exists; the admin can still use "forgot password".
      mail.log.error({ err: error }, 'set-password mail could not be delivered');
    }
  }
  return toAdminRow(admin);
}

/** admin/delete with `{ id }` or `{ ids }`. */
export async function removeAdmins(db: Db, actor: SessionAdmin, body: { id?: number; ids?: number[] }, language: Language) {
  return { deleted: await deleteAdminsChecked(db, actor, idsOf(body, language)) };
}

/** Issue 31: another company's side of an audit entry, each value replaced (the console shows the marker as it is). */
const redacted = (values: Record<string, unknown> | null) => values && Object.fromEntries(Object.keys(values).map((key) => [key, AUDIT_REDACTED]));

/**
 * audit/page: platform admins read every entry, company admins their company's. An entry about a record moved
 * between companies (issue 31: a building moved, an admin or an app given another company) belongs to both:
 * each company reads its own side, and every value of the other company's side reads AUDIT_REDACTED (its
 * names and ids never reach the other tenant).
 */
export async function auditPage(db: Db, actor: SessionAdmin, filter: Omit<AuditFilter, 'companyId'>) {
  const scope = companyScope(actor);
  const page = await pageAudit(db, { companyId: scope ?? undefined, ...filter });
  const records = page.records.map(({ owners, ...entry }) =>
    scope === null
      ? entry
      : {
          ...entry,
          before: owners.before === scope ? entry.before : redacted(entry.before),
          after: owners.after === scope ? entry.after : redacted(entry.after),
        },
  );
  return { records, total: page.total };
}
