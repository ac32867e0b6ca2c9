import type { BuildingIdQuery } from '../schemas/entities.js';
import type { IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import type {
  Beacon,
  BeaconAddBody,
  BeaconDeleteBody,
  BeaconDeleted,
  BeaconExportQuery,
  BeaconImportReport,
  BeaconPage,
  BeaconPageQuery,
  BeaconStatistics,
  BeaconUpdateBody,
} from '../schemas/beacon.js';
import type { BeaconForecast, BeaconForecastQuery } from '../schemas/beaconForecast.js';
import { get, LONG_TIMEOUT_MS, post } from './endpoint.js';

/** Beacons (spec §7 beacon/page and beacon/statistics; issue 13: one, add, update (also retires), delete). */
export const beaconApi = {
  page: get<BeaconPageQuery, BeaconPage>('/api/location/beacon/page'),
  statistics: get<Static<typeof BuildingIdQuery>, BeaconStatistics>('/api/location/beacon/statistics'),
  /** The battery replacement forecast (issue 13's health board). */
  forecast: get<BeaconForecastQuery, BeaconForecast>('/api/location/beacon/forecast'),
  one: get<Static<typeof IdQuery>, Beacon>('/api/location/beacon'),
  add: post<BeaconAddBody, Beacon>('/api/location/beacon/add'),
  update: post<BeaconUpdateBody, Beacon>('/api/location/beacon/update'),
  delete: post<BeaconDeleteBody, BeaconDeleted>('/api/location/beacon/delete'),
  /** The file (CSV or XLSX) is the body; the query holds buildingId and dryRun. */
  import: post<ArrayBuffer, BeaconImportReport>('/api/location/beacon/upload', LONG_TIMEOUT_MS),
  /** A CSV file, not an envelope. */
  exportCsv: get<BeaconExportQuery, string>('/api/location/beacon/export', LONG_TIMEOUT_MS),
};

/** Issue 13: the columns of a beacon table, upload and export alike (the export adds id first and health last, which an upload ignores). */
export const BEACON_COLUMNS = [
  'level',
  'uuid',
  'major',
  'minor',
  'mac',
  'name',
  'lng',
  'lat',
  'measuredPower',
  'txPower',
  'intervalMs',
  'firmware',
  'battery',
  'batteryReadAt',
  'externalPower',
  'lifecycle',
  'installedOn',
  'installedBy',
  'lastSeenAt',
] as const;
export type BeaconColumn = (typeof BEACON_COLUMNS)[number];
export const BEACON_REQUIRED_COLUMNS: readonly BeaconColumn[] = ['level', 'uuid', 'major', 'minor', 'name', 'lng', 'lat'];
export const BEACON_IMPORT_LIMITS = { fileMb: 10, rows: 20_000, problems: 500 } as const;

/** How a refused import names a cell in its 10005 `errors[].field`: "row N, column"; the console reads it back into a row and a column. */
export const importProblemField = (row: number, column: string): string => `row ${row}, ${column}`;
export const IMPORT_PROBLEM_FIELD = /^row (\d+), (.+)$/;
