import { Type, type Static } from 'typebox';

/** Issue 15: 定位功能 location quality (spec §6 VIEW_LOCATION_FUNCTION; the location statistics section). */

const DateOnly = (description: string) => Type.String({ format: 'date', description });
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description });
const HeldBack = Type.Null({ description: 'Held back: fewer distinct users than the threshold' });
const Metres = (description: string) => Type.Union([Type.Number({ description }), HeldBack]);

export const LocationQualityQuery = Type.Object(
  {
    buildingId: Id('The building'),
    levelId: Id('The level whose accuracy histogram and cells are answered (every level gets its row)'),
    from: Type.Optional(DateOnly('First day, YYYY-MM-DD in the building’s time zone (default: six days before `to`)')),
    to: Type.Optional(DateOnly('Last day (inclusive; default: the building’s today), not before from; the range is bounded (QUALITY_LIMITS.rangeDays)')),
  },
  { additionalProperties: false },
);
export type LocationQualityQuery = Static<typeof LocationQualityQuery>;

const QualityLevelSchema = Type.Object({
  levelId: Type.Integer(),
  users: Type.Union([Type.Integer({ description: 'Distinct users with a fix on the level' }), HeldBack]),
  fixes: Type.Union([Type.Integer({ description: 'Location fixes on the level' }), HeldBack]),
  poor: Type.Union([Type.Integer({ description: 'Fixes whose estimated error is above poorMetres' }), HeldBack]),
  /** Percentiles of the estimated error: the upper edge of the histogram bucket holding it (see bucketMetres). */
  /** Null when the level is held back, or has no fixes with an estimated error. */
  p50: Metres('Half the fixes were at least this good, metres'),
  p90: Metres('90 % of the fixes were at least this good, metres'),
  p95: Metres('95 % of the fixes were at least this good, metres'),
});
export type QualityLevel = Static<typeof QualityLevelSchema>;

const QualityCellSchema = Type.Object({
  lng: Type.Number({ description: 'The cell’s centre' }),
  lat: Type.Number(),
  fixes: Type.Integer(),
  meanAccuracy: Type.Number({ description: 'The mean estimated error of its fixes, metres' }),
  poor: Type.Integer({ description: 'Its fixes above poorMetres' }),
});
export type QualityCell = Static<typeof QualityCellSchema>;

export const LocationQualitySchema = Type.Object({
  timeZone: Type.String(),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  cellDeg: Type.Number({ description: 'The grid: a cell is this many degrees of longitude and of latitude (the heat map’s)' }),
  minUsers: Type.Integer({ description: 'A level or cell with fewer distinct users is held back' }),
  poorMetres: Type.Number({ description: 'A fix is poor when its estimated error is above this' }),
  bucketMetres: Type.Number({ description: 'The histogram’s bucket width; percentiles are bucket edges' }),
  openMetres: Type.Number({ description: 'The last bucket holds every error from this on: a percentile of this value reads “at least”' }),
  /** Every level of the building, in the building’s order (lowest first). */
  levels: Type.Array(QualityLevelSchema),
  /** The chosen level's fixes by estimated error: bucket i holds errors in [i·bucketMetres, (i+1)·bucketMetres); the last bucket is open-ended. Null when the level is held back. */
  histogram: Type.Union([Type.Array(Type.Integer(), { description: 'Fixes per bucket' }), HeldBack]),
  /** The chosen level's cells with fixes, each with at least `minUsers` distinct users over the range. */
  cells: Type.Array(QualityCellSchema),
  heldBack: Type.Integer({ description: 'Cells of the chosen level left out' }),
});
export type LocationQuality = Static<typeof LocationQualitySchema>;
