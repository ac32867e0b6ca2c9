import { beaconApi } from '#contract/endpoints/beacon';
import type { Beacon } from '#contract/schemas/beacon';
import { call } from '../../../dataProvider/httpClient';

/** The page size the API allows; a level with more beacons is read in several pages. */
const PAGE = 200;

/** The query key of a level's beacons (信标分布 and 定位功能 share the cache). */
export const levelBeaconsKey = (buildingId: number, levelId: number) => ['beacon-distribution', buildingId, levelId] as const;

/** Every beacon of one level (all lifecycles). */
export async function levelBeacons(buildingId: number, levelId: number): Promise<Beacon[]> {
  const all: Beacon[] = [];
  for (let page = 1; ; page++) {
    const { records, total } = await call(beaconApi.page, { query: { buildingId, levelId, page, size: PAGE, sort: 'name', order: 'asc' }, silent: true });
    all.push(...records);
    if (all.length >= total || records.length === 0) return all;
  }
}
