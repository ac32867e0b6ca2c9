// Issue 13: beacons in and out as tables. An upload is checked whole first (every refused cell reported,
// by row and column), then imported all or nothing in one transaction; the export is CSV for Excel.
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { AppError, Code } from '../errors/codes.js';
import { field, invalid } from '../errors/fieldErrors.js';
import { translate, type Language, type MessageKey } from '../errors/messages.js';
import { beaconIdentities, insertBeacons, levelNames, levelShapes, pageBeacons, type BeaconValues } from '../repos/beacon.js';
import { lockBuilding } from '../repos/map.js';
import { BEACON_COLUMNS, BEACON_IMPORT_LIMITS, BEACON_REQUIRED_COLUMNS, importProblemField, type BeaconColumn } from '#contract/endpoints/beacon.js';
import {
  BEACON_LIFECYCLES,
  type BeaconExportQuery,
  type BeaconImportProblem,
  type BeaconImportQuery,
  type BeaconImportReport,
} from '#contract/schemas/beacon.js';
import { formatOf, readTableOffThread, writeCsv, type ReadLimit, type Table } from '../transfer/table.js';
import { notifyImportFailed, reasonsOf } from '../messaging/eventNotices.js';
import { assertLevelOf, DEFAULTS, dto, insideShapes, normalise, ruleAt } from './beacon.js';

/** Columns an upload may carry and ignores: what the export adds. */
const IGNORED = new Set(['id', 'health']);
const TRUE = new Set(['true', 'yes', '1', 'y', '是']);
const FALSE = new Set(['false', 'no', '0', 'n', '否', '']);
const RANGES: Partial<Record<BeaconColumn, [number, number]>> = {
  major: [0, 65535],
  minor: [0, 65535],
  measuredPower: [-127, 0],
  txPower: [-40, 20],
  intervalMs: [20, 10240],
};

type Row = Partial<Record<BeaconColumn, string>> & { at: number };
type Problems = BeaconImportProblem[];
type Checked = BeaconValues & { lastSeenAt: Date | null };

/** A refused cell of the file: its spreadsheet row, its column and the message in the caller's language. */
const problemAt = (language: Language, row: number, column: string, key: MessageKey, params: Record<string, string | number> = {}): BeaconImportProblem => ({
  row,
  column,
  message: translate(language, key, params),
});

