import type { Track } from '#contract/schemas/tracks';

/**
 * Issue 15 轨迹回放: where a session's user was at a moment of the playback, in milliseconds since the
 * track's start. Plain functions over the track the server sent, apart from the map that draws them.
 */

type TrackPoint = Track['points'][number];

export interface PlaybackTrack {
  start: number;
  /** Milliseconds from the first to the last event. */
  length: number;
  points: Array<TrackPoint & { t: number }>;
  events: Array<Track['events'][number] & { t: number }>;
}

export function playbackOf(track: Track): PlaybackTrack {
  const start = Date.parse(track.track.startedAt);
  return {
    start,
    length: Math.max(0, Date.parse(track.track.endedAt) - start),
    points: track.points.map((p) => ({ ...p, t: Date.parse(p.at) - start })),
    events: track.events.map((e) => ({ ...e, t: Date.parse(e.at) - start })),
  };
}

/** The index of the last fix at or before `t` (-1 before the first). */
export function fixIndexAt(track: PlaybackTrack, t: number): number {
  let lo = 0;
  let hi = track.points.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (track.points[mid]!.t <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The level shown at `t`: the last fix's, else the first fix's (before it), else null (no fixes). */
export function levelAt(track: PlaybackTrack, t: number): number | null {
  const i = fixIndexAt(track, t);
  return (track.points[Math.max(0, i)] ?? null)?.levelId ?? null;
}

/** The user's position at `t`: between two fixes on one level, where a straight walk would be; else the last fix. */
export function positionAt(track: PlaybackTrack, t: number): { lng: number; lat: number; levelId: number } | null {
  const i = fixIndexAt(track, t);
  if (i < 0) return null;
  const a = track.points[i]!;
  const b = track.points[i + 1];
  if (!b || b.levelId !== a.levelId || b.t === a.t) return { lng: a.lng, lat: a.lat, levelId: a.levelId };
  const f = Math.min(1, (t - a.t) / (b.t - a.t));
  return { lng: a.lng + (b.lng - a.lng) * f, lat: a.lat + (b.lat - a.lat) * f, levelId: a.levelId };
}

/** The runs of consecutive fixes on one level (a polyline each), split where the user is at `t`: walked and ahead. */
export function runsOn(track: PlaybackTrack, levelId: number, t: number): { walked: number[][][]; ahead: number[][][] } {
  const walked: number[][][] = [];
  const ahead: number[][][] = [];
  const at = positionAt(track, t);
  const flush = (run: PlaybackTrack['points']) => {
    const done = run.filter((p) => p.t <= t).map((p) => [p.lng, p.lat]);
    const rest = run.filter((p) => p.t > t).map((p) => [p.lng, p.lat]);
    // A run both walked and ahead holds the user now: both parts meet at the current position.
    const split = done.length && rest.length && at ? [[at.lng, at.lat]] : [];
    const walkedLine = [...done, ...split];
    const aheadLine = [...(split.length ? split : done.slice(-1)), ...rest];
    if (walkedLine.length >= 2) walked.push(walkedLine);
    if (rest.length && aheadLine.length >= 2) ahead.push(aheadLine);
  };
  let run: PlaybackTrack['points'] = [];
  for (const p of track.points) {
    if (p.levelId === levelId) {
      run.push(p);
      continue;
    }
    if (run.length) flush(run);
    run = [];
  }
  if (run.length) flush(run);
  return { walked, ahead };
}

export const SPEEDS = [1, 10, 60, 300] as const;
