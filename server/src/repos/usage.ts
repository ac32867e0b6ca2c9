// Issue 14: usage events and their rollups (migration 014). SQL only; the rules are in server/src/usage/.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { canCopy, copyRows } from '../db/copy.js';
import type { Db } from '../db/types.js';
import type { CheckedEvent } from '../usage/check.js';
import type { ActiveRow, BeaconSighting, CountRow } from '../usage/rollup.js';

const USAGE_BUILDING_LOCK = 72_410_014;

export interface KeyedApp {
  id: number;
  companyId: number;
  enabled: boolean;
  /** Issue 16: whether the app's company is switched on. */
  companyEnabled: boolean;
}

export const hashAppKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The app an unrevoked, unexpired ingestion key belongs to (issue 16: a rotated key works until `expires_at`); notes the key's use. */
export async function appOfKey(db: Db, key: string, now = new Date()): Promise<KeyedApp | undefined> {
  const found = await db
    .selectFrom('appKey')
    .innerJoin('app', 'app.id', 'appKey.appId')
    .innerJoin('company', 'company.id', 'app.companyId')
    .select(['app.id', 'app.companyId', 'app.enabled', 'company.enabled as companyEnabled', 'appKey.id as keyId', 'appKey.lastUsedAt'])
    .where('appKey.keyHash', '=', hashAppKey(key))
    .where('appKey.revokedAt', 'is', null)
    .where((eb) => eb.or([eb('appKey.expiresAt', 'is', null), eb('appKey.expiresAt', '>', now)]))
    .executeTakeFirst();
  if (!found) return undefined;
  const { keyId, lastUsedAt, ...app } = found;
  // Issue 16: the last use shows in the key list and marks the app as shipped; written at most once a minute.
  if (!lastUsedAt || now.getTime() - new Date(lastUsedAt).getTime() >= 60_000) {
    await db.updateTable('appKey').set({ lastUsedAt: now }).where('id', '=', keyId).execute();
  }
  return app;
}

export async function addAppKey(db: Db, appId: number, key: string): Promise<void> {
  await db
    .insertInto('appKey')
    .values({ appId, keyHash: hashAppKey(key), prefix: key.slice(0, 10) })
    .execute();
}

/** The app's buildings with their time zones and level ids. */
export async function appBuildings(db: Db, appId: number): Promise<Array<{ id: number; timeZone: string; levelIds: number[] }>> {
  const rows = await db
    .selectFrom('building')
    .leftJoin('level', 'level.buildingId', 'building.id')
    .select(['building.id', 'building.timeZone', 'level.id as levelId'])
    .where('building.appId', '=', appId)
    .execute();
  const out = new Map<number, { id: number; timeZone: string; levelIds: number[] }>();
  for (const r of rows) {
    const b = out.get(r.id) ?? { id: r.id, timeZone: r.timeZone, levelIds: [] };
    if (r.levelId !== null) b.levelIds.push(r.levelId);
    out.set(r.id, b);
  }
  return [...out.values()];
}

/** One writer of a building's rollups at a time, across server instances (ids in ascending order: no deadlock). */
export async function lockBuildings(trx: Db, buildingIds: number[]): Promise<void> {
  for (const id of [...buildingIds].sort((a, b) => a - b)) await sql`SELECT pg_advisory_xact_lock(${USAGE_BUILDING_LOCK}, ${id}::int)`.execute(trx);
}

/** `usage_event`'s columns after `app_id`, each with its type and its value in an event: the one mapping both write paths use. */
const EVENT_FIELDS: ReadonlyArray<readonly [column: string, type: string, value: (e: CheckedEvent) => unknown]> = [
  ['client_id', 'text', (e) => e.clientId],
  ['occurred_at', 'timestamptz', (e) => new Date(e.at).toISOString()],
  ['building_id', 'bigint', (e) => e.buildingId],
  ['type', 'text', (e) => e.type],
  ['user_id', 'text', (e) => e.userId],
  ['session_id', 'text', (e) => e.sessionId],
  ['platform', 'text', (e) => e.platform],
  ['app_version', 'text', (e) => e.appVersion],
  ['brand', 'text', (e) => e.brand],
  ['model', 'text', (e) => e.model],
  ['os', 'text', (e) => e.os],
  ['os_version', 'text', (e) => e.osVersion],
  ['network', 'text', (e) => e.network],
  ['gender', 'text', (e) => e.gender],
  ['age_band', 'text', (e) => e.ageBand],
  ['province', 'text', (e) => e.province],
  ['language', 'text', (e) => e.language],
  ['level_id', 'bigint', (e) => e.levelId],
  ['lng', 'float8', (e) => e.lng],
  ['lat', 'float8', (e) => e.lat],
  ['data', 'jsonb', (e) => JSON.stringify(e.data)],
];
const EVENT_COLUMNS = ['app_id', ...EVENT_FIELDS.map(([column]) => column)];

