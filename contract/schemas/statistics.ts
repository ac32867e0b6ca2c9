import { Type, type Static } from 'typebox';

/**
 * Issue 14: the statistics calls (one per spec §2 statistics page, each behind the page's code). They share
 * one query and one answer of optional parts: a trend (series over periods, with KPI cards), breakdowns
 * (distinct users per value of a dimension) and a retention grid. Every figure comes from the rollups.
 */

/** Spec §9 time granularity values. */
export const GRANULARITIES = ['HOUR', 'DAY', 'WEEK', 'MONTH'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The longest range each granularity answers, in days (from and to inclusive). */
export const RANGE_LIMIT_DAYS: Record<Granularity, number> = { HOUR: 7, DAY: 366, WEEK: 731, MONTH: 1096 };

/** The dimensions a breakdown or a split series can be by. */
export type Dimension = 'platform' | 'appVersion' | 'brand' | 'model' | 'os' | 'osVersion' | 'network' | 'gender' | 'ageBand' | 'province' | 'language';

const DateOnly = (description: string) => Type.String({ format: 'date', description });

export const StatisticsQuery = Type.Object(
  {
    buildingId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    from: DateOnly('First day, YYYY-MM-DD in the building’s time zone'),
    to: DateOnly('Last day (inclusive), not before from'),
    granularity: Type.Optional(
      Type.Enum(GRANULARITIES, {
        description: `Spec §9 (default DAY). Longest range: ${GRANULARITIES.map((g) => `${g} ${RANGE_LIMIT_DAYS[g]} days`).join(', ')}`,
      }),
    ),
    compare: Type.Optional(Type.Boolean({ description: 'Also the previous period of the same length' })),
  },
  { additionalProperties: false },
);
export type StatisticsQuery = Static<typeof StatisticsQuery>;

/** activity-count may split its series by platform or app version. */
export const ActivityCountQuery = Type.Object(
  {
    ...StatisticsQuery.properties,
    dimension: Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('appVersion')], { description: 'Split the series by this' })),
  },
  { additionalProperties: false },
);
export type ActivityCountQuery = Static<typeof ActivityCountQuery>;

const HeldBack = Type.Object(
  {
    groups: Type.Integer({ description: 'Groups of fewer than 5 distinct users left out' }),
    users: Type.Integer({ description: 'The distinct users in those groups' }),
  },
  { description: 'The privacy threshold of DESIGN.md §7' },
);

const TrendSchema = Type.Object({
  /** Each period's start: YYYY-MM-DD (DAY, WEEK from Monday, MONTH) or YYYY-MM-DDTHH:00 (HOUR), local time. */
  periods: Type.Array(Type.String()),
  previousPeriods: Type.Optional(Type.Array(Type.String())),
  series: Type.Array(
    Type.Object({
      metric: Type.String(),
      /** The dimension value of a split series; '' for the whole building. */
      value: Type.String(),
      points: Type.Array(Type.Number()),
      previous: Type.Optional(Type.Array(Type.Number())),
    }),
  ),
  /** KPI cards: one figure for the whole range (distinct users are distinct over the range). */
  cards: Type.Array(Type.Object({ metric: Type.String(), value: Type.Number(), previous: Type.Optional(Type.Number()) })),
  heldBack: HeldBack,
});
export type Trend = Static<typeof TrendSchema>;

const BreakdownSchema = Type.Object({
  dimension: Type.String(),
  /** Distinct users in the range. */
  users: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      value: Type.String(),
      users: Type.Integer(),
      /** Of `users` (0–1). */
      share: Type.Number(),
      previousUsers: Type.Optional(Type.Integer()),
    }),
  ),
  heldBack: HeldBack,
});
export type Breakdown = Static<typeof BreakdownSchema>;

const RetentionSchema = Type.Object({
  /** Cohorts by the week (from Monday) their users were first seen, within the range. */
  cohorts: Type.Array(
    Type.Object({
      period: Type.String(),
      users: Type.Integer(),
      /** Users of the cohort active in week 0, 1, 2 … after it (week 0 is the cohort itself). */
      retained: Type.Array(Type.Integer()),
    }),
  ),
  heldBack: HeldBack,
});
export type Retention = Static<typeof RetentionSchema>;

export const StatisticsSchema = Type.Object({
  buildingId: Type.Integer(),
  timeZone: Type.String(),
  from: Type.String(),
  to: Type.String(),
  granularity: Type.String(),
  previousFrom: Type.Optional(Type.String()),
  previousTo: Type.Optional(Type.String()),
  trend: Type.Optional(TrendSchema),
  breakdowns: Type.Optional(Type.Array(BreakdownSchema)),
  retention: Type.Optional(RetentionSchema),
});
export type Statistics = Static<typeof StatisticsSchema>;
