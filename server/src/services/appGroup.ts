// Issue 16 应用分组 (spec §2 /app-group): the rules of app groups. A name of 1–50 characters after trimming, unique
// regardless of case and surrounding spaces; apps that exist (any company's); deleting a group keeps its apps.
import type { SessionAdmin } from '../auth/session.js';
import { isUniqueViolation } from '../db/advisory.js';
import type { Db } from '../db/types.js';
import { notFound, type FieldError } from '../errors/codes.js';
import { conflict, field, idsOf, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { writeAudit } from '../repos/audit.js';
import {
  appGroupNameOwner,
  deleteAppGroup,
  existingAppIds,
  groupMembers,
  insertAppGroup,
  lockAppGroup,
  pageAppGroups,
  setGroupApps,
  updateAppGroup,
  type AppGroupRow,
} from '../repos/appGroup.js';
import type { AppGroupAddBody, AppGroupDto, AppGroupPage, AppGroupPageQuery, AppGroupUpdateBody } from '#contract/schemas/appGroup.js';
import { APP_GROUP_LIMITS } from '#contract/endpoints/appGroup.js';
import { pageWindow } from '../shared/paging.js';

interface Draft {
  name: string;
  description: string;
  appIds: number[];
}

/** Rows with their members, in the rows' order. */
async function withMembers(db: Db, rows: AppGroupRow[]): Promise<AppGroupDto[]> {
  const members = await groupMembers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const apps = members.filter((m) => Number(m.groupId) === r.id).map((m) => ({ id: Number(m.id), name: m.name, companyName: m.companyName }));
    return {
      ...r,
      appIds: apps.map((a) => a.id),
      apps,
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    };
  });
}

/** app-group/page: groups whose name holds `name` (any case), each with its apps. */
export async function appGroupPage(db: Db, query: AppGroupPageQuery): Promise<AppGroupPage> {
  const page = await pageAppGroups(db, { name: query.name?.trim() || undefined, sort: query.sort, order: query.order, ...pageWindow(query) });
  return { records: await withMembers(db, page.records), total: page.total };
}

/** app-group/get: one group with its apps; unknown: 10004. */
export async function appGroupDetail(db: Db, id: number): Promise<AppGroupDto> {
  const { records } = await pageAppGroups(db, { ids: [id], limit: 1, offset: 0 });
  if (!records.length) throw notFound();
  return (await withMembers(db, records))[0]!;
}

/** The draft's shape checks: 10005 naming each field at fault. */
function normalise(draft: Draft, language: Language): Draft {
  const errors: FieldError[] = [];
  const name = draft.name.trim();
  if (!name) errors.push(field(language, 'name', 'field.required'));
  else if ([...name].length > APP_GROUP_LIMITS.name) errors.push(field(language, 'name', 'field.maxLength', { limit: APP_GROUP_LIMITS.name }));
  const description = draft.description.trim();
  if ([...description].length > APP_GROUP_LIMITS.description) {
    errors.push(field(language, 'description', 'field.maxLength', { limit: APP_GROUP_LIMITS.description }));
  }
  if (errors.length) throw invalid(errors);
  return { name, description, appIds: [...new Set(draft.appIds)] };
}

/** What needs the database: apps that exist (10005 naming appIds and the ids), a name no other group has (10006). */
async function checkStored(db: Db, draft: Draft, groupId: number | undefined, language: Language): Promise<void> {
  const found = new Set(await existingAppIds(db, draft.appIds));
  const missing = draft.appIds.filter((id) => !found.has(id));
  if (missing.length) throw invalid([field(language, 'appIds', 'appGroup.appUnknown', { ids: missing.join(', ') })]);
  if (await appGroupNameOwner(db, draft.name, groupId)) throw conflict(language, 'name', 'appGroup.nameTaken');
}

/** A concurrent write took the name between the check and the write (the unique index): 10006 naming name. */
async function withNameConflict<T>(language: Language, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(language, 'name', 'appGroup.nameTaken');
    throw error;
  }
}

const snapshot = (id: number, d: Draft) => ({ id, name: d.name, description: d.description, appIds: [...d.appIds].sort((a, b) => a - b) });

/** app-group/add: a new group with its apps. Audited. */
export async function addAppGroup(db: Db, actor: SessionAdmin, body: AppGroupAddBody, language: Language): Promise<AppGroupDto> {
  const draft = normalise({ name: body.name, description: body.description ?? '', appIds: body.appIds ?? [] }, language);
  const id = await withNameConflict(language, () =>
    db.transaction().execute(async (trx) => {
      await checkStored(trx, draft, undefined, language);
      const id = await insertAppGroup(trx, { name: draft.name, description: draft.description });
      await setGroupApps(trx, id, draft.appIds);
      await writeAudit(trx, actor, [{ action: 'create', entity: 'appGroup', entityId: id, companyId: null, before: null, after: snapshot(id, draft) }]);
      return id;
    }),
  );
  return appGroupDetail(db, id);
}

/** app-group/update: the fields sent (`appIds` is the whole set); unknown group: 10004. Audited. */
export async function changeAppGroup(db: Db, actor: SessionAdmin, body: AppGroupUpdateBody, language: Language): Promise<AppGroupDto> {
  const current = await appGroupDetail(db, body.id);
  const draft = normalise(
    { name: body.name ?? current.name, description: body.description ?? current.description, appIds: body.appIds ?? current.appIds },
    language,
  );
  await withNameConflict(language, () =>
    db.transaction().execute(async (trx) => {
      if (!(await lockAppGroup(trx, body.id))) throw notFound();
      const before = await appGroupDetail(trx, body.id);
      await checkStored(trx, draft, body.id, language);
      await updateAppGroup(trx, body.id, { name: draft.name, description: draft.description });
      await setGroupApps(trx, body.id, draft.appIds);
      await writeAudit(trx, actor, [
        { action: 'update', entity: 'appGroup', entityId: body.id, companyId: null, before: snapshot(body.id, before), after: snapshot(body.id, draft) },
      ]);
    }),
  );
  return appGroupDetail(db, body.id);
}

/** app-group/delete (`{ id }` or `{ ids }`), all or nothing: the groups go, their apps stay. Unknown: 10004. Audited. */
export async function removeAppGroups(db: Db, actor: SessionAdmin, body: { id?: number; ids?: number[] }, language: Language) {
  const ids = idsOf(body, language);
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      if (!(await lockAppGroup(trx, id))) throw notFound();
    }
    const { records } = await pageAppGroups(trx, { ids, limit: ids.length, offset: 0 });
    const groups = await withMembers(trx, records);
    await writeAudit(
      trx,
      actor,
      groups.map((g) => ({ action: 'delete' as const, entity: 'appGroup' as const, entityId: g.id, companyId: null, before: snapshot(g.id, g), after: null })),
    );
    for (const id of ids) await deleteAppGroup(trx, id);
  });
  return { deleted: ids.length };
}

declare module '../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    appGroup: true;
  }
}
