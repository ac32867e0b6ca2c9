import { wallClock } from '../../../server/src/shared/timeZones.js';
import { HOUR_MS, coverDays, nextPeriodDay, periodDay, placeInstant } from '../../../server/src/usage/periods.js';

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

describe('issue 32: a range of days as whole months, weeks and days', () => {
  it('covers every day once, in whole periods, a whole month in the range always as one', () => {
    const first = Date.UTC(2026, 0, 1) / 86_400_000;
    for (let from = first; from < first + 70; from += 3) {
      for (let end = from + 1; end <= from + 200; end += 5) {
        const pieces = coverDays(from, end);
        let day = from;
        for (const piece of pieces) {
          expect(piece.day).toBe(day);
          expect(periodDay(piece.day, piece.grain)).toBe(piece.day);
          day = nextPeriodDay(piece.day, piece.grain);
        }
        expect(day).toBe(end);
        let months = 0;
        for (let m = periodDay(from, 'M'); nextPeriodDay(m, 'M') <= end; m = nextPeriodDay(m, 'M')) {
          if (m < from) continue;
          expect(pieces).toContainEqual({ grain: 'M', day: m });
          months++;
        }
        // Before and after the whole months, at most the days to a Monday, four weeks and the days left.
        expect(pieces.length).toBeLessThanOrEqual(months + 2 * (6 + 4 + 6));
      }
    }
    // 2026-03-02 and 2026-02-23 are Mondays: the week across 1 April (or 1 March) gives way to days when that month
    // is whole in the range; 1 May is a Friday.
    const grains = (from: string, end: string) =>
      coverDays(Date.parse(from) / 86_400_000, Date.parse(end) / 86_400_000)
        .map((p) => p.grain)
        .join('');
    expect(grains('2026-03-02', '2026-04-06')).toBe('WWWWW');
    expect(grains('2026-03-02', '2026-05-04')).toBe('WWWWDDMDDD');
    expect(grains('2026-02-23', '2026-05-04')).toBe('DDDDDDMMDDD');
  });
});
