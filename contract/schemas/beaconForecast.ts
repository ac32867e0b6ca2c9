import { Type, type Static } from 'typebox';
import { BEACON_LIMITS } from './beacon.js';

/** Issue 13: how far ahead the battery forecast looks (days). */
export const FORECAST_LIMITS = { defaultDays: 365, maxDays: 1825, items: 500 } as const;

export const BeaconForecastQuery = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  levelId: Type.Optional(Type.Integer({ minimum: 1 })),
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FORECAST_LIMITS.maxDays,
      default: FORECAST_LIMITS.defaultDays,
      description: `The horizon: beacons whose battery falls below ${BEACON_LIMITS.batteryLowBelow} % within this many days (default ${FORECAST_LIMITS.defaultDays})`,
    }),
  ),
});
export type BeaconForecastQuery = Static<typeof BeaconForecastQuery>;

const Day = Type.String({ format: 'date-time' });

export const BeaconForecastItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  levelId: Type.Integer(),
  levelName: Type.String(),
  battery: Type.Integer({ description: 'The last reading, %' }),
  batteryReadAt: Day,
  txPower: Type.Integer(),
  intervalMs: Type.Integer(),
  lifeDays: Type.Integer({ description: 'Days a full battery lasts at this TX power and advertising interval' }),
  lowAt: Day,
  emptyAt: Day,
});
export type BeaconForecastItem = Static<typeof BeaconForecastItem>;

export const BeaconForecastSchema = Type.Object({
  horizonDays: Type.Integer(),
  model: Type.Object(
    {
      capacityMah: Type.Number(),
      sleepMicroAmp: Type.Number(),
      lowBelow: Type.Integer({ description: 'The battery-low threshold, %: the forecast date is when a battery reaches it' }),
    },
    { description: 'The battery model the forecast assumes' },
  ),
  counts: Type.Object({
    overdue: Type.Integer({ description: 'Already below the threshold by the forecast (or by the reading)' }),
    within30: Type.Integer(),
    within90: Type.Integer(),
    withinHorizon: Type.Integer(),
    noReading: Type.Integer({ description: 'Deployed on battery, never read' }),
    externalPower: Type.Integer({ description: 'Deployed on external power: nothing to replace' }),
  }),
  items: Type.Array(BeaconForecastItem, { description: `Within the horizon, soonest first (at most ${FORECAST_LIMITS.items})` }),
  truncated: Type.Boolean(),
});
export type BeaconForecast = Static<typeof BeaconForecastSchema>;
