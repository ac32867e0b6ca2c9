import { sql } from 'kysely';
import { ensureDraft, insertFeatures, publishDraft, type NewFeature } from '../../../repos/map.js';
import type { Db } from '../../types.js';
import type { Venue } from './builder.js';
import { mallVenue } from './mall.js';
import { officeSpec, officeVenue, towerSpec } from './office.js';

export type { Venue } from './builder.js';

/** The three demo venues (generated in code, deterministic). */
export const demoVenues = {
  mall: (): Venue => mallVenue(),
  office: (): Venue => officeVenue(officeSpec),
  tower: (): Venue => officeVenue(towerSpec),
};

/**
 * Writes a generated venue into an existing building (whose levels carry the venue's ordinals): anchor,
 * level short names, POI types, the draft's features, and version 1 published from it.
 */
export async function seedVenue(db: Db, buildingId: number, venue: Venue): Promise<void> {
  const levels = await db.selectFrom('level').select(['id', 'ordinal']).where('buildingId', '=', buildingId).execute();
  const levelId = new Map(levels.map((l) => [l.ordinal, l.id]));
  for (const l of venue.levels) {
    if (!levelId.has(l.ordinal)) throw new Error(`building ${buildingId} has no level with ordinal ${l.ordinal}`);
    await db.updateTable('level').set({ shortName: l.shortName }).where('id', '=', levelId.get(l.ordinal)!).execute();
  }
  await db.updateTable('building').set({ anchorLng: venue.anchor.lng, anchorLat: venue.anchor.lat }).where('id', '=', buildingId).execute();

  const types = venue.poiTypes.length
    ? await db
        .insertInto('poiType')
        .values(venue.poiTypes.map((t, sort) => ({ buildingId, name: t.name, nameEn: t.nameEn, icon: t.icon, color: t.color, sort })))
        .returning('id')
        .execute()
    : [];
  const poiTypeId = new Map(venue.poiTypes.map((t, i) => [t.key, types[i].id]));

  const sectionCount = venue.features.filter((f) => f.featureType === 'section').length;
  const { rows: regionIds } = await sql<{ id: string }>`SELECT nextval('region_id_seq')::text AS id FROM generate_series(1, ${sectionCount})`.execute(db);
  let nextRegion = 0;

  const features: NewFeature[] = venue.features.map((f) => {
    const { poiType, levelOrdinals, ...properties } = f.properties as Record<string, unknown> & { poiType?: string; levelOrdinals?: number[] };
    if (poiType !== undefined) properties.poiTypeId = poiTypeId.get(poiType) ?? null;
    if (levelOrdinals) properties.levelIds = levelOrdinals.map((o) => levelId.get(o));
    if (f.featureType === 'section') properties.regionId = Number(regionIds[nextRegion++].id);
    return { id: f.id, featureType: f.featureType, levelId: f.ordinal === null ? null : levelId.get(f.ordinal)!, properties, geometry: f.geometry };
  });
  const draft = await ensureDraft(db, buildingId);
  await insertFeatures(db, draft.id, features);
  await publishDraft(db, buildingId, null);
}
