import { Type, type Static } from 'typebox';

/** Issue 15: 热力图 heat map (spec §2 /heat-map, VIEW_HOT_SPOT). */

const DateOnly = (description: string) => Type.String({ format: 'date', description });
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description });

export const HeatMapQuery = Type.Object(
  {
    buildingId: Id('The building'),
    levelId: Id('A level of the building'),
    from: Type.Optional(DateOnly('First day, YYYY-MM-DD in the building’s time zone (default: six days before `to`)')),
    to: Type.Optional(DateOnly('Last day (inclusive; default: the building’s today), not before from; the range is bounded (HEAT_LIMITS.rangeDays)')),
  },
  { additionalProperties: false },
);
export type HeatMapQuery = Static<typeof HeatMapQuery>;

const HeldBack = Type.Null({ description: 'Held back: fewer distinct users than the threshold' });

const HeatCellSchema = Type.Object({
  lng: Type.Number({ description: 'The cell’s centre' }),
  lat: Type.Number(),
  fixes: Type.Integer({ description: 'Location fixes in the cell over the range' }),
  /** Per hour of the day (0–23): fixes, or 0 when that hour’s bin is held back (see heldBack.hours). */
  hours: Type.Array(Type.Integer(), { minItems: 24, maxItems: 24 }),
});
export type HeatCell = Static<typeof HeatCellSchema>;

const HeatRegionSchema = Type.Object({
  id: Type.Integer({ description: 'The region (a section of the draft map)' }),
  name: Type.String(),
  nameEn: Type.Union([Type.String(), Type.Null()]),
  users: Type.Union([Type.Integer({ description: 'Distinct users with a fix in it' }), HeldBack]),
  dwellSec: Type.Union([Type.Number({ description: 'Seconds spent in it, all users together' }), HeldBack]),
  fixes: Type.Union([Type.Integer(), HeldBack]),
});
export type HeatRegion = Static<typeof HeatRegionSchema>;

export const HeatMapSchema = Type.Object({
  timeZone: Type.String(),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  cellDeg: Type.Number({ description: 'The grid: a cell is this many degrees of longitude and of latitude' }),
  minUsers: Type.Integer({ description: 'A bin with fewer distinct users is left out' }),
  /** The cells shown for the whole day (each with at least `minUsers` distinct users). */
  cells: Type.Array(HeatCellSchema),
  heldBack: Type.Object({
    day: Type.Integer({ description: 'Cells left out of the whole day' }),
    hours: Type.Array(Type.Integer(), { minItems: 24, maxItems: 24, description: 'Bins left out per hour of the day' }),
  }),
  /** The level's regions by dwell, longest first (held-back ones last). */
  regions: Type.Array(HeatRegionSchema),
});
export type HeatMap = Static<typeof HeatMapSchema>;
