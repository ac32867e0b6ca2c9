import type { PoiTypeRecordDto } from '#contract/schemas/poi.js';
import type { PoiTypeDto } from '#contract/schemas/entities.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { SVG, png, upload } from './platformFileFixtures.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { buildingApi } from '#contract/endpoints/building.js';

/** Issue 13: platform files used by POI type icons: a type may show an icon uploaded through platform-file/add. */

let app: App;
let company: string;
let ids: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp();
  company = await login(app, DEMO.company);
  ids = await demoBuildings(app.db);
});
afterAll(() => app.close());

const save = (body: object) => post<PoiTypeRecordDto>(app, poiApi.saveType.path, body, company);
const type = (iconUrl?: string) => ({
  buildingId: ids.mall,
  name: `图标类型 ${Math.random()}`,
  icon: 'shop',
  color: '#336699',
  ...(iconUrl !== undefined ? { iconUrl } : {}),
});

describe('issue 13: POI type icons are platform files', () => {
  it('saves a type with an uploaded icon and lists it with its iconUrl; an empty iconUrl clears it', async () => {
    const icon = (await upload(app, SVG, { buildingId: ids.mall, cookie: company, filename: 'toilet.svg' })).body.data!;
    const saved = await save(type(icon.url));
    expect(saved.body.data?.iconUrl).toBe(icon.url);
    const listed = (await call<PoiTypeDto[]>(app, `${poiApi.types.path}?buildingId=${ids.mall}`, company)).body.data!;
    expect(listed.find((t) => t.id === saved.body.data!.id)?.iconUrl).toBe(icon.url);
    const cleared = await save({ ...type(''), id: saved.body.data!.id, name: saved.body.data!.name });
    expect(cleared.body.data?.iconUrl).toBe('');
    expect(listed.filter((t) => t.id !== saved.body.data!.id).every((t) => t.iconUrl === '')).toBe(true);
  });

  it('refuses (10005 naming iconUrl) a URL that was never uploaded, another site’s, or a file uploaded for another purpose', async () => {
    const platform = await login(app, DEMO.platform);
    const logo = (await upload(app, png(12, [3, 4, 5]), { purpose: 'logo', cookie: platform })).body.data!;
    for (const iconUrl of [`/static/file/${'a'.repeat(64)}.png`, 'https://tracker.example/icon.png', logo.url]) {
      const { body } = await save(type(iconUrl));
      expect([body.code, body.errors?.map((e) => e.field)], iconUrl).toEqual([10005, ['iconUrl']]);
    }
  });
});

describe('issue 31 §6: a POI type’s icon is a file of the building’s own company', () => {
  it('refuses (10005 naming iconUrl, as an unknown file) another company’s uploaded icon, for its admin and a platform admin alike; the same bytes uploaded for its own building are taken', async () => {
    const other = await login(app, DEMO.other);
    const platform = await login(app, DEMO.platform);
    const bytes = png(10, [201, 17, 99]);
    const theirs = (await upload(app, bytes, { buildingId: ids.tower, cookie: other })).body.data!;
    expect(theirs.url).toMatch(/^\/static\/file\//);
    for (const cookie of [company, platform]) {
      const { body } = await post<PoiTypeRecordDto>(app, poiApi.saveType.path, type(theirs.url), cookie);
      expect([body.code, body.errors]).toEqual([
        10005,
        [{ field: 'iconUrl', message: 'This icon was not uploaded as a POI type icon of this building’s company; upload it again' }],
      ]);
    }
    const ours = (await upload(app, bytes, { buildingId: ids.mall, cookie: company })).body.data!;
    expect(ours.url).toBe(theirs.url);
    expect((await save(type(ours.url))).body.data?.iconUrl).toBe(ours.url);
  });

  it('a type keeps its stored icon when its building moves to another company (the icon was uploaded by the old one)', async () => {
    const other = await login(app, DEMO.other);
    const platform = await login(app, DEMO.platform);
    const icon = (await upload(app, png(11, [5, 99, 201]), { buildingId: ids.office, cookie: company })).body.data!;
    const saved = (await save({ ...type(icon.url), buildingId: ids.office })).body.data!;
    const otherCo = await app.db.selectFrom('building').select('companyId').where('id', '=', ids.tower).executeTakeFirstOrThrow();
    expect((await post(app, buildingApi.move.path, { id: ids.office, companyId: otherCo.companyId }, platform)).body.code).toBe(0);
    const renamed = await post<PoiTypeRecordDto>(
      app,
      poiApi.saveType.path,
      { ...type(icon.url), id: saved.id, buildingId: ids.office, name: `${saved.name} 2` },
      other,
    );
    expect([renamed.body.code, renamed.body.data?.iconUrl]).toEqual([0, icon.url]);
  });
});
