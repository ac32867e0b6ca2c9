import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import type { Language } from '../errors/messages.js';
import { writeAudit } from '../repos/audit.js';
import { buildingLevels } from '../repos/beacon.js';
import { resolveVersion } from '../repos/map.js';
import { featureNames, findSession, pageSessions, sessionEvents, trackBuilding, type TrackEventRow } from '../repos/tracks.js';
import type { SessionAdmin } from '../auth/session.js';
import { TRACK_LIMITS } from '#contract/endpoints/tracks.js';
import { pageWindow } from '../shared/paging.js';
import { assertLevelOf } from './beacon.js';
import { type Track, type TrackEvent, type TrackPage, type TrackPageQuery, type TrackQuery, type TrackSummary } from '#contract/schemas/tracks.js';
import type { EventType } from '#contract/schemas/usage.js';
import { dayStart } from '../usage/periods.js';
import { dayRange, wallClock } from './dayRange.js';
import type { SessionSummary } from '../usage/tracks.js';
import { poiOf } from '../usage/reach.js';

/**
 * Issue 15: the track list (sessions started in a range of the building's days, newest first, from the
 * session summaries the ingestion keeps) and one track's playback data (its raw events by the session index).
 * Viewing a track is written to the audit log: the data is about one person, however pseudonymous.
 */

type Levels = Map<number, { name: string; order: number }>;

async function levelsOf(db: Db, buildingId: number): Promise<Levels> {
  const rows = await buildingLevels(db, buildingId);
  return new Map(rows.map((l, order) => [Number(l.id), { name: l.name, order }]));
}

function summaryDto(s: SessionSummary, levels: Levels, timeZone: string): TrackSummary {
  return {
    id: s.sessionId,
    sessionId: s.sessionId,
    userId: s.userId,
    platform: s.platform,
    startedAt: new Date(s.startedAt).toISOString(),
    startedLocal: wallClock(s.startedAt, timeZone),
    endedAt: new Date(s.endedAt).toISOString(),
    durationSec: Math.round((s.endedAt - s.startedAt) / 1000),
    distance: Math.round(s.distance * 10) / 10,
    events: s.events,
    fixes: s.fixes,
    levels: s.levels
      .filter((id) => levels.has(id))
      .sort((a, b) => levels.get(a)!.order - levels.get(b)!.order)
      .map((id) => ({ id, name: levels.get(id)!.name })),
  };
}

/** The building (10004 when it does not exist: the access check has already refused another company's). */
async function buildingOf(db: Db, buildingId: number) {
  const building = await trackBuilding(db, buildingId);
  if (!building) throw notFound();
  return building;
}

export async function trackPage(db: Db, query: TrackPageQuery, language: Language, retentionDays: number, now = Date.now()): Promise<TrackPage> {
  const building = await buildingOf(db, query.buildingId);
  const rule = { maxDays: TRACK_LIMITS.rangeDays, retentionDays, rangeKey: 'tracks.range', retentionKey: 'tracks.retention' } as const;
  const { fromDay, toDay } = dayRange(query, building.timeZone, rule, language, now);
  if (query.levelId !== undefined) await assertLevelOf(db, query.buildingId, query.levelId, language);
  const filter = {
    buildingId: query.buildingId,
    start: dayStart(fromDay, building.timeZone),
    end: dayStart(toDay + 1, building.timeZone),
    userId: query.userId,
    levelId: query.levelId,
    oldestFirst: query.order === 'asc',
  };
  const [page, levels] = await Promise.all([pageSessions(db, filter, pageWindow(query), TRACK_LIMITS.countUpTo), levelsOf(db, query.buildingId)]);
  return {
    records: page.rows.map((s) => summaryDto(s, levels, building.timeZone)),
    total: Math.min(page.total, TRACK_LIMITS.countUpTo),
    more: page.total > TRACK_LIMITS.countUpTo,
    timeZone: building.timeZone,
  };
}

function labelOf(e: TrackEventRow, names: Map<string, string>): string {
  const poi = poiOf(e);
  if (poi !== null) return names.get(poi) ?? poi;
  if (e.type === 'search') return `${String(e.data.query)} (${Number(e.data.results)})`;
  if (e.type === 'qr_scan') return String(e.data.scene);
  if (e.type === 'car_service') return `${String(e.data.service)}${e.data.success === true ? ' ✓' : ' ✗'}`;
  if (e.type === 'feature_click') return String(e.data.feature);
  return '';
}

/** One session's playback: its fixes and its other events placed at their own place or the latest fix before. */
export async function trackDetail(db: Db, admin: SessionAdmin, query: TrackQuery): Promise<Track> {
  const building = await buildingOf(db, query.buildingId);
  const session = await findSession(db, query.buildingId, query.sessionId);
  if (!session) throw notFound();
  const [rows, levels] = await Promise.all([sessionEvents(db, query.buildingId, query.sessionId), levelsOf(db, query.buildingId)]);
  const poiIds = [...new Set(rows.map(poiOf).filter((id) => id !== null))];
  // The names of the map the apps show: the newest published version, else the draft.
  const version = poiIds.length ? await resolveVersion(db, query.buildingId, 'latest') : undefined;
  const names = version ? await featureNames(db, version.id, poiIds) : new Map<string, string>();
  const points: Track['points'] = [];
  const events: TrackEvent[] = [];
  let at: { levelId: number; lng: number; lat: number } | null = null;
  for (const e of rows) {
    if (e.type === 'location' && e.levelId !== null && e.lng !== null && e.lat !== null) {
      at = { levelId: e.levelId, lng: e.lng, lat: e.lat };
      const accuracy = typeof e.data.accuracy === 'number' ? e.data.accuracy : null;
      points.push({ at: e.occurredAt.toISOString(), ...at, accuracy });
      continue;
    }
    const own = e.levelId !== null && e.lng !== null && e.lat !== null ? { levelId: e.levelId, lng: e.lng, lat: e.lat } : null;
    const place = own ?? at;
    events.push({
      at: e.occurredAt.toISOString(),
      type: e.type as EventType,
      levelId: place?.levelId ?? null,
      lng: place?.lng ?? null,
      lat: place?.lat ?? null,
      label: labelOf(e, names),
    });
  }
  await writeAudit(db, admin, [
    {
      action: 'view',
      entity: 'track',
      entityId: query.buildingId,
      companyId: building.companyId,
      before: null,
      after: { sessionId: session.sessionId, userId: session.userId },
    },
  ]);
  return { track: summaryDto(session, levels, building.timeZone), timeZone: building.timeZone, points, events };
}

declare module '../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    track: true;
  }
}
