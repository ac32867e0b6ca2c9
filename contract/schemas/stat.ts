import { Type, type Static } from 'typebox';
import { GRANULARITIES, RANGE_LIMIT_DAYS } from './statistics.js';

/**
 * Issue 16 点击统计 (spec §2 /stat): the apps' feature clicks (`feature_click` events) per feature, app and
 * period, read from the rollups (metric `featureClicks`, dim `feature`), for platform administrators.
 */

/** How many features get a series of their own (the rest is summed in one "other" series). */
export const STAT_TOP_SERIES = 6;
/** How many features the ranked list holds (the rest is counted in `otherFeatures`). */
export const STAT_MAX_FEATURES = 100;

const DateOnly = (description: string) => Type.String({ format: 'date', description });

export const StatClicksQuery = Type.Object(
  {
    from: DateOnly('First day, YYYY-MM-DD in each building’s own time zone'),
    to: DateOnly('Last day (inclusive), not before from'),
    granularity: Type.Optional(
      Type.Enum(GRANULARITIES, {
        description: `Spec §9 (default DAY). Longest range: ${GRANULARITIES.map((g) => `${g} ${RANGE_LIMIT_DAYS[g]} days`).join(', ')}`,
      }),
    ),
    compare: Type.Optional(Type.Boolean({ description: 'Also the previous period of the same length' })),
    appId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'Only this app’s buildings (an unknown app: 10005 naming appId)' })),
    appGroupId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: 'Issue 16: only the apps of this 应用分组 (an unknown group has none)' }),
    ),
    feature: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'Only this feature (its exact name)' })),
  },
  { additionalProperties: false },
);
export type StatClicksQuery = Static<typeof StatClicksQuery>;

const Count = (description?: string) => Type.Integer({ minimum: 0, ...(description ? { description } : {}) });

const StatFeatureSchema = Type.Object({
  feature: Type.String({ description: 'The feature’s name as the app sends it' }),
  clicks: Count(),
  /** Of `total` (0–1). */
  share: Type.Number({ minimum: 0, maximum: 1 }),
  previous: Type.Optional(Count('Clicks in the previous period (compare)')),
});
export type StatFeature = Static<typeof StatFeatureSchema>;

const StatSeriesSchema = Type.Object({
  /** The feature's name; '' for the other features together (`other`). */
  feature: Type.String(),
  other: Type.Boolean(),
  points: Type.Array(Count()),
  previous: Type.Optional(Type.Array(Count())),
});
export type StatSeries = Static<typeof StatSeriesSchema>;

const StatAppSchema = Type.Object({
  appId: Type.Integer(),
  name: Type.String(),
  appCode: Type.String(),
  companyName: Type.String(),
  /** The clicks in its buildings over the range (of `feature` when filtered). */
  clicks: Count(),
  previous: Type.Optional(Count()),
});

export const StatClicksSchema = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  granularity: Type.String(),
  previousFrom: Type.Optional(Type.String({ format: 'date' })),
  previousTo: Type.Optional(Type.String({ format: 'date' })),
  appId: Type.Union([Type.Integer(), Type.Null()]),
  appGroupId: Type.Union([Type.Integer(), Type.Null()]),
  feature: Type.Union([Type.String(), Type.Null()]),
  /** The time zones of the buildings counted (each building's clicks fall in its own local days). */
  timeZones: Type.Array(Type.String()),
  total: Count('Clicks of the app (or of all apps) over the range'),
  previousTotal: Type.Optional(Count()),
  /** Each period's start: YYYY-MM-DD (DAY, WEEK from Monday, MONTH) or YYYY-MM-DDTHH:00 (HOUR), local time. */
  periods: Type.Array(Type.String()),
  previousPeriods: Type.Optional(Type.Array(Type.String())),
  /** Ranked by clicks (then name), at most STAT_MAX_FEATURES. */
  features: Type.Array(StatFeatureSchema),
  /** Features past the ranked list's end. */
  otherFeatures: Count(),
  /** The top features' series over the periods, then the rest as one (`other`). */
  series: Type.Array(StatSeriesSchema),
  /** Every app with its clicks (regardless of `appId`), ranked by clicks. */
  apps: Type.Array(StatAppSchema),
});
export type StatClicks = Static<typeof StatClicksSchema>;
