// Issue 6, spec §7: the POIs of a building's draft (page, map layer list), saving a POI patch, its history, and the building's POI types.
import { assertPermission } from '../../auth/permission.js';
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { AppError, Code, notFound } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { buildingCompanies } from '../../repos/building/index.js';
import { lockBuilding } from '../../repos/map.js';
import { pagePatches } from '../../repos/patch.js';
import { draftState, listPois, pagePois, type PoiPageFilter } from '../../repos/poi/index.js';
import { deletePoiType, findPoiType, insertPoiType, listPoiTypes, poiTypeNameTaken, poiTypeUsage, updatePoiType } from '../../repos/poi/type.js';
import { assertOwnedBy, poiPatchIds } from '../ownership.js';
import { isUploaded } from '../platformFile.js';
import { assertVisible } from '../region.js';
import { applyPoiPatch, type PoiChange } from './patch.js';

/** poi/page: one snapshot of the draft (the records, the exact total and the revision they belong to). */
export async function poiPage(db: Db, buildingId: number, filter: PoiPageFilter) {
  await assertOwnedBy(db, buildingId, { levelIds: [filter.levelId], poiTypeIds: [filter.poiTypeId] });
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { versionId, revision } = await draftState(trx, buildingId);
      if (versionId === null) return { records: [], total: 0, revision };
      return { ...(await pagePois(trx, versionId, filter, { owner: db, revision })), revision };
    });
}

/** poi/list: every POI of the draft, or of one of its levels, with the draft's revision. */
export async function poiList(db: Db, buildingId: number, levelId: number | undefined) {
  await assertOwnedBy(db, buildingId, { levelIds: [levelId] });
  const { versionId, revision } = await draftState(db, buildingId);
  return { records: versionId === null ? [] : await listPois(db, versionId, levelId), revision };
}

/** map/poi/save: the whole patch in one transaction, under the draft's lock. */
export async function savePois(db: Db, admin: SessionAdmin, input: { buildingId: number; baseRevision: number; changes: PoiChange[] }, language: Language) {
  const { buildingId, baseRevision, changes } = input;
  return db.transaction().execute(async (trx) => {
    await assertOwnedBy(trx, buildingId, poiPatchIds(changes));
    return applyPoiPatch(trx, { buildingId, baseRevision, changes, actor: { id: admin.id, email: admin.email }, language });
  });
}

/** map/poi-patch: the history, newest first (`featureId`: the patches that changed this POI). */
export async function poiPatches(db: Db, filter: { buildingId: number; featureId?: string; limit: number; offset: number }) {
  await assertOwnedBy(db, filter.buildingId, { featureIds: [filter.featureId] });
  const page = await pagePatches(db, { ...filter, kinds: ['poi'] });
  return {
    records: page.records.map(({ id, revision, actorEmail, summary, changes, createdAt }) => ({ id, revision, actorEmail, summary, changes, createdAt })),
    total: page.total,
  };
}

/** poi-type/list: any admin who can see the building. */
export async function poiTypes(db: Db, admin: SessionAdmin, buildingId: number) {
  await assertVisible(db, admin, buildingId);
  return listPoiTypes(db, buildingId);
}

interface PoiTypeInput {
  id?: number;
  buildingId: number;
  name: string;
  nameEn?: string;
  icon: string;
  color: string;
  iconUrl?: string;
  sort?: number;
}

/** poi-type/save: adds (no id) or changes a type; the name is unique in the building (trimmed, any case: 10006). */
export async function savePoiType(db: Db, input: PoiTypeInput, language: Language) {
  const { id, buildingId, name, nameEn = '', icon, color, iconUrl, sort } = input;
  const trimmed = name.trim();
  if (!trimmed) throw invalid([field(language, 'name', 'field.required')]);
  const values = { buildingId, name: trimmed, nameEn: nameEn.trim(), icon, color: color.toLowerCase(), iconUrl, sort };
  return db.transaction().execute(async (trx) => {
    // One writer of a building's types at a time, so two saves cannot both take a free name.
    await lockBuilding(trx, buildingId);
    await assertOwnedBy(trx, buildingId, { poiTypeIds: [id] });
    const existing = id === undefined ? undefined : await findPoiType(trx, id);
    if (id !== undefined && (!existing || existing.buildingId !== buildingId)) throw notFound();
    // Issue 13: a new icon must be a platform file uploaded as a POI type icon (its type and size checked there);
    // issue 31: uploaded for the building's own company (another company's file answers as an unknown one). The
    // stored icon stays acceptable (a building moved to another company keeps its types' icons).
    if (iconUrl && iconUrl !== existing?.iconUrl) {
      const companyId = (await buildingCompanies(trx, [buildingId])).get(buildingId);
      if (companyId === undefined) throw notFound();
      if (!(await isUploaded(trx, iconUrl, 'poi-type-icon', companyId))) throw invalid([field(language, 'iconUrl', 'file.iconUnknown')]);
    }
    if (await poiTypeNameTaken(trx, buildingId, trimmed, id)) {
      throw new AppError(Code.CONFLICT, 'poiType.nameTaken', { name: trimmed }, [field(language, 'name', 'poiType.nameTaken', { name: trimmed })]);
    }
    return id === undefined ? insertPoiType(trx, values) : updatePoiType(trx, id, values);
  });
}

/** poi-type/delete: needs EDIT_POI on the type's own building; refused (10006) while POIs name it. */
export async function deletePoiTypeChecked(db: Db, admin: SessionAdmin, id: number): Promise<{ id: number }> {
  const type = await findPoiType(db, id);
  if (!type) throw notFound();
  await assertPermission(db, admin, 'EDIT_POI', type.buildingId);
  await db.transaction().execute(async (trx) => {
    // The building's lock orders this after any POI patch in flight (which may start using the type).
    await lockBuilding(trx, type.buildingId);
    const usage = await poiTypeUsage(trx, type);
    if (usage.draft + usage.published > 0) throw new AppError(Code.CONFLICT, 'poiType.inUse', usage);
    await deletePoiType(trx, id);
  });
  return { id };
}
