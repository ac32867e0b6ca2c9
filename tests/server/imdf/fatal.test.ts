import { strToU8 } from 'fflate';
import type { App } from '../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login } from '../helpers.js';
import { buildingCount, companyIds, madeFiles, readJson, upload, withJson, without, zip } from './fixtures.js';
import { buildingApi } from '#contract/endpoints/building.js';

/** Issue 5, bad input: an archive with any fatal problem answers 10005 naming each problem, and nothing is imported. */

let app: App;
let platform: string;
let query: string;
let before: { buildings: number; levels: number; features: number };

/** The archive the tests make (madeArchive.ts); the cases break its first unit, opening and amenity. */
const made = madeFiles();
const UNIT = readJson(made, 'unit.geojson').features[0].id as string;
const SECOND_UNIT = () => readJson(made, 'unit.geojson').features[1].id as string;
const OPENING = readJson(made, 'opening.geojson').features[0].id as string;
const AMENITY = readJson(made, 'amenity.geojson').features[0].id as string;

async function counts() {
  const n = async (table: 'level' | 'mapFeature') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { buildings: await buildingCount(app), levels: await n('level'), features: await n('mapFeature') };
}

beforeAll(async () => {
  app = await buildTestApp();
  platform = await login(app, DEMO.platform);
  query = `companyId=${(await companyIds(app)).demo}`;
  before = await counts();
});
afterAll(() => app.close());

/** Moves every position of a geometry by `dLng` degrees. */
function shift(coordinates: any, dLng: number): any {
  return typeof coordinates[0] === 'number' ? [coordinates[0] + dLng, coordinates[1]] : coordinates.map((c: any) => shift(c, dLng));
}
const firstUnit = (edit: (f: any) => void) => withJson(made, 'unit.geojson', (j) => edit(j.features[0]));

const CASES: Array<{ name: string; body: () => Buffer; field: string | (() => string); message: RegExp }> = [
  { name: 'not a zip', body: () => Buffer.from('this is a GeoJSON file, not a zip'), field: 'body', message: /not a zip/ },
  { name: 'missing level.geojson', body: () => zip(without(made, 'level.geojson')), field: 'level.geojson', message: /no level\.geojson/ },
  { name: 'missing unit.geojson', body: () => zip(without(made, 'unit.geojson')), field: 'unit.geojson', message: /no unit\.geojson/ },
  {
    name: 'no venue or building to name it',
    body: () => zip(without(made, 'venue.geojson', 'building.geojson')),
    field: 'venue.geojson',
    message: /neither venue\.geojson nor building\.geojson/,
  },
  {
    name: 'broken JSON',
    body: () => zip({ ...made, 'amenity.geojson': strToU8('{"type": "FeatureCollection", "features": [') }),
    field: 'amenity.geojson',
    message: /Not valid JSON/,
  },
  {
    name: 'not a FeatureCollection',
    body: () => zip({ ...made, 'opening.geojson': strToU8('{"type": "Feature"}') }),
    field: 'opening.geojson',
    message: /FeatureCollection/,
  },
  {
    name: 'unknown feature type',
    body: () => zip(firstUnit((f) => (f.feature_type = 'room'))),
    field: `unit.geojson#${UNIT}`,
    message: /Unknown feature_type "room"/,
  },
  {
    name: 'a feature type of another file',
    body: () => zip(firstUnit((f) => (f.feature_type = 'opening'))),
    field: `unit.geojson#${UNIT}`,
    message: /feature_type opening does not belong in unit\.geojson/,
  },
  {
    name: 'geometry outside the venue',
    body: () => zip(firstUnit((f) => (f.geometry.coordinates = shift(f.geometry.coordinates, 0.05)))),
    field: `unit.geojson#${UNIT}`,
    message: /outside the venue/,
  },
  {
    name: 'broken geometry (an unclosed ring)',
    body: () => zip(firstUnit((f) => f.geometry.coordinates[0].pop())),
    field: `unit.geojson#${UNIT}`,
    message: /Broken geometry: a polygon ring must end where it starts/,
  },
  {
    name: 'a level id the archive lacks',
    body: () => zip(withJson(made, 'opening.geojson', (j) => (j.features.find((f: any) => f.id === OPENING).properties.level_id = 'no-such-level'))),
    field: `opening.geojson#${OPENING}`,
    message: /Names level no-such-level, which the archive lacks/,
  },
  {
    name: 'a duplicate id',
    body: () => zip(withJson(made, 'unit.geojson', (j) => (j.features[1].id = UNIT))),
    field: `unit.geojson#${UNIT}`,
    message: /used more than once/,
  },
  {
    name: 'an amenity naming a unit the archive lacks',
    body: () => zip(withJson(made, 'amenity.geojson', (j) => (j.features[0].properties.unit_ids = ['no-such-unit']))),
    field: `amenity.geojson#${AMENITY}`,
    message: /Names unit no-such-unit/,
  },
];

