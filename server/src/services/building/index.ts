// Buildings: the lists a caller may see, and (issue 5) adding, updating with its floors, and deleting one.
import { buildingScope, narrowIds } from '../../auth/buildingScope.js';
import { isPlatform } from '../../auth/companyScope.js';
import { companyScope } from '../../auth/scope.js';
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { writeAudit } from '../../repos/audit.js';
import {
  appOfCompany,
  deleteBuildingRow,
  deleteLevels,
  findBuilding,
  insertBuilding,
  insertLevel,
  levelFeatureCounts,
  pageBuildings,
  publishedRange,
  updateBuildingRow,
  updateLevel,
} from '../../repos/building/index.js';
import { findCompany } from '../../repos/company.js';
import { grantCreator } from '../../repos/role.js';
import { ensureDraft, lockBuilding } from '../../repos/map.js';
import type { BuildingAddInput, BuildingDto, BuildingUpdateInput } from '#contract/schemas/entities.js';
import { assertOwnedBy } from '../ownership.js';

type Window = { limit: number; offset: number };

/** building/page: platform admins every company's buildings, company admins their company's, business admins those where they hold a grant. */
export async function buildingPage(db: Db, admin: SessionAdmin, filter: Window & { name?: string; companyId?: number; appId?: number }) {
  const { companyId, ...rest } = filter;
  const scope = await buildingScope(db, admin);
  // A company filter outside the caller's scope simply matches nothing.
  if (scope.companyId !== undefined && companyId !== undefined && companyId !== scope.companyId) return { records: [], total: 0 };
  return pageBuildings(db, { ...rest, companyId: scope.companyId ?? companyId, ids: scope.ids });
}

/** One building of the caller's company (another company's: 10004). */
export async function buildingOne(db: Db, admin: SessionAdmin, id: number): Promise<BuildingDto> {
  const building = await findBuilding(db, id, companyScope(admin) ?? undefined);
  if (!building) throw notFound();
  return building;
}

/** building/batch: the buildings among `ids` (comma-separated) the caller may see, in the order asked. */
export async function buildingsByIds(db: Db, admin: SessionAdmin, idList: string): Promise<BuildingDto[]> {
  const wanted = [...new Set(idList.split(',').map(Number))];
  const scope = await buildingScope(db, admin);
  const ids = narrowIds(scope, wanted)!;
  const { records } = await pageBuildings(db, { ids, companyId: scope.companyId, limit: wanted.length, offset: 0 });
  return wanted.flatMap((id) => records.filter((b) => b.id === id));
}

type LevelInput = BuildingUpdateInput['levels'][number];

const clean = (text: string) => text.trim();
const shortNameOf = (l: { shortName?: string | null }) => (l.shortName ?? '').trim() || null;
const levelValues = (l: LevelInput) => ({ ordinal: l.ordinal, name: clean(l.name), shortName: shortNameOf(l) });
const buildingValues = (input: BuildingAddInput | BuildingUpdateInput) => ({
  name: clean(input.name),
  address: clean(input.address ?? ''),
  appId: input.appId,
  anchorLng: input.anchor?.lng ?? null,
  anchorLat: input.anchor?.lat ?? null,
});

async function companyFor(db: Db, admin: SessionAdmin, requested: number | undefined, language: Language): Promise<number> {
  if (isPlatform(admin)) {
    if (requested === undefined) throw invalid([field(language, 'companyId', 'building.companyRequired')]);
    if (!(await findCompany(db, requested))) throw invalid([field(language, 'companyId', 'building.companyUnknown')]);
    return requested;
  }
  if (admin.companyId === null || (requested !== undefined && requested !== admin.companyId)) {
    throw invalid([field(language, 'companyId', 'building.companyOutside')]);
  }
  return admin.companyId;
}

async function checkApp(db: Db, appId: number | null, companyId: number, language: Language): Promise<FieldError[]> {
  if (appId === null) return [];
  return (await appOfCompany(db, appId, companyId)) ? [] : [field(language, 'appId', 'building.appOutside')];
}

