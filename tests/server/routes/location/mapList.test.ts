import { sql } from 'kysely';
import type { MapRowDto } from '#contract/schemas/mapList.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 16, spec §2 /map 地图列表: GET /api/location/map/page, every building's map across companies (platform admins). */

interface Page {
  records: MapRowDto[];
  total: number;
}

let app: App;
const cookies: Record<string, string> = {};
let ids: { mall: number; office: number; tower: number; demo: number; other: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const cs = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const b = (name: string) => bs.find((x) => x.name === name)!.id;
  const c = (name: string) => cs.find((x) => x.name === name)!.id;
  ids = { mall: b('环球购物中心'), office: b('科技园办公楼'), tower: b('Other Co Tower'), demo: c('Demo Malls'), other: c('Other Co') };
});
afterAll(() => app.close());

const list = async (query = '', cookie = cookies.platform) => {
  const res = await call<Page>(app, `${mapApi.page.path}${query ? `?${query}` : ''}`, cookie);
  expect(res.body.code, JSON.stringify(res.body).slice(0, 400)).toBe(0);
  return res.body.data!;
};
const rowOf = async (buildingId: number) => (await list('size=200')).records.find((r) => r.buildingId === buildingId)!;
const names = (page: Page) => page.records.map((r) => r.buildingName);