const fileError = (language: Language, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(Code.VALIDATION, key, params, [field(language, 'file', key, params)]);

/** The header's columns by position (unknown and missing ones refused), then each data row by column. */
function rowsOf(table: Table, language: Language): Row[] {
  const [header = [], ...body] = table;
  const names = header.map((name) => name.trim());
  const known = new Set<string>(BEACON_COLUMNS);
  const problems = [
    ...names
      .filter((name) => !known.has(name) && !IGNORED.has(name))
      .map((column) => field(language, column || 'file', 'beacon.import.columnUnknown', { column, columns: BEACON_COLUMNS.join(', ') })),
    ...BEACON_REQUIRED_COLUMNS.filter((column) => !names.includes(column)).map((column) => field(language, column, 'beacon.import.columnMissing', { column })),
  ];
  if (problems.length) throw invalid(problems);
  if (!body.length) throw fileError(language, 'beacon.import.empty');
  return body.map((cells, index) => {
    const row: Row = { at: index + 2 };
    names.forEach((name, i) => {
      if (known.has(name)) row[name as BeaconColumn] = cells[i] ?? '';
    });
    return row;
  });
}

/** Turns one row's text into values, adding each refused cell to `problems`; undefined when any was refused. */
function valuesOf(row: Row, buildingId: number, levels: Map<string, number>, problems: Problems, language: Language, now: Date): Checked | undefined {
  const before = problems.length;
  const refuse = (column: string, key: MessageKey, params: Record<string, string | number> = {}) =>
    problems.push(problemAt(language, row.at, column, key, params));
  const text = (column: BeaconColumn) => (row[column] ?? '').trim();
  const required = (column: BeaconColumn) => {
    if (text(column) === '') refuse(column, 'beacon.import.required');
    return text(column);
  };
  const integer = (column: BeaconColumn, fallback: number | null): number | null => {
    const value = text(column);
    if (value === '') return fallback;
    const [min, max] = RANGES[column] ?? [-Infinity, Infinity];
    const n = Number(value);
    if (!/^[-+]?\d+$/.test(value) || n < min || n > max) refuse(column, 'beacon.import.integer', { min, max });
    return n;
  };
  const number = (column: BeaconColumn): number => {
    const n = Number(required(column));
    if (text(column) !== '' && !Number.isFinite(n)) refuse(column, 'beacon.import.number');
    return n;
  };
  const time = (column: BeaconColumn): Date | null => {
    const value = text(column);
    if (value === '') return null;
    const date = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value);
    if (Number.isNaN(date.getTime())) refuse(column, 'beacon.import.dateTime');
    return date;
  };
  const level = required('level');
  const levelId = levels.get(level.toLowerCase());
  if (level !== '' && levelId === undefined) refuse('level', 'beacon.import.levelUnknown', { level });
  const power = text('externalPower').toLowerCase();
  if (!TRUE.has(power) && !FALSE.has(power)) refuse('externalPower', 'beacon.import.boolean');
  const lifecycle = text('lifecycle') || 'planned';
  if (!(BEACON_LIFECYCLES as readonly string[]).includes(lifecycle)) refuse('lifecycle', 'beacon.import.lifecycle');
  const values: Checked = {
    ...DEFAULTS,
    buildingId,
    levelId: levelId ?? 0,
    uuid: required('uuid'),
    major: integer('major', null) ?? (refuse('major', 'beacon.import.required'), 0),
    minor: integer('minor', null) ?? (refuse('minor', 'beacon.import.required'), 0),
    mac: text('mac') || null,
    name: required('name'),
    lng: number('lng'),
    lat: number('lat'),
    measuredPower: integer('measuredPower', DEFAULTS.measuredPower)!,
    txPower: integer('txPower', DEFAULTS.txPower)!,
    intervalMs: integer('intervalMs', DEFAULTS.intervalMs)!,
    firmware: text('firmware'),
    battery: integer('battery', null),
    batteryReadAt: time('batteryReadAt'),
    externalPower: TRUE.has(power),
    lifecycle: lifecycle as Checked['lifecycle'],
    installedOn: text('installedOn') || null,
    installedBy: text('installedBy'),
    lastSeenAt: time('lastSeenAt'),
  };
  // The same rules as one beacon added by hand (formats, ranges, lengths), named by column; a column
  // already refused above is not named twice.
  const refused = new Set(problems.slice(before).map((p) => p.column));
  const { values: normalised, errors } = normalise(values, language, now);
  for (const error of errors) if (!refused.has(error.field)) problems.push({ row: row.at, column: error.field, message: error.message });
  return problems.length > before ? undefined : { ...normalised, lastSeenAt: values.lastSeenAt };
}

/** Checks every row against the building as it is (levels, outlines, identities taken); the rows that pass and every problem. */
async function check(db: Db, buildingId: number, rows: Row[], language: Language, now: Date): Promise<{ accepted: Checked[]; problems: Problems }> {
  const levels = new Map<string, number>();
  for (const level of await levelNames(db, buildingId)) {
    for (const key of [String(level.id), level.name, level.shortName]) if (key) levels.set(key.trim().toLowerCase(), level.id);
  }
  const shapes = new Map<number, Awaited<ReturnType<typeof levelShapes>>>();
  const taken = new Map((await beaconIdentities(db, buildingId)).map((b) => [`${b.uuid}|${b.major}|${b.minor}`, b.name]));
  const seen = new Map<string, number>();
  const problems: Problems = [];
  const accepted: Checked[] = [];
  for (const row of rows) {
    const values = valuesOf(row, buildingId, levels, problems, language, now);
    if (!values) continue;
    if (!shapes.has(values.levelId)) shapes.set(values.levelId, await levelShapes(db, buildingId, values.levelId));
    const refuse = (column: string, key: MessageKey, params: Record<string, string | number>) =>
      problems.push(problemAt(language, row.at, column, key, params));
    if (!insideShapes(shapes.get(values.levelId)!, [values.lng, values.lat])) {
      refuse('lng', 'beacon.outsideLevel', { lng: values.lng, lat: values.lat, level: row.level ?? '' });
      continue;
    }
    const identity = `${values.uuid}|${values.major}|${values.minor}`;
    const owner = taken.get(identity);
    const first = seen.get(identity);
    if (owner !== undefined) refuse('minor', 'beacon.identityTaken', { name: owner, uuid: values.uuid, major: values.major, minor: values.minor });
    else if (first !== undefined) refuse('minor', 'beacon.import.duplicateInFile', { row: first });
    else {
      seen.set(identity, row.at);
      accepted.push(values);
    }
  }
  return { accepted, problems };
}

const LIMIT_KEYS: Record<ReadLimit['limit'], MessageKey> = {
  rows: 'beacon.import.tooManyRows',
  columns: 'beacon.import.tooManyColumns',
  unzipped: 'beacon.import.tooBigUnzipped',
  entry: 'beacon.import.tooBigUnzipped',
  depth: 'beacon.import.tooDeep',
};

