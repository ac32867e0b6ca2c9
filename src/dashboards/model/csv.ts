import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_FORMULA_SAFE } from '#contract/endpoints/csv';
import type { Cell, DataTable } from './tables';

/** UTF-8's byte order mark: without it Excel reads the file in the system's code page and Chinese turns to noise. */
export const BOM = '\uFEFF';

const rows = (records: readonly (readonly Cell[])[]): string =>
  stringify(records as Cell[][], {
    ...CSV_FORMULA_SAFE,
    cast: { ...CSV_FORMULA_SAFE.cast, number: (value) => String(Number.isInteger(value) ? value : Math.round(value * 10_000) / 10_000) },
  });

/**
 * The tables as one CSV (RFC 4180, CRLF): each table its title, its header and its rows, a blank line between
 * tables; a text that a spreadsheet would run as a formula is written as text (contract/csv.ts).
 */
export const toCsv = (tables: readonly DataTable[]): string =>
  BOM + tables.map((table) => rows([[table.title], table.columns.map((c) => c.label), ...table.rows])).join('\r\n');

/** `用户趋势_环球购物中心_2026-11-01_2026-11-30.csv`: no characters a file system refuses. */
export const csvFileName = (parts: readonly string[]): string => `${parts.map((p) => p.replace(/[\\/:*?"<>|\s]+/g, '-')).join('_')}.csv`;
