import { deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { openArchive } from '../../../server/src/imdf/archive.js';
import { MAX_ENTRY_UNZIPPED_MB, MAX_UNZIPPED_MB } from '../../../server/src/limits.js';
import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, login } from '../helpers.js';
import { settledRss, uploadWatched } from '../uploadWatch.js';
import { oneFileZip, zerosDeflated, zipOf } from '../../support/zipCraft.mjs';
import { buildingCount, companyIds, madeFiles, upload, zip } from './fixtures.js';

/**
 * Issue 10: zip bombs and zips whose headers lie about sizes are refused (10005, nothing written) by
 * counting the bytes actually inflated, in a worker thread: the server keeps answering meanwhile and its
 * main thread never holds the inflated bytes. No wall-clock limits: stalls are compared with the upload's
 * own duration.
 */

const MB = 1024 * 1024;
/** Below the old 400 MB limit (so the old code inflated it), far above MAX_UNZIPPED_MB. */
const BOMB_MB = 300;

let app: App;
let platform: string;
let query: string;
let buildingsBefore: number;
let bomb: Buffer;
let liar: Buffer;
let twoFiles: Buffer;

beforeAll(async () => {
  app = await buildTestApp();
  platform = await login(app, DEMO.platform);
  query = `companyId=${(await companyIds(app)).demo}`;
  buildingsBefore = await buildingCount(app);
  const zeros = zerosDeflated(BOMB_MB);
  bomb = oneFileZip('unit.geojson', zeros, BOMB_MB * MB);
  liar = oneFileZip('unit.geojson', zeros, 1024);
  const part = zerosDeflated(MAX_ENTRY_UNZIPPED_MB - 4);
  twoFiles = zipOf([
    { name: 'level.geojson', deflated: part, declaredSize: 0 },
    { name: 'unit.geojson', deflated: part, declaredSize: 0 },
  ]);
});
afterAll(() => app.close());

/** Uploads `body` as an IMDF archive while /api/status is asked over and over (uploadWatch.ts). */
const watchedUpload = (body: Buffer, cookie: string) => uploadWatched(app, () => upload(app, cookie, body, query));

describe('issue 10: zip bombs and lying zip headers (add-server-map)', () => {
  // Issue 31: one file past MAX_ENTRY_UNZIPPED_MB is refused naming it; files within it that add up past MAX_UNZIPPED_MB name the archive.
  const perFile = { field: 'unit.geojson', text: `unit.geojson expands to more than ${MAX_ENTRY_UNZIPPED_MB} MB`, limit: MAX_ENTRY_UNZIPPED_MB };
  const inAll = { field: 'body', text: `expands to more than ${MAX_UNZIPPED_MB} MB`, limit: MAX_UNZIPPED_MB };
  const cases = [
    { name: `a zip bomb (${BOMB_MB} MB of zeros in ~0.3 MB, sizes declared honestly)`, body: () => bomb, ...perFile },
    { name: `a zip whose headers declare 1 KB for data inflating to ${BOMB_MB} MB`, body: () => liar, ...perFile },
    { name: `issue 31: two files of ${MAX_ENTRY_UNZIPPED_MB - 4} MB each`, body: () => twoFiles, ...inAll },
  ];

  for (const c of cases) {
    it(`${c.name}: 10005 naming the ${c.limit} MB limit, nothing written, the server answering meanwhile`, async () => {
      const watched = await watchedUpload(c.body(), platform);
      expect(watched.res.body).toMatchObject({
        code: 10005,
        errors: [{ field: c.field, message: expect.stringContaining(c.text) }],
      });
      expect(await buildingCount(app)).toBe(buildingsBefore);

      // /api/status was answered while the upload was being read, the first one before the upload's answer...
      const during = watched.statuses.filter((s) => s.beforeUpload);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((s) => s.code === 0)).toBe(true);
      // ...and the main thread never stalled for a good part of the upload's time (inflating in place
      // stalled it for nearly all of it): compared with the upload's own duration, not a fixed time.
      expect(watched.longestGapMs).toBeLessThan(watched.uploadMs / 2);
      expect(watched.loopDelayMaxMs).toBeLessThan(watched.uploadMs / 2);
      // The main thread never held the inflated bytes (it holds the ~0.3 MB upload).
      expect(watched.arrayBuffersGrowth).toBeLessThan(16 * MB);
    });
  }

  it('answers in the caller’s language, and the process’s memory returns near where it was', async () => {
    const rssBefore = process.memoryUsage().rss;
    const { res } = await watchedUpload(liar, `${platform}; language=zh`);
    expect(res.body).toMatchObject({
      code: 10005,
      errors: [{ field: 'unit.geojson', message: expect.stringContaining(`unit.geojson 解压后超过 ${MAX_ENTRY_UNZIPPED_MB} MB`) }],
    });
    // The worker (and what it inflated) is gone once the answer is sent: wait for its thread to end.
    expect((await settledRss(rssBefore, 64 * MB)) - rssBefore).toBeLessThan(64 * MB);
  });

  it('a valid archive still imports after a bomb (the worker pool is not left stuck)', async () => {
    await watchedUpload(bomb, platform);
    const res = await upload(app, platform, zip(madeFiles()), `${query}&name=after-bomb`);
    expect(res.body).toMatchObject({ code: 0, data: { building: { name: 'after-bomb' } } });
  });
});

describe('issue 10: openArchive counts what it inflates, not what headers say', () => {
  it('refuses a bomb and a lying zip with imdf.entryTooBig (issue 31: a cap per file), files adding up past the budget with imdf.tooBigUnzipped', () => {
    const entryTooBig = { problems: [{ field: 'unit.geojson', key: 'imdf.entryTooBig', params: { file: 'unit.geojson', limit: MAX_ENTRY_UNZIPPED_MB } }] };
    expect(openArchive(bomb)).toEqual(entryTooBig);
    expect(openArchive(liar)).toEqual(entryTooBig);
    expect(openArchive(twoFiles)).toEqual({ problems: [{ field: 'body', key: 'imdf.tooBigUnzipped', params: { limit: MAX_UNZIPPED_MB } }] });
  });

  it('refuses an archive of tens of thousands of empty files (each file counts 1 KB)', () => {
    const files = Object.fromEntries(Array.from({ length: MAX_UNZIPPED_MB * 1024 + 1 }, (_, i) => [`f${i}.txt`, new Uint8Array(0)]));
    expect(openArchive(zipSync(files, { level: 0 }))).toMatchObject({ problems: [{ key: 'imdf.tooBigUnzipped' }] });
  });

  it('a header pointing past the end of the archive, or a truncated file, is not a zip', () => {
    const good = oneFileZip('unit.geojson', deflateRawSync(Buffer.from('{"type":"FeatureCollection","features":[]}')), 42);
    expect(openArchive(good)).toMatchObject({ entries: [{ file: 'unit.geojson' }] });
    const pastEnd = Buffer.from(good);
    pastEnd.writeUInt32LE(0x7fffffff, pastEnd.length - 22 - 46 - 'unit.geojson'.length + 20);
    expect(openArchive(pastEnd)).toMatchObject({ problems: [{ key: 'imdf.notZip' }] });
    const truncated = oneFileZip('unit.geojson', deflateRawSync(Buffer.alloc(4096, 65)).subarray(0, 5), 4096);
    expect(openArchive(truncated)).toMatchObject({ problems: [{ key: 'imdf.notZip' }] });
  });
});
