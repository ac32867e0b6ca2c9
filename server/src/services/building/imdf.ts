// Issue 5: IMDF import (a zip as a new building's draft) and export (any version as an IMDF zip).
import { companyScope } from '../../auth/scope.js';
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../../errors/codes.js';
import type { Language } from '../../errors/messages.js';
import { translate } from '../../errors/messages.js';
import { readArchiveOffThread } from '../../imdf/offThread.js';
import type { ImportPlan, Problem } from '../../imdf/types.js';
import { writeArchive } from '../../imdf/write.js';
import { imdfReasons, notifyImportFailed, reasonsOf } from '../../messaging/eventNotices.js';
import { appOfCompany, exportSource, insertBuilding, insertLevel } from '../../repos/building/index.js';
import { nextRegionIds } from '../../repos/building/versions.js';
import { findCompany } from '../../repos/company.js';
import { grantCreator } from '../../repos/role.js';
import { insertFeatures, resolveVersion, versionFeatures, type NewFeature } from '../../repos/map.js';
import { recordPatch, type FeatureChange } from '../../repos/patch.js';
import { insertPoiType } from '../../repos/poi/type.js';
import { lockDraft, versionSpec } from '../map.js';

/** At most this many problems are listed; one more entry says how many were left out. */
export const MAX_LISTED = 1000;

function archiveInvalid(language: Language, problems: Problem[]): AppError {
  const errors: FieldError[] = problems.slice(0, MAX_LISTED).map((p) => ({ field: p.field, message: translate(language, p.key, p.params) }));
  if (problems.length > MAX_LISTED) {
    errors.push({ field: 'body', message: translate(language, 'imdf.moreProblems', { count: problems.length - MAX_LISTED }) });
  }
  return new AppError(Code.VALIDATION, 'imdf.invalid', { count: problems.length }, errors);
}

/** A wrong input other than the archive's content (company, app, no body): the plain 10005. */
function fieldError(language: Language, field: string, key: Problem['key']): AppError {
  return new AppError(Code.VALIDATION, 'validation', {}, [{ field, message: translate(language, key) }]);
}

/** The company the new building goes to: platform admins name one; the others get (only) their own. */
async function targetCompany(db: Db, admin: SessionAdmin, companyId: number | undefined, language: Language): Promise<number> {
  const scope = companyScope(admin);
  if (scope !== null) {
    if (companyId !== undefined && companyId !== scope) throw fieldError(language, 'companyId', 'imdf.companyOther');
    return scope;
  }
  if (companyId === undefined) throw fieldError(language, 'companyId', 'imdf.companyRequired');
  if (!(await findCompany(db, companyId))) throw fieldError(language, 'companyId', 'imdf.companyUnknown');
  return companyId;
}

interface ImportTarget {
  companyId: number;
  appId: number | null;
  /** Overrides the archive's address when given. */
  address?: string;
  actor: { id: number; email: string; adminType: string };
}

export interface ImportedBuilding {
  id: number;
  name: string;
  levels: Array<{ id: number; ordinal: number; name: string; shortName: string }>;
}

