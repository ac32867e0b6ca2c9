// Issue 13: the rules of beacons: a level of the beacon's building, a position inside that level, UUID +
// major + minor unique in the building, formats and ranges beyond the schema; writes in one transaction.
import { assertPermission } from '../auth/permission.js';
import type { SessionAdmin } from '../auth/session.js';
import { isUniqueViolation } from '../db/advisory.js';
import type { Db } from '../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../errors/codes.js';
import { field, idsOf, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { bboxOf, grow, insideBbox } from '../geo/geometry.js';
import { pointInPolygon } from '#contract/geometry.js';
import {
  beaconBuildings,
  beaconCounts,
  buildingLevels,
  deleteBeacons,
  findBeacon,
  identityOwner,
  insertBeacon,
  levelBuilding,
  levelShapes,
  pageBeacons,
  updateBeacon,
  type BeaconRow,
  type BeaconValues,
  type HealthRule,
} from '../repos/beacon.js';
import { lockBuilding } from '../repos/map.js';
import {
  BEACON_LIMITS,
  type Beacon,
  type BeaconAddBody,
  type BeaconDeleteBody,
  type BeaconDeleted,
  type BeaconPage,
  type BeaconPageQuery,
  type BeaconStatistics,
  type BeaconUpdateBody,
} from '#contract/schemas/beacon.js';
import { pageWindow } from '../shared/paging.js';

/** Spec §6: reading beacons (the list or the distribution map) and changing them (UPLOAD_BEACON). */
export const BEACON_READERS = ['VIEW_BEACON_LIST', 'VIEW_BEACON_DISTRIBUTION'] as const;
export const BEACON_WRITERS = ['UPLOAD_BEACON'] as const;

/** How far outside the bbox of its level's units a beacon may stand when the level has no outline (as for POIs). */
const UNIT_SLACK_METRES = 5;
/** Clock skew tolerated for a battery reading time. */
const FUTURE_SLACK_MS = 5 * 60_000;

export const ruleAt = (now: Date): HealthRule => ({ now, batteryLowBelow: BEACON_LIMITS.batteryLowBelow, unseenHours: BEACON_LIMITS.unseenHours });
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function dto(row: BeaconRow): Beacon {
  return { ...row, batteryReadAt: iso(row.batteryReadAt), lastSeenAt: iso(row.lastSeenAt), createdAt: iso(row.createdAt)!, updatedAt: iso(row.updatedAt)! };
}

/** Issue 10's rule: a level of another building is 10004 (nothing written); one that exists nowhere 10005 naming levelId. */
export async function assertLevelOf(db: Db, buildingId: number, levelId: number, language: Language): Promise<void> {
  const owner = await levelBuilding(db, levelId);
  if (owner === undefined) throw invalid([field(language, 'levelId', 'beacon.levelUnknown', { levelId })]);
  if (owner !== buildingId) throw notFound();
}

export async function beaconPage(db: Db, query: BeaconPageQuery, language: Language, now = new Date()): Promise<BeaconPage> {
  if (query.levelId !== undefined) await assertLevelOf(db, query.buildingId, query.levelId, language);
  const page = await pageBeacons(db, { ...query, text: query.q, sort: query.sort ?? 'name', order: query.order ?? 'asc', ...pageWindow(query) }, ruleAt(now));
  return { records: page.records.map(dto), total: page.total };
}

const zeroCounts = () => ({
  total: 0,
  lifecycle: { planned: 0, deployed: 0, retired: 0 },
  health: { healthy: 0, batteryLow: 0, unseen: 0, neverSeen: 0 },
});

export async function beaconStatistics(db: Db, buildingId: number, now = new Date()): Promise<BeaconStatistics> {
  const [levels, counts] = await Promise.all([buildingLevels(db, buildingId), beaconCounts(db, buildingId, ruleAt(now))]);
  const all = zeroCounts();
  const perLevel = new Map(levels.map((l) => [l.id, { levelId: l.id, levelName: l.name, ordinal: l.ordinal, ...zeroCounts() }]));
  for (const c of counts) {
    for (const target of [all, perLevel.get(c.levelId)]) {
      if (!target) continue;
      target.total += c.n;
      target.lifecycle[c.lifecycle] += c.n;
      if (c.health) target.health[c.health] += c.n;
    }
  }
  return { ...all, levels: [...perLevel.values()] };
}

/** The beacon, after checking that the admin holds one of `codes` on its building. */
async function beaconInScope(db: Db, admin: SessionAdmin, id: number, codes: readonly string[], now: Date): Promise<BeaconRow> {
  const row = await findBeacon(db, id, ruleAt(now));
  if (!row) throw notFound();
  await assertPermission(db, admin, codes, row.buildingId);
  return row;
}

export async function beaconDetail(db: Db, admin: SessionAdmin, id: number, now = new Date()): Promise<Beacon> {
  return dto(await beaconInScope(db, admin, id, BEACON_READERS, now));
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const MAC = /^[0-9a-f]{2}([:-]?)[0-9a-f]{2}(\1[0-9a-f]{2}){4}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The values normalised (trimmed text, lower-case UUID, upper-case MAC with “:”) and their problems, field by field. */
export function normalise(values: BeaconValues, language: Language, now: Date): { values: BeaconValues; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const uuid = values.uuid.trim();
  if (!UUID.test(uuid)) errors.push(field(language, 'uuid', 'beacon.uuidFormat'));
  const hex = uuid.replace(/-/g, '').toLowerCase();
  const mac = values.mac?.trim() || null;
  if (mac !== null && !MAC.test(mac)) errors.push(field(language, 'mac', 'beacon.macFormat'));
  const name = values.name.trim();
  if (name.length < 1 || name.length > BEACON_LIMITS.name) errors.push(field(language, 'name', 'beacon.nameLength', { limit: BEACON_LIMITS.name }));
  const firmware = values.firmware.trim();
  if (firmware.length > BEACON_LIMITS.firmware) errors.push(field(language, 'firmware', 'beacon.textLength', { limit: BEACON_LIMITS.firmware }));
  const installedBy = values.installedBy.trim();
  if (installedBy.length > BEACON_LIMITS.installedBy) errors.push(field(language, 'installedBy', 'beacon.textLength', { limit: BEACON_LIMITS.installedBy }));
  const installedOn = values.installedOn?.trim() || null;
  if (installedOn !== null && !validDate(installedOn)) errors.push(field(language, 'installedOn', 'beacon.date'));
  if (values.battery !== null && (values.battery < 0 || values.battery > 100)) errors.push(field(language, 'battery', 'beacon.battery'));
  else if (values.battery !== null && values.externalPower) errors.push(field(language, 'battery', 'beacon.batteryExternal'));
  if (values.batteryReadAt && values.batteryReadAt.getTime() > now.getTime() + FUTURE_SLACK_MS)
    errors.push(field(language, 'batteryReadAt', 'beacon.readInFuture'));
  for (const [name, value, limit] of [['lng', values.lng, 180] as const, ['lat', values.lat, 90] as const]) {
    if (!Number.isFinite(value) || Math.abs(value) > limit) errors.push(field(language, name, 'beacon.coordinate'));
  }
  const normalised: BeaconValues = {
    ...values,
    uuid: UUID.test(uuid) ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : uuid,
    mac: mac && MAC.test(mac) ? (mac.replace(/[:-]/g, '').toUpperCase().match(/../g) ?? []).join(':') : mac,
    name,
    firmware,
    installedBy,
    installedOn,
    batteryReadAt: values.battery === null ? null : (values.batteryReadAt ?? now),
  };
  return { values: normalised, errors };
}

/** Inside one of the level's outlines; without an outline, inside its units' bbox grown by the slack; without either, anywhere. */
export function insideShapes({ outlines, units }: Awaited<ReturnType<typeof levelShapes>>, at: [number, number]): boolean {
  if (outlines.length) return outlines.some((g) => pointInPolygon(at, g));
  const bbox = bboxOf(units.map((geometry) => ({ geometry })));
  return bbox ? insideBbox({ coordinates: at }, grow(bbox, UNIT_SLACK_METRES)) : true;
}

const insideLevel = async (db: Db, values: BeaconValues): Promise<boolean> =>
  insideShapes(await levelShapes(db, values.buildingId, values.levelId), [values.lng, values.lat]);

/**
 * Checks and writes one beacon inside the caller's transaction (the building's beacons locked): 10005
 * naming each bad field, then the level's building and the position, then 10006 for a taken identity.
 */
async function write(trx: Db, admin: SessionAdmin, raw: BeaconValues, language: Language, now: Date, id?: number): Promise<number> {
  await lockBuilding(trx, raw.buildingId);
  const { values, errors } = normalise(raw, language, now);
  if (errors.length) throw invalid(errors);
  await assertLevelOf(trx, values.buildingId, values.levelId, language);
  if (!(await insideLevel(trx, values))) {
    const level = (await buildingLevels(trx, values.buildingId)).find((l) => l.id === values.levelId)?.name ?? String(values.levelId);
    const params = { lng: values.lng, lat: values.lat, level };
    throw invalid([field(language, 'lng', 'beacon.outsideLevel', params), field(language, 'lat', 'beacon.outsideLevel', params)]);
  }
  const taken = async () => {
    const other = await identityOwner(trx, values.buildingId, values.uuid, values.major, values.minor, id);
    if (!other) return undefined;
    const params = { name: other.name, uuid: values.uuid, major: values.major, minor: values.minor };
    return new AppError(Code.CONFLICT, 'beacon.identityTaken', params, [field(language, 'minor', 'beacon.identityTaken', params)]);
  };
  const conflict = await taken();
  if (conflict) throw conflict;
  try {
    if (id === undefined) return await insertBeacon(trx, values, admin.id);
    await updateBeacon(trx, id, values, admin.id, now);
    return id;
  } catch (error) {
    // Another server's write won the race the lock could not see (a second server on the same database).
    if (isUniqueViolation(error)) throw (await taken()) ?? error;
    throw error;
  }
}

export const DEFAULTS = { mac: null, measuredPower: -59, txPower: 0, intervalMs: 1000, firmware: '', battery: null, externalPower: false, installedBy: '' };

export async function addBeacon(db: Db, admin: SessionAdmin, body: BeaconAddBody, language: Language, now = new Date()): Promise<Beacon> {
  const values: BeaconValues = {
    ...DEFAULTS,
    ...definedOf(body),
    batteryReadAt: body.batteryReadAt ? new Date(body.batteryReadAt) : null,
    lifecycle: body.lifecycle ?? 'planned',
    installedOn: body.installedOn ?? null,
  };
  const id = await db.transaction().execute((trx) => write(trx, admin, values, language, now));
  return dto((await findBeacon(db, id, ruleAt(now)))!);
}

/** Changes the fields the body names; turning external power on clears the battery unless the body gives one. */
export async function changeBeacon(db: Db, admin: SessionAdmin, body: BeaconUpdateBody, language: Language, now = new Date()): Promise<Beacon> {
  const current = await beaconInScope(db, admin, body.id, BEACON_WRITERS, now);
  const { id, ...changes } = definedOf(body);
  const values: BeaconValues = {
    ...valuesOf(current),
    ...changes,
    ...(changes.externalPower && changes.battery === undefined ? { battery: null } : {}),
    ...(changes.battery !== undefined && changes.battery !== current.battery && changes.batteryReadAt === undefined ? { batteryReadAt: null } : {}),
    ...(typeof changes.batteryReadAt === 'string' ? { batteryReadAt: new Date(changes.batteryReadAt) } : {}),
  } as BeaconValues;
  await db.transaction().execute((trx) => write(trx, admin, values, language, now, id));
  return dto((await findBeacon(db, id, ruleAt(now)))!);
}

/** Deletes one or several beacons: every one must exist and be the admin's to change, else nothing is deleted (10004 / 10003). */
export async function removeBeacons(db: Db, admin: SessionAdmin, body: BeaconDeleteBody, language: Language): Promise<BeaconDeleted> {
  const ids = idsOf(body, language);
  const found = await beaconBuildings(db, ids);
  if (found.length !== ids.length) throw notFound();
  for (const buildingId of new Set(found.map((b) => b.buildingId))) await assertPermission(db, admin, BEACON_WRITERS, buildingId);
  await db.transaction().execute(async (trx) => {
    for (const buildingId of new Set(found.map((b) => b.buildingId)).values()) await lockBuilding(trx, buildingId);
    await deleteBeacons(trx, ids);
  });
  return { ids };
}

/** The writable values of a stored beacon. */
function valuesOf(row: BeaconRow): BeaconValues {
  const { buildingId, levelId, uuid, major, minor, mac, name, lng, lat, measuredPower, txPower, intervalMs, firmware } = row;
  const { battery, batteryReadAt, externalPower, lifecycle, installedOn, installedBy } = row;
  return {
    buildingId,
    levelId,
    uuid,
    major,
    minor,
    mac,
    name,
    lng,
    lat,
    measuredPower,
    txPower,
    intervalMs,
    firmware,
    battery,
    batteryReadAt,
    externalPower,
    lifecycle,
    installedOn,
    installedBy,
  };
}

/** The body's fields that were sent (undefined ones dropped, so they do not overwrite defaults or current values). */
function definedOf<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;
}
