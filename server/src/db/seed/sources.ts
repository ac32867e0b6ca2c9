// Issue 13: demo navigation links of the mall, the office and the other company's tower: one of each kind, in
// order, one switched off. POIs and points come from each building's own draft (the venue seeded just before).
import { insertSource, type SourceValues } from '../../repos/source.js';
import type { Db } from '../types.js';

interface DemoPoi {
  id: string;
  name: string;
  ordinal: number;
  point: [number, number];
  levelId: number;
}

async function draftPois(db: Db, buildingId: number): Promise<DemoPoi[]> {
  const rows = await db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .innerJoin('level', 'level.id', 'mapFeature.levelId')
    .select(['mapFeature.id', 'mapFeature.properties', 'mapFeature.geometry', 'level.ordinal', 'level.id as levelId'])
    .where('buildingVersion.buildingId', '=', buildingId)
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.featureType', '=', 'poi')
    .orderBy('level.ordinal')
    .orderBy('mapFeature.id')
    .execute();
  return rows.map((r) => {
    const c = (r.geometry as { coordinates: number[] }).coordinates;
    return { id: r.id, name: String((r.properties as { name?: unknown }).name ?? ''), ordinal: r.ordinal, levelId: r.levelId, point: [c[0], c[1]] };
  });
}

/** The first POI whose name contains one of the words (on the level of `ordinal` when given), else the first POI. */
function pick(pois: DemoPoi[], words: string[], ordinal?: number): DemoPoi {
  const pool = ordinal === undefined ? pois : pois.filter((p) => p.ordinal === ordinal);
  for (const word of words) {
    const found = pool.find((p) => p.name.includes(word));
    if (found) return found;
  }
  return pool[0] ?? pois[0];
}

type Link = Omit<SourceValues, 'icon' | 'enabled'> & { icon?: string; enabled?: boolean };

async function write(db: Db, appId: number, buildingId: number, links: Link[]) {
  for (const [sort, link] of links.entries()) {
    await insertSource(db, { appId, buildingId }, { icon: '', enabled: true, ...link }, sort, null);
  }
}

export async function seedSources(db: Db, ids: { demoApp: number; otherApp: number; mall: number; office: number; tower: number }): Promise<void> {
  const mall = await draftPois(db, ids.mall);
  const restroom = pick(mall, ['洗手间', '卫生间'], 0);
  const shop = pick(mall, ['优衣库', '星巴克']);
  const parking = pick(mall, [], -1);
  await write(db, ids.demoApp, ids.mall, [
    { type: 'poi', title: restroom.name || '洗手间', icon: 'toilet', target: { poiId: restroom.id } },
    { type: 'poi', title: shop.name || '优衣库', icon: 'shop', target: { poiId: shop.id } },
    { type: 'place', title: 'B1 停车场', icon: 'parking', target: { levelId: parking.levelId, lng: parking.point[0], lat: parking.point[1] } },
    { type: 'miniProgram', title: '会员中心', icon: 'gift', target: { path: 'pages/member/index' } },
    { type: 'web', title: '本月活动', icon: 'star', target: { url: 'https://www.example.com/mall/events' } },
    { type: 'web', title: '停车缴费', icon: 'ticket', target: { url: 'https://pay.example.com/parking' }, enabled: false },
  ]);
  const office = await draftPois(db, ids.office);
  const meeting = pick(office, ['会议', '电梯']);
  const lobby = pick(office, ['入口', '大堂'], 0);
  await write(db, ids.demoApp, ids.office, [
    { type: 'poi', title: meeting.name || '会议室', icon: 'info', target: { poiId: meeting.id } },
    { type: 'place', title: '前台', icon: 'service', target: { levelId: lobby.levelId, lng: lobby.point[0], lat: lobby.point[1] } },
    { type: 'miniProgram', title: '访客登记', icon: 'ticket', target: { miniAppId: 'wx5f3c2a1b9d8e7f60', path: 'pages/visitor/register?from=nav' } },
    { type: 'web', title: '今日菜单', icon: 'restaurant', target: { url: 'https://www.example.com/office/canteen-menu' } },
  ]);
  await write(db, ids.otherApp, ids.tower, [{ type: 'web', title: 'Tower news', icon: 'info', target: { url: 'https://other.example.com/news' } }]);
}
