import type { Cell, DataTable } from './tables';

/** UTF-8's byte order mark: without it Excel reads the file in the system's code page and Chinese turns to noise. */
export const BOM = '\uFEFF';

/** A text cell starting like a formula is written as text (a device model named `=HYPERLINK(…)` stays a name). */
const FORMULA = /^[=+\-@\t\r]/;

const cell = (value: Cell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 10_000) / 10_000);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const line = (cells: readonly Cell[]): string => cells.map(cell).join(',');

/** The tables as one CSV (RFC 4180, CRLF): each table its title, its header and its rows, a blank line between tables. */
export const toCsv = (tables: readonly DataTable[]): string =>
  BOM + tables.map((table) => [line([table.title]), line(table.columns.map((c) => c.label)), ...table.rows.map(line)].join('\r\n')).join('\r\n\r\n') + '\r\n';

/** `用户趋势_环球购物中心_2026-11-01_2026-11-30.csv`: no characters a file system refuses. */
export const csvFileName = (parts: readonly string[]): string => `${parts.map((p) => p.replace(/[\\/:*?"<>|\s]+/g, '-')).join('_')}.csv`;
