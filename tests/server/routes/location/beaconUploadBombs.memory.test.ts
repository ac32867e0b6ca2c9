import { MAX_ARCHIVE_QUEUE, MAX_ARCHIVE_WORKERS, MAX_ENTRY_UNZIPPED_MB, MAX_UNZIPPED_MB, MAX_XML_DEPTH } from '../../../../server/src/limits.js';
import { BEACON_IMPORT_LIMITS } from '#contract/endpoints/beacon.js';
import type { BeaconImportReport } from '#contract/schemas/beacon.js';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login, type Envelope } from '../../helpers.js';
import { settledRss, uploadWatched } from '../../uploadWatch.js';
import { repeatedDeflated, xlsxOf } from '../../../support/zipCraft.mjs';
import { demoBuildings } from './poiFixtures.js';
import { beaconApi } from '#contract/endpoints/beacon.js';

/**
 * Issue 31 §1: one spreadsheet upload must never take the server down. Each bomb is refused with 10005 naming
 * the limit it passed, read in a worker while /api/status keeps answering, and the memory it took goes back.
 * No wall-clock limits: stalls are compared with the upload's own duration (as the IMDF bombs, issue 10).
 */
const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET = 'xl/worksheets/sheet1.xml';
const HEAD = '<worksheet><sheetData>';
const TAIL = '</sheetData></worksheet>';

let app: App;
let cookie: string;
let mall: number;

beforeAll(async () => {
  app = await buildTestApp();
  cookie = await login(app, DEMO.company);
  mall = (await demoBuildings(app.db)).mall;
});
afterAll(() => app.close());

async function upload(body: Buffer, contentType: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${beaconApi.import.path}?buildingId=${mall}`,
    payload: body,
    headers: { ...CONSOLE_HEADERS, 'content-type': contentType, cookie },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<BeaconImportReport>>() };
}

const bombs = [
  {
    name: 'issue 31 §1: an XLSX whose sheet inflates to 2 GiB (~2 MB sent)',
    body: () => xlsxOf({ [SHEET]: repeatedDeflated(HEAD, ' ', 2048, TAIL) }),
    type: XLSX,
    message: `expands to more than ${MAX_ENTRY_UNZIPPED_MB} MB`,
  },
  {
    name: 'issue 31 §1: an XLSX whose parts add up past the archive budget',
    body: () =>
      xlsxOf({
        'xl/sharedStrings.xml': repeatedDeflated('<sst><si><t>', 'x', MAX_ENTRY_UNZIPPED_MB - 4, '</t></si></sst>'),
        'xl/styles.xml': repeatedDeflated('<styleSheet>', ' ', MAX_ENTRY_UNZIPPED_MB - 4, '</styleSheet>'),
        [SHEET]: `${HEAD}${TAIL}`,
      }),
    type: XLSX,
    message: `expands to more than ${MAX_UNZIPPED_MB} MB`,
  },
  {
    name: 'issue 31 §1: an XLSX of 2.7 million rows (~0.4 MB sent)',
    body: () => xlsxOf({ [SHEET]: repeatedDeflated(HEAD, '<row><c t="inlineStr"><is><t>x</t></is></c></row>', 128, TAIL) }),
    type: XLSX,
    message: `more than ${BEACON_IMPORT_LIMITS.rows} rows`,
  },
  {
    name: 'issue 31 §1: an XLSX nesting its XML a million levels deep',
    body: () => xlsxOf({ [SHEET]: repeatedDeflated(HEAD, '<a>', 8, '') }),
    type: XLSX,
    message: `more than ${MAX_XML_DEPTH} levels deep`,
  },
  {
    name: 'issue 31 §1: a CSV of 4 million one-character rows (8 MB)',
    body: () => Buffer.from(`level\n${'1\n'.repeat(4_000_000)}`),
    type: 'text/csv',
    message: `more than ${BEACON_IMPORT_LIMITS.rows} rows`,
  },
];

describe('issue 31 §1: spreadsheet bombs on beacon/upload (a dry run, as anyone holding UPLOAD_BEACON may send)', () => {
  for (const bomb of bombs) {
    it(`${bomb.name}: 10005 naming the limit, the server answering meanwhile, its memory back`, async () => {
      const body = bomb.body();
      const rssBefore = process.memoryUsage().rss;
      const watched = await uploadWatched(app, () => upload(body, bomb.type));
      expect(watched.res.body).toMatchObject({ code: 10005, errors: [{ field: 'file', message: expect.stringContaining(bomb.message) }] });
      // /api/status was answered while the file was being read, and the main thread never stalled for a good part of it.
      const during = watched.statuses.filter((s) => s.beforeUpload);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((s) => s.code === 0)).toBe(true);
      expect(watched.longestGapMs).toBeLessThan(watched.uploadMs / 2);
      expect(watched.loopDelayMaxMs).toBeLessThan(watched.uploadMs / 2);
      // The main thread held the upload, never what it inflates to; the worker's memory goes with it.
      expect(watched.arrayBuffersGrowth).toBeLessThan(body.length + 16 * MB);
      expect((await settledRss(rssBefore, 96 * MB)) - rssBefore).toBeLessThan(96 * MB);
    });
  }

  it('issue 31 §1: the message is in the uploader’s language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${beaconApi.import.path}?buildingId=${mall}`,
      payload: xlsxOf({ [SHEET]: repeatedDeflated(HEAD, '<a>', 1, '') }),
      headers: { ...CONSOLE_HEADERS, 'content-type': XLSX, cookie: `${cookie}; language=zh` },
    });
    expect(res.json()).toMatchObject({ code: 10005, errors: [{ field: 'file', message: expect.stringContaining(`嵌套超过 ${MAX_XML_DEPTH} 层`) }] });
  });

  it(`issue 31 §1: past ${MAX_ARCHIVE_WORKERS} uploads being read and ${MAX_ARCHIVE_QUEUE} waiting, another is answered 10007 with Retry-After, and the rest are read`, async () => {
    const file = Buffer.from('level,uuid,major,minor,name,lng,lat\n1F,E2C56DB5-DFFB-48D2-B060-D0F5A71096E0,1,1,x,0,0\n');
    const answers = await Promise.all(Array.from({ length: MAX_ARCHIVE_WORKERS + MAX_ARCHIVE_QUEUE + 1 }, () => upload(file, 'text/csv')));
    const busy = answers.filter((a) => a.body.code === 10007);
    expect(busy).toHaveLength(1);
    expect(busy[0]).toMatchObject({ status: 429, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(MAX_ARCHIVE_WORKERS + MAX_ARCHIVE_QUEUE);
  });
});
