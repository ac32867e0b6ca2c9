// Issue 13: tables people keep in spreadsheets, in and out: CSV (csv-parse) and XLSX (read-excel-file)
// read as rows of text; CSV written so that Excel keeps ids as text.
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

export type Table = string[][];
export type TableFormat = 'csv' | 'xlsx';

/** An XLSX file is a zip: it starts with "PK\x03\x04". */
export const formatOf = (bytes: Buffer): TableFormat => (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304 ? 'xlsx' : 'csv');

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
};

/** Our own export writes ids as ="…" so Excel keeps them as text; read back, that is the text inside. */
const unguard = (text: string): string => /^="(.*)"$/s.exec(text)?.[1]?.replace(/""/g, '"') ?? text;

/**
 * The rows of a CSV (UTF-8, with or without BOM; comma, semicolon or tab as read from the header) or of an
 * XLSX file's first sheet, each cell as trimmed text. Blank rows are dropped. Throws on a file neither can read.
 */
export async function readTable(bytes: Buffer): Promise<Table> {
  let rows: unknown[][];
  if (formatOf(bytes) === 'xlsx') {
    // Numbers as they are written in the cell, so a long id or a leading zero survives.
    rows = await readSheet(bytes, { parseNumber: (text: string) => text });
  } else {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const header = text.slice(0, text.search(/\r?\n|$/));
    const delimiter = [',', ';', '\t'].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), ',');
    rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, bom: true }) as unknown[][];
  }
  return rows.map((row) => row.map((cell) => unguard(cellText(cell)))).filter((row) => row.some((cell) => cell !== ''));
}

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * CSV for Excel: a UTF-8 BOM (so Chinese reads right), CRLF, and the `textColumns` written as ="…" so
 * Excel keeps them as text (a MAC or a long id never becomes a number). readTable reads them back.
 */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
  textColumns: ReadonlySet<string>,
): string {
  const guard = header.map((name) => textColumns.has(name));
  const line = (cells: readonly (string | number | boolean | null)[]) =>
    cells
      .map((cell, i) => {
        const text = cell === null ? '' : String(cell);
        return guard[i] && text !== '' ? quote(`="${text.replace(/"/g, '""')}"`) : quote(text);
      })
      .join(',');
  return `\uFEFF${[header.join(','), ...rows.map(line)].join('\r\n')}\r\n`;
}