/** Writes a checked import plan as a new building whose draft holds the taken features (one transaction). */
async function importPlan(db: Db, plan: ImportPlan, target: ImportTarget): Promise<ImportedBuilding> {
  return db.transaction().execute(async (trx) => {
    const name = plan.name ?? 'IMDF import';
    const buildingId = await insertBuilding(trx, {
      companyId: target.companyId,
      appId: target.appId,
      name,
      address: target.address ?? plan.address,
      anchorLng: plan.anchor?.lng ?? null,
      anchorLat: plan.anchor?.lat ?? null,
    });
    await grantCreator(trx, target.actor, buildingId);

    const levelId = new Map<string, number>();
    const levels: ImportedBuilding['levels'] = [];
    for (const l of plan.levels) {
      const id = await insertLevel(trx, buildingId, { ordinal: l.ordinal, name: l.name, shortName: l.shortName });
      levelId.set(l.imdfId, id);
      levels.push({ id, ordinal: l.ordinal, name: l.name, shortName: l.shortName ?? l.name });
    }

    const poiTypeId = new Map<string, number>();
    for (const [sort, t] of plan.poiTypes.entries()) {
      const row = await insertPoiType(trx, { buildingId, name: t.name, nameEn: t.nameEn, icon: t.icon, color: t.color, sort });
      poiTypeId.set(t.key, row.id);
    }

    const regionIds = await nextRegionIds(trx, plan.features.filter((f) => f.featureType === 'section').length);
    let nextRegion = 0;

    const features: NewFeature[] = plan.features.map((f) => {
      const properties = { ...f.properties };
      if (f.featureType === 'section') properties.regionId = regionIds[nextRegion++];
      if (f.poiTypeKey !== undefined) properties.poiTypeId = poiTypeId.get(f.poiTypeKey) ?? null;
      if (f.levels) properties.levelIds = f.levels.map((id) => levelId.get(id)).filter((id) => id !== undefined);
      return { id: f.id, featureType: f.featureType, levelId: f.level === null ? null : (levelId.get(f.level) ?? null), properties, geometry: f.geometry };
    });

    const draft = await lockDraft(trx, buildingId, target.actor.id);
    await insertFeatures(trx, draft.id, features);
    const changes: FeatureChange[] = features.map((f) => ({ id: f.id, op: 'add', before: null, after: { properties: f.properties, geometry: f.geometry } }));
    await recordPatch(trx, {
      buildingId,
      kind: 'import',
      revision: draft.revision,
      actor: target.actor,
      summary: `IMDF import: ${levels.length} levels, ${features.length} features`,
      changes,
    });
    return { id: buildingId, name, levels: [...levels].sort((a, b) => a.ordinal - b.ordinal) };
  });
}

/** add-server-map: checks the target, reads the archive off the main thread, writes the building (or 10005 listing every problem). */
export async function importImdf(
  db: Db,
  admin: SessionAdmin,
  input: { name?: string; companyId?: number; appId?: number; address?: string; body: unknown },
  language: Language,
) {
  const { name, appId, address, body } = input;
  const companyId = await targetCompany(db, admin, input.companyId, language);
  if (appId !== undefined && !(await appOfCompany(db, appId, companyId))) throw fieldError(language, 'appId', 'imdf.appOutside');
  if (!(body instanceof Uint8Array) || body.length === 0) throw fieldError(language, 'body', 'imdf.noBody');
  const { plan, problems } = await readArchiveOffThread(body, { name, language });
  // Issue 18: a refused or failed import reaches the company's importers (after the rollback: nothing was kept).
  const failed = (count: number, reasons: { zh: string[]; en: string[] }) =>
    notifyImportFailed(db, { kind: 'imdf', target: { company: companyId }, what: name ?? plan?.name ?? undefined, count, reasons });
  if (!plan) {
    await failed(problems.length, imdfReasons(problems));
    throw archiveInvalid(language, problems);
  }
  const target = { companyId, appId: appId ?? null, address, actor: { id: admin.id, email: admin.email, adminType: admin.adminType } };
  const building = await importPlan(db, plan, target).catch(async (error: unknown) => {
    const reasons = reasonsOf(error);
    await failed(Math.max(1, reasons.length), { zh: reasons, en: reasons });
    throw error;
  });
  return { building, report: plan.report };
}

/** A filename of ASCII letters, digits, dot, dash and underscore (the UTF-8 name goes in filename*). */
const asciiName = (name: string, fallback: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[_.]+|_+$/g, '') || fallback;

/** building/imdf: one version as an IMDF zip with its Content-Disposition (unknown building or version: 10004). */
export async function exportImdf(db: Db, admin: SessionAdmin, input: { buildingId: number; version: string }, generatedBy: string) {
  const { buildingId } = input;
  const spec = versionSpec(input.version);
  const scope = companyScope(admin);
  const [{ building, levels, poiTypes }, version] = await Promise.all([exportSource(db, buildingId, scope ?? undefined), resolveVersion(db, buildingId, spec)]);
  if (!building || (!version && typeof spec === 'number')) throw notFound();
  const features = version ? await versionFeatures(db, version.id) : [];
  const zip = writeArchive({ building, levels, poiTypes, features, generatedBy, created: new Date() });
  const suffix = version?.version ? `v${version.version}` : 'draft';
  const filename = `${asciiName(building.name, `building-${building.id}`)}-${suffix}.imdf.zip`;
  const utf8 = encodeURIComponent(`${building.name}-${suffix}.imdf.zip`);
  return {
    disposition: `attachment; filename="${filename}"; filename*=UTF-8''${utf8}`,
    zip: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
  };
}
