import type { Track } from '#contract/schemas/tracks';
import { fixIndexAt, levelAt, playbackOf, positionAt, runsOn } from '../../../src/resources/statistics-location/playback';

/** Issue 15 轨迹回放: where the user is at a moment of the playback, and what of the path is walked. */

const T0 = Date.parse('2026-11-25T02:00:00Z');
const at = (s: number) => new Date(T0 + s * 1000).toISOString();
const point = (s: number, levelId: number, lng: number) => ({ at: at(s), levelId, lng, lat: 31, accuracy: 2 });

const track: Track = {
  track: {
    ...{ id: 's', sessionId: 's', userId: 'u', platform: 'wechat', startedAt: at(0), startedLocal: '', endedAt: at(100) },
    ...{ durationSec: 100, distance: 0, events: 7, fixes: 5, levels: [] },
  },
  timeZone: 'Asia/Shanghai',
  // Level 1 from 10 s to 30 s, level 2 from 50 s to 70 s.
  points: [point(10, 1, 121.0), point(20, 1, 121.001), point(30, 1, 121.002), point(50, 2, 121.01), point(70, 2, 121.012)],
  events: [{ at: at(0), type: 'app_open', levelId: null, lng: null, lat: null, label: '' }],
};
const playback = playbackOf(track);

describe('issue 15 轨迹回放: the playback model', () => {
  it('runs from the first to the last event, the fixes in milliseconds since the start', () => {
    expect(playback.length).toBe(100_000);
    expect(playback.points.map((p) => p.t)).toEqual([10_000, 20_000, 30_000, 50_000, 70_000]);
  });

  it('finds the last fix at or before a moment', () => {
    expect([0, 10_000, 19_999, 20_000, 69_000, 100_000].map((t) => fixIndexAt(playback, t))).toEqual([-1, 0, 0, 1, 3, 4]);
  });

  it('shows the first fix’s level before it, then follows the user’s level', () => {
    expect([0, 25_000, 40_000, 55_000].map((t) => levelAt(playback, t))).toEqual([1, 1, 1, 2]);
  });

  it('places the user between two fixes of one level as if walking straight, and waits at a level change', () => {
    expect(positionAt(playback, 5_000)).toBeNull();
    expect(positionAt(playback, 15_000)!.lng).toBeCloseTo(121.0005, 6);
    // 40 s: between the last fix on level 1 and the first on level 2 — still at the stairs.
    expect(positionAt(playback, 40_000)).toEqual({ lng: 121.002, lat: 31, levelId: 1 });
  });

  it('splits the level’s path where the user is: walked behind, ahead after', () => {
    const { walked, ahead } = runsOn(playback, 1, 15_000);
    expect(walked).toEqual([
      [
        [121.0, 31],
        [expect.closeTo(121.0005, 6), 31],
      ],
    ]);
    expect(ahead).toEqual([
      [
        [expect.closeTo(121.0005, 6), 31],
        [121.001, 31],
        [121.002, 31],
      ],
    ]);
    // Before the start everything is ahead; after its last fix on the level everything is walked.
    expect(runsOn(playback, 2, 0)).toEqual({
      walked: [],
      ahead: [
        [
          [121.01, 31],
          [121.012, 31],
        ],
      ],
    });
    expect(runsOn(playback, 1, 60_000)).toEqual({
      walked: [
        [
          [121.0, 31],
          [121.001, 31],
          [121.002, 31],
        ],
      ],
      ahead: [],
    });
  });
});
