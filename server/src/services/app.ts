// Issue 16: the rules of location apps (platform management): a unique name and app code (any case), a company that
// exists, that company's buildings only and none of another app's, a closed list of platforms; the app code is fixed
// once the app has shipped. Reads for the application chooser stay scoped to the admin's company.
import { companyScope } from '../auth/scope.js';
import type { SessionAdmin } from '../auth/session.js';
import { isUniqueViolation } from '../db/advisory.js';
import type { Db } from '../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../errors/codes.js';
import { field, invalid } from '../errors/fieldErrors.js';
import type { Language, MessageKey } from '../errors/messages.js';
import { writeAudit } from '../repos/audit.js';
import {
  appCodeOwner,
  appNameOwner,
  buildingsOfApp,
  companyNameOf,
  findApp,
  insertApp,
  lockApp,
  lockBuildingsByIds,
  pageApps,
  setAppBuildings,
  updateAppRow,
  type AppListRow,
  type AppValues,
} from '../repos/app.js';
import type { AppAddBody, AppConfigPreview, AppDetail, AppPage, AppPageQuery, AppRow, AppUpdateBody } from '#contract/schemas/app.js';
import { APP_LIMITS, APP_PLATFORMS } from '#contract/endpoints/app.js';
import { pageWindow } from '../shared/paging.js';
import { appConfig } from './appConfig.js';

const APP_CODE = new RegExp(`^[A-Za-z0-9_-]{${APP_LIMITS.codeMin},${APP_LIMITS.codeMax}}$`);
const iso = (d: Date) => new Date(d).toISOString();

function row(r: AppListRow): AppRow {
  const { createdAt: _c, updatedAt: _u, companyEnabled: _e, ...rest } = r;
  return { ...rest, platforms: r.platforms.filter((p): p is AppRow['platforms'][number] => (APP_PLATFORMS as readonly string[]).includes(p)) };
}

/** The apps visible to the admin (platform: all; others: their company's), a page of them. */
export async function appPage(db: Db, admin: SessionAdmin, query: AppPageQuery): Promise<AppPage> {
  const scope = companyScope(admin);
  if (scope !== null && query.companyId !== undefined && query.companyId !== scope) return { records: [], total: 0 };
  const page = await pageApps(db, {
    companyId: scope ?? query.companyId,
    text: query.q?.trim() || undefined,
    enabled: query.enabled,
    appGroupId: query.appGroupId,
    sort: query.sort,
    order: query.order,
    ...pageWindow(query),
  });
  return { records: page.records.map(row), total: page.total };
}

/** app/get (spec §7): one app with its buildings; unknown: 10004. */
export async function appDetail(db: Db, id: number): Promise<AppDetail> {
  const found = await findApp(db, id);
  if (!found) throw notFound();
  const buildings = await buildingsOfApp(db, id);
  return {
    ...row(found),
    buildingIds: buildings.map((b) => b.id),
    buildings: buildings.map((b) => ({ ...b, publishedVersion: b.publishedVersion === null ? null : Number(b.publishedVersion) })),
    createdAt: iso(found.createdAt),
    updatedAt: iso(found.updatedAt),
  };
}

interface Draft extends AppValues {
  buildingIds: number[];
}

/** The values trimmed and their problems that need no database, field by field. */
function normalise(draft: Draft, language: Language): { values: Draft; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const name = draft.name.trim();
  if (name.length < 1 || name.length > APP_LIMITS.name) errors.push(field(language, 'name', 'app.nameLength', { limit: APP_LIMITS.name }));
  const appCode = draft.appCode.trim();
  if (!APP_CODE.test(appCode)) errors.push(field(language, 'appCode', 'app.codeFormat', { min: APP_LIMITS.codeMin, max: APP_LIMITS.codeMax }));
  const platforms = [...new Set(draft.platforms.map((p) => p.trim().toLowerCase()))];
  const unknown = platforms.find((p) => !(APP_PLATFORMS as readonly string[]).includes(p));
  if (unknown !== undefined) errors.push(field(language, 'platforms', 'app.platformUnknown', { platform: unknown, allowed: APP_PLATFORMS.join(', ') }));
  const buildingIds = [...new Set(draft.buildingIds)];
  if (buildingIds.length > APP_LIMITS.buildings) errors.push(field(language, 'buildingIds', 'app.buildingsTooMany', { limit: APP_LIMITS.buildings }));
  const ordered = APP_PLATFORMS.filter((p) => platforms.includes(p));
  return { values: { ...draft, name, appCode, platforms: ordered, buildingIds }, errors };
}

