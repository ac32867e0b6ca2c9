import { formatOf, readTable, writeCsv } from '../../../server/src/transfer/table.js';

/** Issue 13: tables in and out (the beacon upload and export). */
describe('issue 13: CSV for Excel and back', () => {
  it('issue 13: the text columns are written as ="…" (Excel keeps a MAC, a long id or a leading zero as text) and read back as written', async () => {
    const csv = writeCsv(
      ['id', 'mac', 'name', 'note'],
      [
        [12345678901234567890n.toString(), '001122334455', '北门, 一层', 'says "hi"'],
        ['0042', null, '', true],
      ],
      new Set(['id', 'mac']),
    );
    expect(csv.startsWith('\uFEFFid,mac,name,note\r\n')).toBe(true);
    expect(csv).toContain('"=""12345678901234567890""","=""001122334455""","北门, 一层","says ""hi"""');
    expect(csv).toContain('"=""0042""",,,true\r\n');
    expect(await readTable(Buffer.from(csv))).toEqual([
      ['id', 'mac', 'name', 'note'],
      ['12345678901234567890', '001122334455', '北门, 一层', 'says "hi"'],
      ['0042', '', '', 'true'],
    ]);
  });

  it('issue 13: a semicolon or tab separated file (Excel in some locales) is read by its header; blank rows are skipped', async () => {
    expect(await readTable(Buffer.from('a;b\r\n1;2\r\n\r\n;\r\n3;4\r\n'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(await readTable(Buffer.from('a\tb\n1\t2\n'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('issue 13: an XLSX file is told from a CSV by its zip signature; a broken one is refused, not misread', async () => {
    expect(formatOf(Buffer.from('PK\u0003\u0004rest'))).toBe('xlsx');
    expect(formatOf(Buffer.from('level,uuid'))).toBe('csv');
    await expect(readTable(Buffer.from('PK\u0003\u0004 not a zip'))).rejects.toThrow();
  });
});