describe('issue 5: fatal problems of an IMDF archive answer 10005 and import nothing', () => {
  it.each(CASES)('$name', async ({ body, field, message }) => {
    const res = await upload(app, platform, body(), query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 10005 });
    expect(res.body.error).toMatch(/cannot be imported.*Nothing was imported/);
    const wanted = typeof field === 'string' ? field : field();
    const hit = res.body.errors!.find((e) => e.field === wanted);
    expect(hit, JSON.stringify(res.body.errors).slice(0, 600)).toBeDefined();
    expect(hit!.message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('lists every problem at once, each naming its file or feature (no cascade from a missing file)', async () => {
    let files = withJson(made, 'unit.geojson', (j) => {
      j.features[0].geometry.coordinates = shift(j.features[0].geometry.coordinates, 0.05);
      j.features[1].feature_type = 'kiosk';
    });
    files = withJson(files, 'opening.geojson', (j) => (j.features[0].properties.level_id = null));
    files = { ...files, 'address.geojson': strToU8('not json') };
    const res = await upload(app, platform, zip(files), query);
    expect(res.body.code).toBe(10005);
    expect(res.body.errors!.map((e) => e.field).sort()).toEqual(
      [
        'address.geojson',
        `opening.geojson#${readJson(made, 'opening.geojson').features[0].id}`,
        `unit.geojson#${UNIT}`,
        `unit.geojson#${SECOND_UNIT()}`,
      ].sort(),
    );
    expect(res.body.error).toContain('4 problem(s)');
    // A missing level file is one problem, not one more per unit naming a level.
    const missing = await upload(app, platform, zip(without(made, 'level.geojson')), query);
    expect(missing.body.errors).toEqual([{ field: 'level.geojson', message: expect.stringContaining('level.geojson') }]);
    expect(await counts()).toEqual(before);
  });

  it('answers in the caller’s language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${buildingApi.importImdf.path}?${query}`,
      payload: zip(without(made, 'level.geojson')),
      headers: { ...CONSOLE_HEADERS, cookie: platform, 'content-type': 'application/zip', 'accept-language': 'zh-CN' },
    });
    expect(res.json()).toMatchObject({ code: 10005, error: expect.stringContaining('未导入任何内容') });
    expect(res.json().errors[0].message).toContain('缺少 level.geojson');
  });

  it('an archive above 50 MB is refused with a clear 10005 before it is read', async () => {
    const res = await upload(app, platform, Buffer.alloc(50 * 1024 * 1024 + 1), query);
    expect(res.body).toMatchObject({ code: 10005, errors: [{ field: 'body', message: expect.stringContaining('larger than 50 MB') }] });
    expect(await counts()).toEqual(before);
  });

  it('no body, or a JSON body, is 10005 asking for the zip itself', async () => {
    const empty = await upload(app, platform, undefined, query);
    expect(empty.body).toMatchObject({ code: 10005, errors: [{ field: 'body', message: expect.stringContaining('application/zip') }] });
    const json = await upload(app, platform, Buffer.from('{"name":"x"}'), query, 'application/json');
    expect(json.body).toMatchObject({ code: 10005, errors: [{ field: 'body' }] });
    // application/octet-stream is accepted as well as application/zip.
    const octet = await upload(app, platform, Buffer.from('PK not really'), query, 'application/octet-stream');
    expect(octet.body).toMatchObject({ code: 10005, errors: [{ field: 'body', message: expect.stringContaining('not a zip') }] });
  });
});
