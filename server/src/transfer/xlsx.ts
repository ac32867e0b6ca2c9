/**
 * The first sheet of an XLSX workbook as rows of text, streamed: the sheet's XML is inflated piece by piece
 * (zip.ts, bounded) into a SAX parser (saxes) that keeps only the cells' text, and stops at the first limit
 * passed: the rows, the columns, or how deep the XML nests. Numbers come as they are written in the cell
 * (a long id or a leading zero survives); a number in a date format comes as an ISO date and time.
 */
import { SaxesParser } from 'saxes';
import { MAX_XML_DEPTH } from '../limits.js';
import { NotZip, ReadLimit, type Zip, type ZipEntry } from './zip.js';

export interface TableLimits {
  /** Rows that hold a value, the header included. */
  maxRows: number;
  maxColumns: number;
}

type Attributes = Record<string, string>;
interface XmlHandlers {
  open?: (name: string, attributes: Attributes) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** Element names without their namespace prefix (some writers use <x:row>). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams one XML file of the zip through `handlers`; ReadLimit('depth') past MAX_XML_DEPTH. */
function parseXml(zip: Zip, entry: ZipEntry, handlers: XmlHandlers): void {
  const parser = new SaxesParser();
  let depth = 0;
  parser.on('opentag', (tag) => {
    if (++depth > MAX_XML_DEPTH) throw new ReadLimit('depth', MAX_XML_DEPTH);
    handlers.open?.(local(tag.name), tag.attributes as Attributes);
  });
  parser.on('closetag', (tag) => {
    depth--;
    handlers.close?.(local(tag.name));
  });
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new TextDecoder('utf-8');
  zip.stream(entry, (piece) => parser.write(decoder.decode(piece, { stream: true })));
  parser.write(decoder.decode());
  parser.close();
}

/** Reads text inside <t> elements, leaving out phonetic runs (<rPh>), for shared strings and inline strings. */
class TextRuns {
  private inT = false;
  private inPhonetic = false;
  value = '';
  open(name: string): void {
    if (name === 't') this.inT = true;
    else if (name === 'rPh') this.inPhonetic = true;
  }
  close(name: string): void {
    if (name === 't') this.inT = false;
    else if (name === 'rPh') this.inPhonetic = false;
  }
  text(text: string): void {
    if (this.inT && !this.inPhonetic) this.value += text;
  }
}

function sharedStrings(zip: Zip, entry: ZipEntry | undefined): string[] {
  const strings: string[] = [];
  if (!entry) return strings;
  let runs: TextRuns | null = null;
  parseXml(zip, entry, {
    open: (name) => (name === 'si' ? (runs = new TextRuns()) : runs?.open(name)),
    close: (name) => {
      if (name === 'si' && runs) {
        strings.push(runs.value);
        runs = null;
      } else runs?.close(name);
    },
    text: (text) => runs?.text(text),
  });
  return strings;
}

const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
/** A format code that shows a date or time: d, m, y, h or s outside quoted text, escapes and [colour] brackets. */
const isDateCode = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ''));

/** For each cell style (the `s` of a cell), whether it shows a date. */
function dateStyles(zip: Zip, entry: ZipEntry | undefined): boolean[] {
  if (!entry) return [];
  const custom = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  parseXml(zip, entry, {
    open: (name, a) => {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), isDateCode(a.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        styles.push(custom.get(id) ?? BUILT_IN_DATES.has(id));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** "AB12" -> 27 (0-based column); undefined without letters. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = ref ? /^[A-Z]+/i.exec(ref)?.[0] : undefined;
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/** Days since 1899-12-30 (or 1904-01-01) as an ISO date and time. */
const serialDate = (serial: number, date1904: boolean) => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)).toISOString();

/** The workbook's first sheet (as Excel lists them), its shared strings, its styles, and its date system. */
function workbookParts(zip: Zip) {
  const workbook = zip.find('xl/workbook.xml');
  if (!workbook) throw new NotZip('no xl/workbook.xml: not an XLSX workbook');
  let firstSheet: string | undefined;
  let date1904 = false;
  parseXml(zip, workbook, {
    open: (name, a) => {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet' && firstSheet === undefined) firstSheet = Object.entries(a).find(([key]) => key === 'id' || key.endsWith(':id'))?.[1];
    },
  });
  const targets = new Map<string, string>();
  let sharedStringsPath = 'xl/sharedStrings.xml';
  const rels = zip.find('xl/_rels/workbook.xml.rels');
  if (rels) {
    parseXml(zip, rels, {
      open: (name, a) => {
        if (name !== 'Relationship' || !a.Target) return;
        const path = a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`;
        targets.set(a.Id ?? '', path);
        if (a.Type?.endsWith('/sharedStrings')) sharedStringsPath = path;
      },
    });
  }
  const sheet = zip.find((firstSheet && targets.get(firstSheet)) || 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new NotZip('the workbook has no sheet');
  return { sheet, sharedStrings: zip.find(sharedStringsPath), styles: zip.find('xl/styles.xml'), date1904 };
}

/** The rows of the first sheet that hold a value, each cell's text trimmed; throws ReadLimit or NotZip. */
export function readFirstSheet(zip: Zip, limits: TableLimits): string[][] {
  const parts = workbookParts(zip);
  const strings = sharedStrings(zip, parts.sharedStrings);
  const dates = dateStyles(zip, parts.styles);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell: { column: number; type: string; style: number; value: string; inline: TextRuns | null; inV: boolean } | null = null;
  let next = 0;
  const cellValue = (c: NonNullable<typeof cell>): string => {
    switch (c.type) {
      case 's':
        return strings[Number(c.value)] ?? '';
      case 'inlineStr':
        return c.inline?.value ?? '';
      case 'b':
        return c.value === '1' ? 'true' : c.value === '0' ? 'false' : c.value;
      case 'n':
      case '':
        return dates[c.style] && c.value.trim() !== '' && Number.isFinite(Number(c.value)) ? serialDate(Number(c.value), parts.date1904) : c.value;
      default:
        return c.value;
    }
  };
  parseXml(zip, parts.sheet, {
    open: (name, a) => {
      if (name === 'row') {
        row = [];
        next = 0;
      } else if (name === 'c') {
        const column = columnOf(a.r) ?? next;
        next = column + 1;
        cell = { column, type: a.t ?? '', style: Number(a.s ?? 0), value: '', inline: null, inV: false };
      } else if (cell) {
        if (name === 'v') cell.inV = true;
        else if (name === 'is') cell.inline = new TextRuns();
        else cell.inline?.open(name);
      }
    },
    close: (name) => {
      if (name === 'c' && cell) {
        const text = cellValue(cell).trim();
        if (text !== '') {
          if (cell.column >= limits.maxColumns) throw new ReadLimit('columns', limits.maxColumns);
          while (row.length < cell.column) row.push('');
          row[cell.column] = text;
        }
        cell = null;
      } else if (name === 'row') {
        if (row.length) {
          if (rows.length >= limits.maxRows) throw new ReadLimit('rows', limits.maxRows);
          rows.push(row);
        }
      } else if (cell) {
        if (name === 'v') cell.inV = false;
        else cell.inline?.close(name);
      }
    },
    text: (text) => {
      if (!cell) return;
      if (cell.inV) cell.value += text;
      else cell.inline?.text(text);
    },
  });
  return rows;
}
