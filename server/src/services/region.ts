// A building's regions (the sections of its draft) and the POIs inside them; any admin who can see the building reads them.
import { canSeeBuilding } from '../auth/buildingScope.js';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import { draftOf } from '../repos/map.js';
import { findRegion, listRegions, poisInRegion, poisOf, type RegionRow } from '../repos/region.js';
import { assertOwnedBy } from './ownership.js';

const regionDto = (r: RegionRow) => ({ id: r.id, name: r.name, nameEn: r.nameEn, levelId: r.levelId, buildingId: r.buildingId, category: r.category });

/** 10004 unless the admin may see the building (a business admin: where it holds a grant). */
export async function assertVisible(db: Db, admin: SessionAdmin, buildingId: number): Promise<void> {
  if (!(await canSeeBuilding(db, admin, buildingId))) throw notFound();
}

export async function regionList(db: Db, admin: SessionAdmin, buildingId: number) {
  await assertVisible(db, admin, buildingId);
  return (await listRegions(db, buildingId)).map(regionDto);
}

/** region/page: by level (ordinal) then id, `name` matching a part in any case, with the number of POIs inside each. */
export async function regionPage(db: Db, admin: SessionAdmin, filter: { buildingId: number; name?: string; levelId?: number; limit: number; offset: number }) {
  const { buildingId, name, levelId, limit, offset } = filter;
  await assertVisible(db, admin, buildingId);
  await assertOwnedBy(db, buildingId, { levelIds: [levelId] });
  const needle = name?.trim().toLowerCase();
  const regions = (await listRegions(db, buildingId)).filter(
    (r) =>
      (levelId === undefined || r.levelId === levelId) && (!needle || r.name.toLowerCase().includes(needle) || (r.nameEn ?? '').toLowerCase().includes(needle)),
  );
  const page = regions.slice(offset, offset + limit);
  const pois = page.length ? await poisOf(db, page[0].versionId, [...new Set(page.map((r) => r.levelId))]) : [];
  return { records: page.map((r) => ({ ...regionDto(r), poiCount: poisInRegion(r, pois).length })), total: regions.length };
}

/** One region with its outline and the POIs inside it. */
export async function regionOne(db: Db, admin: SessionAdmin, id: number) {
  const region = await findRegion(db, id);
  if (!region) throw notFound();
  await assertVisible(db, admin, region.buildingId);
  const draft = await draftOf(db, region.buildingId);
  const pois = draft ? poisInRegion(region, await poisOf(db, draft.id, [region.levelId])) : [];
  return { ...regionDto(region), geometry: region.geometry, pois: pois.map((p) => ({ id: p.id, name: p.name, poiTypeId: p.poiTypeId })) };
}
