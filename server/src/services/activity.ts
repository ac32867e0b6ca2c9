import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import { buildingLevels } from '../repos/beacon.js';
import { listRegions } from '../repos/region.js';
import { sessionsEndedSince, trackBuilding, type OpenSession } from '../repos/tracks.js';
import type { ActivityStatus, ActivityStatusQuery } from '#contract/schemas/activity.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { labelPoint, regionIndexOf } from './regionsAt.js';

/**
 * Issue 15: 活跃状态. Who is in the building now: the users with an event in the last minutes (from the session
 * summaries the ingestion keeps, by the index on their end), where their latest fix puts them (level and region;
 * a level or region of fewer than USAGE_LIMITS.minGroupUsers users is held back), and the last hour minute by minute.
 */

const MINUTE_MS = 60_000;
const DEFAULT_ACTIVITY_MINUTES = 5;
const MIN_USERS = USAGE_LIMITS.minGroupUsers;

const shown = (n: number) => (n >= MIN_USERS ? n : null);

/** Each user's latest session (by its last event). */
function latestPerUser(sessions: readonly OpenSession[]): Map<string, OpenSession> {
  const users = new Map<string, OpenSession>();
  for (const s of sessions) {
    const found = users.get(s.userId);
    if (!found || s.endedAt > found.endedAt) users.set(s.userId, s);
  }
  return users;
}

/** Distinct users with a session open in each minute of the hour before `now` (oldest first). */
function minuteTrend(sessions: readonly OpenSession[], now: number): ActivityStatus['trend'] {
  const end = now - (now % MINUTE_MS) + MINUTE_MS;
  const minutes = Array.from({ length: 60 }, (_, i) => end - (60 - i) * MINUTE_MS);
  const sets = minutes.map(() => new Set<string>());
  for (const s of sessions) {
    const first = Math.max(0, Math.floor((s.startedAt - minutes[0]) / MINUTE_MS));
    const last = Math.min(59, Math.floor((s.endedAt - minutes[0]) / MINUTE_MS));
    for (let i = first; i <= last; i++) sets[i].add(s.userId);
  }
  return minutes.map((at, i) => ({ at: new Date(at).toISOString(), users: sets[i].size }));
}

export async function activityStatus(db: Db, query: ActivityStatusQuery, now = Date.now()): Promise<ActivityStatus> {
  const building = await trackBuilding(db, query.buildingId);
  if (!building) throw notFound();
  const minutes = query.minutes ?? DEFAULT_ACTIVITY_MINUTES;
  const since = now - minutes * MINUTE_MS;
  const hourAgo = now - 60 * MINUTE_MS;
  const [sessions, levels, regions] = await Promise.all([
    sessionsEndedSince(db, query.buildingId, Math.min(since, hourAgo)),
    buildingLevels(db, query.buildingId),
    listRegions(db, query.buildingId),
  ]);
  const present = latestPerUser(sessions.filter((s) => s.endedAt >= since && s.startedAt <= now));
  const placed = [...present.values()].flatMap((s) => (s.last && s.last.at >= since ? [s.last] : []));
  const perLevel = new Map<number, number>();
  for (const p of placed) perLevel.set(p.levelId, (perLevel.get(p.levelId) ?? 0) + 1);
  const perRegion = regions.map(() => 0);
  for (const [i, index] of regionIndexOf(placed, regions).entries()) {
    if (index >= 0 && regions[index].levelId === placed[i].levelId) perRegion[index] += 1;
  }
  return {
    at: new Date(now).toISOString(),
    timeZone: building.timeZone,
    minutes,
    minUsers: MIN_USERS,
    users: present.size,
    unplaced: present.size - placed.length,
    levels: levels.map((l) => ({ id: Number(l.id), name: l.name, users: shown(perLevel.get(Number(l.id)) ?? 0) })),
    regions: regions.map((r, i) => ({ id: r.id, name: r.name, nameEn: r.nameEn, levelId: r.levelId, users: shown(perRegion[i]), ...labelPoint(r.geometry) })),
    trend: minuteTrend(
      sessions.filter((s) => s.startedAt <= now),
      now,
    ),
  };
}
