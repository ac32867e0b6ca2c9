// Issue 13: beacons (migration 010). SQL only; the rules are in services/beacon.ts.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { BeaconLifecycle, Db } from '../db/types.js';
import type { Geometry } from './map.js';

export type BeaconHealthValue = 'neverSeen' | 'unseen' | 'batteryLow' | 'healthy';

/** The health thresholds the SQL applies (percent below which a battery is low, hours after which a beacon is unseen). */
export interface HealthRule {
  now: Date;
  batteryLowBelow: number;
  unseenHours: number;
}

export interface BeaconFilter {
  buildingId: number;
  levelId?: number;
  lifecycle?: BeaconLifecycle;
  health?: BeaconHealthValue;
  /** Part of the name, UUID, MAC or firmware (any case), or a major or minor number. */
  text?: string;
  sort: 'name' | 'id' | 'levelId' | 'major' | 'minor' | 'battery' | 'lastSeenAt' | 'lifecycle' | 'installedOn';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** What an admin writes; the repository fills created/updated by and at. */
export interface BeaconValues {
  buildingId: number;
  levelId: number;
  uuid: string;
  major: number;
  minor: number;
  mac: string | null;
  name: string;
  lng: number;
  lat: number;
  measuredPower: number;
  txPower: number;
  intervalMs: number;
  firmware: string;
  battery: number | null;
  batteryReadAt: Date | null;
  externalPower: boolean;
  lifecycle: BeaconLifecycle;
  installedOn: string | null;
  installedBy: string;
}

/** The seed also writes when each beacon was last heard. */
export type SeedBeaconValues = BeaconValues & { lastSeenAt: Date | null };

/** Health of a deployed beacon (null otherwise), first match wins: never seen, unseen, battery low, healthy (also issue 18's alerts). */
export const healthOf = (rule: HealthRule) => sql<BeaconHealthValue | null>`CASE
  WHEN beacon.lifecycle <> 'deployed' THEN NULL
  WHEN beacon.last_seen_at IS NULL THEN 'neverSeen'
  WHEN beacon.last_seen_at < ${rule.now}::timestamptz - make_interval(hours => ${rule.unseenHours}) THEN 'unseen'
  WHEN NOT beacon.external_power AND beacon.battery < ${rule.batteryLowBelow} THEN 'batteryLow'
  ELSE 'healthy' END`;

const rows = (db: Db, rule: HealthRule) =>
  db
    .selectFrom('beacon')
    .innerJoin('level', 'level.id', 'beacon.levelId')
    .select([
      'beacon.id',
      'beacon.buildingId',
      'beacon.levelId',
      sql<string>`coalesce(level.short_name, level.name)`.as('levelName'),
      sql<string>`beacon.uuid::text`.as('uuid'),
      'beacon.major',
      'beacon.minor',
      'beacon.mac',
      'beacon.name',
      'beacon.lng',
      'beacon.lat',
      'beacon.measuredPower',
      'beacon.txPower',
      'beacon.intervalMs',
      'beacon.firmware',
      'beacon.battery',
      'beacon.batteryReadAt',
      'beacon.externalPower',
      'beacon.lastSeenAt',
      'beacon.lifecycle',
      healthOf(rule).as('health'),
      sql<string | null>`to_char(beacon.installed_on, 'YYYY-MM-DD')`.as('installedOn'),
      'beacon.installedBy',
      'beacon.createdAt',
      'beacon.updatedAt',
    ]);

export type BeaconRow = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

const SORT_COLUMNS: Record<BeaconFilter['sort'], string> = {
  name: 'beacon.name',
  id: 'beacon.id',
  levelId: 'level.ordinal',
  major: 'beacon.major',
  minor: 'beacon.minor',
  battery: 'beacon.battery',
  lastSeenAt: 'beacon.last_seen_at',
  lifecycle: 'beacon.lifecycle',
  installedOn: 'beacon.installed_on',
};

/** One page of a building's beacons and the number matching the filter. */
export async function pageBeacons(db: Db, filter: BeaconFilter, rule: HealthRule): Promise<{ records: BeaconRow[]; total: number }> {
  let query = rows(db, rule).where('beacon.buildingId', '=', filter.buildingId);
  if (filter.levelId !== undefined) query = query.where('beacon.levelId', '=', filter.levelId);
  if (filter.lifecycle !== undefined) query = query.where('beacon.lifecycle', '=', filter.lifecycle);
  if (filter.health !== undefined) query = query.where(sql<SqlBool>`${healthOf(rule)} = ${filter.health}`);
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const number = /^\d{1,5}$/.test(text) ? Number(text) : null;
    const parts: Array<Expression<SqlBool>> = ['beacon.name', 'beacon.uuid::text', "coalesce(beacon.mac, '')", 'beacon.firmware'].map(
      (column) => sql<SqlBool>`strpos(lower(${sql.raw(column)}), ${text}) > 0`,
    );
    // A MAC typed without separators or with “-” matches too.
    const hex = text.replace(/[:-]/g, '');
    if (/^[0-9a-f]{2,12}$/.test(hex)) parts.push(sql<SqlBool>`strpos(lower(replace(coalesce(beacon.mac, ''), ':', '')), ${hex}) > 0`);
    if (number !== null) parts.push(sql<SqlBool>`beacon.major = ${number}`, sql<SqlBool>`beacon.minor = ${number}`);
    query = query.where((eb) => eb.or(parts));
  }
  const direction = sql.raw(filter.order === 'desc' ? 'DESC' : 'ASC');
  const [records, count] = await Promise.all([
    query
      .orderBy(sql`${sql.raw(SORT_COLUMNS[filter.sort])} ${direction} NULLS LAST`)
      .orderBy('beacon.id', filter.order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
}

export async function findBeacon(db: Db, id: number, rule: HealthRule): Promise<BeaconRow | undefined> {
  return rows(db, rule).where('beacon.id', '=', id).executeTakeFirst();
}

/** The buildings of the given beacons (those that exist). */
export async function beaconBuildings(db: Db, ids: number[]): Promise<Array<{ id: number; buildingId: number }>> {
  if (!ids.length) return [];
  return db.selectFrom('beacon').select(['id', 'buildingId']).where('id', 'in', ids).execute();
}

/** Counts of a building's beacons per level, lifecycle and health. */
export async function beaconCounts(db: Db, buildingId: number, rule: HealthRule) {
  return db
    .selectFrom('beacon')
    .select(['beacon.levelId', 'beacon.lifecycle', healthOf(rule).as('health'), sql<number>`count(*)::int`.as('n')])
    .where('beacon.buildingId', '=', buildingId)
    .groupBy(['beacon.levelId', 'beacon.lifecycle', sql`3`])
    .execute();
}

/** A building's levels, by ordinal. */
export async function buildingLevels(db: Db, buildingId: number) {
  return db
    .selectFrom('level')
    .select(['id', 'ordinal', sql<string>`coalesce(short_name, name)`.as('name')])
    .where('buildingId', '=', buildingId)
    .orderBy('ordinal')
    .orderBy('id')
    .execute();
}

/** The level's building, or undefined for an unknown level. */
export async function levelBuilding(db: Db, levelId: number): Promise<number | undefined> {
  const row = await db.selectFrom('level').select('buildingId').where('id', '=', levelId).executeTakeFirst();
  return row?.buildingId;
}

/** The outlines (`level` features) and unit shapes of one level in its building's draft. */
export async function levelShapes(db: Db, buildingId: number, levelId: number): Promise<{ outlines: Geometry[]; units: Geometry[] }> {
  const shapes = await db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select(['mapFeature.featureType', 'mapFeature.geometry'])
    .where('buildingVersion.buildingId', '=', buildingId)
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.levelId', '=', levelId)
    .where('mapFeature.featureType', 'in', ['level', 'unit'])
    .execute();
  const of = (type: string) => shapes.filter((s) => s.featureType === type).map((s) => s.geometry as Geometry);
  return { outlines: of('level'), units: of('unit') };
}

/** Another beacon of the building (not `exceptId`) with this UUID, major and minor. */
export async function identityOwner(
  db: Db,
  buildingId: number,
  uuid: string,
  major: number,
  minor: number,
  exceptId?: number,
): Promise<{ id: number; name: string } | undefined> {
  let query = db
    .selectFrom('beacon')
    .select(['id', 'name'])
    .where('buildingId', '=', buildingId)
    .where(sql<SqlBool>`uuid = ${uuid}::uuid`)
    .where('major', '=', major)
    .where('minor', '=', minor);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertBeacon(db: Db, values: BeaconValues, adminId: number | null): Promise<number> {
  const row = await db
    .insertInto('beacon')
    .values({ ...values, createdBy: adminId, updatedBy: adminId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Many beacons at once (the seed, an upload), in statements of 500 rows. */
export async function insertBeacons(db: Db, values: (SeedBeaconValues & { createdBy?: number | null; updatedBy?: number | null })[]): Promise<void> {
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto('beacon')
      .values(values.slice(i, i + 500))
      .execute();
}

/** Every identity (UUID, major, minor) taken in the building, with the beacon's name. */
export async function beaconIdentities(db: Db, buildingId: number): Promise<{ uuid: string; major: number; minor: number; name: string }[]> {
  return db
    .selectFrom('beacon')
    .select([sql<string>`uuid::text`.as('uuid'), 'major', 'minor', 'name'])
    .where('buildingId', '=', buildingId)
    .execute();
}

/** The building's levels with both names (an upload may name a level either way, or by id). */
export async function levelNames(db: Db, buildingId: number): Promise<{ id: number; name: string; shortName: string | null }[]> {
  return db.selectFrom('level').select(['id', 'name', 'shortName']).where('buildingId', '=', buildingId).orderBy('ordinal').execute();
}

export async function updateBeacon(db: Db, id: number, values: BeaconValues, adminId: number | null, now: Date): Promise<void> {
  const { buildingId: _building, ...rest } = values;
  await db
    .updateTable('beacon')
    .set({ ...rest, updatedBy: adminId, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteBeacons(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('beacon').where('id', 'in', ids).execute();
}

/** Issue 13's battery forecast: the deployed beacons of a building (or one level), with their battery and settings. */
export async function deployedOnBattery(db: Db, buildingId: number, levelId?: number) {
  let query = db
    .selectFrom('beacon')
    .innerJoin('level', 'level.id', 'beacon.levelId')
    .select([
      'beacon.id',
      'beacon.name',
      'beacon.levelId',
      sql<string>`coalesce(level.short_name, level.name)`.as('levelName'),
      'beacon.battery',
      'beacon.batteryReadAt',
      'beacon.externalPower',
      'beacon.txPower',
      'beacon.intervalMs',
      'beacon.updatedAt',
    ])
    .where('beacon.buildingId', '=', buildingId)
    .where('beacon.lifecycle', '=', 'deployed');
  if (levelId !== undefined) query = query.where('beacon.levelId', '=', levelId);
  return query.execute();
}