/** Floor names unique within the building (trimmed, case-insensitive); listed ids existing and once each. */
function checkLevels(levels: LevelInput[], existingIds: Set<number>, language: Language): FieldError[] {
  const errors: FieldError[] = [];
  const names = new Set<string>();
  const ids = new Set<number>();
  levels.forEach((l, i) => {
    const key = clean(l.name).toLowerCase();
    if (names.has(key)) errors.push(field(language, `levels[${i}].name`, 'building.levelNameTaken', { name: clean(l.name) }));
    names.add(key);
    if (l.id === undefined) return;
    if (!existingIds.has(l.id)) errors.push(field(language, `levels[${i}].id`, 'building.levelUnknown', { id: l.id }));
    else if (ids.has(l.id)) errors.push(field(language, `levels[${i}].id`, 'building.levelTwice', { id: l.id }));
    ids.add(l.id);
  });
  return errors;
}

export async function addBuilding(db: Db, admin: SessionAdmin, input: BuildingAddInput, language: Language): Promise<BuildingDto> {
  const companyId = await companyFor(db, admin, input.companyId, language);
  const errors = [...(await checkApp(db, input.appId, companyId, language)), ...checkLevels(input.levels, new Set(), language)];
  if (errors.length) throw invalid(errors);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertBuilding(trx, { companyId, ...buildingValues(input) });
    for (const l of input.levels) await insertLevel(trx, id, levelValues(l));
    await ensureDraft(trx, id);
    await grantCreator(trx, admin, id);
    const after = (await findBuilding(trx, id))!;
    await writeAudit(trx, admin, [{ action: 'create', entity: 'building', entityId: id, companyId, before: null, after }]);
    return id;
  });
  return (await findBuilding(db, id))!;
}

export async function updateBuilding(db: Db, admin: SessionAdmin, input: BuildingUpdateInput, language: Language): Promise<BuildingDto> {
  const scope = companyScope(admin) ?? undefined;
  await db.transaction().execute(async (trx) => {
    // Serialises with draft saves and publishing (they lock the same row).
    await lockBuilding(trx, input.id);
    const before = await findBuilding(trx, input.id, scope);
    if (!before) throw notFound();
    await assertOwnedBy(trx, input.id, { levelIds: input.levels.map((l) => l.id) });
    const existing = new Set(before.levels.map((l) => l.id));
    const errors: FieldError[] = [];
    if (input.companyId !== undefined && input.companyId !== before.companyId) errors.push(field(language, 'companyId', 'building.companyFixed'));
    errors.push(...(await checkApp(trx, input.appId, before.companyId, language)), ...checkLevels(input.levels, existing, language));
    const kept = new Set(input.levels.flatMap((l) => (l.id === undefined ? [] : [l.id])));
    const removed = before.levels.filter((l) => !kept.has(l.id));
    const counts = await levelFeatureCounts(
      trx,
      input.id,
      removed.map((l) => l.id),
    );
    for (const l of removed) {
      const count = counts.get(l.id) ?? 0;
      if (count > 0) errors.push(field(language, 'levels', 'building.levelInUse', { name: l.name, count }));
    }
    if (errors.length) throw invalid(errors);

    await updateBuildingRow(trx, input.id, buildingValues(input));
    await deleteLevels(
      trx,
      removed.map((l) => l.id),
    );
    for (const l of input.levels) {
      if (l.id === undefined) await insertLevel(trx, input.id, levelValues(l));
      else await updateLevel(trx, l.id, levelValues(l));
    }
    const after = (await findBuilding(trx, input.id))!;
    await writeAudit(trx, admin, [{ action: 'update', entity: 'building', entityId: input.id, companyId: before.companyId, before, after }]);
  });
  return (await findBuilding(db, input.id))!;
}

/**
 * Deletes the building with everything it holds (FK cascades: floors, versions, features, POI types,
 * patches, grants on it). Refused (10006) while apps read it: published versions and an app.
 */
export async function deleteBuilding(db: Db, admin: SessionAdmin, id: number): Promise<{ id: number; deleted: number }> {
  const scope = companyScope(admin) ?? undefined;
  await db.transaction().execute(async (trx) => {
    await lockBuilding(trx, id);
    const before = await findBuilding(trx, id, scope);
    if (!before) throw notFound();
    const { from, to } = await publishedRange(trx, id);
    if (before.appId !== null && from !== null && to !== null) {
      throw new AppError(Code.CONFLICT, from === to ? 'building.inUseOne' : 'building.inUse', { from, to, app: before.appName ?? String(before.appId) });
    }
    await deleteBuildingRow(trx, id);
    await writeAudit(trx, admin, [{ action: 'delete', entity: 'building', entityId: id, companyId: before.companyId, before, after: null }]);
  });
  return { id, deleted: 1 };
}

declare module '../../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    building: true;
  }
}
