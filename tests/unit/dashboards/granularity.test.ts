import { RANGE_LIMIT_DAYS as SERVER_LIMITS } from '#contract/schemas/statistics';
import { USAGE_LIMITS } from '#contract/schemas/usage';
import { allowedGranularities, defaultGranularity, granularityFor, RANGE_LIMIT_DAYS } from '../../../src/dashboards/model/granularity';
import { MIN_GROUP_USERS } from '../../../src/dashboards/model/privacy';

/** Spec §9 time granularity (HOUR, DAY, WEEK, MONTH), limited to what makes sense for the range. */

describe('spec §9: granularity limited to the range', () => {
  it('spec §9: the console mirrors the server’s longest range per granularity (and DESIGN.md §7’s group size)', () => {
    expect(RANGE_LIMIT_DAYS).toEqual(SERVER_LIMITS);
    expect(MIN_GROUP_USERS).toBe(USAGE_LIMITS.minGroupUsers);
  });

  it.each([
    [1, ['HOUR', 'DAY']],
    [2, ['HOUR', 'DAY']],
    [7, ['HOUR', 'DAY', 'WEEK']],
    [8, ['DAY', 'WEEK']],
    [30, ['DAY', 'WEEK', 'MONTH']],
    [90, ['DAY', 'WEEK', 'MONTH']],
    [366, ['DAY', 'WEEK', 'MONTH']],
    [367, ['WEEK', 'MONTH']],
    [732, ['MONTH']],
  ] as const)('spec §9: %i days allow %j (HOUR only up to 7 days)', (days, allowed) => {
    expect(allowedGranularities(days)).toEqual(allowed);
    expect(allowed).toContain(defaultGranularity(days));
  });

  it('spec §9: a granularity that makes no sense for the range falls back to the range’s default', () => {
    expect(granularityFor('2026-08-23', '2026-11-20', 'HOUR')).toBe('DAY');
    expect(granularityFor('2026-11-20', '2026-11-20', 'MONTH')).toBe('HOUR');
    expect(granularityFor('2026-08-23', '2026-11-20', 'WEEK')).toBe('WEEK');
    expect(granularityFor('2024-01-01', '2026-11-20', null)).toBe('MONTH');
  });
});
