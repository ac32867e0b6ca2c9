// Issue 18: what the feedback detail adds around the report: the beacons near the place with their health now
// and what the location events around that time heard of them, and the user's session track.
import { assertPermission } from '../../auth/permission.js';
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { AppError } from '../../errors/codes.js';
import { pageBeacons } from '../../repos/beacon.js';
import { heardBeacons, sessionAround, type FeedbackRow } from '../../repos/feedback.js';
import type { FeedbackBeacon, FeedbackDetail } from '#contract/schemas/feedback.js';
import { FEEDBACK_LIMITS } from '#contract/endpoints/feedback.js';
import { ruleAt } from '../beacon.js';
import { trackDetail } from '../tracks.js';

const WINDOW_MS = FEEDBACK_LIMITS.eventWindowMinutes * 60_000;
/** Beacons read per level when looking for the near ones (a level holds a few hundred at most). */
const LEVEL_BEACONS = 5000;

/** Great-circle distance in metres. */
function metres(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

/** Whether the admin holds a code on the building (the detail shows parts only to some). */
async function holds(db: Db, admin: SessionAdmin, code: string, buildingId: number): Promise<boolean> {
  try {
    await assertPermission(db, admin, code, buildingId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * The building's beacons within 30 m of the place on its level, nearest first, each with its health now (the
 * beacon list's rules) and what the building's `location` events of the ±15 minutes around the feedback heard
 * of it (every user's: a beacon that went quiet is heard by nobody).
 */
export async function beaconsAround(db: Db, row: FeedbackRow, now = new Date()): Promise<FeedbackBeacon[]> {
  if (row.levelId === null || row.lng === null || row.lat === null) return [];
  const place = { lng: row.lng, lat: row.lat };
  const { records } = await pageBeacons(
    db,
    { buildingId: Number(row.buildingId), levelId: Number(row.levelId), sort: 'id', order: 'asc', limit: LEVEL_BEACONS, offset: 0 },
    ruleAt(now),
  );
  const near = records.map((b) => ({ b, distance: metres(place, b) })).filter((x) => x.distance <= FEEDBACK_LIMITS.beaconRadius);
  if (!near.length) return [];
  const at = row.occurredAt.getTime();
  const heard = await heardBeacons(db, Number(row.buildingId), new Date(at - WINDOW_MS), new Date(at + WINDOW_MS));
  const key = (uuid: string, major: number, minor: number) => `${uuid.toLowerCase()}/${major}/${minor}`;
  const byKey = new Map(heard.map((h) => [key(h.uuid, Number(h.major), Number(h.minor)), h]));
  return near
    .sort((x, y) => x.distance - y.distance)
    .map(({ b, distance }) => {
      const h = byKey.get(key(b.uuid, b.major, b.minor));
      return {
        id: Number(b.id),
        name: b.name,
        uuid: b.uuid,
        major: b.major,
        minor: b.minor,
        lng: b.lng,
        lat: b.lat,
        distance: Math.round(distance * 10) / 10,
        lifecycle: b.lifecycle,
        health: b.health,
        battery: b.battery,
        lastSeenAt: b.lastSeenAt ? new Date(b.lastSeenAt).toISOString() : null,
        heard: h ? Number(h.times) : 0,
        meanRssi: h && h.meanRssi !== null ? Math.round(Number(h.meanRssi) * 10) / 10 : null,
        lastBattery: h && h.lastBattery !== null ? Number(h.lastBattery) : null,
      };
    });
}

/**
 * The user's track: the feedback's session, else the user's session nearest the time (±15 minutes). Only for
 * admins who hold VIEW_USER_TRACK on the building (issue 15's track pages need it); viewing it is audited there.
 */
export async function trackAround(db: Db, admin: SessionAdmin, row: FeedbackRow): Promise<Pick<FeedbackDetail, 'track' | 'trackNote'>> {
  const buildingId = Number(row.buildingId);
  if (!(await holds(db, admin, 'VIEW_USER_TRACK', buildingId))) return { track: null, trackNote: 'noPermission' };
  const sessionId = row.sessionId || (await sessionAround(db, buildingId, row.userId, row.occurredAt, WINDOW_MS));
  if (!sessionId) return { track: null, trackNote: 'noSession' };
  try {
    return { track: await trackDetail(db, admin, { buildingId, sessionId }), trackNote: 'shown' };
  } catch (error) {
    if (error instanceof AppError) return { track: null, trackNote: 'noSession' };
    throw error;
  }
}
