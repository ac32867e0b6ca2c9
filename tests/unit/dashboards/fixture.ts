import type { Breakdown, Statistics, Trend } from '#contract/schemas/statistics';

/** Issue 14: statistics answers as the server's contract gives them, for the dashboard tests. */

export const DAYS = ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
const PREVIOUS_DAYS = ['2026-11-07', '2026-11-08', '2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];

const NONE = { groups: 0, users: 0 };

export const tendencyTrend = (compare = false): Trend => ({
  periods: DAYS,
  ...(compare ? { previousPeriods: PREVIOUS_DAYS } : {}),
  series: [
    { metric: 'newUsers', value: '', points: [120, 98, 143, 150, 161, 170, 1234], ...(compare ? { previous: [100, 90, 100, 110, 120, 130, 140] } : {}) },
    { metric: 'activeUsers', value: '', points: [800, 760, 901, 950, 990, 1010, 2048], ...(compare ? { previous: [700, 700, 700, 700, 700, 700, 700] } : {}) },
    { metric: 'cumulativeUsers', value: '', points: [9000, 9098, 9241, 9391, 9552, 9722, 10956] },
    { metric: 'sessions', value: '', points: [1500, 1400, 1700, 1800, 1900, 2000, 3100] },
  ],
  cards: [
    { metric: 'newUsers', value: 2076, ...(compare ? { previous: 1730 } : {}) },
    { metric: 'activeUsers', value: 4321, ...(compare ? { previous: 4800 } : {}) },
    { metric: 'cumulativeUsers', value: 10956, ...(compare ? { previous: 8880 } : {}) },
    { metric: 'sessions', value: 13400, ...(compare ? { previous: 13400 } : {}) },
    { metric: 'avgSessionSeconds', value: 205, ...(compare ? { previous: 180 } : {}) },
  ],
  heldBack: NONE,
});

export const answer = (parts: Partial<Statistics> = {}): Statistics => ({
  buildingId: 1,
  timeZone: 'Asia/Shanghai',
  from: DAYS[0]!,
  to: DAYS[6]!,
  granularity: 'DAY',
  ...parts,
});

export const genderBreakdown = (heldBack = NONE): Breakdown => ({
  dimension: 'gender',
  users: 4321,
  rows: [
    { value: 'female', users: 2100, share: 2100 / 4321 },
    { value: 'male', users: 1900, share: 1900 / 4321 },
    { value: 'unknown', users: 321, share: 321 / 4321 },
  ],
  heldBack,
});

export const provinceBreakdown = (): Breakdown => ({
  dimension: 'province',
  users: 4321,
  rows: [
    { value: '广东省', users: 3000, share: 3000 / 4321, previousUsers: 2500 },
    { value: '=HYPERLINK("x")', users: 1000, share: 1000 / 4321, previousUsers: 0 },
    { value: 'unknown', users: 300, share: 300 / 4321, previousUsers: 400 },
  ],
  heldBack: { groups: 3, users: 9 },
});