/**
 * Stores the events (inside the ingestion's transaction); returns the keys (`clientId|time`) of those not stored
 * before. On a PostgreSQL server they are copied (issue 32): straight into `usage_event` when none was stored
 * before (the usual case: then all are new); COPY cannot pass over a row stored before (a retried batch), so when
 * one was, the copy is undone to its savepoint and the events go through this connection's staging table,
 * emptied at each commit, into `usage_event` with ON CONFLICT DO NOTHING. On PGlite one `unnest` insert.
 */
export async function insertEvents(trx: Db, appId: number, events: CheckedEvent[]): Promise<Set<string>> {
  if (!events.length) return new Set();
  const rows = canCopy(trx) ? await copyEvents(trx, appId, events) : await unnestEvents(trx, appId, events);
  return new Set(rows.map((r) => `${r.clientId}|${r.occurredAt.getTime()}`));
}

type StoredKey = { clientId: string; occurredAt: Date };

const UNIQUE_VIOLATION = '23505';

async function copyEvents(trx: Db, appId: number, events: CheckedEvent[]): Promise<StoredKey[]> {
  const rows = events.map((e) => [appId, ...EVENT_FIELDS.map(([, , value]) => value(e))]);
  await sql`SAVEPOINT usage_events`.execute(trx);
  try {
    await copyRows(trx, 'usage_event', EVENT_COLUMNS, rows);
    await sql`RELEASE SAVEPOINT usage_events`.execute(trx);
    return events.map((e) => ({ clientId: e.clientId, occurredAt: new Date(e.at) }));
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await sql`ROLLBACK TO SAVEPOINT usage_events`.execute(trx);
  }
  await sql`CREATE TEMP TABLE IF NOT EXISTS usage_event_stage (LIKE usage_event INCLUDING DEFAULTS) ON COMMIT DELETE ROWS`.execute(trx);
  await copyRows(trx, 'usage_event_stage', EVENT_COLUMNS, rows);
  return (await sql<StoredKey>`INSERT INTO usage_event SELECT * FROM usage_event_stage ON CONFLICT DO NOTHING RETURNING client_id, occurred_at`.execute(trx))
    .rows;
}

async function unnestEvents(trx: Db, appId: number, events: CheckedEvent[]): Promise<StoredKey[]> {
  const rows = await sql<StoredKey>`
    INSERT INTO usage_event (${sql.raw(EVENT_COLUMNS.join(', '))})
    SELECT ${appId}, * FROM unnest(${sql.join(EVENT_FIELDS.map(([, type, value]) => sql`${events.map(value)}::${sql.raw(type)}[]`))})
    ON CONFLICT DO NOTHING
    RETURNING client_id, occurred_at`.execute(trx);
  return rows.rows;
}

/** Adds the counts (rows sorted by key by the caller). */
export async function addCounts(trx: Db, rows: CountRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000);
    await sql`INSERT INTO usage_count (building_id, grain, period, metric, dim, value, n)
      SELECT * FROM unnest(${part.map((r) => r.buildingId)}::bigint[], ${part.map((r) => r.grain)}::"char"[],
        ${part.map((r) => new Date(r.period).toISOString())}::timestamptz[], ${part.map((r) => r.metric)}::text[],
        ${part.map((r) => r.dim)}::text[], ${part.map((r) => r.value)}::text[], ${part.map((r) => r.n)}::bigint[])
      ON CONFLICT (building_id, metric, dim, grain, period, value) DO UPDATE SET n = usage_count.n + excluded.n`.execute(trx);
  }
}

/** Inserts the active-user rows not there yet; returns those it inserted. */
export async function insertActive(trx: Db, rows: ActiveRow[]): Promise<ActiveRow[]> {
  const inserted: ActiveRow[] = [];
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000);
    const pick = <K extends keyof ActiveRow>(k: K) => part.map((r) => r[k]);
    const result = await sql<{ buildingId: number; grain: string; period: Date; userId: string }>`
      INSERT INTO usage_active (building_id, grain, period, user_id, platform, app_version, brand, model, os, os_version, network, gender,
        age_band, province, language)
      SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('grain')}::"char"[], ${part.map((r) => new Date(r.period).toISOString())}::timestamptz[],
        ${pick('userId')}::text[], ${pick('platform')}::text[], ${pick('appVersion')}::text[], ${pick('brand')}::text[], ${pick('model')}::text[],
        ${pick('os')}::text[], ${pick('osVersion')}::text[], ${pick('network')}::text[], ${pick('gender')}::text[], ${pick('ageBand')}::text[],
        ${pick('province')}::text[], ${pick('language')}::text[])
      ON CONFLICT DO NOTHING
      RETURNING building_id, grain, period, user_id`.execute(trx);
    const byKey = new Map(part.map((r) => [`${r.buildingId}|${r.grain}|${r.period}|${r.userId}`, r]));
    for (const row of result.rows) {
      const found = byKey.get(`${row.buildingId}|${row.grain}|${row.period.getTime()}|${row.userId}`);
      if (found) inserted.push(found);
    }
  }
  return inserted;
}

