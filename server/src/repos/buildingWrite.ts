// Issue 5, building management: add, update (with its floors) and delete a building.
import { grantCreator } from './grant.js';
import { sql } from 'kysely';
import type { SessionAdmin } from '../auth/session.js';
import { companyScope } from '../auth/scope.js';
import type { Db } from '../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../errors/codes.js';
import type { Language } from '../errors/messages.js';
import type { BuildingAddInput, BuildingDto, BuildingUpdateInput } from '../schemas/entities.js';
import { isPlatform } from '../auth/companyScope.js';
import { field, invalid } from '../errors/fieldErrors.js';
import { writeAudit } from './admin.js';
import { findBuilding } from './building.js';
import { findCompany } from './company.js';
import { ensureDraft } from './map.js';
import { assertOwnedBy } from '../services/ownership.js';

type LevelInput = BuildingUpdateInput['levels'][number];

const clean = (text: string) => text.trim();
const shortNameOf = (l: { shortName?: string | null }) => (l.shortName ?? '').trim() || null;

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
  const app = await db.selectFrom('app').select('id').where('id', '=', appId).where('companyId', '=', companyId).executeTakeFirst();
  return app ? [] : [field(language, 'appId', 'building.appOutside')];
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

/** How many features (distinct ids, any version) lie on each floor, connectors' levelIds included. */
export async function levelFeatureCounts(db: Db, buildingId: number, levelIds: number[]): Promise<Map<number, number>> {
  if (!levelIds.length) return new Map();
  const { rows } = await sql<{ levelId: string; n: number }>`
    SELECT l.id::text AS "levelId", count(DISTINCT mf.id)::int AS n
    FROM level l
    JOIN building_version bv ON bv.building_id = l.building_id
    JOIN map_feature mf ON mf.version_id = bv.id
      AND (mf.level_id = l.id OR mf.properties -> 'levelIds' @> jsonb_build_array(l.id))
    WHERE l.building_id = ${buildingId} AND l.id IN (${sql.join(levelIds)})
    GROUP BY l.id`.execute(db);
  return new Map(rows.map((r) => [Number(r.levelId), Number(r.n)]));
}

export async function addBuilding(db: Db, admin: SessionAdmin, input: BuildingAddInput, language: Language): Promise<BuildingDto> {
  const companyId = await companyFor(db, admin, input.companyId, language);
  const errors = [...(await checkApp(db, input.appId, companyId, language)), ...checkLevels(input.levels, new Set(), language)];
  if (errors.length) throw invalid(errors);
  const id = await db.transaction().execute(async (trx) => {
    const building = await trx
      .insertInto('building')
      .values({
        companyId,
        appId: input.appId,
        name: clean(input.name),
        address: clean(input.address ?? ''),
        anchorLng: input.anchor?.lng ?? null,
        anchorLat: input.anchor?.lat ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('level')
      .values(input.levels.map((l) => ({ buildingId: building.id, ordinal: l.ordinal, name: clean(l.name), shortName: shortNameOf(l) })))
      .execute();
    await ensureDraft(trx, building.id);
    await grantCreator(trx, admin, building.id);
    const after = (await findBuilding(trx, building.id))!;
    await writeAudit(trx, admin, [{ action: 'create', entity: 'building', entityId: building.id, companyId, before: null, after }]);
    return building.id;
  });
  return (await findBuilding(db, id))!;
}

export async function updateBuilding(db: Db, admin: SessionAdmin, input: BuildingUpdateInput, language: Language): Promise<BuildingDto> {
  const scope = companyScope(admin) ?? undefined;
  await db.transaction().execute(async (trx) => {
    // Serialises with draft saves and publishing (they lock the same row).
    await sql`SELECT id FROM building WHERE id = ${input.id} FOR UPDATE`.execute(trx);
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

    await trx
      .updateTable('building')
      .set({
        name: clean(input.name),
        address: clean(input.address),
        appId: input.appId,
        anchorLng: input.anchor?.lng ?? null,
        anchorLat: input.anchor?.lat ?? null,
      })
      .where('id', '=', input.id)
      .execute();
    if (removed.length)
      await trx
        .deleteFrom('level')
        .where(
          'id',
          'in',
          removed.map((l) => l.id),
        )
        .execute();
    for (const l of input.levels) {
      const values = { ordinal: l.ordinal, name: clean(l.name), shortName: shortNameOf(l) };
      if (l.id === undefined)
        await trx
          .insertInto('level')
          .values({ buildingId: input.id, ...values })
          .execute();
      else await trx.updateTable('level').set(values).where('id', '=', l.id).execute();
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
export async function deleteBuilding(db: Db, admin: SessionAdmin, id: number): Promise<void> {
  const scope = companyScope(admin) ?? undefined;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM building WHERE id = ${id} FOR UPDATE`.execute(trx);
    const before = await findBuilding(trx, id, scope);
    if (!before) throw notFound();
    const published = await trx
      .selectFrom('buildingVersion')
      .select([(eb) => eb.fn.min<number>('version').as('from'), (eb) => eb.fn.max<number>('version').as('to')])
      .where('buildingId', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    if (before.appId !== null && published.from !== null) {
      const from = Number(published.from);
      const to = Number(published.to);
      throw new AppError(Code.CONFLICT, from === to ? 'building.inUseOne' : 'building.inUse', { from, to, app: before.appName ?? String(before.appId) });
    }
    await trx.deleteFrom('building').where('id', '=', id).execute();
    await writeAudit(trx, admin, [{ action: 'delete', entity: 'building', entityId: id, companyId: before.companyId, before, after: null }]);
  });
}
