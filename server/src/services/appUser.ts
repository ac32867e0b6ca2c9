// Issue 16 用户列表 (spec §2 /user): the apps' end users as the usage rollups know them (platform admins only: the route).
import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import { field, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { appExists, appNames, latestDevice, pageAppUsers, userBuildings, userEventDays, userSessions, type AppUserListRow } from '../repos/appUser.js';
import { pageWindow } from '../shared/paging.js';
import {
  ACTIVITY_DAYS,
  RECENT_SESSIONS,
  type AppUserDetailDto,
  type AppUserPage,
  type AppUserPageQuery,
  type AppUserRowDto,
} from '#contract/schemas/appUser.js';

const DAY_MS = 86_400_000;

const device = (d: { brand: string | null; model: string | null; os: string | null; osVersion: string | null } | undefined) =>
  d && d.brand !== null ? { brand: d.brand, model: d.model ?? '', os: d.os ?? '', osVersion: d.osVersion ?? '' } : null;

const apps = (ids: number[], names: Map<number, string>) => ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }));

function rowDto(r: AppUserListRow, names: Map<number, string>): AppUserRowDto {
  return {
    id: r.userId,
    userId: r.userId,
    apps: apps(r.appIds, names),
    platforms: [...r.platforms].sort(),
    buildings: r.buildingIds.length,
    firstSeenAt: new Date(r.firstAt).toISOString(),
    lastSeenAt: new Date(r.lastAt).toISOString(),
    sessions: r.sessions,
    device: device(r),
  };
}

/** One page of users; an unknown app filter is 10005 naming appId. */
export async function appUserPage(db: Db, query: AppUserPageQuery, language: Language): Promise<AppUserPage> {
  if (query.appId !== undefined && !(await appExists(db, query.appId))) throw invalid([field(language, 'appId', 'appUser.appUnknown')]);
  const page = await pageAppUsers(db, {
    prefix: query.q || undefined,
    appId: query.appId,
    appGroupId: query.appGroupId,
    platform: query.platform,
    sort: query.sort ?? 'lastSeen',
    order: query.order ?? 'desc',
    ...pageWindow(query),
  });
  const names = await appNames(db, [...new Set(page.records.flatMap((r) => r.appIds))]);
  return { records: page.records.map((r) => rowDto(r, names)), total: page.total };
}

/** The last `ACTIVITY_DAYS` local days ending today (the first building's zone), oldest first. */
function lastDays(now: number, counted: Map<string, number>): Array<{ day: string; events: number }> {
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const day = new Date(now - (ACTIVITY_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, events: counted.get(day) ?? 0 };
  });
}

/** One user's activity; a user no building knows is 10004. */
export async function appUserDetail(db: Db, userId: string, now = new Date()): Promise<AppUserDetailDto> {
  const buildings = await userBuildings(db, userId);
  if (!buildings.length) throw notFound();
  const ids = buildings.map((b) => b.buildingId);
  const names = await appNames(db, [...new Set(buildings.flatMap((b) => (b.appId === null ? [] : [b.appId])))]);
  const [sessions, recent, dev, days] = [
    await userSessions(db, ids, userId),
    await userSessions(db, ids, userId, RECENT_SESSIONS),
    await latestDevice(db, ids, userId),
    await userEventDays(db, userId, new Date(now.getTime() - (ACTIVITY_DAYS + 1) * DAY_MS)),
  ];
  const buildingName = new Map(buildings.map((b) => [b.buildingId, b.buildingName]));
  // The local "today" of the user's first building (days are local to each building; the chart reads them together).
  const offset = localOffset(buildings[0].timeZone, now);
  const row = rowDto(
    {
      userId,
      appIds: [...new Set(buildings.flatMap((b) => (b.appId === null ? [] : [b.appId])))],
      platforms: [...new Set(buildings.map((b) => b.platform))],
      buildingIds: ids,
      firstAt: new Date(Math.min(...buildings.map((b) => new Date(b.firstAt).getTime()))),
      lastAt: new Date(Math.max(...buildings.map((b) => new Date(b.lastAt).getTime()))),
      sessions: sessions.length,
      ...(dev ?? { brand: null, model: null, os: null, osVersion: null }),
    },
    names,
  );
  return {
    ...row,
    events: days.total,
    buildingList: buildings.map((b) => ({
      buildingId: b.buildingId,
      buildingName: b.buildingName,
      appId: b.appId,
      firstSeenAt: new Date(b.firstAt).toISOString(),
      lastSeenAt: new Date(b.lastAt).toISOString(),
      platform: b.platform,
      appVersion: b.appVersion,
    })),
    recentSessions: recent.map((s) => ({
      sessionId: s.sessionId,
      buildingId: s.buildingId,
      buildingName: buildingName.get(s.buildingId) ?? '',
      platform: s.platform,
      startedAt: new Date(s.startedAt).toISOString(),
      endedAt: new Date(s.endedAt).toISOString(),
      durationSec: Math.round((new Date(s.endedAt).getTime() - new Date(s.startedAt).getTime()) / 1000),
      events: s.events,
      fixes: s.fixes,
    })),
    days: lastDays(now.getTime() + offset, new Map(days.days.map((d) => [d.day, d.events]))),
  };
}

/** Milliseconds a time zone is ahead of UTC at `at`. */
function localOffset(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}
