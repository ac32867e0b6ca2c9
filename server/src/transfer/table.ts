// Tables people keep in spreadsheets, in and out: CSV (csv-parse) and XLSX (the first sheet, xlsx.ts) read as
// rows of text, within limits, in a worker thread (offThread.ts); CSV written by csv-stringify with formula
// cells neutralised (contract/csv.ts).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CSV_FORMULA_SAFE, unescapeFormula } from '#contract/endpoints/csv.js';
import { MAX_TABLE_COLUMNS, MAX_UNZIPPED_MB } from '../limits.js';
import { OUT_OF_MEMORY, runOffThread } from './offThread.js';
import { NotZip, ReadLimit, Zip } from './zip.js';
import { readFirstSheet, type TableLimits } from './xlsx.js';

export type Table = string[][];
export type TableFormat = 'csv' | 'xlsx';
export type { TableLimits };
export type { ReadLimit };

/** An XLSX file is a zip: it starts with "PK\x03\x04". */
export const formatOf = (bytes: Uint8Array): TableFormat =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? 'xlsx' : 'csv';

function readCsv(bytes: Uint8Array, limits: TableLimits): Table {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const header = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), ',');
  let rows = 0;
  return parse(text, {
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    bom: true,
    trim: true,
    // Each record as it is read: blank ones dropped, the limits checked before the next one is read.
    on_record: (record: string[]) => {
      if (!record.some((cell) => cell !== '')) return null;
      if (++rows > limits.maxRows) throw new ReadLimit('rows', limits.maxRows);
      if (record.length > limits.maxColumns && record.slice(limits.maxColumns).some((cell) => cell !== '')) throw new ReadLimit('columns', limits.maxColumns);
      return record.slice(0, limits.maxColumns);
    },
  }) as Table;
}

/**
 * The rows of a CSV (UTF-8, with or without BOM; comma, semicolon or tab as read from the header) or of an
 * XLSX file's first sheet, each cell as trimmed text, every row as wide as the widest. Blank rows are dropped.
 * Throws ReadLimit past a limit (rows, columns, inflated size, XML depth), another error for a file neither
 * format can read. Synchronous: call it in a worker (readTableOffThread).
 */
export function readTable(bytes: Uint8Array, limits: Partial<TableLimits> & Pick<TableLimits, 'maxRows'>): Table {
  const full = { maxColumns: MAX_TABLE_COLUMNS, ...limits };
  const rows = formatOf(bytes) === 'xlsx' ? readFirstSheet(new Zip(bytes), full) : readCsv(bytes, full);
  const width = Math.max(0, ...rows.map((row) => row.length));
  return rows.map((row) => Array.from({ length: width }, (_, i) => unescapeFormula((row[i] ?? '').trim())));
}

/** What reading a table in a worker answers: its rows, the limit it passed, or why it is no table. */
export type TableRead = { rows: Table } | { limit: ReadLimit['limit']; value: number } | { unreadable: string };

/**
 * readTable's answer as plain data (the worker's side of readTableOffThread).
 * @worker readTableOffThread runs it by name in worker.mjs
 */
export function tableOf(bytes: Uint8Array, limits: Pick<TableLimits, 'maxRows'>): TableRead {
  try {
    return { rows: readTable(bytes, limits) };
  } catch (error) {
    if (error instanceof ReadLimit) return { limit: error.limit, value: error.value };
    if (error instanceof NotZip) return { unreadable: error.message || 'not an XLSX workbook (a broken or encrypted zip)' };
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}

const READER = new URL('./table.ts', import.meta.url);

/** readTable in a worker thread; a worker that ran past its heap answers like a file past the inflated-size limit. */
export async function readTableOffThread(bytes: Uint8Array, limits: Pick<TableLimits, 'maxRows'>): Promise<TableRead> {
  const result = await runOffThread<TableRead>(READER, 'tableOf', bytes, limits);
  return result === OUT_OF_MEMORY ? { limit: 'unzipped', value: MAX_UNZIPPED_MB } : result;
}

type Cell = string | number | boolean | null;

/**
 * CSV for Excel: a UTF-8 BOM (so Chinese reads right), CRLF, formula cells neutralised (contract/csv.ts), so
 * readTable gives back exactly the text that was written.
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return stringify([header as string[], ...(rows as Cell[][])], {
    ...CSV_FORMULA_SAFE,
    bom: true,
    cast: { ...CSV_FORMULA_SAFE.cast, boolean: (value) => String(value) },
  });
}
