/** Writes a checked import plan as a new building whose draft holds the taken features (one transaction). */
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import { insertFeatures, lockDraft, type NewFeature } from '../repos/map.js';
import { grantCreator } from '../repos/grant.js';
import { recordPatch, type FeatureChange } from '../repos/patch.js';
import type { ImportPlan } from './types.js';

export interface ImportTarget {
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

export async function importBuilding(db: Db, plan: ImportPlan, target: ImportTarget): Promise<ImportedBuilding> {
  return db.transaction().execute(async (trx) => {
    const name = plan.name ?? 'IMDF import';
    const { id: buildingId } = await trx
      .insertInto('building')
      .values({
        companyId: target.companyId,
        appId: target.appId,
        name,
        address: target.address ?? plan.address,
        anchorLng: plan.anchor?.lng ?? null,
        anchorLat: plan.anchor?.lat ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantCreator(trx, target.actor, buildingId);

    const levelId = new Map<string, number>();
    const levels: ImportedBuilding['levels'] = [];
    for (const l of plan.levels) {
      const row = await trx
        .insertInto('level')
        .values({ buildingId, ordinal: l.ordinal, name: l.name, shortName: l.shortName })
        .returning('id')
        .executeTakeFirstOrThrow();
      levelId.set(l.imdfId, row.id);
      levels.push({ id: row.id, ordinal: l.ordinal, name: l.name, shortName: l.shortName ?? l.name });
    }

    const poiTypeId = new Map<string, number>();
    for (const [sort, t] of plan.poiTypes.entries()) {
      const row = await trx
        .insertInto('poiType')
        .values({ buildingId, name: t.name, nameEn: t.nameEn, icon: t.icon, color: t.color, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      poiTypeId.set(t.key, row.id);
    }

    const sections = plan.features.filter((f) => f.featureType === 'section').length;
    const { rows: regionIds } = await sql<{ id: string }>`SELECT nextval('region_id_seq')::text AS id FROM generate_series(1, ${sections})`.execute(trx);
    let nextRegion = 0;

    const features: NewFeature[] = plan.features.map((f) => {
      const properties = { ...f.properties };
      if (f.featureType === 'section') properties.regionId = Number(regionIds[nextRegion++].id);
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
