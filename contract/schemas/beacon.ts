import { Type, type Static, type TSchema } from 'typebox';
import { Page, PageQuery } from './envelope.js';

/** Issue 13: a beacon's lifecycle: to be deployed, deployed, retired. */
export const BEACON_LIFECYCLES = ['planned', 'deployed', 'retired'] as const;
export type BeaconLifecycle = (typeof BEACON_LIFECYCLES)[number];

/** Issue 13: the health of a deployed beacon (others have none), first match wins in this order: never seen, not seen for 24 h, battery low, healthy. */
export type BeaconHealth = 'neverSeen' | 'unseen' | 'batteryLow' | 'healthy';

/** Text limits and the health thresholds (the service checks them; the schema documents them). */
export const BEACON_LIMITS = { name: 100, firmware: 50, installedBy: 100, batteryLowBelow: 20, unseenHours: 24 } as const;

// Null first: with Ajv's type coercion a null sent for a string would otherwise become "" (the first branch).
const Nullable = <T extends TSchema>(t: T, description?: string) => Type.Union([Type.Null(), t], description ? { description } : {});
const DateTime = Type.String({ format: 'date-time' });
const Lifecycle = Type.Union([Type.Literal('planned'), Type.Literal('deployed'), Type.Literal('retired')], {
  description: 'planned (to be deployed), deployed, retired',
});
const Health = Type.Union([Type.Literal('neverSeen'), Type.Literal('unseen'), Type.Literal('batteryLow'), Type.Literal('healthy')], {
  description: `Deployed beacons only: neverSeen (no signal yet), unseen (none for ${BEACON_LIMITS.unseenHours} h), batteryLow (below ${BEACON_LIMITS.batteryLowBelow} %, not on external power), healthy`,
});
const UInt16 = (description: string) => Type.Integer({ minimum: 0, maximum: 65535, description });

/** The fields an admin writes (add: these with buildingId; update: any of them with id). */
const BeaconFields = {
  levelId: Type.Integer({ minimum: 1, description: 'A level of the beacon’s building' }),
  uuid: Type.String({ maxLength: 100, description: 'Proximity UUID, 8-4-4-4-12 hex digits (stored in lower case)' }),
  major: UInt16('0–65535'),
  minor: UInt16('0–65535; UUID + major + minor is unique in the building'),
  mac: Type.Optional(Nullable(Type.String({ maxLength: 100 }), 'AA:BB:CC:DD:EE:FF (also with “-” or none; stored upper case with “:”), or null')),
  name: Type.String({ maxLength: 1000, description: `1–${BEACON_LIMITS.name} characters` }),
  lng: Type.Number({ description: 'Longitude (WGS84), inside the level’s outline' }),
  lat: Type.Number({ description: 'Latitude (WGS84), inside the level’s outline' }),
  measuredPower: Type.Optional(Type.Integer({ minimum: -127, maximum: 0, description: 'RSSI at 1 m, dBm (default −59)' })),
  txPower: Type.Optional(Type.Integer({ minimum: -40, maximum: 20, description: 'Transmit power, dBm (default 0)' })),
  intervalMs: Type.Optional(Type.Integer({ minimum: 20, maximum: 10240, description: 'Advertising interval, ms (default 1000)' })),
  firmware: Type.Optional(Type.String({ maxLength: 1000, description: `At most ${BEACON_LIMITS.firmware} characters` })),
  battery: Type.Optional(Nullable(Type.Integer(), 'Percent 0–100, or null (unknown, or on external power)')),
  batteryReadAt: Type.Optional(Nullable(DateTime, 'When the battery was read (default: now, when a battery is given)')),
  externalPower: Type.Optional(Type.Boolean({ description: 'Mains powered: no battery (default false)' })),
  lifecycle: Type.Optional(Lifecycle),
  installedOn: Type.Optional(Nullable(Type.String({ maxLength: 100 }), 'Date installed, YYYY-MM-DD')),
  installedBy: Type.Optional(Type.String({ maxLength: 1000, description: `Who installed it, at most ${BEACON_LIMITS.installedBy} characters` })),
};