/** The database's own figures for a building, read independently of the list's query. */
async function expected(buildingId: number) {
  const versions = await app.db.selectFrom('buildingVersion').selectAll().where('buildingId', '=', buildingId).execute();
  const draft = versions.find((v) => v.status === 'draft')!;
  const published = versions.filter((v) => v.status === 'published').sort((a, b) => b.version! - a.version!);
  const count = async (versionId: number) =>
    Number(
      (
        await app.db
          .selectFrom('mapFeature')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('versionId', '=', versionId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const levels = await app.db.selectFrom('level').select('id').where('buildingId', '=', buildingId).execute();
  const latest = published[0];
  const size = latest
    ? Number(
        (
          await sql<{
            n: string;
          }>`SELECT sum(octet_length(properties::text) + octet_length(geometry::text)) AS n FROM map_feature WHERE version_id = ${latest.id}`.execute(app.db)
        ).rows[0].n,
      )
    : null;
  return { draft, latest, publishedVersions: published.length, features: await count(draft.id), levels: levels.length, size };
}

describe('issue 16: GET /api/location/map/page (地图列表)', () => {
  it('issue 16: lists every building of every company with its company, floors, features, versions and size as the database holds them', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.records.map((r) => [r.buildingName, r.companyName, r.companyId])).toEqual([
      ['Other Co Tower', 'Other Co', ids.other],
      ['环球购物中心', 'Demo Malls', ids.demo],
      ['科技园办公楼', 'Demo Malls', ids.demo],
    ]);
    for (const row of page.records) {
      const db = await expected(row.buildingId);
      expect(row).toEqual({
        id: row.buildingId,
        buildingId: row.buildingId,
        buildingName: row.buildingName,
        companyId: row.companyId,
        companyName: row.companyName,
        levels: db.levels,
        features: db.features,
        unpublished: false,
        unpublishedSaves: 0,
        publishedVersions: 1,
        latestVersion: 1,
        lastPublishedAt: db.latest!.publishedAt!.toISOString(),
        // The demo seed published version 1 itself: no administrator.
        lastPublishedBy: null,
        updatedAt: db.draft.updatedAt.toISOString(),
        size: db.size,
      });
      expect(row.features).toBeGreaterThan(100);
    }
    // The size is the features' JSON text: below the static file (which wraps each feature), of the same order.
    const mall = page.records.find((r) => r.buildingId === ids.mall)!;
    const sMap = await call<{ size: number }>(app, `${mapApi.staticMap.path}?buildingId=${ids.mall}`, cookies.platform);
    expect(mall.size!).toBeLessThan(sMap.body.data!.size);
    expect(mall.size!).toBeGreaterThan(sMap.body.data!.size / 2);
  });

  it('issue 16: a draft change shows as unpublished (with its saves); publishing clears it and names the publisher and the new version', async () => {
    const before = await rowOf(ids.office);
    const draft = await call<{ features: any[] }>(app, `${fillPath(mapApi.json.path, { buildingId: ids.office })}?version=draft`, cookies.company);
    const features = structuredClone(draft.body.data!.features);
    const unit = features.find((f) => f.properties.featureType === 'unit')!;
    unit.properties.name = '地图列表测试';
    features.push({ ...structuredClone(unit), id: 'unit-map-list-1' });
    const revision = (await expected(ids.office)).draft.revision;
    const saved = await post(app, buildingApi.saveVersion.path, { buildingId: ids.office, baseRevision: revision, features }, cookies.company);
    expect(saved.body.code, JSON.stringify(saved.body).slice(0, 300)).toBe(0);

    const changed = await rowOf(ids.office);
    const db = await expected(ids.office);
    expect(changed).toMatchObject({ unpublished: true, unpublishedSaves: 1, features: before.features + 1, publishedVersions: 1, latestVersion: 1 });
    expect(changed.features).toBe(db.features);
    expect(changed.updatedAt).toBe(db.draft.updatedAt.toISOString());
    expect(Date.parse(changed.updatedAt!)).toBeGreaterThan(Date.parse(before.updatedAt!));
    expect(changed.size).toBe(before.size);

    const published = await post<{ version: number }>(app, mapApi.publish.path, { buildingId: ids.office }, cookies.company);
    expect(published.body.data!.version).toBe(2);
    const after = await rowOf(ids.office);
    const admin = await app.db.selectFrom('admin').select(['id', 'name', 'email']).where('email', '=', DEMO.company).executeTakeFirstOrThrow();
    const now = await expected(ids.office);
    expect(after).toMatchObject({
      unpublished: false,
      unpublishedSaves: 0,
      publishedVersions: 2,
      latestVersion: 2,
      lastPublishedAt: now.latest!.publishedAt!.toISOString(),
      lastPublishedBy: { id: admin.id, name: admin.name, email: DEMO.company },
      size: now.size,
    });
    expect(after.size!).toBeGreaterThan(before.size!);

    // Two more saves: two unpublished saves.
    for (const name of ['一', '二']) {
      unit.properties.name = name;
      const rev = (await expected(ids.office)).draft.revision;
      const res = await post(app, buildingApi.saveVersion.path, { buildingId: ids.office, baseRevision: rev, features }, cookies.company);
      expect(res.body.code).toBe(0);
    }
    expect(await rowOf(ids.office)).toMatchObject({ unpublished: true, unpublishedSaves: 2, latestVersion: 2 });
  });

  it('issue 16: a building without a map: its floors, no features, never published, no size; unpublished once its draft has a feature', async () => {
    const added = await post<{ id: number }>(
      app,
      buildingApi.add.path,
      { name: 'Empty Hall', companyId: ids.other, appId: null, anchor: { lng: 121.5005, lat: 31.2005 }, levels: [{ ordinal: 0, name: 'G' }] },
      cookies.platform,
    );
    expect(added.body.code, JSON.stringify(added.body)).toBe(0);
    const id = added.body.data!.id;
    expect(await rowOf(id)).toMatchObject({
      buildingName: 'Empty Hall',
      companyName: 'Other Co',
      levels: 1,
      features: 0,
      unpublished: false,
      unpublishedSaves: 0,
      publishedVersions: 0,
      latestVersion: null,
      lastPublishedAt: null,
      lastPublishedBy: null,
      size: null,
    });
    // Null sizes sort last in both orders.
    expect((await list('sort=size&order=asc&size=200')).records.at(-1)!.buildingId).toBe(id);
    expect((await list('sort=size&order=desc&size=200')).records.at(-1)!.buildingId).toBe(id);
    expect((await list('sort=lastPublished&order=desc&size=200')).records.at(-1)!.buildingId).toBe(id);

    const level = (await app.db.selectFrom('level').select('id').where('buildingId', '=', id).executeTakeFirstOrThrow()).id;
    const ring = [
      [121.5, 31.2],
      [121.501, 31.2],
      [121.501, 31.201],
      [121.5, 31.201],
      [121.5, 31.2],
    ];
    const unit = {
      type: 'Feature',
      id: 'unit-1',
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: { featureType: 'unit', levelId: level, name: 'Hall' },
    };
    const saved = await post(app, buildingApi.saveVersion.path, { buildingId: id, baseRevision: 0, features: [unit] }, cookies.platform);
    expect(saved.body.code, JSON.stringify(saved.body).slice(0, 300)).toBe(0);
    expect(await rowOf(id)).toMatchObject({ features: 1, unpublished: true, unpublishedSaves: 1, publishedVersions: 0, size: null });
    expect((await list(`unpublished=true&companyId=${ids.other}`)).records.map((r) => r.buildingId)).toEqual([id]);
  });

  it('issue 16: filters by company, by part of the building name (any case, wildcards literal) and by unpublished changes', async () => {
    expect(names(await list(`companyId=${ids.demo}`))).toEqual(['环球购物中心', '科技园办公楼']);
    const other = await list(`companyId=${ids.other}`);
    expect(other.records.every((r) => r.companyId === ids.other)).toBe(true);
    expect(names(await list(`q=${encodeURIComponent('购物')}`))).toEqual(['环球购物中心']);
    expect(names(await list('q=other%20co%20TOWER'))).toEqual(['Other Co Tower']);
    expect(await list('q=%25')).toEqual({ records: [], total: 0 });
    expect(await list('q=_')).toEqual({ records: [], total: 0 });
    expect(names(await list(`q=${encodeURIComponent('购物')}&companyId=${ids.other}`))).toEqual([]);
    // The office has unpublished saves (previous test); the mall and the tower none.
    const unpublished = await list('unpublished=true');
    expect(unpublished.records.every((r) => r.unpublished)).toBe(true);
    expect(names(unpublished)).toContain('科技园办公楼');
    const clean = await list('unpublished=false');
    expect(names(clean)).toEqual(expect.arrayContaining(['环球购物中心', 'Other Co Tower']));
    expect(clean.records.every((r) => !r.unpublished)).toBe(true);
    expect(unpublished.total + clean.total).toBe((await list()).total);
  });

  it('issue 16: sorts by name, company, draft change, last publication and size in either order; pages with the total', async () => {
    const all = (await list('size=200')).records;
    const check = async (sort: string, key: (r: MapRowDto) => string | number | null) => {
      for (const order of ['asc', 'desc'] as const) {
        const got = (await list(`sort=${sort}&order=${order}&size=200`)).records;
        const filled = all
          .filter((r) => key(r) !== null)
          .sort((a, b) => {
            const [x, y] = [key(a)!, key(b)!];
            const c = x < y ? -1 : x > y ? 1 : a.buildingId - b.buildingId;
            return order === 'asc' ? c : -c;
          });
        const empty = all.filter((r) => key(r) === null).sort((a, b) => (order === 'asc' ? 1 : -1) * (a.buildingId - b.buildingId));
        expect(
          got.map((r) => r.buildingId),
          `${sort} ${order}`,
        ).toEqual([...filled, ...empty].map((r) => r.buildingId));
      }
    };
    await check('name', (r) => r.buildingName.toLowerCase());
    await check('company', (r) => `${r.companyName.toLowerCase()}\u0000${r.buildingName.toLowerCase()}`);
    await check('updated', (r) => r.updatedAt);
    await check('lastPublished', (r) => r.lastPublishedAt);
    await check('size', (r) => r.size);

    const first = await list('sort=name&size=2&page=1');
    const second = await list('sort=name&size=2&page=2');
    expect(first.total).toBe(all.length);
    expect(second.total).toBe(all.length);
    expect([...names(first), ...names(second)]).toEqual(names(await list('sort=name&size=200')).slice(0, 4));
    expect(await list('page=99&size=20')).toEqual({ records: [], total: all.length });
    // Sizes above the cap are capped (200), not refused.
    expect((await list('size=5000')).records).toHaveLength(all.length);
  });

  it('issue 16: bad page, size, sort, order or filter values answer 10005 naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['size=0', 'size'],
      ['size=-1', 'size'],
      ['sort=bogus', 'sort'],
      ['sort=companyName', 'sort'],
      ['order=up', 'order'],
      ['companyId=abc', 'companyId'],
      ['companyId=0', 'companyId'],
      ['companyId=999999', 'companyId'],
      ['unpublished=maybe', 'unpublished'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const res = await call(app, `${mapApi.page.path}?${query}`, cookies.platform);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, code: 10005 });
      expect(
        res.body.errors!.map((e) => e.field),
        query,
      ).toContain(field);
      expect(res.body.errors!.every((e) => e.message.length > 0)).toBe(true);
    }
  });

  it('issue 16: platform management only: company and business admins get 10003, no session 10002', async () => {
    for (const who of ['company', 'business', 'other'] as const) {
      const res = await call(app, mapApi.page.path, cookies[who]);
      expect(res.status, who).toBe(403);
      expect(res.body.code, who).toBe(10003);
    }
    const anonymous = await call(app, mapApi.page.path);
    expect(anonymous.body.code).toBe(10002);
  });
});