/** The checks that read the database, in the transaction that writes (the buildings stay locked until it ends). */
async function checkStored(trx: Db, values: Draft, appId: number | undefined, language: Language): Promise<void> {
  const errors: FieldError[] = [];
  if ((await companyNameOf(trx, values.companyId)) === undefined) {
    errors.push(field(language, 'companyId', 'app.companyUnknown', { companyId: values.companyId }));
  }
  const buildings = await lockBuildingsByIds(trx, values.buildingIds);
  const missing = values.buildingIds.filter((id) => !buildings.some((b) => b.id === id));
  if (missing.length) errors.push(field(language, 'buildingIds', 'app.buildingUnknown', { ids: missing.join(', ') }));
  for (const b of buildings) {
    if (b.companyId !== values.companyId) errors.push(field(language, 'buildingIds', 'app.buildingOutside', { name: b.name }));
    else if (b.appId !== null && b.appId !== appId)
      errors.push(field(language, 'buildingIds', 'app.buildingInOtherApp', { name: b.name, app: b.appName ?? '' }));
  }
  if (errors.length) throw invalid(errors);
  const conflicts: FieldError[] = [];
  if (await appNameOwner(trx, values.name, appId)) conflicts.push(field(language, 'name', 'app.nameTaken'));
  if (await appCodeOwner(trx, values.appCode, appId)) conflicts.push(field(language, 'appCode', 'app.codeTaken'));
  if (conflicts.length) throw conflictOf(conflicts);
}

/** 10006 naming the fields, with the first one's message as `error`. */
function conflictOf(errors: FieldError[], key?: MessageKey, params: Record<string, string | number> = {}): AppError {
  const first = key ?? (errors[0]!.field === 'name' ? 'app.nameTaken' : 'app.codeTaken');
  return new AppError(Code.CONFLICT, first, params, errors);
}

/** A concurrent write that took the name or the code between our check and our insert: 10006 naming the field. */
async function withUniqueConflict<T>(db: Db, values: Draft, appId: number | undefined, language: Language, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const codeTaken = (await appCodeOwner(db, values.appCode, appId)) !== undefined;
    throw conflictOf([field(language, codeTaken ? 'appCode' : 'name', codeTaken ? 'app.codeTaken' : 'app.nameTaken')]);
  }
}

/** What the audit log keeps of an app. */
const snapshot = (id: number, d: Draft) => ({
  id,
  companyId: d.companyId,
  name: d.name,
  appCode: d.appCode,
  platforms: d.platforms,
  enabled: d.enabled,
  buildingIds: d.buildingIds,
});

/** app/add: a new app of a company, with its buildings. */
export async function addApp(db: Db, actor: SessionAdmin, body: AppAddBody, language: Language): Promise<AppDetail> {
  const draft: Draft = {
    companyId: body.companyId,
    name: body.name,
    appCode: body.appCode,
    platforms: body.platforms ?? [],
    enabled: body.enabled ?? true,
    buildingIds: body.buildingIds ?? [],
  };
  const { values, errors } = normalise(draft, language);
  if (errors.length) throw invalid(errors);
  const id = await withUniqueConflict(db, values, undefined, language, () =>
    db.transaction().execute(async (trx) => {
      await checkStored(trx, values, undefined, language);
      const { buildingIds, ...appValues } = values;
      const id = await insertApp(trx, appValues);
      await setAppBuildings(trx, id, buildingIds);
      await writeAudit(trx, actor, [{ action: 'create', entity: 'app', entityId: id, companyId: values.companyId, before: null, after: snapshot(id, values) }]);
      return id;
    }),
  );
  return appDetail(db, id);
}

/** app/update: the fields sent; the app code and the company are fixed once the app has shipped (10006). */
export async function changeApp(db: Db, actor: SessionAdmin, body: AppUpdateBody, language: Language, now = new Date()): Promise<AppDetail> {
  const current = await appDetail(db, body.id);
  const { id: _id, ...changes } = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as AppUpdateBody;
  const draft: Draft = {
    companyId: current.companyId,
    name: current.name,
    appCode: current.appCode,
    platforms: current.platforms,
    enabled: current.enabled,
    buildingIds: current.buildingIds,
    ...changes,
  };
  const { values, errors } = normalise(draft, language);
  if (errors.length) throw invalid(errors);
  await withUniqueConflict(db, values, body.id, language, () =>
    db.transaction().execute(async (trx) => {
      const locked = await lockApp(trx, body.id);
      if (!locked) throw notFound();
      const before = await appDetail(trx, body.id);
      if (before.shipped && values.appCode !== before.appCode) {
        throw conflictOf([field(language, 'appCode', 'app.codeShipped', { appCode: before.appCode })], 'app.codeShipped', { appCode: before.appCode });
      }
      if (before.shipped && values.companyId !== before.companyId) {
        throw conflictOf([field(language, 'companyId', 'app.companyShipped')], 'app.companyShipped');
      }
      await checkStored(trx, values, body.id, language);
      const { buildingIds, ...appValues } = values;
      await updateAppRow(trx, body.id, appValues, now);
      await setAppBuildings(trx, body.id, buildingIds);
      const audit = { action: 'update', entity: 'app', entityId: body.id, companyId: values.companyId } as const;
      await writeAudit(trx, actor, [{ ...audit, before: snapshot(body.id, before), after: snapshot(body.id, values) }]);
    }),
  );
  return appDetail(db, body.id);
}

/** app/config-preview: what getConfig answers for the app, built even while the app is disabled (the apps then get 10003). */
export async function appConfigPreview(db: Db, id: number): Promise<AppConfigPreview> {
  const found = await findApp(db, id);
  if (!found) throw notFound();
  const { config } = await appConfig(db, found.appCode, { evenDisabled: true });
  // Disabled, the app or its company: getConfig answers 10003 today.
  return { appCode: found.appCode, enabled: found.enabled && found.companyEnabled, config };
}

declare module '../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    app: true;
  }
}
