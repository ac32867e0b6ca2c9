/**
 * Where the simulator learns a building from, in the database (the demo's history): the published map as apps
 * read it, the POI types, the deployed beacons and the enabled QR codes. The live mode learns it over HTTP
 * (scripts/simulator/remoteSources.ts).
 */
import type { Db } from '../../types.js';
import { poiTypesOf, publishedBuildings } from '../../../repos/source.js';
import { staticMapFile } from '../../../services/map.js';
import { qrKindOf, type BeaconInfo, type WorldSource } from './world.js';

const DAY = 86_400_000;

/** Deployed beacons that were ever heard; one silent for over a day (next to its fellows) is heard only until it fell silent. */
async function beaconsOf(db: Db, buildingId: number): Promise<BeaconInfo[]> {
  const rows = await db
    .selectFrom('beacon')
    .select(['uuid', 'major', 'minor', 'levelId', 'lng', 'lat', 'measuredPower', 'txPower', 'battery', 'externalPower', 'lastSeenAt'])
    .where('buildingId', '=', buildingId)
    .where('lifecycle', '=', 'deployed')
    .where('lastSeenAt', 'is not', null)
    .orderBy('id')
    .execute();
  const newest = Math.max(...rows.map((r) => r.lastSeenAt!.getTime()));
  return rows.map((r) => ({
    uuid: r.uuid,
    major: r.major,
    minor: r.minor,
    levelId: r.levelId,
    lng: r.lng,
    lat: r.lat,
    measuredPower: r.measuredPower,
    txPower: r.txPower,
    battery: r.externalPower ? null : r.battery,
    silentAfter: r.lastSeenAt!.getTime() < newest - DAY ? r.lastSeenAt!.getTime() : null,
  }));
}

/** The app's buildings with a published map, as the simulator needs them, and the app's id and company. */
export async function sourcesFromDb(db: Db, appCode: string): Promise<{ app: { id: number; companyId: number }; sources: WorldSource[] } | undefined> {
  const app = await db.selectFrom('app').select(['id', 'companyId']).where('appCode', '=', appCode).executeTakeFirst();
  if (!app) return undefined;
  const buildings = await publishedBuildings(db, app.id);
  const types = await poiTypesOf(
    db,
    buildings.map((b) => b.id),
  );
  const sources: WorldSource[] = [];
  for (const b of buildings) {
    const file = await staticMapFile(db, b.id, b.version!);
    if (!file) continue;
    const [zone, qrcodes] = await Promise.all([
      db.selectFrom('building').select('timeZone').where('id', '=', b.id).executeTakeFirstOrThrow(),
      db
        .selectFrom('qrcode')
        .select(['scene', 'payload', 'name', 'levelId'])
        .where('buildingId', '=', b.id)
        .where('enabled', '=', true)
        .orderBy('id')
        .execute(),
    ]);
    sources.push({
      building: { id: b.id, name: b.name, levels: file.map.levels, poiTypes: types.filter((t) => t.buildingId === b.id) },
      features: file.map.features,
      beacons: await beaconsOf(db, b.id),
      qrcodes: qrcodes.map((q) => ({ scene: q.scene, levelId: q.levelId, kind: qrKindOf(q.payload, q.name) })),
      timeZone: zone.timeZone,
    });
  }
  return { app, sources };
}