export const BeaconSchema = Type.Object(
  {
    id: Type.Integer(),
    buildingId: Type.Integer(),
    levelId: Type.Integer(),
    levelName: Type.String({ description: 'The level’s short name, else its name' }),
    uuid: Type.String(),
    major: Type.Integer(),
    minor: Type.Integer(),
    mac: Nullable(Type.String()),
    name: Type.String(),
    lng: Type.Number(),
    lat: Type.Number(),
    measuredPower: Type.Integer(),
    txPower: Type.Integer(),
    intervalMs: Type.Integer(),
    firmware: Type.String(),
    battery: Nullable(Type.Integer()),
    batteryReadAt: Nullable(DateTime),
    externalPower: Type.Boolean(),
    lastSeenAt: Nullable(DateTime, 'When the platform last heard it (null: never)'),
    lifecycle: Lifecycle,
    health: Nullable(Health),
    installedOn: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    installedBy: Type.String(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A BLE beacon (iBeacon) on a level of a building' },
);
export type Beacon = Static<typeof BeaconSchema>;

export const BeaconPageSchema = Page(BeaconSchema);
export type BeaconPage = Static<typeof BeaconPageSchema>;

export const BeaconPageQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  levelId: Type.Optional(Type.Integer({ minimum: 1, description: 'A level of the building' })),
  lifecycle: Type.Optional(Lifecycle),
  health: Type.Optional(Health),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, UUID, MAC or firmware, or a major or minor number; any case' })),
  sort: Type.Optional(
    Type.Union(
      [
        Type.Literal('name'),
        Type.Literal('id'),
        Type.Literal('levelId'),
        Type.Literal('major'),
        Type.Literal('minor'),
        Type.Literal('battery'),
        Type.Literal('lastSeenAt'),
        Type.Literal('lifecycle'),
        Type.Literal('installedOn'),
      ],
      { description: 'Sort field (default name; levelId sorts by the level’s ordinal); ties by id' },
    ),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
});
export type BeaconPageQuery = Static<typeof BeaconPageQuery>;

const count = (description: string) => Type.Integer({ description });
const LifecycleCounts = Type.Object({ planned: count('To be deployed'), deployed: count('Deployed'), retired: count('Retired') });
const HealthCounts = Type.Object({
  healthy: count('Deployed, seen within 24 h, battery fine'),
  batteryLow: count(`Deployed, battery below ${BEACON_LIMITS.batteryLowBelow} %`),
  unseen: count(`Deployed, not seen for ${BEACON_LIMITS.unseenHours} h`),
  neverSeen: count('Deployed, never seen'),
});
const Counts = { total: Type.Integer(), lifecycle: LifecycleCounts, health: HealthCounts };

export const BeaconStatisticsSchema = Type.Object({
  ...Counts,
  levels: Type.Array(Type.Object({ levelId: Type.Integer(), levelName: Type.String(), ordinal: Type.Integer(), ...Counts }), {
    description: 'Every level of the building, by ordinal (levels without beacons count 0)',
  }),
});
export type BeaconStatistics = Static<typeof BeaconStatisticsSchema>;

export const BeaconAddBody = Type.Object({ buildingId: Type.Integer({ minimum: 1 }), ...BeaconFields }, { additionalProperties: false });
export type BeaconAddBody = Static<typeof BeaconAddBody>;

export const BeaconUpdateBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), ...Type.Partial(Type.Object(BeaconFields)).properties },
  { additionalProperties: false, description: 'The beacon (id) and the fields to change; absent fields are kept (retire: `{ id, lifecycle: "retired" }`)' },
);
export type BeaconUpdateBody = Static<typeof BeaconUpdateBody>;

export const BeaconDeleteBody = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })), ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })) },
  { description: 'One beacon (id) or several (ids)' },
);
export type BeaconDeleteBody = Static<typeof BeaconDeleteBody>;

export const BeaconDeleted = Type.Object({ ids: Type.Array(Type.Integer()) });
export type BeaconDeleted = Static<typeof BeaconDeleted>;

export const BeaconImportQuery = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  dryRun: Type.Optional(Type.Boolean({ default: true, description: 'true (default): check only and report; false: import, all rows or none' })),
});
export type BeaconImportQuery = Static<typeof BeaconImportQuery>;

export const BeaconImportProblem = Type.Object({
  row: Type.Integer({ description: 'The spreadsheet row (the header is row 1); 1 for a problem of the header' }),
  column: Type.String({ description: 'The column (a field name), or "file"' }),
  message: Type.String(),
});
export type BeaconImportProblem = Static<typeof BeaconImportProblem>;

export const BeaconImportReportSchema = Type.Object({
  dryRun: Type.Boolean(),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  rows: Type.Integer({ description: 'Data rows read (blank rows skipped)' }),
  valid: Type.Integer({ description: 'Rows with no problem' }),
  imported: Type.Integer({ description: 'Beacons added (0 on a dry run)' }),
  problems: Type.Array(BeaconImportProblem, { description: 'Every refused cell, by row (the first ones: see `truncated`)' }),
  truncated: Type.Boolean({ description: 'More problems than listed' }),
});
export type BeaconImportReport = Static<typeof BeaconImportReportSchema>;

export const BeaconExportQuery = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  levelId: Type.Optional(Type.Integer({ minimum: 1 })),
  lifecycle: Type.Optional(Lifecycle),
});
export type BeaconExportQuery = Static<typeof BeaconExportQuery>;
