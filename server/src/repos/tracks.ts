// Issue 15: app sessions as tracks (migration 015). SQL only; the arithmetic is in server/src/usage/tracks.ts.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/types.js';
import type { UsageSessionTable } from '../db/types.js';
import type { Fix, SessionSummary } from '../usage/tracks.js';

type SessionRow = Selectable<UsageSessionTable>;

const summaryOf = (r: SessionRow, lastClientId = ''): SessionSummary => ({
  buildingId: Number(r.buildingId),
  sessionId: r.sessionId,
  userId: r.userId,
  platform: r.platform,
  startedAt: r.startedAt.getTime(),
  endedAt: r.endedAt.getTime(),
  events: r.events,
  fixes: r.fixes,
  distance: r.distance,
  levels: r.levels.map(Number),
  last:
    r.lastFixAt && r.lastLevelId !== null && r.lastLng !== null && r.lastLat !== null
      ? { at: r.lastFixAt.getTime(), clientId: lastClientId, levelId: Number(r.lastLevelId), lng: r.lastLng, lat: r.lastLat }
      : null,
});

/** The stored summaries of these sessions (with the client id of each last fix, for ordering ties). */
export async function storedSessions(trx: Db, keys: Array<{ buildingId: number; sessionId: string }>): Promise<Map<string, SessionSummary>> {
  if (!keys.length) return new Map();
  const rows = await sql<SessionRow & { lastClientId: string | null }>`
    SELECT s.*, (SELECT e.client_id FROM usage_event e WHERE e.building_id = s.building_id AND e.session_id = s.session_id
        AND e.occurred_at = s.last_fix_at AND e.type = 'location' ORDER BY e.client_id DESC LIMIT 1) AS last_client_id
    FROM usage_session s JOIN unnest(${keys.map((k) => k.buildingId)}::bigint[], ${keys.map((k) => k.sessionId)}::text[]) AS k(building_id, session_id)
      ON s.building_id = k.building_id AND s.session_id = k.session_id COLLATE "C"`.execute(trx);
  return new Map(rows.rows.map((r) => [`${r.buildingId}|${r.sessionId}`, summaryOf(r, r.lastClientId ?? '')]));
}

