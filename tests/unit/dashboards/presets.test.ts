import { addDays, daysInRange, isDate, localToday } from '../../../src/dashboards/model/dates';
import { presetRange } from '../../../src/dashboards/model/presets';

/** Issue 14's date presets: each to its first and last day (inclusive), on a given today. */

describe('issue 14: the date presets to dates', () => {
  it.each([
    ['today', '2026-11-20', '2026-11-20', '2026-11-20'],
    ['yesterday', '2026-11-20', '2026-11-19', '2026-11-19'],
    ['last7', '2026-11-20', '2026-11-14', '2026-11-20'],
    ['last30', '2026-11-20', '2026-10-22', '2026-11-20'],
    ['last90', '2026-11-20', '2026-08-23', '2026-11-20'],
    ['thisMonth', '2026-11-20', '2026-11-01', '2026-11-20'],
    ['lastMonth', '2026-11-20', '2026-10-01', '2026-10-31'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31'],
    ['lastMonth', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['lastMonth', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['thisMonth', '2026-11-01', '2026-11-01', '2026-11-01'],
  ] as const)('%s on %s is %s – %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('"last N days" are N days, today included', () => {
    for (const [preset, days] of [
      ['last7', 7],
      ['last30', 30],
      ['last90', 90],
    ] as const) {
      const { from, to } = presetRange(preset, '2026-03-29');
      expect(daysInRange(from, to)).toBe(days);
    }
  });

  it('dates are calendar dates: no daylight-saving change moves a day, and impossible dates are refused', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-1-5')).toBe(false);
    expect(localToday(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });
});
