// The calendar reads occurrences in the browser's time zone: this file runs as a browser in Shanghai.
process.env.TZ = 'Asia/Shanghai';

import { calendarDays } from '../../../../src/resources/road/calendar';
import { task } from './fixture';

const summary = (days: ReturnType<typeof calendarDays>) =>
  days.map((day) => [day.day, day.entries.map((entry) => `${entry.task.id}@${entry.start.toISOString()}${entry.ongoing ? ' ongoing' : ''}`)]);

describe('issue 6 calendar of timed closures: occurrences grouped by local day', () => {
  const now = new Date('2025-06-01T04:00:00Z'); // 12:00 in Shanghai, 1 June

  it('issue 6: groups by the day an occurrence starts in local time, days in order, entries by start', () => {
    const nightly = task({
      id: 5,
      // 22:00–06:00 Shanghai: 14:00Z to 22:00Z.
      occurrences: [
        { start: '2025-06-01T14:00:00Z', end: '2025-06-01T22:00:00Z' },
        { start: '2025-06-02T14:00:00Z', end: '2025-06-02T22:00:00Z' },
      ],
    });
    const morning = task({ id: 6, repeat: 'none', occurrences: [{ start: '2025-06-02T01:00:00Z', end: '2025-06-02T02:00:00Z' }] });
    // 17:30Z on 1 June is 01:30 on 2 June in Shanghai: listed under 2 June.
    const early = task({ id: 7, repeat: 'none', occurrences: [{ start: '2025-06-01T17:30:00Z', end: '2025-06-01T18:00:00Z' }] });
    expect(summary(calendarDays([nightly, morning, early], now))).toEqual([
      ['2025-06-01', ['5@2025-06-01T14:00:00.000Z']],
      ['2025-06-02', ['7@2025-06-01T17:30:00.000Z', '6@2025-06-02T01:00:00.000Z', '5@2025-06-02T14:00:00.000Z']],
    ]);
  });

  it('issue 6: one begun before today and still running is listed under today as ongoing; ended ones and those past 14 days are left out', () => {
    const days = calendarDays(
      [
        task({
          id: 5,
          occurrences: [
            { start: '2025-05-31T10:00:00Z', end: '2025-05-31T15:00:00Z' }, // ended before local midnight (16:00Z on 31 May)
            { start: '2025-05-31T14:00:00Z', end: '2025-05-31T22:00:00Z' }, // 22:00 yesterday to 06:00 today
            { start: '2025-06-14T15:00:00Z', end: '2025-06-14T16:00:00Z' }, // 23:00 on 14 June: the last day shown
            { start: '2025-06-14T16:00:00Z', end: '2025-06-14T17:00:00Z' }, // 00:00 on 15 June: beyond
          ],
        }),
      ],
      now,
    );
    expect(summary(days)).toEqual([
      ['2025-06-01', ['5@2025-05-31T14:00:00.000Z ongoing']],
      ['2025-06-14', ['5@2025-06-14T15:00:00.000Z']],
    ]);
  });

  it('issue 6: a disabled task closes nothing and is not in the calendar', () => {
    const days = calendarDays([task({ enabled: false, occurrences: [{ start: '2025-06-02T14:00:00Z', end: '2025-06-02T22:00:00Z' }] })], now);
    expect(days).toEqual([]);
  });
});
