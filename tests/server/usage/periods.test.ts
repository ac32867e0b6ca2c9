import { wallClock } from '../../../server/src/roads/zone.js';
import { HOUR_MS, placeInstant } from '../../../server/src/usage/periods.js';

/** Issue 14 "Day boundaries use the building's time zone": the (cached) placement of instants in hours, days, weeks and months. */
describe('issue 14: placing an event in its building’s periods', () => {
  it.each(['Asia/Shanghai', 'Asia/Kolkata', 'Europe/Paris', 'America/St_Johns'])('%s, every 7 minutes across a daylight-saving change', (zone) => {
    const start = Date.parse('2026-10-24T00:00:00Z');
    for (let t = start; t < start + 3 * 86_400_000; t += 7 * 60_000) {
      const place = placeInstant(t, zone);
      const local = wallClock(t, zone);
      expect(place.day).toBe(local.day);
      // The hour starts on a local whole hour at most an hour before.
      expect(t - place.starts.H).toBeGreaterThanOrEqual(0);
      expect(t - place.starts.H).toBeLessThan(HOUR_MS);
      expect(wallClock(place.starts.H, zone).time % HOUR_MS).toBe(0);
      // The day, week (Monday) and month start at local midnight of that day, that Monday, that first.
      expect(wallClock(place.starts.D, zone)).toEqual({ day: local.day, time: 0 });
      const week = wallClock(place.starts.W, zone);
      expect([week.time, new Date(week.day * 86_400_000).getUTCDay(), local.day - week.day < 7]).toEqual([0, 1, true]);
      const month = wallClock(place.starts.M, zone);
      expect([month.time, new Date(month.day * 86_400_000).getUTCDate()]).toEqual([0, 1]);
    }
  });
});