/** The upload's rows, read in a worker within the limits; a file past one, or no table at all, answers 10005 naming it. */
async function tableOrRefusal(bytes: Buffer, language: Language): Promise<Table> {
  // The header counts as a row of the file.
  const read = await readTableOffThread(bytes, { maxRows: BEACON_IMPORT_LIMITS.rows + 1 });
  if ('rows' in read) return read.rows;
  if ('unreadable' in read) throw fileError(language, 'beacon.import.unreadable', { reason: read.unreadable });
  throw fileError(language, LIMIT_KEYS[read.limit], { limit: read.limit === 'rows' ? BEACON_IMPORT_LIMITS.rows : read.value });
}

/**
 * An upload (CSV or XLSX) of new beacons for one building. A dry run reports every refused cell; an
 * import takes every row or none: any problem answers 10005 naming `row N, column` (the first
 * BEACON_IMPORT_LIMITS.problems) and nothing is written.
 */
export async function importBeacons(
  db: Db,
  admin: SessionAdmin,
  query: BeaconImportQuery,
  bytes: unknown,
  language: Language,
  now = new Date(),
): Promise<BeaconImportReport> {
  // Access (UPLOAD_BEACON on query.buildingId) is the route's check, made before this runs.
  // A JSON or form body is not a file (the route reads any other type raw).
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw fileError(language, 'beacon.import.unreadable', { reason: 'no file in the body' });
  const dryRun = query.dryRun ?? true;
  const format = formatOf(bytes);
  const rows = rowsOf(await tableOrRefusal(bytes, language), language);
  const report = (problems: Problems, imported: number): BeaconImportReport => ({
    dryRun,
    format,
    rows: rows.length,
    valid: rows.length - new Set(problems.map((p) => p.row)).size,
    imported,
    problems: problems.slice(0, BEACON_IMPORT_LIMITS.problems),
    truncated: problems.length > BEACON_IMPORT_LIMITS.problems,
  });
  if (dryRun) {
    const { problems } = await check(db, query.buildingId, rows, language, now);
    return report(problems, 0);
  }
  let refused = 0;
  return db
    .transaction()
    .execute(async (trx) => {
      await lockBuilding(trx, query.buildingId);
      const { accepted, problems } = await check(trx, query.buildingId, rows, language, now);
      if (problems.length) {
        refused = problems.length;
        throw invalid(problems.slice(0, BEACON_IMPORT_LIMITS.problems).map((p) => ({ field: importProblemField(p.row, p.column), message: p.message })));
      }
      await insertBeacons(
        trx,
        accepted.map((values) => ({ ...values, createdBy: admin.id, updatedBy: admin.id })),
      );
      return report(problems, accepted.length);
    })
    .catch(async (error: unknown) => {
      // Issue 18: a refused import reaches the building's beacon importers, after the rollback (nothing was written);
      // the cells are checked again in Chinese and English for the message (the answer was in the uploader's language).
      const inLanguage = async (l: Language) =>
        refused
          ? (await check(db, query.buildingId, rows, l, now)).problems.slice(0, 3).map((p) => `${importProblemField(p.row, p.column)}: ${p.message}`)
          : reasonsOf(error);
      const reasons = { zh: await inLanguage('zh'), en: await inLanguage('en') };
      await notifyImportFailed(db, { kind: 'beacon', target: { building: query.buildingId }, count: refused || 1, reasons });
      throw error;
    });
}

/** The building's beacons (optionally one level or lifecycle) as CSV for Excel, with a file name. */
export async function exportBeacons(db: Db, query: BeaconExportQuery, language: Language, now = new Date()): Promise<{ csv: string; filename: string }> {
  // Access (a reader's code on query.buildingId) is the route's check, made before this runs.
  if (query.levelId !== undefined) await assertLevelOf(db, query.buildingId, query.levelId, language);
  const page = await pageBeacons(
    db,
    { buildingId: query.buildingId, levelId: query.levelId, lifecycle: query.lifecycle, sort: 'levelId', order: 'asc', limit: 1_000_000, offset: 0 },
    ruleAt(now),
  );
  const header = ['id', ...BEACON_COLUMNS, 'health'] as const;
  // Each cell by its column's name (the table's `level` is the level's name), so the rows follow BEACON_COLUMNS.
  const rows = page.records.map(dto).map((beacon) => {
    const cells = { ...beacon, level: beacon.levelName };
    return header.map((column) => cells[column]);
  });
  return { csv: writeCsv(header, rows), filename: `beacons-${query.buildingId}-${now.toISOString().slice(0, 10)}.csv` };
}