/** Writes the summaries whole (under the buildings' ingestion lock). */
export async function saveSessions(trx: Db, rows: SessionSummary[]): Promise<void> {
  if (!rows.length) return;
  await trx
    .insertInto('usageSession')
    .values(
      rows.map((r) => ({
        buildingId: r.buildingId,
        sessionId: r.sessionId,
        userId: r.userId,
        platform: r.platform,
        startedAt: new Date(r.startedAt),
        endedAt: new Date(r.endedAt),
        events: r.events,
        fixes: r.fixes,
        distance: r.distance,
        levels: r.levels,
        lastFixAt: r.last ? new Date(r.last.at) : null,
        lastLevelId: r.last?.levelId ?? null,
        lastLng: r.last?.lng ?? null,
        lastLat: r.last?.lat ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['buildingId', 'sessionId']).doUpdateSet((eb) => ({
        userId: eb.ref('excluded.userId'),
        platform: eb.ref('excluded.platform'),
        startedAt: eb.ref('excluded.startedAt'),
        endedAt: eb.ref('excluded.endedAt'),
        events: eb.ref('excluded.events'),
        fixes: eb.ref('excluded.fixes'),
        distance: eb.ref('excluded.distance'),
        levels: eb.ref('excluded.levels'),
        lastFixAt: eb.ref('excluded.lastFixAt'),
        lastLevelId: eb.ref('excluded.lastLevelId'),
        lastLng: eb.ref('excluded.lastLng'),
        lastLat: eb.ref('excluded.lastLat'),
      })),
    )
    .execute();
}

/** A session's stored location fixes in track order. */
export async function sessionFixes(db: Db, buildingId: number, sessionId: string): Promise<Fix[]> {
  const rows = await sql<{ occurredAt: Date; clientId: string; levelId: number; lng: number; lat: number }>`
    SELECT occurred_at, client_id, level_id, lng, lat FROM usage_event
    WHERE building_id = ${buildingId} AND session_id = ${sessionId} AND type = 'location' AND level_id IS NOT NULL
    ORDER BY occurred_at, client_id`.execute(db);
  return rows.rows.map((r) => ({ at: r.occurredAt.getTime(), clientId: r.clientId, levelId: Number(r.levelId), lng: r.lng, lat: r.lat }));
}

export interface SessionFilter {
  buildingId: number;
  start: number;
  end: number;
  userId?: string;
  levelId?: number;
  oldestFirst?: boolean;
}

const filtered = (db: Db, f: SessionFilter) => {
  let q = db
    .selectFrom('usageSession')
    .where('buildingId', '=', f.buildingId)
    .where('startedAt', '>=', new Date(f.start))
    .where('startedAt', '<', new Date(f.end));
  if (f.userId !== undefined) q = q.where('userId', '=', f.userId);
  if (f.levelId !== undefined) q = q.where(sql<boolean>`${f.levelId}::bigint = ANY(levels)`);
  return q;
};

/** A page of sessions started in [start, end), newest first; the total counted up to `countUpTo` + 1. */
export async function pageSessions(
  db: Db,
  f: SessionFilter,
  window: { offset: number; limit: number },
  countUpTo: number,
): Promise<{ rows: SessionSummary[]; total: number }> {
  const rows = await filtered(db, f)
    .selectAll()
    .orderBy('startedAt', f.oldestFirst ? 'asc' : 'desc')
    .orderBy('sessionId')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
  const counted = await db
    .selectFrom(
      filtered(db, f)
        .select(sql.lit(1).as('one'))
        .limit(countUpTo + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map((r) => summaryOf(r as SessionRow)), total: Number(counted.n) };
}

export async function findSession(db: Db, buildingId: number, sessionId: string): Promise<SessionSummary | undefined> {
  const row = await db.selectFrom('usageSession').selectAll().where('buildingId', '=', buildingId).where('sessionId', '=', sessionId).executeTakeFirst();
  return row ? summaryOf(row as SessionRow) : undefined;
}

export interface TrackEventRow {
  occurredAt: Date;
  clientId: string;
  type: string;
  levelId: number | null;
  lng: number | null;
  lat: number | null;
  data: Record<string, unknown>;
}

/** Every stored event of a session, in time order (the playback). */
export async function sessionEvents(db: Db, buildingId: number, sessionId: string): Promise<TrackEventRow[]> {
  const rows = await sql<TrackEventRow>`SELECT occurred_at, client_id, type, level_id, lng, lat, data FROM usage_event
    WHERE building_id = ${buildingId} AND session_id = ${sessionId} ORDER BY occurred_at, client_id`.execute(db);
  return rows.rows.map((r) => ({ ...r, levelId: r.levelId === null ? null : Number(r.levelId) }));
}

/** Sessions that ended before the cutoff go with their raw events (retention). */
export async function dropSessionsBefore(trx: Db, cutoff: Date): Promise<number> {
  const result = await trx.deleteFrom('usageSession').where('endedAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** The names of these map features in one map version (name, else English name; unnamed ones left out). */
export async function featureNames(db: Db, versionId: number, ids: string[]): Promise<Map<string, string>> {
  const rows = await sql<{ id: string; name: string | null }>`
    SELECT id, coalesce(nullif(btrim(properties ->> 'name'), ''), nullif(btrim(properties ->> 'nameEn'), '')) AS name
    FROM map_feature WHERE version_id = ${versionId} AND id = ANY(${ids}::text[])`.execute(db);
  return new Map(rows.rows.filter((r) => r.name !== null).map((r) => [r.id, r.name!]));
}

/** The building's time zone and company (undefined: no such building). */
export async function trackBuilding(db: Db, buildingId: number): Promise<{ timeZone: string; companyId: number } | undefined> {
  return db.selectFrom('building').select(['timeZone', 'companyId']).where('id', '=', buildingId).executeTakeFirst();
}

export interface OpenSession {
  userId: string;
  startedAt: number;
  endedAt: number;
  last: { at: number; levelId: number; lng: number; lat: number } | null;
}

/** The sessions with an event at or after `since` (the activity status), by the index on their end. */
export async function sessionsEndedSince(db: Db, buildingId: number, since: number): Promise<OpenSession[]> {
  const rows = await db
    .selectFrom('usageSession')
    .select(['userId', 'startedAt', 'endedAt', 'lastFixAt', 'lastLevelId', 'lastLng', 'lastLat'])
    .where('buildingId', '=', buildingId)
    .where('endedAt', '>=', new Date(since))
    .execute();
  return rows.map((r) => ({
    userId: r.userId,
    startedAt: r.startedAt.getTime(),
    endedAt: r.endedAt.getTime(),
    last:
      r.lastFixAt && r.lastLevelId !== null && r.lastLng !== null && r.lastLat !== null
        ? { at: r.lastFixAt.getTime(), levelId: Number(r.lastLevelId), lng: r.lastLng, lat: r.lastLat }
        : null,
  }));
}