export interface StoredUser {
  buildingId: number;
  userId: string;
  firstAt: Date;
  platform: string;
  appVersion: string;
  num: number;
}

/** The users of a building already known (among `userIds`). */
export async function knownUsers(trx: Db, buildingId: number, userIds: string[]): Promise<StoredUser[]> {
  if (!userIds.length) return [];
  const rows = await sql<StoredUser>`SELECT building_id, user_id, first_at, platform, app_version, num FROM usage_user
    WHERE building_id = ${buildingId} AND user_id = ANY(${userIds}::text[])`.execute(trx);
  return rows.rows;
}

export interface UserChange {
  userId: string;
  firstAt: number;
  lastAt: number;
  platform: string;
  appVersion: string;
  /** The user's number in the building (kept when the user is known). */
  num: number;
}

/** Inserts new users, moves first-seen earlier and last-seen later (under the building's lock). */
export async function saveUsers(trx: Db, buildingId: number, users: UserChange[]): Promise<void> {
  if (!users.length) return;
  await sql`INSERT INTO usage_user (building_id, user_id, first_at, last_at, platform, app_version, num)
    SELECT ${buildingId}, * FROM unnest(${users.map((u) => u.userId)}::text[], ${users.map((u) => new Date(u.firstAt).toISOString())}::timestamptz[],
      ${users.map((u) => new Date(u.lastAt).toISOString())}::timestamptz[], ${users.map((u) => u.platform)}::text[], ${users.map((u) => u.appVersion)}::text[],
      ${users.map((u) => u.num)}::int[])
    ON CONFLICT (building_id, user_id) DO UPDATE SET
      platform = CASE WHEN excluded.first_at < usage_user.first_at THEN excluded.platform ELSE usage_user.platform END,
      app_version = CASE WHEN excluded.first_at < usage_user.first_at THEN excluded.app_version ELSE usage_user.app_version END,
      first_at = LEAST(usage_user.first_at, excluded.first_at),
      last_at = GREATEST(usage_user.last_at, excluded.last_at)`.execute(trx);
}

/** The weeks a user was active in a building (the starts of its `W` rows). */
export async function activeWeeks(trx: Db, buildingId: number, userId: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('usageActive')
    .select('period')
    .where('buildingId', '=', buildingId)
    .where('userId', '=', userId)
    .where('grain', '=', 'W')
    .execute();
  return rows.map((r) => r.period.getTime());
}

/**
 * Beacons heard in location fixes: last seen (to the minute: a beacon heard again within a minute of its last
 * seen is not rewritten), and the battery when the fix carried a newer reading that differs or is an hour newer.
 * Every fix hears several beacons, so rewriting each heard beacon's row (and its indexes) on every batch cost
 * an eighth of ingestion.
 */
export async function updateBeacons(trx: Db, sightings: BeaconSighting[]): Promise<void> {
  if (!sightings.length) return;
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  await sql`UPDATE beacon b SET
      last_seen_at = GREATEST(b.last_seen_at, v.seen_at),
      battery = CASE WHEN v.battery IS NOT NULL AND NOT b.external_power AND (b.battery_read_at IS NULL OR v.battery_at > b.battery_read_at)
        THEN v.battery ELSE b.battery END,
      battery_read_at = CASE WHEN v.battery IS NOT NULL AND NOT b.external_power AND (b.battery_read_at IS NULL OR v.battery_at > b.battery_read_at)
        THEN v.battery_at ELSE b.battery_read_at END
    FROM unnest(${sightings.map((s) => s.buildingId)}::bigint[], ${sightings.map((s) => s.uuid)}::uuid[], ${sightings.map((s) => s.major)}::int[],
      ${sightings.map((s) => s.minor)}::int[], ${sightings.map((s) => iso(s.seenAt))}::timestamptz[], ${sightings.map((s) => s.battery)}::int[],
      ${sightings.map((s) => iso(s.batteryAt))}::timestamptz[]) AS v(building_id, uuid, major, minor, seen_at, battery, battery_at)
    WHERE b.building_id = v.building_id AND b.uuid = v.uuid AND b.major = v.major AND b.minor = v.minor
      AND (b.last_seen_at IS NULL OR v.seen_at >= b.last_seen_at + interval '1 minute'
        OR (v.battery IS NOT NULL AND NOT b.external_power AND (b.battery_read_at IS NULL
          OR (v.battery_at > b.battery_read_at AND (v.battery IS DISTINCT FROM b.battery OR v.battery_at >= b.battery_read_at + interval '1 hour')))))`.execute(
    trx,
  );
}

/** Whether any app user was ever seen (any usage at all). */
export const anyUsage = async (db: Db) => (await db.selectFrom('usageUser').select('userId').limit(1).executeTakeFirst()) !== undefined;
